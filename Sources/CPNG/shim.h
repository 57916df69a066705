#ifndef FONTAUDIT_CPNG_SHIM_H
#define FONTAUDIT_CPNG_SHIM_H

/* libpng's simplified API (png_image): no setjmp/longjmp error handling for Swift to get wrong. */
#include <png.h>

#endif
