/**
 * The proposal PDF as a browser makes it: the printable proposal and the
 * shared renderer, bundled by Vite and run in Chromium (no app server: the
 * page and its files are answered by the test), the PDF read back with
 * pdftotext (poppler-utils, which `npm test` installs with Chromium).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Proposal } from '@/domain/agents/types';
import { aProposal, aProposalOption, anAgencyCard } from '@/testing/builders';
import { openChromiumBundle, type ChromiumBundle } from '@/testing/chromium-bundle';

const ENTRY = `
import { buildPrintableProposal, KEEP_TOGETHER } from '@/features/agents/export/printable';
import { renderPdf } from '@/lib/pdf/render-pdf';
window.makeProposalPdf = async (proposal, agency) => {
  const blob = await renderPdf(buildPrintableProposal(proposal, agency), { fileName: 'p.pdf', keepTogether: KEEP_TOGETHER, properties: { title: proposal.title } });
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
};
`;

const CLAUSES = 60;
const TERMS = Array.from(
  { length: CLAUSES },
  (_, i) =>
    `${i + 1}. Bookings are subject to availability and to the suppliers' own conditions; a deposit of 30% is due within seven days of confirmation and the balance 45 days before departure. Cancellations are charged as shown in the schedule.`,
).join('\n\n');

const AGENCY = anAgencyCard({ terms: TERMS });

const PROPOSAL: Proposal = aProposal({
  title: 'Your trip to Lisbon and Sintra',
  options: [
    aProposalOption({
      label: 'City break: Lisbon and Porto',
      price: { amount: 102293, currency: 'EUR' },
      breakdown: [
        { label: 'Stays', amount: { amount: 60000, currency: 'EUR' } },
        { label: 'Activities', amount: { amount: 42293, currency: 'EUR' } },
      ],
      plan: [1, 2, 3].map((day) => ({ day, stops: [{ time: '10:00', title: 'Castelo de São Jorge', type: 'activity', geocode: null }] })),
    }),
    aProposalOption({ id: 'b', itineraryId: 'it-b', label: 'Sintra and the coast', price: { amount: 82800, currency: 'EUR' } }),
  ],
});

function pdfText(path: string, page?: number): string {
  const range = page ? ['-f', String(page), '-l', String(page)] : [];
  return spawnSync('pdftotext', ['-enc', 'UTF-8', ...range, path, '-'], { encoding: 'utf8' }).stdout;
}

function pageCount(path: string): number {
  return (readFileSync(path, 'latin1').match(/\/Type \/Page\b(?!s)/g) ?? []).length;
}

describe('the proposal PDF made in Chromium', () => {
  let bundle: ChromiumBundle | undefined;
  let pdfPath = '';

  beforeAll(async () => {
    if (spawnSync('pdftotext', ['-v']).status !== 0) throw new Error('pdftotext is missing: apt-get install -y poppler-utils (npm test installs it).');
    bundle = await openChromiumBundle({
      entry: ENTRY,
      origin: 'http://pdf.test',
      ready: 'makeProposalPdf',
      define: { __BUILD_ID__: JSON.stringify('test-build') },
    });
    const base64 = await bundle.page.evaluate(
      ([proposal, agency]) => (window as unknown as { makeProposalPdf(p: unknown, a: unknown): Promise<string> }).makeProposalPdf(proposal, agency),
      [PROPOSAL, AGENCY] as const,
    );
    pdfPath = join(bundle.dir, 'proposal.pdf');
    writeFileSync(pdfPath, Buffer.from(base64, 'base64'));
  }, 120_000);

  afterAll(async () => {
    await bundle?.close();
  });

  it('has each amount and word of the price summary whole in its text', () => {
    const text = pdfText(pdfPath);
    for (const whole of ['€1,022.93', '€828.00', '€600.00', '€422.93', 'Activities', 'Price summary', '€511.47 per person']) {
      expect(text).toContain(whole);
    }
    expect(text).not.toMatch(/€1,022\.9\s+3|Activitie\s+s/);
  });

  it('has every clause of terms longer than a page in its text, each on the page that shows it', () => {
    expect(pageCount(pdfPath)).toBeGreaterThanOrEqual(3);
    const text = pdfText(pdfPath);
    for (let clause = 1; clause <= CLAUSES; clause += 1) expect(text).toContain(`${clause}. Bookings are subject to availability`);
    const last = pdfText(pdfPath, pageCount(pdfPath));
    expect(last).toContain(`${CLAUSES}. Bookings are subject to availability`);
    expect(pdfText(pdfPath, 1)).not.toContain(`${CLAUSES}. Bookings`);
  });

  it('breaks the pages between lines of the terms, never through one', () => {
    // Each word of the text layer sits where the page image shows it: a line cut by the end of a page
    // reaches past the printed area (A4 less 12 mm margins: 34.0 to 807.9 pt from the top).
    const boxes = spawnSync('pdftotext', ['-bbox', pdfPath, '-'], { encoding: 'utf8' }).stdout;
    const words = [...boxes.matchAll(/yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">([^<]*)</g)].map(([, top, bottom, word]) => ({
      top: Number(top),
      bottom: Number(bottom),
      word,
    }));
    expect(words.length).toBeGreaterThan(1000);
    const outside = words.filter(({ top, bottom }) => top < 34.0 - 1 || bottom > 807.9 + 1);
    expect(outside).toEqual([]);
  });
});
