#ifndef FONTAUDIT_CYAML_SHIM_H
#define FONTAUDIT_CYAML_SHIM_H

/* libyaml reads pubspec.yaml (Flutter's font declarations). */
#include <yaml.h>

#endif
