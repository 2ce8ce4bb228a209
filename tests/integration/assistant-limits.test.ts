// The assistant's limits under abuse, over plain HTTP against the Functions
// emulator: a change too large to store is answered plainly and not charged;
// simultaneous calls from one user racing for the last of the hour never answer an internal error and the
// hourly limit holds; new accounts behind one network address share one
// hourly budget. The burst runs last: it starts dozens of function workers
// at once in the emulator.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Timestamp } from 'firebase-admin/firestore';
import { signInWithCustomToken } from 'firebase/auth';
import { describe, expect, it } from 'vitest';
import type { PlanItem } from '@/domain/itineraries/types';
import { itemToStored } from '@/domain/itineraries/schema';
import { aPlace, anItem } from '@/testing/builders';
import { EMULATOR_ADDRESS_KEY_SECRET, addressKey } from '../../functions/src/assistant/quota';
import {
  adminAuth,
  adminDelete,
  adminDeleteTrees,
  adminWrite,
  closeClientsAfterAll,
  itineraryDoc,
  signedInClient,
  signedOutClient,
  stored,
  unique,
  type UserClient,
} from './helpers';
import { rawCall, testAddress } from './raw-http';

closeClientsAfterAll();

function stop(id: string, day: number, index: number): PlanItem {
  return anItem({
    id,
    day,
    order: `a${index.toString(36).padStart(4, '0')}`,
    title: `Stop ${index} of day ${day}`,
    place: aPlace(`Stop ${index}`, { address: null, geocode: { lat: 38.7 + index / 1e5, lng: -9.14 }, category: 'sight', approximate: false }),
    timeZone: 'Europe/Lisbon',
  });
}

const usageOf = async (uid: string): Promise<number> => ((await stored(`assistantUsage/${uid}`))?.requests as unknown[] | undefined)?.length ?? 0;

describe('assistantEdit on a very large trip', () => {
  // 1,000 stops are five times what one change may move: the same refusal as 10,000 (which took a
  // minute to write), with the function still reading a trip far larger than any planned one.
  it('answers "swap days 1 and 2" over 1,000 stops with a plain message, stores no change and charges nothing', async () => {
    const user = await signedInClient('bigtrip');
    const id = unique('big');
    const items = Array.from({ length: 1_000 }, (_, i) => stop(`s${i.toString().padStart(5, '0')}x`, i % 2 === 0 ? 1 : 2, i));
    await adminWrite([
      { path: `itineraries/${id}`, data: itineraryDoc(user.uid, { title: 'Everything in Lisbon', days: 2 }) },
      ...items.map((item) => ({ path: `itineraries/${id}/items/${item.id}`, data: itemToStored(item) })),
    ]);
    const answer = await rawCall('assistantEdit', { itineraryId: id, text: 'swap days 1 and 2' }, { user, forwardedFor: testAddress() });
    expect(answer.status, answer.text).toBe(200);
    const result = answer.json?.result as { messageId: string; reply: string; change: unknown; remaining: number };
    expect(result.change).toBeNull();
    expect(result.reply).toMatch(/^That change would touch 1000 stops, more than I can propose at once \(at most 200 moves, 200 removals and 60 additions\)\./);
    expect(result.remaining).toBe(30);
    expect(await usageOf(user.uid)).toBe(0);
    expect(await stored(`itineraries/${id}/messages/${result.messageId}`)).toMatchObject({ role: 'assistant', proposedChange: null, status: null, text: result.reply });
    await adminDeleteTrees([`itineraries/${id}`]);
    await adminDelete([`assistantUsage/${user.uid}`]);
  }, 240_000);
});

/** The emulator's budget for new accounts behind one address (functions/.env). */
function addressBudget(): number {
  const env = readFileSync(resolve(import.meta.dirname, '../../functions/.env'), 'utf8');
  const value = /^ASSISTANT_NEW_ACCOUNTS_PER_ADDRESS_PER_HOUR=(\d+)$/m.exec(env)?.[1];
  if (!value) throw new Error('functions/.env sets no ASSISTANT_NEW_ACCOUNTS_PER_ADDRESS_PER_HOUR');
  return Number(value);
}

