#!/usr/bin/env python3
"""Generates fontaudit's fixture fonts with fontTools.

Run through `make fixtures` (which makes a venv with fontTools). The outputs are committed, so tests
need no Python. Every font holds only .notdef and space: what matters here is the metadata the
catalog reads (name, OS/2, fvar), not the outlines.
"""
import os
import sys

from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib.ttCollection import TTCollection

HERE = os.path.dirname(os.path.abspath(__file__))
FONTS = os.path.join(HERE, "fonts")
BROKEN = os.path.join(HERE, "broken")
MARKUP = os.path.join(HERE, "markup")
HOSTILE = os.path.join(HERE, "hostile")
CORRUPT = os.path.join(HERE, "corrupt")
EDGE = os.path.join(HERE, "edge")
COMMAND = os.path.join(HERE, "command")
FAMILIES = os.path.join(HERE, "families")

ITALIC_BIT = 1 << 0
BOLD_BIT = 1 << 5
REGULAR_BIT = 1 << 6
OBLIQUE_BIT = 1 << 9


def box_glyph():
    pen = TTGlyphPen(None)
    pen.moveTo((50, 0))
    pen.lineTo((50, 700))
    pen.lineTo((450, 700))
    pen.lineTo((450, 0))
    pen.closePath()
    return pen.glyph()


DEJAVU = "/usr/share/fonts/truetype/dejavu"
# The characters the demo faces draw: ASCII, and the accents of the HTML report's default sample.
SPECIMEN_CHARACTERS = "".join(chr(c) for c in range(0x20, 0x7F)) + "àéîõüÀÉÎÕÜ—–’"
_outline_sources = {}


# How much each weight's stems differ from the DejaVu face it is drawn from, in font units (2048 per em): Book's
# stems are about 184 units and Bold's about 300, some 40 units per 100 of weight, so Medium is Book thickened by
# 40, SemiBold Bold thinned by 40, ExtraBold and Black Bold thickened by 40 and 80.
EMBOLDEN = {500: 40, 600: -40, 800: 40, 900: 80}


def offset_contours(coordinates, end_points, strength):
    """The points of a glyph's contours moved outwards (inwards for a negative strength) by strength / 2 along the
    bisector of their two edges, as FreeType's FT_Outline_Embolden does, then right by strength / 2 so the left
    side bearing stays: every stem gets `strength` units thicker. TrueType outer contours run clockwise, so the
    outward normal of an edge (dx, dy) is (-dy, dx); a counter's contour runs the other way and shrinks."""
    import math
    moved = []
    start = 0
    for end in end_points:
        contour = coordinates[start:end + 1]
        n = len(contour)
        for i, (x, y) in enumerate(contour):
            px, py = contour[i - 1]
            nx, ny = contour[(i + 1) % n]
            normals = []
            for dx, dy in ((x - px, y - py), (nx - x, ny - y)):
                length = math.hypot(dx, dy)
                if length > 0:
                    normals.append((-dy / length, dx / length))
            if not normals:
                moved.append((x + strength / 2, y))
                continue
            sx = sum(n[0] for n in normals)
            sy = sum(n[1] for n in normals)
            if len(normals) == 2:
                # The miter: the bisector scaled so each edge moves by strength / 2; capped at sharp corners.
                d = 1 + normals[0][0] * normals[1][0] + normals[0][1] * normals[1][1]
                scale = 1 / max(d, 0.25)
            else:
                scale = 1
            moved.append((x + strength / 2 * (sx * scale + 1), y + strength / 2 * sy * scale))
        start = end + 1
    return [(round(x), round(y)) for x, y in moved]


