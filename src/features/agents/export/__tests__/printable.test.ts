import { describe, expect, it } from 'vitest';
import type { Proposal } from '@/domain/agents/types';
import { anAgencyCard } from '@/testing/builders';
import { buildPrintableProposal } from '../printable';

const agency = anAgencyCard({ name: 'Sakura Tours', contactEmail: 'kenji@demo.wayfare.test', currency: 'JPY', terms: '' });

function proposal(currency: string, price: number, breakdown: Proposal['options'][number]['breakdown']): Proposal {
  return {
    id: 'pr_Q4nT8wLz2Xc6Vb1Kd9Ms',
    agentId: 'kenji',
    clientId: 'client-emma',
    quoteId: null,
    title: 'Tea in Kyoto',
    message: '',
    status: 'sent',
    options: [{ id: 'a', itineraryId: 'it-a', label: 'Gion walk', summary: null, price: { amount: price, currency }, breakdown, plan: [] }],
    party: { adults: 2, children: 0 },
    validUntil: null,
    clientName: null,
    respondedAt: null,
    acceptedOptionIndex: null,
    createdAt: null,
    updatedAt: null,
  };
}

const texts = (root: HTMLElement) => [...root.querySelectorAll('[data-pdf-text]')].map((n) => n.textContent);

describe('the printable proposal', () => {
  it('prints a yen price of 1200 as ¥1,200, per person and in the summary', () => {
    const printed = buildPrintableProposal(
      proposal('JPY', 1200, [
        { label: 'Tea ceremony', amount: { amount: 1000, currency: 'JPY' } },
        { label: 'Taxes', amount: { amount: 200, currency: 'JPY' } },
      ]),
      agency,
    );
    const shown = texts(printed);
    expect(shown).toContain('¥1,200 (¥600 per person)');
    expect(shown).toContain('¥1,200');
    expect(shown).toContain('¥1,000');
    expect(shown).toContain('¥200');
    expect(printed.textContent).not.toMatch(/¥12\b/);
  });

  it('prints the way to each stop from the one before, in words', () => {
    const base = proposal('JPY', 1200, []);
    const stops = [
      { title: 'Gion', type: 'attraction', time: '10:00', geocode: { lat: 35.0037, lng: 135.7788 } },
      { title: 'Kōdai-ji', type: 'attraction', time: '11:00', geocode: { lat: 34.9999, lng: 135.7809 } },
    ];
    const printed = buildPrintableProposal({ ...base, options: [{ ...base.options[0]!, plan: [{ day: 1, stops }] }] }, agency);
    const shown = texts(printed);
    const way = shown.findIndex((text) => /^Walk \d+ min · \d+ m \(estimate\)$/.test(text ?? ''));
    expect(way).toBeGreaterThan(-1);
    expect(shown[way - 1]).toBe('10:00  Gion');
    expect(shown[way + 1]).toBe('11:00  Kōdai-ji');
  });

  it('prints a dinar price with its three decimals', () => {
    const printed = buildPrintableProposal(proposal('KWD', 1500, []), { ...agency, currency: 'KWD' });
    expect(texts(printed)).toContainEqual(expect.stringMatching(/^KWD\s1\.500 \(KWD\s0\.750 per person\)$/));
  });
});

describe('the printable terms', () => {
  it('are one block kept on a page per line written, the heading with the first, so long terms break between lines', () => {
    const printed = buildPrintableProposal(proposal('EUR', 1000, []), {
      ...agency,
      terms: '1. A deposit of 30% confirms the booking.\r\n2. The balance is due 45 days before.\n\n\n3. Cancellations as in the schedule.',
    });
    const blocks = [...printed.querySelectorAll('.pdf-keep')].filter((block) => /Terms|^\d\./.test(block.textContent ?? ''));
    expect(blocks.map((block) => block.textContent)).toEqual([
      'Terms1. A deposit of 30% confirms the booking.',
      '2. The balance is due 45 days before.',
      '3. Cancellations as in the schedule.',
    ]);
    // Nothing around them is kept whole: the pages may break between any two.
    expect(blocks[1]!.parentElement?.classList.contains('pdf-keep')).toBe(false);
    expect(texts(printed)).toContain('3. Cancellations as in the schedule.');
  });
});
