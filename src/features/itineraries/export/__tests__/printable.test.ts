import { describe, expect, it } from 'vitest';
import { KEEP_TOGETHER, buildPrintable, fileNameFor, formatPeriod } from '../printable';
import { splitPrintable, toLatin1 } from '../pdf';
import { item, itinerary, praca } from './fixtures';

describe('buildPrintable with the travel between stops', () => {
  it('says the day’s travel under its heading, the way to a stop above it (on its page) and the way back at the end', () => {
    const travel = {
      into: new Map([['ramiro', { text: 'Public transport 22 min · 5.1 km from Praça do Comércio (estimate)', minutes: 22 }]]),
      days: [{ head: 'Travel 22 min · 5.1 km: public transport 22 min (estimates)', back: { text: 'Walk 9 min · 700 m back to Hotel Lis (estimate)', minutes: 9 } }, { head: null, back: null }],
    };
    const items = [praca, item('ramiro', { order: 'a1', title: 'Cervejaria Ramiro', startTime: '20:00' })];
    const doc = buildPrintable(itinerary(), items, new Date('2027-04-01T12:00:00Z'), travel);
    const day1 = doc.querySelectorAll('.pdf-day')[0]!;
    expect(day1.querySelector('.pdf-day-start')?.textContent).toContain('Travel 22 min · 5.1 km: public transport 22 min (estimates)');
    const ramiro = [...day1.querySelectorAll('.pdf-item')].find((block) => block.textContent?.includes('Cervejaria Ramiro'))!;
    expect(ramiro.firstElementChild?.textContent).toBe('Public transport 22 min · 5.1 km from Praça do Comércio (estimate)');
    expect(day1.lastElementChild?.textContent).toBe('Walk 9 min · 700 m back to Hotel Lis (estimate)');
    // Day 2 has nothing planned: no travel line.
    expect(doc.querySelectorAll('.pdf-day')[1]?.querySelectorAll('.pdf-leg')).toHaveLength(0);
  });
});

describe('buildPrintable', () => {
  const items = [
    praca,
    item('ramiro', { order: 'a1', title: 'Cervejaria Ramiro', startTime: '20:00' }),
    item('alt', { order: 'a2', title: 'A Cevicheria', optionOf: 'ramiro' }),
    item('idea', { day: null, title: 'Gulbenkian' }),
  ];
  const doc = buildPrintable(itinerary(), items, new Date('2027-04-01T12:00:00Z'));
  const text = (selector: string) => [...doc.querySelectorAll(selector)].map((n) => n.textContent);

  it('has the title, destinations and dates', () => {
    expect(doc.querySelector('h1')?.textContent).toBe('Lisbon: food and fado');
    // ICU versions space the range differently.
    expect(doc.querySelector('.pdf-header')?.textContent).toMatch(/Lisbon — 14\s?–\s?15 May 2027 · 2 days/);
  });

  it('has every day with its items in order, times, places, notes and cost, then ideas', () => {
    const headings = text('h2');
    expect(headings).toHaveLength(3);
    expect(headings[0]).toMatch(/^Day 1 · Friday,? 14 May 2027$/);
    expect(headings[1]).toMatch(/^Day 2 · Saturday,? 15 May 2027$/);
    expect(headings[2]).toBe('Ideas');
    const day1 = doc.querySelectorAll('.pdf-day')[0]!;
    const blocks = [...day1.querySelectorAll('.pdf-item')].map((n) => n.textContent);
    expect(blocks).toHaveLength(2);
    expect(blocks[0]).toContain('10:00–10:45');
    expect(blocks[0]).toContain('1100-148 Lisboa');
    expect(blocks[0]).toContain('Start by the river.');
    expect(blocks[0]).toContain('Cost: €6.00');
    expect(blocks[1]).toContain('Cervejaria Ramiro');
    expect(blocks[1]).toContain('Or instead: A Cevicheria');
    expect(doc.querySelectorAll('.pdf-day')[1]?.textContent).toContain('Nothing planned yet.');
    expect(doc.querySelectorAll('.pdf-day')[2]?.textContent).toContain('Gulbenkian');
  });

  it('keeps each item, and each day heading with its first item, on one page', () => {
    expect(KEEP_TOGETHER).toEqual(expect.arrayContaining(['.pdf-item', '.pdf-day-start']));
    const start = doc.querySelector('.pdf-day-start')!;
    expect(start.querySelector('h2')).not.toBeNull();
    expect(start.querySelector('.pdf-item')?.textContent).toContain('Praça do Comércio');
  });

  it('marks its text for the PDF text layer', () => {
    const marked = [...doc.querySelectorAll('[data-pdf-text]')].map((n) => n.textContent);
    expect(marked).toContain('Lisbon: food and fado');
    expect(marked).toContain('Praça do Comércio');
  });

  it('names an untimed item’s kind as the editor and the trip page do', () => {
    const kinds = [
      item('tower', { order: 'a1', title: 'Belém Tower', type: 'attraction', startTime: null, endTime: null }),
      item('market', { order: 'a2', title: 'Time Out Market', type: 'restaurant', startTime: null, endTime: null }),
      item('tram', { order: 'a3', title: 'Tram 28', type: 'transport', startTime: null, endTime: null }),
    ];
    const printed = buildPrintable(itinerary(), kinds);
    const blocks = [...printed.querySelectorAll('.pdf-item')].map((n) => n.firstElementChild?.textContent);
    expect(blocks).toEqual(['Attraction', 'Restaurant', 'Transport']);
  });

  it('prints each cost with the decimals of its currency', () => {
    const costs = [
      item('sushi', { order: 'a1', title: 'Sushi counter', cost: { amount: 1200, currency: 'JPY' } }),
      item('souq', { order: 'a2', title: 'Souq lunch', cost: { amount: 1500, currency: 'KWD' } }),
    ];
    const printed = buildPrintable(itinerary(), costs);
    const blocks = [...printed.querySelectorAll('.pdf-item')].map((n) => n.textContent);
    expect(blocks[0]).toContain('Cost: ¥1,200');
    expect(blocks[0]).not.toContain('¥12.');
    expect(blocks[1]).toMatch(/Cost: KWD\s1\.500/);
  });

  it('describes undated trips by their length', () => {
    expect(formatPeriod({ period: null, days: 3 })).toBe('3 days, no dates set');
    const undated = buildPrintable(itinerary({ period: null, days: 1 }), [praca]);
    expect([...undated.querySelectorAll('h2')].map((n) => n.textContent)).toEqual(['Day 1']);
  });
});

