#ifndef FONTAUDIT_CHARFBUZZ_SHIM_H
#define FONTAUDIT_CHARFBUZZ_SHIM_H

/* HarfBuzz shapes the specimen text over FreeType faces (hb-ft); the renderer also rasterizes with FreeType
   here, with the outline and synthesis functions the catalog does not need. */
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include FT_MULTIPLE_MASTERS_H
#include <hb.h>
#include <hb-ft.h>
#include "../CLazyLoad/lazy_load.h"

/* HarfBuzz (with glib, graphite2 and pcre2 behind it) is loaded on first use, by the HTML report only (see
   lazy_load.h): Swift calls `fontaudit_hb_shape()(font, buffer, nil, 0)`. Its soname has been .so.0 since 1.0. */
FONTAUDIT_LAZY_LIBRARY(fontaudit_harfbuzz_library, "HarfBuzz", "libharfbuzz.so.0", "libharfbuzz.so")
#define FONTAUDIT_HARFBUZZ_FUNCTION(NAME) FONTAUDIT_LAZY_FUNCTION(fontaudit_harfbuzz_library, "HarfBuzz", NAME)
FONTAUDIT_HARFBUZZ_FUNCTION(hb_ft_font_create_referenced)
FONTAUDIT_HARFBUZZ_FUNCTION(hb_ft_font_changed)
FONTAUDIT_HARFBUZZ_FUNCTION(hb_font_destroy)
FONTAUDIT_HARFBUZZ_FUNCTION(hb_buffer_create)
FONTAUDIT_HARFBUZZ_FUNCTION(hb_buffer_destroy)
FONTAUDIT_HARFBUZZ_FUNCTION(hb_buffer_add_utf8)
FONTAUDIT_HARFBUZZ_FUNCTION(hb_buffer_guess_segment_properties)
FONTAUDIT_HARFBUZZ_FUNCTION(hb_shape)
FONTAUDIT_HARFBUZZ_FUNCTION(hb_buffer_get_glyph_infos)
FONTAUDIT_HARFBUZZ_FUNCTION(hb_buffer_get_glyph_positions)

static inline FT_Long fontaudit_render_mul_fix(FT_Long a, FT_Long b) { return FT_MulFix(a, b); }
static inline FT_ULong fontaudit_render_wght_tag(void) { return FT_MAKE_TAG('w', 'g', 'h', 't'); }

#endif
