/**
 * HTML to PDF with html2pdf.js (its own chunk: the export modules that use it
 * are imported only when someone asks for a PDF). html2pdf draws the printable
 * document to page images; on top of them goes an invisible text layer, each
 * line where the image shows it (./text-layer.ts), so the PDF can be
 * searched, copied from and read aloud (and its text read by pdftotext).
 * Long documents are drawn in parts of whole blocks, because browsers refuse
 * very tall canvases.
 *
 * The text layer is written in an embedded Unicode font (./fonts, made by
 * scripts/fonts/make-pdf-fonts.py), fetched only here, with the export:
 * Noto Sans for Latin, Greek and Cyrillic, and, only when the document has
 * Chinese, Japanese or Korean characters, its superset with those (see
 * docs/itineraries.md for the sizes).
 */
import html2pdf from 'html2pdf.js';
import textFontUrl from './fonts/pdf-text.ttf?url';
import cjkFontUrl from './fonts/pdf-text-cjk.ttf?url';
import { addTextLayer, measureTextLines, type TextLayerPdf, type TextLayout } from './text-layer';

const MARGIN_MM = 12;

/** The little of jsPDF this module uses. */
interface PdfDocument extends TextLayerPdf {
  addFileToVFS(fileName: string, binary: string): void;
  addFont(fileName: string, family: string, style: string, weight: string, encoding: 'Identity-H'): void;
  setFont(family: string, style: string): void;
  getFont(): { metadata?: { characterToGlyph?(code: number): number } };
  addPage(): void;
  setProperties(properties: Record<string, string>): void;
  output(type: 'blob'): Blob;
}

interface PageSize {
  inner: { width: number; height: number; ratio: number };
}

/** html2canvas's scale: about 144 dpi on A4, sharp in print, and a month-long trip stays a few megabytes. */
const CANVAS_SCALE = 1.5;

/**
 * The standard PDF fonts know Latin-1 only: typographic marks become their
 * plain forms, the rest '?'. Used only when the Unicode font cannot be loaded.
 */
export function toLatin1(text: string): string {
  return text
    .replace(/[‘’‚]/g, "'")
    .replace(/[“”„]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/…/g, '...')
    .replace(/€/g, 'EUR ')
    .replace(/[^\n\x20-\x7e\xa0-\xff]/gu, '?');
}

/** Chinese, Japanese and Korean characters: the ones that need the larger font. */
const CJK = /[\u1100-\u11ff\u2e80-\u2fdf\u3000-\u33ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff01-\uffe6]/u;

/** The font files of the text layer: the CJK one is loaded only for documents that need it. */
export const TEXT_FONTS = {
  base: { url: textFontUrl, file: 'pdf-text.ttf', family: 'WayfareText' },
  cjk: { url: cjkFontUrl, file: 'pdf-text-cjk.ttf', family: 'WayfareTextCJK' },
} as const;

export type TextFontKind = keyof typeof TEXT_FONTS;

/** Which text-layer font a document's text needs. */
export function textFontFor(texts: Iterable<string>): TextFontKind {
  for (const text of texts) if (CJK.test(text)) return 'cjk';
  return 'base';
}

/**
 * Text for the layer in an embedded font: composed (NFC, so "Krako\u0301w"
 * is found as "Kraków"), and each character the font lacks (a script it does
 * not cover, an emoji) as U+FFFD, the Unicode replacement character, rather
 * than a wrong letter.
 */
export function textForFont(text: string, hasGlyph: (codePoint: number) => boolean): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0) ?? 0;
    out += char === '\n' || (code <= 0xffff && hasGlyph(code)) ? char : '\ufffd';
  }
  return out;
}