def emboldened(source, strength):
    """A copy of `outlines`' result with every simple glyph's stems `strength` units thicker and every advance
    `strength` wider (composites follow their emboldened components)."""
    import copy
    upem, order, cmap, glyphs, metrics, ascent, descent = source
    glyphs = {name: copy.deepcopy(glyph) for name, glyph in glyphs.items()}
    metrics = dict(metrics)
    for name, glyph in glyphs.items():
        advance, lsb = metrics[name]
        if glyph.numberOfContours > 0:
            glyph.coordinates = type(glyph.coordinates)(
                offset_contours(list(glyph.coordinates), glyph.endPtsOfContours, strength))
        if advance > 0:
            # The left edge moves out by strength / 2 and the contours right by as much: the bearing stays.
            metrics[name] = (advance + strength, lsb)
    return upem, order, cmap, glyphs, metrics, ascent, descent


def weight_variations(source, heavier, lighter):
    """gvar deltas for a variable font drawn from `source`: at the wght axis's maximum every stem `heavier` units
    thicker, at its minimum `lighter` units thinner (FreeType interpolates between). Per glyph: one delta per
    point (per component for a composite, which follows its components), then the four phantom points, of which
    the second is the advance."""
    from fontTools.ttLib.tables.TupleVariation import TupleVariation
    _, _, _, glyphs, metrics, _, _ = source
    variations = {}
    for name, glyph in glyphs.items():
        tuples = []
        for peak, strength in ((1.0, heavier), (-1.0, -lighter)):
            if glyph.numberOfContours > 0:
                original = list(glyph.coordinates)
                moved = offset_contours(original, glyph.endPtsOfContours, strength)
                deltas = [(mx - x, my - y) for (x, y), (mx, my) in zip(original, moved)]
            elif glyph.isComposite():
                deltas = [(0, 0)] * len(glyph.components)
            else:
                deltas = []
            advance = strength if metrics[name][0] > 0 else 0
            deltas += [(0, 0), (advance, 0), (0, 0), (0, 0)]
            region = (0.0, 1.0, 1.0) if peak > 0 else (-1.0, -1.0, 0.0)
            tuples.append(TupleVariation({"wght": region}, deltas))
        variations[name] = tuples
    return variations


def outlines(weight, italic):
    """Real glyphs for the faces the demo report shows, taken from DejaVu Sans (whose licence allows this under
    another name): ExtraLight up to 300, Book for 400 and 500, Bold from 600, with its obliques for italics, and
    thickened or thinned (EMBOLDEN) so each weight looks as heavy as it is: the demo report shows Bold and Black
    as different faces. Returns (units per em, glyph order, cmap, glyphs, metrics, ascent, descent)."""
    source = dejavu_outlines(weight, italic)
    strength = EMBOLDEN.get(weight, 0)
    return emboldened(source, strength) if strength else source


def dejavu_outlines(weight, italic):
    """The DejaVu Sans face a weight is drawn from, subset to SPECIMEN_CHARACTERS."""
    from fontTools.subset import Options, Subsetter
    from fontTools.ttLib import TTFont
    if weight <= 300 and not italic:
        name = "DejaVuSans-ExtraLight.ttf"
    elif weight <= 500:
        name = "DejaVuSans-Oblique.ttf" if italic else "DejaVuSans.ttf"
    else:
        name = "DejaVuSans-BoldOblique.ttf" if italic else "DejaVuSans-Bold.ttf"
    if name not in _outline_sources:
        source = TTFont(os.path.join(DEJAVU, name))
        options = Options()
        options.layout_features = ["kern"]
        options.name_IDs = []
        options.notdef_outline = True
        subsetter = Subsetter(options)
        subsetter.populate(text=SPECIMEN_CHARACTERS)
        subsetter.subset(source)
        order = source.getGlyphOrder()
        glyf = source["glyf"]
        _outline_sources[name] = (
            source["head"].unitsPerEm, order, source.getBestCmap(), {g: glyf[g] for g in order},
            dict(source["hmtx"].metrics), source["hhea"].ascent, source["hhea"].descent)
    return _outline_sources[name]


