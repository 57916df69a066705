#ifndef FONTAUDIT_LAZY_LOAD_H
#define FONTAUDIT_LAZY_LOAD_H

/* Libraries loaded on first use (issue 26). HarfBuzz, libpng, libxml2, libplist and libyaml, with ICU, glib,
   graphite2 and pcre2 behind them, cost a spec audit about a millisecond of dynamic loading before main although
   only the HTML report and the app readers call them. On Linux the shims call them through pointers that
   dlopen/dlsym fill on the first call, and the executable links with --as-needed, so they are not loaded at start.
   Elsewhere (macOS), and when FONTAUDIT_LINK_DIRECTLY is defined, the same wrappers call the functions directly:
   that is the plain reference path.

   The library is opened by the soname its headers were built against (never a guess at another ABI), then by the
   development link name. When neither loads, the run stops with one message and exit code 2. */

#if defined(__linux__) && !defined(FONTAUDIT_LINK_DIRECTLY)
#define FONTAUDIT_LAZY_LOAD 1
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>

/* Opens the first of `names` (NULL-terminated) that loads; `handle` caches it. */
static inline void *fontaudit_lazy_open(void **handle, const char *library, const char *const *names) {
    void *loaded = __atomic_load_n(handle, __ATOMIC_ACQUIRE);
    if (loaded) return loaded;
    for (const char *const *name = names; *name && !loaded; name++) loaded = dlopen(*name, RTLD_NOW | RTLD_GLOBAL);
    if (!loaded) {
        const char *why = dlerror();
        fprintf(stderr, "fontaudit: error: cannot load %s (%s): %s\n", library, names[0], why ? why : "not found");
        exit(2);
    }
    __atomic_store_n(handle, loaded, __ATOMIC_RELEASE);
    return loaded;
}

/* The address of `symbol` in an opened library; a library without it (another ABI) stops the run the same way. */
static inline void *fontaudit_lazy_symbol(void *library, const char *name, void **cache, const char *symbol) {
    void *found = __atomic_load_n(cache, __ATOMIC_ACQUIRE);
    if (found) return found;
    found = dlsym(library, symbol);
    if (!found) {
        fprintf(stderr, "fontaudit: error: %s has no %s; reinstall it or build fontaudit against it\n", name, symbol);
        exit(2);
    }
    __atomic_store_n(cache, found, __ATOMIC_RELEASE);
    return found;
}

/* fontaudit_NAME(...) calls NAME through a pointer resolved once, from the library that OPEN() returns. */
#define FONTAUDIT_LAZY_POINTER(OPEN, LIBRARY, NAME)                                                              \
    ({                                                                                                           \
        static void *fontaudit_cached_##NAME;                                                                    \
        (__typeof__(&NAME))fontaudit_lazy_symbol(OPEN(), LIBRARY, &fontaudit_cached_##NAME, #NAME);              \
    })
/* OPEN() opens LIBRARY by the first of the names after it that loads, once. */
#define FONTAUDIT_LAZY_LIBRARY(OPEN, LIBRARY, ...)                                                               \
    static inline void *OPEN(void) {                                                                             \
        static void *handle;                                                                                     \
        static const char *const names[] = {__VA_ARGS__, NULL};                                                  \
        return fontaudit_lazy_open(&handle, LIBRARY, names);                                                     \
    }
#else
#define FONTAUDIT_LAZY_LOAD 0
#define FONTAUDIT_LAZY_POINTER(OPEN, LIBRARY, NAME) (&NAME)
#define FONTAUDIT_LAZY_LIBRARY(OPEN, LIBRARY, ...)
#endif

/* fontaudit_NAME() is NAME's address, from the library OPEN() opens: Swift calls `fontaudit_NAME()(arguments)`. */
#define FONTAUDIT_LAZY_FUNCTION(OPEN, LIBRARY, NAME)                                                             \
    static inline __typeof__(&NAME) _Nonnull fontaudit_##NAME(void) {                                             \
        return FONTAUDIT_LAZY_POINTER(OPEN, LIBRARY, NAME);                                                      \
    }

#define FONTAUDIT_STRINGIFY_(x) #x
#define FONTAUDIT_STRINGIFY(x) FONTAUDIT_STRINGIFY_(x)

#endif
