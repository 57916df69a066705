#ifndef FONTAUDIT_CPLIST_SHIM_H
#define FONTAUDIT_CPLIST_SHIM_H

/* libplist reads XML and binary property lists (Info.plist inside a built .app is binary). It does not read
   the old-style ASCII (OpenStep) format before 2.3, so project.pbxproj has its own small reader. */
#include <plist/plist.h>
#include <stdlib.h>

static inline void fontaudit_plist_free_string(char *s) { free(s); }

#endif
