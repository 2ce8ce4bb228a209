// pdfText: a PDF's text for the assistant to read, from PDFs written here byte by byte (one text object a line).
import { MAX_PDF_PAGES, pdfText } from '../read-pdf';
import { ConfirmationError } from '../types';

// Under Node pdf.js puts canvas classes on the global object; the DOM tests share one jsdom, so they are taken off again.
const CANVAS_GLOBALS = ['DOMMatrix', 'ImageData', 'Path2D'] as const;
const globalsBefore = CANVAS_GLOBALS.map((name) => Object.getOwnPropertyDescriptor(globalThis, name));
afterAll(() => {
  CANVAS_GLOBALS.forEach((name, i) => {
    const before = globalsBefore[i];
    if (before) Object.defineProperty(globalThis, name, before);
    else Reflect.deleteProperty(globalThis, name);
  });
});

/** A PDF with a page for each list of lines (Helvetica, one line under the other). */
function pdf(pages: readonly (readonly string[])[]): Uint8Array {
  const objects = new Map<number, string>();
  objects.set(1, '<< /Type /Catalog /Pages 2 0 R >>');
  objects.set(2, `<< /Type /Pages /Kids [${pages.map((_, i) => `${4 + 2 * i} 0 R`).join(' ')}] /Count ${pages.length} >>`);
  objects.set(3, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  pages.forEach((lines, i) => {
    const escaped = (line: string) => line.replace(/[\\()]/g, (c) => `\\${c}`);
    const stream = `BT /F1 11 Tf 72 740 Td ${lines.map((line) => `(${escaped(line)}) Tj 0 -16 Td`).join(' ')} ET`;
    objects.set(4 + 2 * i, `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${5 + 2 * i} 0 R >>`);
    objects.set(5 + 2 * i, `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
  });
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const [number, object] of [...objects].sort(([a], [b]) => a - b)) {
    offsets[number] = body.length;
    body += `${number} 0 obj\n${object}\nendobj\n`;
  }
  const xref = body.length;
  const count = objects.size + 1;
  body += `xref\n0 ${count}\n0000000000 65535 f \n`;
  for (let number = 1; number < count; number += 1) body += `${String(offsets[number]).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${count} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

const CONFIRMATION = [
  'Hotel Avenida Palace - booking confirmed',
  'Booking reference: HX48213',
  'Check-in: Friday 1 May 2026 from 15:00',
  'Check-out: Monday 4 May 2026 until 11:00',
];

it('reads the lines of every page, joined with newlines', async () => {
  const text = await pdfText(pdf([CONFIRMATION, ['Total: EUR 412.50 (paid)']]));
  expect(text.split('\n').map((line) => line.trim())).toEqual([...CONFIRMATION, 'Total: EUR 412.50 (paid)']);
});

it('leaves the bytes it was given readable', async () => {
  const bytes = pdf([CONFIRMATION]);
  await pdfText(bytes);
  expect(bytes.byteLength).toBeGreaterThan(0);
  expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
});

it(`reads at most ${MAX_PDF_PAGES} pages`, async () => {
  const pages = Array.from({ length: MAX_PDF_PAGES + 2 }, (_, i) => [`Page ${i + 1} of the terms`]);
  const text = await pdfText(pdf(pages));
  expect(text).toContain(`Page ${MAX_PDF_PAGES} of the terms`);
  expect(text).not.toContain(`Page ${MAX_PDF_PAGES + 1} of the terms`);
}, 20_000);

it('says a damaged PDF could not be read', async () => {
  const damaged = [
    new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 9 0 R\nthis is not a PDF any more'),
    Uint8Array.from({ length: 400 }, (_, i) => (i * 37 + 11) % 256),
  ];
  for (const bytes of damaged) {
    const error = await pdfText(bytes).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfirmationError);
    expect((error as Error).message).toBe('This PDF could not be read.');
  }
});
