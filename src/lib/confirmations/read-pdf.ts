/**
 * The text of a PDF confirmation, read in the browser with pdf.js
 * (`pdfjs-dist`), for the assistant to read its bookings from: a PDF carries
 * no booking markup. Nothing is rendered and the file is never uploaded.
 * pdf.js is about 1 MB: this module is loaded with import() only when a PDF
 * arrives, never with the editor.
 *
 * The legacy build, because the modern one needs Promise.withResolvers and
 * URL.parse, which Safari 16 (a browser the app supports) and Node 20 (the
 * tests) lack. In a browser pdf.js parses in its own worker (its file is an
 * asset Vite emits, the `?url` import pdf.js documents); where there are no
 * workers (Node, jsdom in tests) it runs the same code on this thread.
 */
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { ConfirmationError } from './types';

/** The most pages read: a confirmation is a page or two; a longer file is mostly terms and conditions. */
export const MAX_PDF_PAGES = 50;

async function pdfjs() {
  const library = await import('pdfjs-dist/legacy/build/pdf.mjs');
  if (typeof Worker === 'function' && !library.GlobalWorkerOptions.workerSrc) {
    library.GlobalWorkerOptions.workerSrc = (await import('pdfjs-dist/legacy/build/pdf.worker.min.mjs?url')).default;
  }
  return library;
}

async function pageText(document: PDFDocumentProxy, number: number): Promise<string> {
  const page = await document.getPage(number);
  try {
    const content = await page.getTextContent();
    let text = '';
    for (const item of content.items) {
      if (!('str' in item)) continue;
      text += item.str;
      if (item.hasEOL) text += '\n';
    }
    return text.trim();
  } finally {
    page.cleanup();
  }
}

/**
 * The text of the first MAX_PDF_PAGES pages, a page's lines and the pages
 * joined with newlines ('' for a PDF of scanned images, which has no text).
 * Throws a ConfirmationError for a damaged or locked PDF.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const { getDocument } = await pdfjs();
  // pdf.js takes the buffer over (to its worker): it gets a copy, so the caller's bytes stay readable.
  const task = getDocument({ data: bytes.slice(), isEvalSupported: false, disableFontFace: true, verbosity: 0 });
  let document: PDFDocumentProxy;
  try {
    document = await task.promise;
  } catch (error) {
    await task.destroy();
    if (error instanceof Error && error.name === 'PasswordException') throw new ConfirmationError('This PDF is locked with a password, so it could not be read.');
    throw new ConfirmationError('This PDF could not be read.');
  }
  try {
    const pages: string[] = [];
    for (let number = 1; number <= Math.min(document.numPages, MAX_PDF_PAGES); number += 1) pages.push(await pageText(document, number));
    return pages.filter(Boolean).join('\n');
  } catch {
    throw new ConfirmationError('This PDF could not be read.');
  } finally {
    await task.destroy();
  }
}
