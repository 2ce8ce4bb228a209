import { countLabel } from '@/lib/numbers';
import { formatDays, formatPeriod, formatWhen } from '../components/format';

/** ICU's spacing around the range dash differs between versions (thin spaces or none). */
const tidy = (text: string | null) => text?.replace(/\s*–\s*/g, '–').replace(/\s+/g, ' ') ?? null;

describe('trip card wording', () => {
  it('writes a dated trip as its length and its dates', () => {
    expect(tidy(formatWhen({ days: 7, period: { start: '2026-05-12', end: '2026-05-18' } }))).toBe(
      '7 days · 12–18 May 2026',
    );
  });

  it('writes dates across months and a single day', () => {
    expect(tidy(formatPeriod({ start: '2026-05-30', end: '2026-06-02' }))).toBe('30 May–2 Jun 2026');
    expect(tidy(formatPeriod({ start: '2026-05-30', end: '2026-05-30' }))).toBe('30 May 2026');
  });

  it('writes an undated trip as its length only, and malformed dates as undated', () => {
    expect(formatWhen({ days: 5, period: null })).toBe('5 days');
    expect(formatWhen({ days: 1, period: { start: 'soon', end: 'later' } })).toBe('1 day');
    expect(formatDays(0)).toBe('Ideas, no days yet');
  });

  it('counts people in the singular and the plural', () => {
    expect(countLabel(1, 'follower', 'followers')).toBe('1 follower');
    expect(countLabel(0, 'follower', 'followers')).toBe('0 followers');
    expect(countLabel(1204, 'follower', 'followers')).toBe('1,204 followers');
  });
});
