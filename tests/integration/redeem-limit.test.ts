// Gift redemption's per-account limit over plain HTTP against the Functions
// emulator: ten refused codes an hour, then a clear refusal for every wrong
// code, while a code typed right always redeems and costs nothing, and other
// accounts are free.
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { readyGift, randomGiftCode } from './checkout';
import { adminDelete, adminWrite, closeClientsAfterAll, signedInClient, stored } from './helpers';
import { rawCall } from './raw-http';

closeClientsAfterAll();

/** The refusal a redeemGiftCode answer carries (HTTP 200), or null. */
function refusalOf(answer: Awaited<ReturnType<typeof rawCall>>): string | null {
  const result = answer.json?.result as { redeemed?: boolean; refusal?: string } | undefined;
  return result?.redeemed === false ? (result.refusal ?? null) : null;
}

describe('redeemGiftCode limit', () => {
  it('refuses the 11th wrong code of the hour with a clear message; a right code costs nothing; others are not held back', async () => {
    const guesser = await signedInClient('guesser');
    const gift = await readyGift();
    for (let i = 0; i < 9; i += 1) {
      const answer = await rawCall('redeemGiftCode', { code: randomGiftCode() }, { user: guesser });
      expect(refusalOf(answer), answer.text).toBe('not-found');
    }
    // The right code still works after nine misses, and is not counted.
    const redeemed = await rawCall('redeemGiftCode', { code: gift }, { user: guesser });
    expect(redeemed.status, redeemed.text).toBe(200);
    expect(redeemed.json?.result).toMatchObject({ redeemed: true });
    expect(refusalOf(await rawCall('redeemGiftCode', { code: 'short' }, { user: guesser }))).toBe('invalid-argument');

    // Refused as an answer (HTTP 200, nothing for the browser to log), with the limit's words.
    const refused = await rawCall('redeemGiftCode', { code: randomGiftCode() }, { user: guesser });
    expect(refused.status).toBe(200);
    expect(refusalOf(refused)).toBe('resource-exhausted');
    expect((refused.json?.result as { message?: string } | undefined)?.message).toMatch(/^Too many codes that did not work: you can try again in \d+ minutes?\. Check the code on your gift, letter by letter\.$/);
    // A wrong code stays refused with the limit's message, a malformed one too...
    expect(refusalOf(await rawCall('redeemGiftCode', { code: randomGiftCode() }, { user: guesser }))).toBe('resource-exhausted');
    expect(refusalOf(await rawCall('redeemGiftCode', { code: 'short' }, { user: guesser }))).toBe('resource-exhausted');
    // ...but the person who types their real code right is never held back.
    const another = await readyGift();
    const right = await rawCall('redeemGiftCode', { code: another }, { user: guesser });
    expect(right.json?.result, right.text).toMatchObject({ redeemed: true });
    expect(await stored(`gifts/${another}`)).toMatchObject({ status: 'redeemed', redeemedBy: guesser.uid });

    const third = await readyGift();
    const friend = await signedInClient('friend');
    expect((await rawCall('redeemGiftCode', { code: third }, { user: friend })).json?.result).toMatchObject({ redeemed: true });
    await adminDelete([`redeemAttempts/${guesser.uid}`, `gifts/${gift}`, `gifts/${another}`, `gifts/${third}`, `subscriptions/${guesser.uid}`, `subscriptions/${friend.uid}`]);
  }, 60_000);

  it('wrong guesses at once for the hour’s last 2 attempts: at most 2 are looked up, none answers an internal error', async () => {
    const guesser = await signedInClient('flood');
    // 8 of the hour's 10 already spent: 6 guesses at once race for the last 2 (the count is taken
    // before the lookup, so a race from 0 proves nothing more and starts three times the workers).
    const recent = Timestamp.fromMillis(Date.now() - 60_000);
    await adminWrite([{ path: `redeemAttempts/${guesser.uid}`, data: { requests: Array.from({ length: 8 }, () => recent) } }]);
    const answers = await Promise.all(Array.from({ length: 6 }, () => rawCall('redeemGiftCode', { code: randomGiftCode() }, { user: guesser })));
    // A guess turned away busy (UNAVAILABLE) is an error to retry; the rest are answers.
    const outcomes = answers.map((a) => refusalOf(a) ?? a.json?.error?.status);
    expect(outcomes.filter((s) => !['not-found', 'resource-exhausted', 'UNAVAILABLE'].includes(String(s)))).toEqual([]);
    expect(outcomes.filter((s) => s === 'not-found').length).toBeLessThanOrEqual(2);
    expect(outcomes.filter((s) => s === 'resource-exhausted').length).toBeGreaterThanOrEqual(4);
    await adminDelete([`redeemAttempts/${guesser.uid}`]);
  }, 300_000);
});
