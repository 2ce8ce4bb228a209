/** Percentages as people type them in the agency and quote forms. */
import { typedNegative } from '@/lib/money';

/** '12.5' -> 12.5; a message when not a percentage 0..100 with at most two decimals. */
export function parsePercent(raw: string): { value: number | null; error: string | null } {
  const text = raw.trim().replace(/%$/, '').trim();
  if (text === '') return { value: null, error: 'Enter a percentage, e.g. 12 or 12.5.' };
  if (typedNegative(text)) return { value: null, error: 'The percentage must be 0 or more.' };
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(text) || Number(text) > 100) {
    return { value: null, error: 'Enter a percentage from 0 to 100 with at most two decimals.' };
  }
  return { value: Number(text), error: null };
}
