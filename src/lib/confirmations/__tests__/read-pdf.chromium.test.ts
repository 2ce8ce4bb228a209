/**
 * pdfText as a browser runs it: bundled by Vite as the app is (pdf.js in its
 * own chunk, its worker an emitted asset) and run in Chromium, where pdf.js
 * parses in a real worker. The PDF is the proposal renderer's kind of file:
 * made here with jsPDF, so its text comes from a writer we do not control.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { jsPDF } from 'jspdf';
import { chromium, type Browser, type Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CHROMIUM_ARGS, chromiumPath } from '../../../../scripts/lib/chromium.mjs';

const ROOT = resolve(import.meta.dirname, '../../../..');
const ORIGIN = 'http://pdf-text.test';
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.mjs': 'text/javascript' };

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

let dir = '';
let browser: Browser;
let page: Page;
const requested: string[] = [];
const workers: string[] = [];

function confirmationPdf(): string {
  const doc = new jsPDF({ unit: 'pt', format: 'a4' });
  doc.setFontSize(12);
  doc.text(['Hotel Avenida Palace', 'Booking reference: HX48213', 'Check-in: 1 May 2026, 15:00'], 72, 72);
  doc.addPage();
  doc.text('Check-out: 4 May 2026, 11:00', 72, 72);
  return Buffer.from(doc.output('arraybuffer')).toString('base64');
}

const readPdf = (base64: string) => page.evaluate((data) => (window as unknown as { readPdf(b: string): Promise<{ text?: string; error?: string }> }).readPdf(data), base64);

beforeAll(async () => {
  if (!chromiumPath()) throw new Error('Chromium is missing: apt-get install -y chromium (npm test installs it).');
  dir = mkdtempSync(join(tmpdir(), 'read-pdf-'));
  writeFileSync(join(dir, 'entry.js'), ENTRY);
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><meta charset="utf-8"></head><body><script type="module" src="./entry.js"></script></body></html>');
  await build({
    configFile: false,
    root: dir,
    logLevel: 'error',
    resolve: { alias: { '@': join(ROOT, 'src') } },
    build: { outDir: join(dir, 'dist'), emptyOutDir: true, target: 'es2022' },
  });
  browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const context = await browser.newContext();
  await context.route(`${ORIGIN}/**`, (route) => {
    const path = new URL(route.request().url()).pathname;
    requested.push(path);
    const file = join(dir, 'dist', path === '/' ? 'index.html' : path);
    return route.fulfill({ body: readFileSync(file), contentType: TYPES[extname(file)] ?? 'application/octet-stream' });
  });
  page = await context.newPage();
  page.on('worker', (worker) => workers.push(worker.url()));
  await page.goto(`${ORIGIN}/`);
  await page.waitForFunction(() => 'readPdf' in window);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

it('loads pdf.js only when a PDF is read', () => {
  const chunks = readdirSync(join(dir, 'dist', 'assets'));
  expect(chunks.some((name) => /^pdf\.worker\.min-.+\.mjs$/.test(name))).toBe(true);
  expect(requested.some((path) => /pdf/.test(path))).toBe(false);
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
