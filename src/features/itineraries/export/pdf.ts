/**
 * The PDF export (html2pdf.js, its own chunk: imported only when someone asks
 * for a PDF). html2pdf draws the printable document to page images; on top of
 * them goes an invisible text layer at the same places, so the PDF can be
 * searched, copied from and read aloud.
 */
import html2pdf from 'html2pdf.js';
import type { ItineraryDoc, PlanItem } from '../model/types';
import { downloadBlob } from './download';
import { KEEP_TOGETHER, buildPrintable, fileNameFor } from './printable';

const MARGIN_MM = 12;
const MM_PER_PT = 25.4 / 72;

/** The little of jsPDF this module uses. */
interface PdfDocument {
  getNumberOfPages(): number;
  setPage(page: number): void;
  setFontSize(size: number): void;
  setProperties(properties: Record<string, string>): void;
  text(text: string, x: number, y: number, options: Record<string, unknown>): void;
  output(type: 'blob'): Blob;
}

/** html2pdf's worker: a promise whose steps chain (its published types stop the chain at `get`). */
interface PdfWorker extends PromiseLike<unknown> {
  set(options: Record<string, unknown>): PdfWorker;
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

function addTextLayer(pdf: PdfDocument, layout: { boxes: TextBox[]; width: number }, pageSize: PageSize): void {
  if (layout.width <= 0) return;
  const mmPerPx = pageSize.inner.width / layout.width;
  const pagePx = layout.width * pageSize.inner.ratio;
  const pages = pdf.getNumberOfPages();
  for (const box of layout.boxes) {
    const page = Math.min(Math.floor(box.top / pagePx), pages - 1);
    const top = box.top - page * pagePx;
    pdf.setPage(page + 1);
    pdf.setFontSize((box.fontPx * mmPerPx) / MM_PER_PT);
    pdf.text(toLatin1(box.text), MARGIN_MM + box.left * mmPerPx, MARGIN_MM + (top + box.fontPx) * mmPerPx, {
      renderingMode: 'invisible',
      maxWidth: Math.max(box.width * mmPerPx, 10),
    });
  }
}

/** Makes the trip's PDF and starts its download; resolves with the file name. */
export async function downloadPdf(itinerary: ItineraryDoc, items: PlanItem[]): Promise<string> {
  const fileName = fileNameFor(itinerary.title, 'pdf');
  const source = buildPrintable(itinerary, items);
  let layout: { boxes: TextBox[]; width: number } = { boxes: [], width: 0 };
  let pageSize: PageSize | null = null;
  let blob: Blob | null = null;

  await (html2pdf() as unknown as PdfWorker)
    .set({
      margin: MARGIN_MM,
      filename: fileName,
      image: { type: 'jpeg', quality: 0.92 },
      html2canvas: { scale: 2, backgroundColor: '#ffffff', logging: false },
      jsPDF: { unit: 'mm', format: 'a4', orientation: 'portrait' },
      pagebreak: { mode: ['css', 'legacy'], avoid: KEEP_TOGETHER },
    })
    .from(source)
    .toContainer()
    .get('container', (container: HTMLElement) => {
      layout = measure(container);
    })
    .get('pageSize', (size: PageSize) => {
      pageSize = size;
    })
    .toPdf()
    .get('pdf', (pdf: PdfDocument) => {
      pdf.setProperties({ title: itinerary.title, subject: 'Trip itinerary', creator: 'Wayfare' });
      if (pageSize) addTextLayer(pdf, layout, pageSize);
      blob = pdf.output('blob');
    });

  if (!blob) throw new Error('The PDF was not produced.');
  downloadBlob(blob, fileName);
  return fileName;
}
