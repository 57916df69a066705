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

static inline FT_Long fontaudit_render_mul_fix(FT_Long a, FT_Long b) { return FT_MulFix(a, b); }
static inline FT_ULong fontaudit_render_wght_tag(void) { return FT_MAKE_TAG('w', 'g', 'h', 't'); }

#endif
