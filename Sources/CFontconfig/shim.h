#ifndef FONTAUDIT_CFONTCONFIG_SHIM_H
#define FONTAUDIT_CFONTCONFIG_SHIM_H

#include <fontconfig/fontconfig.h>

/* fontconfig's string property names are macros; most import as String, but keeping the
   ones we use here documents the surface we depend on. FC_NAMED_INSTANCE is missing before 2.15,
   so named instances are recognised by index >> 16 instead. */

static inline int fontaudit_fc_instance_of_index(int index) { return (index >> 16) & 0x7FFF; }
static inline int fontaudit_fc_face_of_index(int index) { return index & 0xFFFF; }

#endif