describe('fileNameFor', () => {
  it('makes a plain file name from the title', () => {
    expect(fileNameFor('Lisbon: food and fado in four days', 'pdf')).toBe('lisbon-food-and-fado-in-four-days.pdf');
    expect(fileNameFor('São Miguel & Açores!', 'ics')).toBe('sao-miguel-acores.ics');
    expect(fileNameFor('東京', 'pdf')).toBe('itinerary.pdf');
  });
});

describe('toLatin1', () => {
  it('keeps Latin-1 letters and plains typographic marks', () => {
    expect(toLatin1('Praça — “Belém” … 東 €6.00')).toBe('Praça - "Belém" ... ? EUR 6.00');
  });
});

describe('splitPrintable', () => {
  function doc(heights: number[]) {
    const root = document.createElement('article');
    root.className = 'pdf-doc';
    const sizes = new Map<Element, number>();
    heights.forEach((height, index) => {
      const block = document.createElement('section');
      block.textContent = `block ${index}`;
      sizes.set(block, height);
      root.append(block);
    });
    return { root, heightOf: (block: Element) => sizes.get(block) ?? 0 };
  }
  const texts = (parts: HTMLElement[]) => parts.map((part) => [...part.children].map((c) => c.textContent));

  it('keeps a short document whole', () => {
    const { root, heightOf } = doc([100, 2000, 2000, 50]);
    const parts = splitPrintable(root, heightOf, 6000);
    expect(texts(parts)).toEqual([['block 0', 'block 1', 'block 2', 'block 3']]);
    expect(parts[0]?.className).toBe('pdf-doc');
  });

  it('splits a long one into parts of whole days, none taller than the limit unless one day is', () => {
    const { root, heightOf } = doc([100, 3000, 2500, 1000, 7000, 200, 50]);
    expect(texts(splitPrintable(root, heightOf, 6000))).toEqual([
      ['block 0', 'block 1', 'block 2'],
      ['block 3'],
      ['block 4'],
      ['block 5', 'block 6'],
    ]);
  });
});
