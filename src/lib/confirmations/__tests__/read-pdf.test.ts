// pdfText: a PDF's text for the assistant to read, from PDFs written here byte by byte (one text object a line).
import { MAX_PDF_PAGES, pdfText } from '../read-pdf';
import { ConfirmationError } from '../types';
import { pdfFile as pdf } from '@/testing/pdf-file';

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
