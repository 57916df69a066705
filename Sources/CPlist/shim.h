#ifndef FONTAUDIT_CPLIST_SHIM_H
#define FONTAUDIT_CPLIST_SHIM_H

/* libplist reads XML and binary property lists (Info.plist inside a built .app is binary). It does not read
   the old-style ASCII (OpenStep) format before 2.3, so project.pbxproj has its own small reader.
   Loaded on first use (see lazy_load.h): Swift calls `fontaudit_plist_free()(node)`. */
#include <plist/plist.h>
#include <stdlib.h>
#include "../CLazyLoad/lazy_load.h"

/* libplist's header carries no version; the development link names the one it was built against. */
FONTAUDIT_LAZY_LIBRARY(fontaudit_plist_library, "libplist", "libplist-2.0.so", "libplist-2.0.so.3", "libplist-2.0.so.4")
#define FONTAUDIT_PLIST_FUNCTION(NAME) FONTAUDIT_LAZY_FUNCTION(fontaudit_plist_library, "libplist", NAME)
FONTAUDIT_PLIST_FUNCTION(plist_from_memory)
FONTAUDIT_PLIST_FUNCTION(plist_free)
FONTAUDIT_PLIST_FUNCTION(plist_get_node_type)
FONTAUDIT_PLIST_FUNCTION(plist_get_string_ptr)
FONTAUDIT_PLIST_FUNCTION(plist_array_get_size)
FONTAUDIT_PLIST_FUNCTION(plist_array_get_item)
FONTAUDIT_PLIST_FUNCTION(plist_dict_new_iter)
FONTAUDIT_PLIST_FUNCTION(plist_dict_next_item)

static inline void fontaudit_plist_free_string(char *s) { free(s); }

#endif
