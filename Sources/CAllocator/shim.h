#ifndef FONTAUDIT_CALLOCATOR_SHIM_H
#define FONTAUDIT_CALLOCATOR_SHIM_H

/* glibc's allocator settings, which Swift's Glibc module does not import (they live in <malloc.h>). */
#if defined(__linux__) && defined(__has_include) && __has_include(<malloc.h>)
#include <malloc.h>

/* For a short-lived process: keep freed memory for reuse rather than unmapping it and faulting it in
   again. Untouched reserve costs no memory. */
static inline void fontaudit_keep_freed_memory(void) {
    mallopt(M_TOP_PAD, 64 << 20);
    mallopt(M_MMAP_THRESHOLD, 64 << 20);
    mallopt(M_TRIM_THRESHOLD, 256 << 20);
}
#else
static inline void fontaudit_keep_freed_memory(void) {}
#endif

#endif