/** The font file as the binary string jsPDF stores. */
async function fetchFont(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The PDF font could not be loaded (${response.status}).`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return binary;
}

export interface LoadedFont {
  kind: TextFontKind;
  /** The TTF file as a binary string (one character per byte). */
  binary: string;
}

/** Loads the document's font; null (the standard font and Latin-1 then) when it cannot be fetched. */
async function loadTextFont(texts: string[]): Promise<LoadedFont | null> {
  const kind = textFontFor(texts);
  try {
    return { kind, binary: await fetchFont(TEXT_FONTS[kind].url) };
  } catch {
    return null;
  }
}

/**
 * Registers the font with the PDF and returns how each piece of text is
 * written in it: characters it lacks as U+FFFD; without a font (it could not
 * be loaded), the standard font's Latin-1.
 */
export function applyTextFont(pdf: Pick<PdfDocument, 'addFileToVFS' | 'addFont' | 'setFont' | 'getFont'>, font: LoadedFont | null): (text: string) => string {
  if (!font) return toLatin1;
  const { file, family } = TEXT_FONTS[font.kind];
  pdf.addFileToVFS(file, font.binary);
  pdf.addFont(file, family, 'normal', 'normal', 'Identity-H');
  pdf.setFont(family, 'normal');
  const metadata = pdf.getFont().metadata;
  const glyphOf = metadata?.characterToGlyph?.bind(metadata);
  if (!glyphOf) return toLatin1;
  return (text) => textForFont(text, (code) => glyphOf(code) > 0);
}

/**
 * Browsers refuse canvases taller than about 32,000 pixels, and html2pdf draws
 * its whole source on one canvas (at 1.5 times the size here). A long trip is
 * therefore made in parts of whole blocks (a trip's days, a proposal's
 * options), each part starting on a new page.
 */
export const MAX_PART_PX = 6000;

/**
 * Splits the printable document into parts of whole blocks (header, days,
 * footer), each at most `maxPx` high unless one block alone is taller.
 */
export function splitPrintable(root: HTMLElement, heightOf: (block: Element) => number, maxPx = MAX_PART_PX): HTMLElement[] {
  const parts: HTMLElement[] = [];
  let current: HTMLElement | null = null;
  let height = 0;
  for (const block of [...root.children]) {
    const blockHeight = heightOf(block);
    if (!current || (height + blockHeight > maxPx && current.children.length > 0)) {
      current = root.cloneNode(false) as HTMLElement;
      parts.push(current);
      height = 0;
    }
    current.append(block);
    height += blockHeight;
  }
  return parts.length > 0 ? parts : [root];
}

/** Heights of the document's blocks as laid out at the page's width, off screen. */
function measuredHeights(root: HTMLElement, widthMm: number): Map<Element, number> {
  const host = document.createElement('div');
  Object.assign(host.style, { position: 'fixed', left: '-100000px', top: '0', width: `${widthMm}mm`, visibility: 'hidden' });
  host.append(root);
  document.body.append(host);
  const heights = new Map<Element, number>();
  const blocks = [...root.children];
  blocks.forEach((block, index) => {
    const top = block.getBoundingClientRect().top;
    const next = blocks[index + 1]?.getBoundingClientRect().top ?? root.getBoundingClientRect().bottom;
    heights.set(block, Math.max(next - top, 0));
  });
  host.remove();
  root.remove();
  return heights;
}

export interface RenderPdfOptions {
  fileName: string;
  /** Selectors of elements never split across pages. */
  keepTogether: readonly string[];
  /** The PDF's title, subject and creator. */
  properties: Record<string, string>;
}

/**
 * The printable document as a PDF (A4, 12 mm margins): its top-level blocks
 * in parts of at most MAX_PART_PX, each part from a new page, with the text
 * layer over the page images.
 */
export async function renderPdf(source: HTMLElement, { fileName, keepTogether, properties }: RenderPdfOptions): Promise<Blob> {
  const innerWidthMm = 210 - 2 * MARGIN_MM;
  const heights = measuredHeights(source, innerWidthMm);
  const font = loadTextFont([...source.querySelectorAll('[data-pdf-text]')].map((node) => node.textContent ?? ''));
  const parts = splitPrintable(source, (block) => heights.get(block) ?? 0);
  const layouts: TextLayout[] = [];
  const drawn: { pageSize?: PageSize } = {};
  let firstPage = 0;
  let blob: Blob | null = null;

  let worker = html2pdf().set({
    margin: MARGIN_MM,
    filename: fileName,
    image: { type: 'jpeg', quality: 0.85 },
    html2canvas: { scale: CANVAS_SCALE, backgroundColor: '#ffffff', logging: false },
    // Compressed: the font's tables are mostly zeros, and the text streams shrink too.
    jsPDF: { unit: 'mm', format: 'a4', orientation: 'portrait', compress: true },
    pagebreak: { mode: ['css', 'legacy'], avoid: keepTogether },
  });
  parts.forEach((part, index) => {
    if (index > 0) {
      // A new page for the next part, and a fresh drawing of it.
      worker = worker
        .get('pdf', (pdf: PdfDocument) => {
          pdf.addPage();
          firstPage = pdf.getNumberOfPages() - 1;
        })
        .set({ container: null, overlay: null, canvas: null, img: null });
    }
    worker = worker
      .from(part)
      .toContainer()
      .get('container', (container: HTMLElement) => {
        layouts.push({ ...measureTextLines(container), firstPage });
      })
      .toPdf();
  });
  worker = worker.get('pageSize', (size: PageSize) => {
    drawn.pageSize = size;
  });
  await worker;
  const textFont = await font;
  await worker.get('pdf', (pdf: PdfDocument) => {
    pdf.setProperties(properties);
    const write = applyTextFont(pdf, textFont);
    if (drawn.pageSize) {
      const geometry = { scale: CANVAS_SCALE, marginMm: MARGIN_MM, inner: drawn.pageSize.inner };
      for (const layout of layouts) addTextLayer(pdf, layout, geometry, write);
    }
    blob = pdf.output('blob');
  });
  if (!blob) throw new Error('The PDF was not produced.');
  return blob;
}
