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

describe('redeemGiftCode limit', () => {
  it('refuses the 11th wrong code of the hour with a clear message; a right code costs nothing; others are not held back', async () => {
    const guesser = await signedInClient('guesser');
    const gift = await readyGift();
    for (let i = 0; i < 9; i += 1) {
      const answer = await rawCall('redeemGiftCode', { code: randomGiftCode() }, { user: guesser });
      expect(answer.json?.error?.status, answer.text).toBe('NOT_FOUND');
    }
    // The right code still works after nine misses, and is not counted.
    const redeemed = await rawCall('redeemGiftCode', { code: gift }, { user: guesser });
    expect(redeemed.status, redeemed.text).toBe(200);
    expect((await rawCall('redeemGiftCode', { code: 'short' }, { user: guesser })).json?.error?.status).toBe('INVALID_ARGUMENT');

    const refused = await rawCall('redeemGiftCode', { code: randomGiftCode() }, { user: guesser });
    expect(refused.status).toBe(429);
    expect(refused.json?.error?.status).toBe('RESOURCE_EXHAUSTED');
    expect(refused.json?.error?.message).toMatch(/^Too many codes that did not work: you can try again in \d+ minutes?\. Check the code on your gift, letter by letter\.$/);
    // A wrong code stays refused with the limit's message, a malformed one too...
    expect((await rawCall('redeemGiftCode', { code: randomGiftCode() }, { user: guesser })).status).toBe(429);
    expect((await rawCall('redeemGiftCode', { code: 'short' }, { user: guesser })).status).toBe(429);
    // ...but the person who types their real code right is never held back.
    const another = await readyGift();
    const right = await rawCall('redeemGiftCode', { code: another }, { user: guesser });
    expect(right.status, right.text).toBe(200);
    expect(await stored(`gifts/${another}`)).toMatchObject({ status: 'redeemed', redeemedBy: guesser.uid });

    const third = await readyGift();
    const friend = await signedInClient('friend');
    expect((await rawCall('redeemGiftCode', { code: third }, { user: friend })).status).toBe(200);
    await adminDelete([`redeemAttempts/${guesser.uid}`, `gifts/${gift}`, `gifts/${another}`, `gifts/${third}`, `subscriptions/${guesser.uid}`, `subscriptions/${friend.uid}`]);
  }, 60_000);

  it('wrong guesses at once for the hour’s last 2 attempts: at most 2 are looked up, none answers an internal error', async () => {
    const guesser = await signedInClient('flood');
    // 8 of the hour's 10 already spent: 6 guesses at once race for the last 2 (the count is taken
    // before the lookup, so a race from 0 proves nothing more and starts three times the workers).
    const recent = Timestamp.fromMillis(Date.now() - 60_000);
    await adminWrite([{ path: `redeemAttempts/${guesser.uid}`, data: { requests: Array.from({ length: 8 }, () => recent) } }]);
    const answers = await Promise.all(Array.from({ length: 6 }, () => rawCall('redeemGiftCode', { code: randomGiftCode() }, { user: guesser })));
    const statuses = answers.map((a) => a.json?.error?.status);
    expect(statuses.filter((s) => !['NOT_FOUND', 'RESOURCE_EXHAUSTED', 'UNAVAILABLE'].includes(String(s)))).toEqual([]);
    expect(statuses.filter((s) => s === 'NOT_FOUND').length).toBeLessThanOrEqual(2);
    expect(statuses.filter((s) => s === 'RESOURCE_EXHAUSTED').length).toBeGreaterThanOrEqual(4);
    await adminDelete([`redeemAttempts/${guesser.uid}`]);
  }, 300_000);
});