def build(family, style, weight, *, italic=False, oblique=False, ps_name=None, typographic=None,
          legacy_family=None, legacy_style=None, width=5, fvar=None, real_glyphs=False):
    """Builds one TrueType font.

    family/style are the typographic names (16/17) when `legacy_family` is given, otherwise the
    legacy names (1/2). fvar is (axes, instances) for a variable font. `real_glyphs` draws its text with
    DejaVu Sans outlines (see `outlines`); otherwise it holds only .notdef, space and a box "A".
    """
    if real_glyphs:
        upem, glyph_order, cmap, glyphs, metrics, ascent, descent = outlines(weight, italic or oblique)
        fb = FontBuilder(upem, isTTF=True)
        fb.setupGlyphOrder(glyph_order)
        fb.setupCharacterMap(cmap)
        fb.setupGlyf(glyphs)
        fb.setupHorizontalMetrics(metrics)
        fb.setupHorizontalHeader(ascent=ascent, descent=descent)
        units = upem
    else:
        fb = FontBuilder(1000, isTTF=True)
        glyph_order = [".notdef", "space", "A"]
        fb.setupGlyphOrder(glyph_order)
        fb.setupCharacterMap({0x20: "space", 0x41: "A"})
        empty = TTGlyphPen(None).glyph()
        fb.setupGlyf({".notdef": box_glyph(), "space": empty, "A": box_glyph()})
        fb.setupHorizontalMetrics({".notdef": (500, 50), "space": (250, 0), "A": (500, 50)})
        fb.setupHorizontalHeader(ascent=800, descent=-200)
        units = 1000
    ps = ps_name or (family.replace(" ", "") + "-" + style.replace(" ", ""))
    names = {
        "familyName": legacy_family or family,
        "styleName": legacy_style or style,
        "uniqueFontIdentifier": ps + ";fixture",
        "fullName": f"{family} {style}",
        "psName": ps,
        "version": "Version 1.000",
    }
    if legacy_family:
        names["typographicFamily"] = family
        names["typographicSubfamily"] = style
    fb.setupNameTable(names)
    fs_selection = 0
    if italic:
        fs_selection |= ITALIC_BIT
    if oblique:
        fs_selection |= OBLIQUE_BIT
    if weight == 700 and not italic and not oblique:
        fs_selection |= BOLD_BIT
    if weight == 400 and not italic and not oblique:
        fs_selection |= REGULAR_BIT
    fb.setupOS2(version=4, usWeightClass=weight, usWidthClass=width, fsSelection=fs_selection,
                sTypoAscender=units * 4 // 5, sTypoDescender=-units // 5, usWinAscent=units * 4 // 5,
                usWinDescent=units // 5,
                achVendID="FXTR")
    mac_style = (1 if weight >= 700 else 0) | (2 if italic or oblique else 0)
    fb.setupHead(unitsPerEm=units, macStyle=mac_style)
    fb.setupPost(italicAngle=-12 if italic or oblique else 0)
    if fvar:
        axes, instances = fvar
        fb.setupFvar(axes, instances)
        fb.setupGvar({})
    return fb.font


def save(font, folder, filename):
    os.makedirs(folder, exist_ok=True)
    path = os.path.join(folder, filename)
    font.save(path)
    return path


def static_family():
    """Audit Sans: a static family with gaps, so the demo has both passing and failing styles."""
    folder = os.path.join(FONTS, "AuditSans")
    faces = [
        ("Regular", 400, False),
        ("Italic", 400, True),
        ("SemiBold", 600, False),
        ("Bold", 700, False),
        ("Bold Italic", 700, True),
        ("Black", 900, False),
    ]
    for style, weight, italic in faces:
        # Static families keep RIBBI names in IDs 1/2 and the full names in 16/17, as real families do.
        ribbi = style in ("Regular", "Italic", "Bold", "Bold Italic")
        legacy_family = None if ribbi else f"Audit Sans {style.replace(' Italic', '')}"
        legacy_style = None if ribbi else ("Italic" if italic else "Regular")
        font = build("Audit Sans", style, weight, italic=italic, real_glyphs=True,
                     legacy_family=legacy_family, legacy_style=legacy_style)
        save(font, folder, "AuditSans-" + style.replace(" ", "") + ".ttf")


