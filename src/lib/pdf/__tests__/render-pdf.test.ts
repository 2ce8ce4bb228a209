import { jsPDF } from 'jspdf';
import { describe, expect, it } from 'vitest';
import { streamStrings } from '@/testing/pdf-text';
import cjkFont from '../fonts/pdf-text-cjk.ttf?inline';
import baseFont from '../fonts/pdf-text.ttf?inline';
import { applyTextFont, textFontFor, textForFont, type LoadedFont } from '../render-pdf';

/** A font imported as a data URL, as the binary string the renderer hands to jsPDF. */
function loaded(kind: LoadedFont['kind'], dataUrl: string): LoadedFont {
  return { kind, binary: atob(dataUrl.slice(dataUrl.indexOf(',') + 1)) };
}

const WORLD = ['Lunch at 先斗町 (Pontochō), Kyoto', 'Rynek Główny, Kraków', 'Hallgrímskirkja, Reykjavík', 'Ayasofya, İstanbul', 'Dinner: €45.50'];

/** The text layer of a one-page PDF written as the renderer writes it (invisible text, wrapped to a width). */
function textLayerOf(font: LoadedFont | null, lines: readonly string[]): string {
  const pdf = new jsPDF({ unit: 'mm', format: 'a4' });
  const write = applyTextFont(pdf, font);
  pdf.setFontSize(11);
  lines.forEach((line, index) => pdf.text(write(line), 12, 20 + index * 10, { renderingMode: 'invisible', maxWidth: 180 }));
  return streamStrings(new Uint8Array(pdf.output('arraybuffer')));
}

describe('the text layer font', () => {
  it('loads the CJK font only for documents with Chinese, Japanese or Korean characters', () => {
    expect(textFontFor(['Lisbon: food and fado', 'Kraków', 'Reykjavík', 'İstanbul', '€12.00', 'Αθήνα', 'Москва'])).toBe('base');
    expect(textFontFor(['Kyoto', 'Lunch at 先斗町'])).toBe('cjk');
    expect(textFontFor(['서울 N타워'])).toBe('cjk');
    expect(textFontFor(['カフェ'])).toBe('cjk');
  });

  it('composes accents and marks characters the font lacks as U+FFFD', () => {
    const latin = (code: number) => code < 0x0e00;
    expect(textForFont('Krako\u0301w', latin)).toBe('Kraków');
    expect(textForFont('Bangkok กรุง', latin)).toBe('Bangkok \ufffd\ufffd\ufffd\ufffd');
    expect(textForFont('Beach 🏖', latin)).toBe('Beach \ufffd');
    expect(textForFont('a\nb', latin)).toBe('a\nb');
  });

  it('writes Polish, Icelandic, Turkish, the euro sign, Greek and Cyrillic as themselves with the base font', () => {
    const text = textLayerOf(loaded('base', baseFont), [...WORLD.slice(1), 'Ακρόπολη, Αθήνα', 'Красная площадь, Москва', 'Hà Nội', 'Bangkok กรุง']);
    for (const expected of ['Rynek Główny, Kraków', 'Hallgrímskirkja, Reykjavík', 'Ayasofya, İstanbul', 'Dinner: €45.50', 'Ακρόπολη, Αθήνα', 'Красная площадь, Москва', 'Hà Nội']) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('?');
    // A script the font does not cover is marked as unreadable, not turned into other letters.
    expect(text).toContain('Bangkok \ufffd\ufffd\ufffd\ufffd');
  });

  it('writes Japanese, Chinese and Korean as themselves with the CJK font, and the rest as with the base font', () => {
    const text = textLayerOf(loaded('cjk', cjkFont), [...WORLD, '北京 故宫', '서울 경복궁']);
    for (const expected of ['Lunch at 先斗町 (Pontochō), Kyoto', 'Rynek Główny, Kraków', 'Hallgrímskirkja, Reykjavík', 'Ayasofya, İstanbul', 'Dinner: €45.50', '北京 故宫', '서울 경복궁']) {
      expect(text).toContain(expected);
    }
  });

  it('falls back to the standard font, Latin-1 only, when the font could not be loaded', () => {
    const text = textLayerOf(null, WORLD);
    expect(text).toContain('Lunch at ??? (Pontoch?), Kyoto');
    expect(text).toContain('Hallgrímskirkja, Reykjavík');
  });
});
