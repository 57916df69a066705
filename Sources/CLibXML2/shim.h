#ifndef FONTAUDIT_CLIBXML2_SHIM_H
#define FONTAUDIT_CLIBXML2_SHIM_H

/* Debian builds libxml2 with ICU, so its encoding.h includes the system's ICU headers, whose UErrorCode
   clashes with the copy inside Foundation (_FoundationICU) in any Swift module that sees both. fontaudit uses
   no ICU-specific part of libxml2: only the ICU converter fields at the end of xmlCharEncodingHandler depend on
   it, and that struct is only ever reached through pointers here. */
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED

#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>

/* xmlFree is a global function pointer, which Swift 6 sees as shared mutable state; calling it here keeps
   that out of Swift. */
static inline void fontaudit_xml_free(void *p) { xmlFree(p); }

#endif