def variable_family():
    """Flex Sans: a roman variable font (wght 200–900) and an italic one (wght 300–700)."""
    folder = os.path.join(FONTS, "FlexSans")
    roman_instances = [("ExtraLight", 200), ("Light", 300), ("Regular", 400), ("Medium", 500),
                       ("SemiBold", 600), ("Bold", 700), ("ExtraBold", 800), ("Black", 900)]
    axes = [("wght", 200, 400, 900, "Weight")]
    instances = [dict(location={"wght": w}, stylename=name, postscriptfontname=f"FlexSans-{name}")
                 for name, w in roman_instances]
    font = build("Flex Sans", "Regular", 400, fvar=(axes, instances), real_glyphs=True)
    # 900 is Book's stems 200 units thicker (700 lands on DejaVu Bold's), 200 is 100 thinner.
    font["gvar"].variations = weight_variations(dejavu_outlines(400, False), heavier=200, lighter=100)
    save(font, folder, "FlexSans[wght].ttf")

    italic_instances = [("Light Italic", 300), ("Italic", 400), ("Medium Italic", 500),
                        ("SemiBold Italic", 600), ("Bold Italic", 700)]
    axes = [("wght", 300, 400, 700, "Weight")]
    # No PostScript names in fvar: the reader must derive them (Adobe TN 5902).
    instances = [dict(location={"wght": w}, stylename=name) for name, w in italic_instances]
    font = build("Flex Sans", "Italic", 400, italic=True, fvar=(axes, instances), real_glyphs=True)
    font["gvar"].variations = weight_variations(dejavu_outlines(400, True), heavier=120, lighter=40)
    save(font, folder, "FlexSans-Italic[wght].ttf")


def collection():
    """Pair Serif: a two-face TTC, Regular and Bold."""
    folder = os.path.join(FONTS, "PairSerif")
    regular = build("Pair Serif", "Regular", 400)
    bold = build("Pair Serif", "Bold", 700)
    ttc = TTCollection()
    ttc.fonts = [regular, bold]
    os.makedirs(folder, exist_ok=True)
    ttc.save(os.path.join(folder, "PairSerif.ttc"))


def legacy_and_windows_weights():
    # usWeightClass 5: a very old font storing 1–9, meaning ×100.
    font = build("Legacy Grotesk", "Medium", 5, legacy_family="Legacy Grotesk Medium", legacy_style="Regular")
    save(font, os.path.join(FONTS, "LegacyGrotesk"), "LegacyGrotesk-Medium.ttf")
    # usWeightClass 250: the Windows-era Thin (Roboto Thin is 250), and a regular beside it.
    font = build("Wisp Sans", "Thin", 250, legacy_family="Wisp Sans Thin", legacy_style="Regular")
    save(font, os.path.join(FONTS, "WispSans"), "WispSans-Thin.ttf")
    font = build("Wisp Sans", "Regular", 400)
    save(font, os.path.join(FONTS, "WispSans"), "WispSans-Regular.ttf")


def oblique_family():
    """Slant Mono: the slanted faces are obliques (fsSelection bit 9, "Oblique" in the style)."""
    folder = os.path.join(FONTS, "SlantMono")
    save(build("Slant Mono", "Regular", 400, real_glyphs=True), folder, "SlantMono-Regular.ttf")
    save(build("Slant Mono", "Oblique", 400, oblique=True, legacy_family="Slant Mono Oblique",
               legacy_style="Regular", real_glyphs=True), folder, "SlantMono-Oblique.ttf")
    save(build("Slant Mono", "Bold", 700, real_glyphs=True), folder, "SlantMono-Bold.ttf")
    save(build("Slant Mono", "SemiBold", 600, real_glyphs=True), folder, "SlantMono-SemiBold.ttf")


def markup_font():
    """A face whose names carry markup, newlines, %, ::, commas and terminal escapes."""
    family = 'Evil <b>Sans</b> & "Co", 100%::x'
    style = "Bold\nItalic\x1b[31m\r"
    font = build(family, style, 700, italic=True, ps_name="Evil-Bold%0A::\x07")
    save(font, MARKUP, "EvilSans-BoldItalic.ttf")


