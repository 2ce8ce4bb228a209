/**
 * HTML to PDF with html2pdf.js (its own chunk: the export modules that use it
 * are imported only when someone asks for a PDF). html2pdf draws the printable
 * document to page images; on top of them goes an invisible text layer at the
 * same places, so the PDF can be searched, copied from and read aloud (and
 * its text read by pdftotext). Long documents are drawn in parts of whole
 * blocks, because browsers refuse very tall canvases.
 */
import html2pdf from 'html2pdf.js';

const MARGIN_MM = 12;
const MM_PER_PT = 25.4 / 72;

/** The little of jsPDF this module uses. */
interface PdfDocument {
  getNumberOfPages(): number;
  addPage(): void;
  setPage(page: number): void;
  setFontSize(size: number): void;
  setProperties(properties: Record<string, string>): void;
  text(text: string, x: number, y: number, options: Record<string, unknown>): void;
  output(type: 'blob'): Blob;
}

/** html2pdf's worker: a promise whose steps chain (its published types stop the chain at `get`). */
interface PdfWorker extends PromiseLike<unknown> {
  set(options: Record<string, unknown>): PdfWorker;
  get(key: string): PdfWorker;
  from(source: HTMLElement): PdfWorker;
  toContainer(): PdfWorker;
  toPdf(): PdfWorker;
  get<T>(key: string, callback: (value: T) => void): PdfWorker;
}

interface PageSize {
  inner: { width: number; height: number; ratio: number };
}

/** A piece of text and where it sits in the printable document, in CSS pixels from its top left. */
interface TextBox {
  text: string;
  left: number;
  top: number;
  width: number;
  fontPx: number;
}

/** The standard PDF fonts know Latin-1 only: typographic marks become their plain forms, the rest '?'. */
export function toLatin1(text: string): string {
  return text
    .replace(/[‘’‚]/g, "'")
    .replace(/[“”„]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/…/g, '...')
    .replace(/€/g, 'EUR ')
    .replace(/[^\n\x20-\x7e\xa0-\xff]/gu, '?');
}

function measure(container: HTMLElement): { boxes: TextBox[]; width: number } {
  const origin = container.getBoundingClientRect();
  const boxes = [...container.querySelectorAll<HTMLElement>('[data-pdf-text]')].map((node) => {
    const rect = node.getBoundingClientRect();
    return {
      text: node.textContent ?? '',
      left: rect.left - origin.left,
      top: rect.top - origin.top,
      width: rect.width,
      fontPx: parseFloat(getComputedStyle(node).fontSize) || 12,
    };
  });
  return { boxes, width: origin.width };
}

function addTextLayer(pdf: PdfDocument, layout: { boxes: TextBox[]; width: number; firstPage: number }, pageSize: PageSize): void {
  if (layout.width <= 0) return;
  const mmPerPx = pageSize.inner.width / layout.width;
  const pagePx = layout.width * pageSize.inner.ratio;
  const pages = pdf.getNumberOfPages();
  for (const box of layout.boxes) {
    const page = Math.min(layout.firstPage + Math.floor(box.top / pagePx), pages - 1);
    const top = box.top - (page - layout.firstPage) * pagePx;
    pdf.setPage(page + 1);
    pdf.setFontSize((box.fontPx * mmPerPx) / MM_PER_PT);
    pdf.text(toLatin1(box.text), MARGIN_MM + box.left * mmPerPx, MARGIN_MM + (top + box.fontPx) * mmPerPx, {
      renderingMode: 'invisible',
      maxWidth: Math.max(box.width * mmPerPx, 10),
    });
  }
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
  const parts = splitPrintable(source, (block) => heights.get(block) ?? 0);
  const layouts: Array<{ boxes: TextBox[]; width: number; firstPage: number }> = [];
  let pageSize: PageSize | null = null;
  let firstPage = 0;
  let blob: Blob | null = null;

  let worker = (html2pdf() as unknown as PdfWorker).set({
    margin: MARGIN_MM,
    filename: fileName,
    image: { type: 'jpeg', quality: 0.85 },
    // About 144 dpi on A4: sharp in print, and a month-long trip stays a few megabytes.
    html2canvas: { scale: 1.5, backgroundColor: '#ffffff', logging: false },
    jsPDF: { unit: 'mm', format: 'a4', orientation: 'portrait' },
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
        layouts.push({ ...measure(container), firstPage });
      })
      .toPdf();
  });
  await worker
    .get('pageSize', (size: PageSize) => {
      pageSize = size;
    })
    .get('pdf', (pdf: PdfDocument) => {
      pdf.setProperties(properties);
      if (pageSize) for (const layout of layouts) addTextLayer(pdf, layout, pageSize);
      blob = pdf.output('blob');
    });
  if (!blob) throw new Error('The PDF was not produced.');
  return blob;
}
