#ifndef FONTAUDIT_CFREETYPE_SHIM_H
#define FONTAUDIT_CFREETYPE_SHIM_H

#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_TRUETYPE_TABLES_H
#include FT_SFNT_NAMES_H
#include FT_TRUETYPE_IDS_H
#include FT_MULTIPLE_MASTERS_H

/* Function-like macros Swift cannot import. */
static inline int fontaudit_ft_has_multiple_masters(FT_Face face) {
    return FT_HAS_MULTIPLE_MASTERS(face) ? 1 : 0;
}
static inline int fontaudit_ft_is_sfnt(FT_Face face) { return FT_IS_SFNT(face) ? 1 : 0; }
static inline int fontaudit_ft_is_italic(FT_Face face) {
    return (face->style_flags & FT_STYLE_FLAG_ITALIC) ? 1 : 0;
}
static inline int fontaudit_ft_is_bold(FT_Face face) {
    return (face->style_flags & FT_STYLE_FLAG_BOLD) ? 1 : 0;
}
static inline TT_OS2 *fontaudit_ft_os2(FT_Face face) {
    return (TT_OS2 *)FT_Get_Sfnt_Table(face, FT_SFNT_OS2);
}
static inline FT_ULong fontaudit_ft_tag(char a, char b, char c, char d) {
    return FT_MAKE_TAG(a, b, c, d);
}

/* FreeType's own message for an error code, from its error table (fterrors.h documents this way of building
   it), whether or not the library was built with FT_CONFIG_OPTION_ERROR_STRINGS. NULL for an unknown code. */
#undef FTERRORS_H_
#undef __FTERRORS_H__
#define FT_ERRORDEF(e, v, s) {e, s},
#define FT_ERROR_START_LIST {
#define FT_ERROR_END_LIST {0, NULL}};
static const struct {
    int code;
    const char *message;
} fontaudit_ft_errors[] =
#include FT_ERRORS_H

static inline const char *fontaudit_ft_error_text(int code) {
    for (int i = 0; fontaudit_ft_errors[i].message != NULL; i++) {
        if (fontaudit_ft_errors[i].code == code) return fontaudit_ft_errors[i].message;
    }
    return NULL;
}

#endif