def hostile_font():
    """A face whose every name carries what each output format must neutralise: terminal escapes (CSI,
    OSC title and hyperlink, C1 CSI, bell), bidi overrides, HTML, Markdown table breakers, GitHub workflow
    command breakers (%, CR, LF, ::, commas), XML markup and U+FFFF."""
    family = "Hostile\u202e|Mono</td><script>alert(1)</script>"
    style = "Bold\x1b]0;pwned\x07\x1b]8;;http://evil\x1b\\x\x1b]8;;\x1b\\\x9b2J\r\n::error file=a,line=1::owned%0A`*_[x](y)\uffff&amp;"
    font = build(family, style, 700, ps_name="Hostile-Bold%25,::\x1b[2J\u2066")
    save(font, HOSTILE, "HostileMono-Bold.ttf")


def corrupt_fonts():
    """Files a vendor folder may hold that are not fonts, or are fonts broken in ways a reader must survive."""
    import random
    import struct
    os.makedirs(CORRUPT, exist_ok=True)
    with open(os.path.join(FONTS, "AuditSans", "AuditSans-Regular.ttf"), "rb") as f:
        good = f.read()

    def write(name, data):
        with open(os.path.join(CORRUPT, name), "wb") as f:
            f.write(data)

    write("random.ttf", random.Random(7).randbytes(4096))
    write("page.otf", b"<!DOCTYPE html>\n<html><head><title>404 Not Found</title></head>"
                      b"<body><h1>Not Found</h1></body></html>\n")
    # A table directory that claims 4000 tables, and one whose records point past the end of the file.
    write("many-tables.ttf", good[:4] + struct.pack(">H", 4000) + good[6:])
    directory = bytearray(good)
    num_tables = struct.unpack(">H", good[4:6])[0]
    for i in range(num_tables):
        record = 12 + 16 * i
        directory[record + 8:record + 12] = struct.pack(">I", 0x7FFFFFF0)
    write("tables-past-end.ttf", bytes(directory))
    # A collection whose second face lies past the end of the file, and one that claims 2^31 faces.
    header = b"ttcf" + struct.pack(">HHI", 1, 0, 2) + struct.pack(">II", 20, 0x10000000)
    write("offset-past-end.ttc", header + good)
    write("face-count.ttc", b"ttcf" + struct.pack(">HHI", 1, 0, 0x80000000) + struct.pack(">I", 16) + good)
    # An OS/2 table cut short, and a name table whose strings lie outside it.
    tables = {}
    for i in range(num_tables):
        tag, _, offset, length = struct.unpack(">4sIII", good[12 + 16 * i:28 + 16 * i])
        tables[tag] = (i, offset, length)
    short = bytearray(good)
    i, _, _ = tables[b"OS/2"]
    short[12 + 16 * i + 12:12 + 16 * i + 16] = struct.pack(">I", 10)
    write("short-os2.ttf", bytes(short))
    names = bytearray(good)
    _, offset, _ = tables[b"name"]
    names[offset + 4:offset + 6] = struct.pack(">H", 0xFFFF)  # string storage offset far outside
    write("names-outside.ttf", bytes(names))
    # A variable font whose wght axis says its minimum is above its maximum.
    flex = os.path.join(FONTS, "FlexSans", "FlexSans[wght].ttf")
    from fontTools.ttLib import TTFont
    font = TTFont(flex)
    axis = font["fvar"].axes[0]
    axis.minValue, axis.maxValue = 900.0, 100.0
    font.save(os.path.join(CORRUPT, "inverted-axis.ttf"))


