import { describe, expect, it } from 'vitest';
import { MAIL_TOKEN_PATTERN, mailAddress, newMailToken, parseInboxMail, parseTripMail } from '../mail';

describe('a trip’s forwarding address', () => {
  it('is made of 22 random letters and digits, each as likely as the others', () => {
    const tokens = Array.from({ length: 200 }, () => newMailToken());
    for (const token of tokens) expect(token).toMatch(MAIL_TOKEN_PATTERN);
    expect(new Set(tokens).size).toBe(200);
    // Bytes the alphabet cannot take evenly (252..255) are skipped, never folded onto the first characters.
    let calls = 0;
    const skewed = (bytes: Uint8Array) => {
      calls += 1;
      bytes.fill(calls === 1 ? 255 : 1);
      return bytes;
    };
    expect(newMailToken(skewed)).toBe('b'.repeat(22));
    expect(mailAddress('abc', 'in.wayfare.test')).toBe('trip-abc@in.wayfare.test');
  });

  it('reads what is stored, and refuses what is not its shape', () => {
    expect(parseTripMail({ itineraryId: 'lisbon', creatorId: 'ana', createdAt: null }, 'tripMail/x', 'x')).toEqual({ token: 'x', itineraryId: 'lisbon' });
    expect(() => parseTripMail({ creatorId: 'ana' }, 'tripMail/x', 'x')).toThrow(/malformed/);
    const at = new Date('2026-11-30T09:00:00Z');
    expect(parseInboxMail({ from: 'ana@demo.wayfare.test', subject: 'Your booking', receivedAt: { toDate: () => at }, raw: 'MIME', size: 4 }, 'p', 'm1')).toEqual({
      id: 'm1',
      from: 'ana@demo.wayfare.test',
      subject: 'Your booking',
      receivedAt: at,
      raw: 'MIME',
      size: 4,
    });
    expect(() => parseInboxMail({ from: 'a', subject: 'b', raw: 3, size: 1 }, 'p', 'm1')).toThrow(/malformed/);
  });
});
