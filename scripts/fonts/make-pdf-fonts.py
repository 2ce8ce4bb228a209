#!/usr/bin/env python3
"""
Makes the two fonts of the PDF text layer (src/lib/pdf/fonts/), from Noto Sans
Regular (SIL Open Font License 1.1; Debian's fonts-noto-core):

- pdf-text.ttf: Noto Sans cut down to Latin (with Vietnamese), Greek,
  Cyrillic, punctuation and currency signs. Loaded with every PDF export.
- pdf-text-cjk.ttf: the same, plus one outline-free glyph of full width for
  each Chinese, Japanese and Korean character (CJK ideographs with
  extension A, kana, Hangul syllables and jamo, CJK punctuation, full- and
  half-width forms). Loaded only when the document has such characters.

The text layer is invisible (PDF text rendering mode 3): the page image shows
the letters, the layer only tells copy, search and screen readers which
characters stand where. So a glyph there needs its character and its advance
width, not its outline, as in the "glyphless" fonts of OCR'd PDFs. CJK
characters are all one em wide in Noto Sans CJK, so the width is the real one,
and the font stays small (a full CJK font is 16 MB).

Run again after changing the ranges (needs python3-fonttools):
  /usr/bin/python3 scripts/fonts/make-pdf-fonts.py /usr/share/fonts/truetype/noto/NotoSans-Regular.ttf
"""
import sys
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTFont
from fontTools.ttLib.tables._g_l_y_f import Glyph

OUT = Path(__file__).resolve().parents[2] / 'src' / 'lib' / 'pdf' / 'fonts'

BASE_RANGES = [
    (0x0020, 0x007E),  # Basic Latin
    (0x00A0, 0x024F),  # Latin-1 Supplement, Latin Extended-A and -B
    (0x0259, 0x0259),  # schwa (Azerbaijani)
    (0x02BB, 0x02BC),  # modifier apostrophes (Hawaiian, Uzbek)
    (0x02C6, 0x02DD),  # spacing accents
    (0x0300, 0x036F),  # combining accents
    (0x0370, 0x03FF),  # Greek
    (0x0400, 0x052F),  # Cyrillic and its supplement
    (0x1E00, 0x1EFF),  # Latin Extended Additional (Vietnamese)
    (0x2000, 0x206F),  # general punctuation
    (0x20A0, 0x20C0),  # currency signs
    (0x2100, 0x214F),  # letterlike symbols (No, TM)
    (0x2190, 0x2199),  # arrows
    (0x2212, 0x2212),  # minus
    (0xFEFF, 0xFEFF),
    (0xFFFD, 0xFFFD),  # replacement character
]

# (first, last, advance in em/1000)
CJK_RANGES = [
    (0x1100, 0x11FF, 1000),  # Hangul jamo
    (0x2E80, 0x2FDF, 1000),  # CJK radicals, Kangxi radicals
    (0x3000, 0x303F, 1000),  # CJK symbols and punctuation
    (0x3040, 0x309F, 1000),  # Hiragana
    (0x30A0, 0x30FF, 1000),  # Katakana
    (0x3100, 0x312F, 1000),  # Bopomofo
    (0x3130, 0x318F, 1000),  # Hangul compatibility jamo
    (0x31F0, 0x31FF, 1000),  # Katakana phonetic extensions
    (0x3200, 0x33FF, 1000),  # enclosed CJK, CJK compatibility
    (0x3400, 0x4DBF, 1000),  # CJK ideographs extension A
    (0x4E00, 0x9FFF, 1000),  # CJK unified ideographs
    (0xAC00, 0xD7A3, 1000),  # Hangul syllables
    (0xF900, 0xFAFF, 1000),  # CJK compatibility ideographs
    (0xFE30, 0xFE4F, 1000),  # CJK compatibility forms
    (0xFF01, 0xFF60, 1000),  # full-width forms
    (0xFF61, 0xFFDC, 500),   # half-width katakana and Hangul
    (0xFFE0, 0xFFE6, 1000),  # full-width signs
]


def codepoints(ranges):
    return [cp for first, last, *_ in ranges for cp in range(first, last + 1)]


def base_font(source: str) -> TTFont:
    options = subset.Options()
    options.layout_features = []  # the text layer is not shaped
    options.hinting = False
    options.name_IDs = [0, 1, 2, 3, 4, 5, 6, 13, 14]  # keeps the copyright and the licence
    options.notdef_outline = True
    options.glyph_names = False
    font = TTFont(source)
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=codepoints(BASE_RANGES))
    subsetter.subset(font)
    for tag in ('GSUB', 'GPOS', 'GDEF', 'DSIG'):
        if tag in font:
            del font[tag]
    return font


def add_metrics_only(font: TTFont) -> None:
    cmap = font.getBestCmap()
    order = font.getGlyphOrder()
    glyf = font['glyf']
    hmtx = font['hmtx']
    new = []
    for first, last, width in CJK_RANGES:
        for cp in range(first, last + 1):
            if cp in cmap:
                continue
            name = f'uni{cp:04X}'
            glyph = Glyph()
            glyph.numberOfContours = 0
            glyf.glyphs[name] = glyph
            hmtx.metrics[name] = (width, 0)
            new.append((cp, name))
    font.setGlyphOrder(order + [name for _, name in new])
    glyf.glyphOrder = font.getGlyphOrder()
    font['maxp'].numGlyphs = len(font.getGlyphOrder())
    for table in font['cmap'].tables:
        if table.isUnicode() and table.format in (4, 12):
            table.cmap.update({cp: name for cp, name in new})
    font['post'].formatType = 3.0
    name = font['name']
    for record in name.names:
        if record.nameID in (1, 4):
            record.string = 'Wayfare PDF Text CJK' if record.nameID == 4 else 'Wayfare PDF Text CJK'
        if record.nameID == 6:
            record.string = 'WayfarePDFTextCJK-Regular'


def main() -> None:
    source = sys.argv[1] if len(sys.argv) > 1 else '/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf'
    OUT.mkdir(parents=True, exist_ok=True)
    base = base_font(source)
    base['post'].formatType = 3.0
    base.save(OUT / 'pdf-text.ttf')
    cjk = TTFont(OUT / 'pdf-text.ttf')
    add_metrics_only(cjk)
    cjk.save(OUT / 'pdf-text-cjk.ttf')
    for file in ('pdf-text.ttf', 'pdf-text-cjk.ttf'):
        font = TTFont(OUT / file)
        print(f"{file}: {(OUT / file).stat().st_size} bytes, {len(font.getGlyphOrder())} glyphs, {len(font.getBestCmap())} characters")


if __name__ == '__main__':
    main()