def edge_fonts():
    """Faces that are installed but were once reported missing: weights outside the OpenType scale or
    mislabelled, and family names in another language."""
    folder = os.path.join(EDGE, "ScaleSans")
    # A family on a 10–190 scale: 40 and 80 are below the OpenType scale, read by their style names;
    # 190 buckets to 200, but the face says Bold.
    save(build("Scale Sans", "ExtraLight", 40), folder, "ScaleSans-ExtraLight.ttf")
    save(build("Scale Sans", "Regular", 80), folder, "ScaleSans-Regular.ttf")
    save(build("Scale Sans", "Bold", 190), folder, "ScaleSans-Bold.ttf")
    # A Dosis-like face: named ExtraLight, stored as 100.
    save(build("Dose Sans", "ExtraLight", 100), os.path.join(EDGE, "DoseSans"), "DoseSans-ExtraLight.ttf")
    save(build("Dose Sans", "Regular", 400), os.path.join(EDGE, "DoseSans"), "DoseSans-Regular.ttf")
    # English and Japanese family names, as CJK families carry them.
    folder = os.path.join(EDGE, "YokoSans")
    for style, weight in (("Regular", 400), ("Bold", 700)):
        font = build("Yoko Sans", style, weight)
        name = font["name"]
        name.setName("Yoko Sans", 16, 3, 1, 0x409)
        for name_id, text in ((1, "ヨコ サンス"), (16, "ヨコ サンス")):
            name.setName(text, name_id, 3, 1, 0x411)
        save(font, folder, f"YokoSans-{style}.ttf")


def command_font():
    """A family whose name is a GitHub workflow command: no text report may print it at a line's start."""
    save(build("::error::pwned", "Regular", 400, ps_name="Pwned-Regular"), COMMAND, "Pwned-Regular.ttf")


def ink_variable_font():
    """Ink Var: a variable font whose "A" really gets heavier along wght (100-900), for the rasterizer's tests:
    gvar deltas widen the glyph's stem, so the rendered ink grows with the axis."""
    from fontTools.ttLib.tables.TupleVariation import TupleVariation
    font = build("Ink Var", "Regular", 400, fvar=(
        [("wght", 100, 400, 900, "Weight")],
        [{"stylename": "Thin", "location": {"wght": 100}}, {"stylename": "Regular", "location": {"wght": 400}},
         {"stylename": "Black", "location": {"wght": 900}}]))
    # Points of the box: (50,0) (50,700) (450,700) (450,0), then the four phantom points.
    heavier = [(0, 0), (0, 0), (250, 0), (250, 0), (0, 0), (250, 0), (0, 0), (0, 0)]
    lighter = [(0, 0), (0, 0), (-300, 0), (-300, 0), (0, 0), (-300, 0), (0, 0), (0, 0)]
    font["gvar"].variations = {
        "A": [TupleVariation({"wght": (0.0, 1.0, 1.0)}, heavier), TupleVariation({"wght": (-1.0, -1.0, 0.0)}, lighter)],
    }
    save(font, os.path.join(HERE, "render"), "InkVar.ttf")


