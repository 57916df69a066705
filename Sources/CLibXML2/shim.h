#ifndef FONTAUDIT_CLIBXML2_SHIM_H
#define FONTAUDIT_CLIBXML2_SHIM_H

#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>

/* xmlFree is a global function pointer, which Swift 6 sees as shared mutable state; calling it here keeps
   that out of Swift. */
static inline void fontaudit_xml_free(void *p) { xmlFree(p); }

#endif
