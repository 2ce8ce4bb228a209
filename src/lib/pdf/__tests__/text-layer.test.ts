import { jsPDF } from 'jspdf';
import { describe, expect, it } from 'vitest';
import { streamStrings } from '@/testing/pdf-text';
import baseFont from '../fonts/pdf-text.ttf?inline';
import { applyTextFont } from '../render-pdf';
import { addTextLayer, linesOfWords, type PageGeometry, type TextLayerPdf, type TextLine } from '../text-layer';

/** A4 with 12 mm margins, drawn at 1.5 times the CSS size, as renderPdf draws it. */
const A4: PageGeometry = { scale: 1.5, marginMm: 12, inner: { width: 186, ratio: 273 / 186 } };
/** The printable's width in CSS pixels: 186 mm. */
const WIDTH = (186 / 25.4) * 96;
const PX_PER_MM = 96 / 25.4;

/** Width in CSS pixels of a text in Helvetica (Arial and Liberation Sans have its widths): how the browser laid it out. */
function helveticaWidth(text: string, fontPx: number, bold = false): number {
  const pdf = new jsPDF({ unit: 'mm' });
  pdf.setFont('helvetica', bold ? 'bold' : 'normal');
  pdf.setFontSize(fontPx * 0.75);
  return pdf.getTextWidth(text) * PX_PER_MM;
}

function line(text: string, left: number, top: number, fontPx: number, bold = false): TextLine {
  return { text, left, top, width: helveticaWidth(text, fontPx, bold), height: fontPx * 1.15, fontPx };
}

/** The price summary of a proposal, as Chromium laid it out: labels on the left, amounts on the right. */
const SUMMARY: TextLine[] = [
  line('Price summary', 11, 20, 15, true),
  line('Option 1: City break: Lisbon and Porto', 11, 44, 13),
  line('€1,022.93', WIDTH - 11 - helveticaWidth('€1,022.93', 13, true), 44, 13, true),
  line('Activities', 23, 64, 11),
  line('€828.00', WIDTH - 11 - helveticaWidth('€828.00', 11), 64, 11),
];

describe('the text layer', () => {
  it('writes each line whole, even where its font is wider than the one the page was drawn in', () => {
    const pdf = new jsPDF({ unit: 'mm', format: 'a4' });
    const write = applyTextFont(pdf, { kind: 'base', binary: atob(baseFont.slice(baseFont.indexOf(',') + 1)) });
    addTextLayer(pdf, { lines: SUMMARY, width: WIDTH, firstPage: 0 }, A4, write);
    const shown = streamStrings(new Uint8Array(pdf.output('arraybuffer'))).split('\n');
    for (const expected of ['Price summary', 'Option 1: City break: Lisbon and Porto', '€1,022.93', 'Activities', '€828.00']) {
      expect(shown).toContain(expected);
    }
  });

  it('scales each line across to its width on the page image', () => {
    const calls: Array<{ text: string; x: number; scale: number; natural: number }> = [];
    let size = 0;
    const pdf: TextLayerPdf = {
      getNumberOfPages: () => 1,
      setPage: () => {},
      setFontSize: (points) => {
        size = points;
      },
      // Noto Sans is about 6 % wider than Helvetica.
      getTextWidth: (text) => (helveticaWidth(text, size / 0.75) / PX_PER_MM) * 1.06,
      text: (text, x, _y, options) => {
        calls.push({ text, x, scale: Number(options.horizontalScale), natural: pdf.getTextWidth(text) });
        expect(options.maxWidth).toBeUndefined();
        expect(options.renderingMode).toBe('invisible');
      },
    };
    addTextLayer(pdf, { lines: SUMMARY, width: WIDTH, firstPage: 0 }, A4, (text) => text);
    const total = calls.find((call) => call.text === '€1,022.93');
    expect(total).toBeDefined();
    const mmPerPx = 186 / Math.floor(WIDTH * 1.5) * 1.5;
    expect(total!.natural * total!.scale).toBeCloseTo(SUMMARY[2]!.width * mmPerPx, 1);
    expect(total!.x).toBeCloseTo(12 + SUMMARY[2]!.left * mmPerPx, 1);
  });

  it('puts each line of a text longer than a page on the page that shows it', () => {
    const written: Array<{ page: number; text: string; y: number }> = [];
    let page = 0;
    const pdf: TextLayerPdf = {
      getNumberOfPages: () => 4,
      setPage: (n) => {
        page = n;
      },
      setFontSize: () => {},
      getTextWidth: () => 100,
      text: (text, _x, y) => written.push({ page, text, y }),
    };
    // 180 lines of 10 px terms, 14.5 px apart, starting 300 px down the part's first page (the PDF's second).
    const terms = Array.from({ length: 180 }, (_, i) => ({ ...line(`${i + 1}. Clause`, 0, 300 + i * 14.5, 10), height: 11.5 }));
    addTextLayer(pdf, { lines: terms, width: WIDTH, firstPage: 1 }, A4, (text) => text);

    // html2pdf cuts the drawing every floor(canvas width × ratio) canvas pixels.
    const pagePx = Math.floor(Math.floor(WIDTH * 1.5) * (273 / 186)) / 1.5;
    for (const [index, { page: on, y }] of written.entries()) {
      const top = terms[index]!.top;
      expect(on).toBe(2 + Math.floor((top + 11.5 / 2) / pagePx));
      // Within the page's printed area (a line cut by the page edge may reach into the margin).
      expect(y).toBeGreaterThan(12 - 4);
      expect(y).toBeLessThan(12 + 273 + 4);
    }
    expect(new Set(written.map((w) => w.page))).toEqual(new Set([2, 3, 4]));
    expect(written.filter((w) => w.page === 4).map((w) => w.text)).toContain('180. Clause');
  });

  it('groups words into the lines the browser made', () => {
    const word = (text: string, left: number, top: number) => ({ text, rect: { left, top, right: left + text.length * 6, bottom: top + 15, height: 15 } });
    const lines = linesOfWords([word('Option', 0, 0), word('1:', 40, 0.4), word('Lisbon', 60, 0), word('Porto', 0, 19)], 13);
    expect(lines.map((l) => l.text)).toEqual(['Option 1: Lisbon', 'Porto']);
    expect(lines[0]).toMatchObject({ left: 0, top: 0, width: 96, fontPx: 13 });
    expect(lines[1]).toMatchObject({ left: 0, top: 19, width: 30 });
  });
});
