#!/usr/bin/env python3
"""
Makes the CJK font of the link-preview cards (functions/fonts/card-cjk.otf),
from Noto Sans CJK JP Regular (SIL Open Font License 1.1; Debian's
fonts-noto-cjk, face 0 of NotoSansCJK-Regular.ttc):

- the ideographs of the everyday character sets of the four regions: those
  of GB 2312 (simplified Chinese), Big5 (traditional Chinese), JIS X 0208
  (Japanese) and KS X 1001 (Korean hanja), about 17,000;
- every Hangul syllable (11,172) and the Hangul jamo;
- kana, CJK punctuation and symbols, and the full- and half-width forms.

That is 5.4 MB, where the whole font is 16 MB. The cards draw names and trip
titles; a character outside this set (a rare ideograph of an extension
block) is drawn as the missing-glyph box, as before. The Japanese face draws
a few ideographs in their Japanese forms for Chinese names, which stay
readable.

Run again after changing the sets (needs python3-fonttools and
fonts-noto-cjk; takes about two minutes):
  /usr/bin/python3 scripts/fonts/make-card-cjk-font.py /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc
"""
import sys
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTFont

OUT = Path(__file__).resolve().parents[2] / 'functions' / 'fonts' / 'card-cjk.otf'

RANGES = [
    (0x1100, 0x11FF),  # Hangul jamo
    (0x3000, 0x303F),  # CJK symbols and punctuation
    (0x3040, 0x30FF),  # hiragana, katakana
    (0x3130, 0x318F),  # Hangul compatibility jamo
    (0x31F0, 0x31FF),  # katakana phonetic extensions
    (0xAC00, 0xD7A3),  # Hangul syllables
    (0xFF00, 0xFFEF),  # half- and full-width forms
]

# The two-byte encodings whose ideographs are the everyday ones of each region.
ENCODINGS = ['gb2312', 'big5', 'euc_jp', 'euc_kr']


def everyday_ideographs():
    chars = set()
    for encoding in ENCODINGS:
        for lead in range(0x81, 0xFF):
            for trail in range(0x40, 0xFF):
                try:
                    text = bytes([lead, trail]).decode(encoding)
                except UnicodeDecodeError:
                    continue
                if len(text) == 1 and ord(text) >= 0x2E80:
                    chars.add(ord(text))
    return chars


def main(source):
    font = TTFont(source, fontNumber=0)
    assert font['name'].getDebugName(4) == 'Noto Sans CJK JP', font['name'].getDebugName(4)
    unicodes = everyday_ideographs() | {code for start, end in RANGES for code in range(start, end + 1)}
    options = subset.Options()
    # No layout features: their regional and vertical variants would bring back thousands of glyphs,
    # and horizontal CJK text needs none.
    options.layout_features = []
    options.name_IDs = ['*']
    options.name_languages = [0x0409]
    options.notdef_outline = True
    options.hinting = False
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=unicodes)
    subsetter.subset(font)
    OUT.parent.mkdir(parents=True, exist_ok=True)
    font.save(OUT)
    print(f'{OUT}: {len(font.getBestCmap())} characters, {OUT.stat().st_size} bytes')


if __name__ == '__main__':
    main(sys.argv[1] if len(sys.argv) > 1 else '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc')
