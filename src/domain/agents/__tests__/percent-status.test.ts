import { describe, expect, it } from 'vitest';
import { parsePercent } from '../percent';
import { canRespond, effectiveStatus } from '../status';

describe('percentages as typed', () => {
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
