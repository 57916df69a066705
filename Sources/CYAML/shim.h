#ifndef FONTAUDIT_CYAML_SHIM_H
#define FONTAUDIT_CYAML_SHIM_H

/* libyaml reads pubspec.yaml (Flutter's font declarations). It is loaded on first use (see lazy_load.h):
   fontaudit_NAME() returns NAME's address, so Swift calls `fontaudit_yaml_parser_load()(parser, document)`. */
#include <yaml.h>
#include "../CLazyLoad/lazy_load.h"

#if FONTAUDIT_LAZY_LOAD
static inline void *fontaudit_yaml_library(void) {
    static void *handle;
    static const char *const names[] = {"libyaml-0.so.2", "libyaml.so", NULL};
    return fontaudit_lazy_open(&handle, "libyaml", names);
}
#endif
#define FONTAUDIT_YAML_FUNCTION(NAME)                                                                            \
    static inline __typeof__(&NAME) _Nonnull fontaudit_##NAME(void) {                                             \
        return FONTAUDIT_LAZY_POINTER(fontaudit_yaml_library, "libyaml", NAME);                                  \
    }
FONTAUDIT_YAML_FUNCTION(yaml_parser_initialize)
FONTAUDIT_YAML_FUNCTION(yaml_parser_delete)
FONTAUDIT_YAML_FUNCTION(yaml_parser_set_input_string)
FONTAUDIT_YAML_FUNCTION(yaml_parser_load)
FONTAUDIT_YAML_FUNCTION(yaml_document_delete)
FONTAUDIT_YAML_FUNCTION(yaml_document_get_root_node)
FONTAUDIT_YAML_FUNCTION(yaml_document_get_node)

#endif
