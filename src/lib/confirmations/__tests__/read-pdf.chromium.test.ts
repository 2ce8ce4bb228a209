/**
 * pdfText as a browser runs it: bundled by Vite as the app is (pdf.js in its
 * own chunk, its worker an emitted asset) and run in Chromium, where pdf.js
 * parses in a real worker. The PDF is the proposal renderer's kind of file:
 * made here with jsPDF, so its text comes from a writer we do not control.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { jsPDF } from 'jspdf';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openChromiumBundle, type ChromiumBundle } from '@/testing/chromium-bundle';

const ENTRY = `
window.readPdf = async (base64) => {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const { pdfText } = await import('@/lib/confirmations/read-pdf');
  try {
    return { text: await pdfText(bytes) };
  } catch (error) {
    return { error: error.name + ': ' + error.message };
  }
};
`;

let bundle: ChromiumBundle | undefined;
const workers: string[] = [];

function confirmationPdf(): string {
  const doc = new jsPDF({ unit: 'pt', format: 'a4' });
  doc.setFontSize(12);
  doc.text(['Hotel Avenida Palace', 'Booking reference: HX48213', 'Check-in: 1 May 2026, 15:00'], 72, 72);
  doc.addPage();
  doc.text('Check-out: 4 May 2026, 11:00', 72, 72);
  return Buffer.from(doc.output('arraybuffer')).toString('base64');
}

const readPdf = (base64: string) => bundle!.page.evaluate((data) => (window as unknown as { readPdf(b: string): Promise<{ text?: string; error?: string }> }).readPdf(data), base64);

beforeAll(async () => {
  bundle = await openChromiumBundle({
    entry: ENTRY,
    origin: 'http://pdf-text.test',
    ready: 'readPdf',
    watch: (page) => page.on('worker', (worker) => workers.push(worker.url())),
  });
}, 120_000);

afterAll(async () => {
  await bundle?.close();
});

it('loads pdf.js only when a PDF is read', () => {
  const chunks = readdirSync(join(bundle!.dir, 'dist', 'assets'));
  expect(chunks.some((name) => /^pdf\.worker\.min-.+\.mjs$/.test(name))).toBe(true);
  expect(bundle!.requested.some((path) => /pdf/.test(path))).toBe(false);
});

it('reads the text of each page in pdf.js’s own worker', async () => {
  const { text, error } = await readPdf(confirmationPdf());
  expect(error).toBeUndefined();
  expect(text?.split('\n').map((line) => line.trim())).toEqual([
    'Hotel Avenida Palace',
    'Booking reference: HX48213',
    'Check-in: 1 May 2026, 15:00',
    'Check-out: 4 May 2026, 11:00',
  ]);
  expect(workers).toEqual([expect.stringMatching(/\/assets\/pdf\.worker\.min-.+\.mjs$/)]);
}, 30_000);

it('says a damaged PDF could not be read', async () => {
  const damaged = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog\ngarbage').toString('base64');
  expect(await readPdf(damaged)).toEqual({ error: 'ConfirmationError: This PDF could not be read.' });
}, 30_000);
