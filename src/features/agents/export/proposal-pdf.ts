/**
 * The proposal's PDF (html2pdf.js, its own chunk: imported only when someone
 * asks for a PDF). html2pdf draws the printable proposal to page images,
 * keeping each option head, day and the price summary whole on one page; an
 * invisible text layer at the same places keeps the PDF searchable (and its
 * text readable by pdftotext and screen readers).
 */
import html2pdf from 'html2pdf.js';
import type { AgencyCard, Proposal } from '../model/types';
import { KEEP_TOGETHER, buildPrintableProposal, proposalFileName } from './printable';

const MARGIN_MM = 12;
const MM_PER_PT = 25.4 / 72;

interface PdfDocument {
  getNumberOfPages(): number;
  setPage(page: number): void;
  setFontSize(size: number): void;
  setProperties(properties: Record<string, string>): void;
  text(text: string, x: number, y: number, options: Record<string, unknown>): void;
  output(type: 'blob'): Blob;
}

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

interface TextBox {
  text: string;
  left: number;
  top: number;
  width: number;
  fontPx: number;
}

/** The standard PDF fonts know Latin-1 only. */
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

function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** Makes the proposal's PDF and starts its download; resolves with the file name. */
export async function downloadProposalPdf(proposal: Proposal, agency: AgencyCard | null): Promise<string> {
  const fileName = proposalFileName(proposal);
  const source = buildPrintableProposal(proposal, agency);
  let layout: { boxes: TextBox[]; width: number } | null = null;
  let pageSize: PageSize | null = null;
  let blob: Blob | null = null;
  await (html2pdf() as unknown as PdfWorker)
    .set({
      margin: MARGIN_MM,
      filename: fileName,
      image: { type: 'jpeg', quality: 0.85 },
      html2canvas: { scale: 1.5, backgroundColor: '#ffffff', logging: false },
      jsPDF: { unit: 'mm', format: 'a4', orientation: 'portrait' },
      pagebreak: { mode: ['css', 'legacy'], avoid: KEEP_TOGETHER },
    })
    .from(source)
    .toContainer()
    .get('container', (container: HTMLElement) => {
      layout = measure(container);
    })
    .toPdf()
    .get('pageSize', (size: PageSize) => {
      pageSize = size;
    })
    .get('pdf', (pdf: PdfDocument) => {
      pdf.setProperties({ title: proposal.title, subject: `Travel proposal from ${agency?.name ?? 'your agent'}`, creator: 'Wayfare' });
      if (layout && pageSize) addTextLayer(pdf, layout, pageSize);
      blob = pdf.output('blob');
    });
  if (!blob) throw new Error('The PDF was not produced.');
  downloadBlob(blob, fileName);
  return fileName;
}