def shipped_families():
    """Families named as apps really ship them (issue 22), in Fixtures/families so the demo's folder keeps its
    faces: a variable file whose first named instance is not its default, one family name per weight, a legacy
    style-linked family, and a Lato-like family whose Thin sits above its Hairline."""
    # Flexa: like Roboto Flex, usWeightClass 400 and wght 100-1000 with default 400, its named instances
    # listed from Thin up and without PostScript names (psid 0xFFFF), and name ID 25 for their prefix.
    names = ["Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Black",
             "ExtraBlack"]
    instances = [dict(location={"wght": 100 * (i + 1)}, stylename=name) for i, name in enumerate(names)]
    font = build("Flexa", "Regular", 400, fvar=([("wght", 100, 400, 1000, "Weight")], instances))
    font["name"].setName("Flexa", 25, 3, 1, 0x409)
    save(font, os.path.join(FAMILIES, "Flexa"), "Flexa[wght].ttf")

    # Parcel Sans as Mattermost ships Open Sans: every face its own family (name ID 1 "ParcelSans-SemiBold",
    # style "Regular" or "Italic", no name ID 16); the regular's family and PostScript name are "ParcelSans".
    folder = os.path.join(FAMILIES, "ParcelSans")
    for suffix, weight, italic in (("", 400, False), ("Light", 300, False), ("SemiBold", 600, False),
                                   ("Bold", 700, False), ("SemiBoldItalic", 600, True)):
        family = "ParcelSans" + ("-" + suffix if suffix else "")
        font = build(family, "Italic" if italic else "Regular", weight, italic=italic, ps_name=family)
        font["name"].setName("Parcel Sans " + (suffix or "Regular"), 4, 3, 1, 0x409)
        save(font, folder, "ParcelSans-" + (suffix or "Regular") + ".ttf")

    # Tally Sans: one family per weight with spaces ("Tally Sans SemiBold"), and no "Tally Sans" at all.
    folder = os.path.join(FAMILIES, "TallySans")
    for word, weight in (("Light", 300), ("SemiBold", 600)):
        font = build("Tally Sans " + word, "Regular", weight, ps_name="TallySans-" + word)
        save(font, folder, "TallySans-" + word + ".ttf")

    # Brook, style-linked as Quicksand 1 was: "Brook" holds Regular and Bold; "Brook Light" and "Brook Medium"
    # are families of their own with style "Regular", and no name ID 16 ties them to Brook.
    folder = os.path.join(FAMILIES, "Brook")
    save(build("Brook", "Regular", 400), folder, "Brook-Regular.ttf")
    save(build("Brook", "Bold", 700), folder, "Brook-Bold.ttf")
    for word, weight in (("Light", 300), ("Medium", 500)):
        save(build("Brook " + word, "Regular", weight, ps_name="Brook-" + word), folder, "Brook-" + word + ".ttf")

    # Lark, as Lato 2 names its faces: Hairline stored 100 and Thin stored 200, "Semibold" and "Heavy" spelt
    # Lato's way in the PostScript names, style-linked (name ID 1 "Lark Thin") under name ID 16 "Lark".
    folder = os.path.join(FAMILIES, "Lark")
    for style, weight, italic in (("Hairline", 100, False), ("Thin", 200, False), ("Light", 300, False),
                                  ("Regular", 400, False), ("Italic", 400, True), ("Semibold", 600, False),
                                  ("Bold", 700, False), ("Bold Italic", 700, True), ("Heavy", 800, False)):
        ribbi = style in ("Regular", "Italic", "Bold", "Bold Italic")
        font = build("Lark", style, weight, italic=italic, ps_name="Lark-" + style.replace(" ", ""),
                     legacy_family=None if ribbi else "Lark " + style,
                     legacy_style=None if ribbi else "Regular")
        save(font, folder, "Lark-" + style.replace(" ", "") + ".ttf")


def broken_fonts():
    os.makedirs(BROKEN, exist_ok=True)
    good = os.path.join(FONTS, "AuditSans", "AuditSans-Regular.ttf")
    with open(good, "rb") as f:
        data = f.read()
    with open(os.path.join(BROKEN, "truncated.ttf"), "wb") as f:
        f.write(data[:120])
    open(os.path.join(BROKEN, "empty.ttf"), "wb").close()
    with open(os.path.join(BROKEN, "notafont.otf"), "w") as f:
        f.write("This is a text file with a font extension.\n")


def main():
    # `generate.py families` writes only those fonts: a full run rewrites every fixture with a new timestamp.
    if sys.argv[1:] == ["families"]:
        shipped_families()
        return
    # `generate.py demo` rewrites only the demo's faces (Audit Sans, Flex Sans, Slant Mono).
    if sys.argv[1:] == ["demo"]:
        static_family()
        variable_family()
        oblique_family()
        return
    static_family()
    variable_family()
    collection()
    legacy_and_windows_weights()
    oblique_family()
    markup_font()
    hostile_font()
    broken_fonts()
    corrupt_fonts()
    edge_fonts()
    command_font()
    ink_variable_font()
    shipped_families()
    print("fixtures written under", os.path.relpath(FONTS, os.getcwd()), file=sys.stderr)


if __name__ == "__main__":
    main()
