#ifndef FONTAUDIT_CYAML_SHIM_H
#define FONTAUDIT_CYAML_SHIM_H

/* libyaml reads pubspec.yaml (Flutter's font declarations). It is loaded on first use (see lazy_load.h):
   fontaudit_NAME() returns NAME's address, so Swift calls `fontaudit_yaml_parser_load()(parser, document)`. */
#include <yaml.h>
#include "../CLazyLoad/lazy_load.h"

FONTAUDIT_LAZY_LIBRARY(fontaudit_yaml_library, "libyaml", "libyaml-0.so.2", "libyaml.so")
#define FONTAUDIT_YAML_FUNCTION(NAME) FONTAUDIT_LAZY_FUNCTION(fontaudit_yaml_library, "libyaml", NAME)
FONTAUDIT_YAML_FUNCTION(yaml_parser_initialize)
FONTAUDIT_YAML_FUNCTION(yaml_parser_delete)
FONTAUDIT_YAML_FUNCTION(yaml_parser_set_input_string)
FONTAUDIT_YAML_FUNCTION(yaml_parser_load)
FONTAUDIT_YAML_FUNCTION(yaml_document_delete)
FONTAUDIT_YAML_FUNCTION(yaml_document_get_root_node)
FONTAUDIT_YAML_FUNCTION(yaml_document_get_node)

#endif