/** An account created a week ago, signed in with a custom token. */
async function oldAccount(): Promise<UserClient> {
  const client = signedOutClient();
  const uid = unique('old');
  const email = `${uid}@it.wayfare.test`;
  const weekAgo = new Date(Date.now() - 7 * 24 * 60 * 60 * 1000).toUTCString();
  const result = await adminAuth().importUsers([{ uid, email, metadata: { creationTime: weekAgo, lastSignInTime: weekAgo } }]);
  expect(result.failureCount).toBe(0);
  await signInWithCustomToken(client.auth, await adminAuth().createCustomToken(uid));
  return { ...client, uid, email };
}

describe('new accounts behind one network address', () => {
  it('share one hourly budget: a fresh sign-up brings no fresh allowance; other addresses and older accounts are not held back', async () => {
    const address = testAddress();
    const key = `assistantIpUsage/${addressKey(address, EMULATOR_ADDRESS_KEY_SECRET)}`;
    const budget = addressBudget();
    // The address has already used all but one request of its budget this hour.
    const recent = Timestamp.fromMillis(Date.now() - 60_000);
    await adminWrite([{ path: key, data: { requests: Array.from({ length: budget - 1 }, () => recent) } }]);
    const first = await signedInClient('signup1');
    const second = await signedInClient('signup2');

    const allowed = await rawCall('assistantPlan', { text: '1 day in Porto' }, { user: first, forwardedFor: address });
    expect(allowed.status, allowed.text).toBe(200);
    const refused = await rawCall('assistantPlan', { text: '1 day in Porto' }, { user: second, forwardedFor: address });
    expect(refused.status).toBe(429);
    expect(refused.json?.error).toMatchObject({ status: 'RESOURCE_EXHAUSTED' });
    expect(refused.json?.error?.message).toMatch(/^The assistant has answered many new accounts from your network in the last hour\. Try again in \d+ minutes?\.$/);
    // The refused request did not cost the account its own allowance.
    expect(await usageOf(second.uid)).toBe(0);
    // A forged address in front of the real one changes nothing: only the last hop counts.
    const forgedPlan = await rawCall('assistantPlan', { text: '1 day in Porto' }, { user: second, forwardedFor: `198.51.100.7, ${address}` });
    expect(forgedPlan.status).toBe(429);

    expect((await rawCall('assistantPlan', { text: '1 day in Porto' }, { user: second, forwardedFor: testAddress() })).status).toBe(200);
    const veteran = await oldAccount();
    expect((await rawCall('assistantPlan', { text: '1 day in Porto' }, { user: veteran, forwardedFor: address })).status).toBe(200);
    expect(((await stored(key))?.requests as unknown[]).length).toBe(budget);

    await adminDelete([key, ...[first, second, veteran].map((u) => `assistantUsage/${u.uid}`)]);
    await adminAuth().deleteUser(veteran.uid);
  }, 180_000);
});

describe('the hourly limit under load', () => {
  it('8 simultaneous calls from one user with 3 of the hour left: no internal error, exactly 3 answers (none turned away busy while quota is left), the rest refused with retry advice', async () => {
    const user = await signedInClient('burst');
    const forwardedFor = testAddress();
    // 27 of the hour's 30 already asked: the burst races for the last 3, more callers than places, as
    // 45 calls from 0 once did (each simultaneous call starts a function worker in the emulator).
    const used = 27;
    const recent = Timestamp.fromMillis(Date.now() - 60_000);
    await adminWrite([{ path: `assistantUsage/${user.uid}`, data: { requests: Array.from({ length: used }, () => recent) } }]);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => rawCall('assistantPlan', { text: '1 day in Porto' }, { user, forwardedFor })),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => ![200, 429, 503].includes(s)), answers.map((a) => a.text.slice(0, 200)).join('\n')).toEqual([]);
    const successes = statuses.filter((s) => s === 200).length;
    // Racing calls wait their turn at the counter: every request of the hour left is answered.
    expect(successes).toBe(30 - used);
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect(refused.json?.error?.status).toBe('RESOURCE_EXHAUSTED');
      expect(refused.json?.error?.message).toMatch(/Try again in/);
    }
    // Every answer was counted once, and nothing else was.
    expect(await usageOf(user.uid)).toBe(used + successes);
    await adminDelete([`assistantUsage/${user.uid}`]);
  }, 400_000);
});
