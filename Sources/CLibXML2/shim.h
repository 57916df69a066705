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
#include "../CLazyLoad/lazy_load.h"

/* Loaded on first use (see lazy_load.h): Swift calls `fontaudit_xmlFreeDoc()(document)`. libxml2 2.14 changed
   its ABI and its soname with it, so the soname follows the headers' version. */
#if LIBXML_VERSION >= 21400
FONTAUDIT_LAZY_LIBRARY(fontaudit_xml_library, "libxml2", "libxml2.so.16", "libxml2.so")
#else
FONTAUDIT_LAZY_LIBRARY(fontaudit_xml_library, "libxml2", "libxml2.so.2", "libxml2.so")
#endif
#define FONTAUDIT_XML_FUNCTION(NAME) FONTAUDIT_LAZY_FUNCTION(fontaudit_xml_library, "libxml2", NAME)
FONTAUDIT_XML_FUNCTION(xmlNewParserCtxt)
FONTAUDIT_XML_FUNCTION(xmlFreeParserCtxt)
FONTAUDIT_XML_FUNCTION(xmlCtxtReadMemory)
FONTAUDIT_XML_FUNCTION(xmlFreeDoc)
FONTAUDIT_XML_FUNCTION(xmlDocGetRootElement)
FONTAUDIT_XML_FUNCTION(xmlCtxtGetLastError)
FONTAUDIT_XML_FUNCTION(xmlGetLineNo)
FONTAUDIT_XML_FUNCTION(xmlNodeListGetString)

/* xmlFree is a global function pointer, which Swift 6 sees as shared mutable state; calling it here keeps
   that out of Swift. Loaded lazily, the variable's address comes from dlsym. */
static inline void fontaudit_xml_free(void *p) {
#if defined(LIBXML_THREAD_ALLOC_ENABLED) && defined(LIBXML_THREAD_ENABLED)
    (*FONTAUDIT_LAZY_POINTER(fontaudit_xml_library, "libxml2", __xmlFree)())(p);
#else
    (*FONTAUDIT_LAZY_POINTER(fontaudit_xml_library, "libxml2", xmlFree))(p);
#endif
}

#endif
