import { describe, expect, it } from 'vitest';
import { amountInput, formatMoney, parseAmount, parsePercent } from '../money';
import { canRespond, effectiveStatus } from '../status';

describe('money as typed and shown', () => {
  it('parses amounts to minor units', () => {
    expect(parseAmount('6,890.50', 'EUR')).toEqual({ amount: 689_050, error: null });
    expect(parseAmount('12', 'EUR')).toEqual({ amount: 1_200, error: null });
    expect(parseAmount('1200', 'JPY')).toEqual({ amount: 1_200, error: null });
    expect(parseAmount('', 'EUR')).toEqual({ amount: null, error: null });
  });

  it('says what is wrong with a bad amount', () => {
    expect(parseAmount('12.345', 'EUR').error).toMatch(/at most 2 decimals/);
    expect(parseAmount('12.5', 'JPY').error).toMatch(/whole number of JPY/);
    expect(parseAmount('ten', 'EUR').error).not.toBeNull();
    expect(parseAmount('99999999999', 'EUR').error).toMatch(/too large/);
  });

  it('tells a negative price that it must be 0 or more, not about decimals', () => {
    expect(parseAmount('-3', 'EUR')).toEqual({ amount: null, error: 'The amount must be 0 or more.' });
    expect(parseAmount('-120.50', 'EUR')).toEqual({ amount: null, error: 'The amount must be 0 or more.' });
    expect(parseAmount('-1200', 'JPY')).toEqual({ amount: null, error: 'The amount must be 0 or more.' });
    expect(parseAmount('ten', 'EUR').error).toBe('Enter the amount as a number, e.g. 120.50.');
  });

  it('formats and round-trips', () => {
    expect(formatMoney(689_000, 'EUR')).toBe('€6,890.00');
    expect(formatMoney(1_200, 'JPY')).toBe('JP¥1,200');
    expect(amountInput(689_050, 'EUR')).toBe('6890.50');
    expect(amountInput(5, 'EUR')).toBe('0.05');
  });

  it('parses percentages with at most two decimals', () => {
    expect(parsePercent('12.5')).toEqual({ value: 12.5, error: null });
    expect(parsePercent('12 %')).toEqual({ value: 12, error: null });
    expect(parsePercent('12.345').error).not.toBeNull();
    expect(parsePercent('101').error).not.toBeNull();
    expect(parsePercent('-5')).toEqual({ value: null, error: 'The percentage must be 0 or more.' });
  });
});

describe('proposal status', () => {
  const now = new Date('2027-01-10T12:00:00Z');
  const before = new Date('2027-01-10T11:59:59Z');
  const after = new Date('2027-01-11T00:00:00Z');

  it('shows a sent or viewed proposal past validUntil as expired', () => {
    expect(effectiveStatus({ status: 'sent', validUntil: before }, now)).toBe('expired');
    expect(effectiveStatus({ status: 'viewed', validUntil: now }, now)).toBe('expired');
    expect(canRespond({ status: 'viewed', validUntil: before }, now)).toBe(false);
  });

  it('keeps the status before expiry, without a validUntil, and once answered', () => {
    expect(effectiveStatus({ status: 'sent', validUntil: after }, now)).toBe('sent');
    expect(effectiveStatus({ status: 'viewed', validUntil: null }, now)).toBe('viewed');
    expect(effectiveStatus({ status: 'accepted', validUntil: before }, now)).toBe('accepted');
    expect(effectiveStatus({ status: 'draft', validUntil: before }, now)).toBe('draft');
    expect(canRespond({ status: 'sent', validUntil: after }, now)).toBe(true);
    expect(canRespond({ status: 'accepted', validUntil: after }, now)).toBe(false);
  });
});

describe('brand colours', () => {
  it('keeps a dark brand colour and replaces one too light for white text', async () => {
    const { contrastWithWhite, readableBrand } = await import('../colours');
    expect(contrastWithWhite('#000000')).toBeCloseTo(21, 0);
    expect(readableBrand('#0b3d5c', '#0f5f5c')).toBe('#0b3d5c');
    expect(readableBrand('#ffe066', '#0f5f5c')).toBe('#0f5f5c');
    expect(readableBrand(null, '#0f5f5c')).toBe('#0f5f5c');
    expect(readableBrand('red', '#0f5f5c')).toBe('#0f5f5c');
  });
});
