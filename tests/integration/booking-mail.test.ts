// Mail forwarded to a trip's address (docs/bookings.md): the bookingMail
// function in the Functions emulator, posted to directly as Mailgun's route
// posts (its signed form), and through the local SMTP stand-in
// (scripts/mail-inbound-fake.mjs) with a real mail. A mail is kept in the
// trip's inbox only when signed, fresh, new, for a trip's address, from one of
// its planners' verified addresses, small enough and within the hour's count;
// every refusal stores nothing.
import { randomBytes } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { collection, getDocs, serverTimestamp, setDoc, doc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INBOUND_MAIL_DOMAIN,
  mailgunForm,
  startMailInboundFake,
  type MailgunFormInput,
  type MailInboundFake,
} from '../../scripts/mail-inbound-fake.mjs';
import { sendMail } from '../../scripts/mail-send.mjs';
import {
  adminAuth,
  adminDb,
  adminDelete,
  adminDeleteTrees,
  adminWrite,
  closeClientsAfterAll,
  itineraryDoc,
  signedInClient,
  unique,
  type UserClient,
} from './helpers';
import { functionUrl } from './raw-http';

closeClientsAfterAll();

const newToken = () => Array.from(randomBytes(22), (byte) => 'abcdefghijklmnopqrstuvwxyz0123456789'[byte % 36]).join('');
const tripAddress = (token: string) => `trip-${token}@${INBOUND_MAIL_DOMAIN}`;

const MIME = [
  'From: Traveller <placeholder@it.wayfare.test>',
  'To: trips@example.test',
  'Subject: Your flight TP 123 Lisbon - Porto',
  'Date: Fri, 14 May 2027 08:00:00 +0000',
  'MIME-Version: 1.0',
  'Content-Type: text/plain; charset=utf-8',
  '',
  'Booking reference ABC123. TP 123 LIS 10:05 - OPO 11:00, 14 May 2027.',
  '',
].join('\r\n');

interface Answer {
  status: number;
  json: { stored?: boolean; mailId?: string; error?: { status?: string; reason?: string; message?: string } } | undefined;
}

async function post(body: FormData | URLSearchParams | string, method = 'POST'): Promise<Answer> {
  const response = await fetch(functionUrl('bookingMail'), { method, ...(method === 'GET' ? {} : { body }) });
  const text = await response.text();
  try {
    return { status: response.status, json: JSON.parse(text) as Answer['json'] };
  } catch {
    return { status: response.status, json: undefined };
  }
}

let creator: UserClient;
let companion: UserClient;
let unverifiedCompanion: UserClient;
let invitee: UserClient;
let stranger: UserClient;
const trip = unique('mailtrip');
const token = newToken();
let localFake: MailInboundFake | null = null;

const inbox = async (itineraryId = trip) => (await adminDb().collection(`itineraries/${itineraryId}/inbox`).get()).docs;

/** The form Mailgun posts for MIME to the trip's address from the trip's creator, with `overrides`. */
const form = (overrides: Partial<MailgunFormInput> = {}) =>
  mailgunForm({ recipient: tripAddress(token), sender: creator.email, from: `Traveller <${creator.email}>`, subject: 'Your flight TP 123', mime: MIME, ...overrides });

/** Posts and checks the refusal: its status and reason, JSON, and nothing new in the inbox. */
async function expectRefused(body: FormData, httpStatus: number, reason: string): Promise<Answer> {
  const before = (await inbox()).length;
  const answer = await post(body);
  expect(answer.status, JSON.stringify(answer.json)).toBe(httpStatus);
  expect(answer.json?.error?.reason).toBe(reason);
  expect(answer.json?.error?.message).toEqual(expect.any(String));
  expect((await inbox()).length).toBe(before);
  return answer;
}

async function verified(label: string): Promise<UserClient> {
  const user = await signedInClient(label);
  await adminAuth().updateUser(user.uid, { emailVerified: true });
  return user;
}

beforeAll(async () => {
  [creator, companion, invitee, stranger] = await Promise.all([verified('mailana'), verified('mailbob'), verified('mailpia'), verified('maileve')]);
  unverifiedCompanion = await signedInClient('mailunv');
  await adminWrite([
    {
      path: `itineraries/${trip}`,
      data: itineraryDoc(creator.uid, { collaborators: { pending: [invitee.uid], accepted: [companion.uid, unverifiedCompanion.uid] } }),
    },
  ]);
  // The address as the app makes it: by the creator, through the rules.
  await setDoc(doc(creator.db, `tripMail/${token}`), { itineraryId: trip, creatorId: creator.uid, createdAt: serverTimestamp() });
  // The stand-in runs under scripts/with-emulators.mjs; against emulators started by hand, this file starts its own.
  localFake = await startMailInboundFake().catch(() => null);
}, 60_000);

afterAll(async () => {
  await adminDeleteTrees([`itineraries/${trip}`]);
  await adminDelete([`tripMail/${token}`, `mailUsage/${trip}`]);
  await localFake?.close();
});

describe('bookingMail, posted to as Mailgun posts', { timeout: 120_000 }, () => {
  it('keeps a signed mail from the trip’s creator in its inbox, which the creator reads in the app', async () => {
    const answer = await post(form());
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    expect(answer.json).toEqual({ stored: true, mailId: expect.any(String) });
    const stored = (await adminDb().doc(`itineraries/${trip}/inbox/${answer.json!.mailId!}`).get()).data();
    expect(stored).toEqual({
      from: creator.email,
      subject: 'Your flight TP 123',
      receivedAt: expect.any(Timestamp),
      raw: MIME,
      size: Buffer.byteLength(MIME),
    });
    const seen = await getDocs(collection(creator.db, `itineraries/${trip}/inbox`));
    expect(seen.docs.map((mail) => mail.id)).toContain(answer.json!.mailId);
  });

  it('keeps one from an accepted companion too, and reads a url-encoded form as a multipart one', async () => {
    const fields = new URLSearchParams();
    form({ sender: `Bob <${companion.email.toUpperCase()}>`, subject: 'Hotel é' }).forEach((value, name) => fields.append(name, typeof value === 'string' ? value : ''));
    const answer = await post(fields);
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    const stored = (await adminDb().doc(`itineraries/${trip}/inbox/${answer.json!.mailId!}`).get()).data();
    expect(stored).toMatchObject({ from: companion.email, subject: 'Hotel é', raw: MIME });
  });

  it('refuses a missing or wrong signature with 401', async () => {
    await expectRefused(form({ signature: '0'.repeat(64) }), 401, 'bad-signature');
    await expectRefused(form({ key: 'someone-elses-key' }), 401, 'bad-signature');
    const unsigned = form();
    unsigned.delete('signature');
    await expectRefused(unsigned, 401, 'unsigned');
    const answer = await post(JSON.stringify({ recipient: tripAddress(token) }));
    expect(answer.status).toBe(401);
  });

  it('refuses a signature older (or newer) than five minutes', async () => {
    const at = Math.floor(Date.now() / 1000);
    await expectRefused(form({ timestamp: at - 6 * 60 }), 406, 'stale-timestamp');
    await expectRefused(form({ timestamp: at + 6 * 60 }), 406, 'stale-timestamp');
  });

  it('refuses a token it has already received (a replay)', async () => {
    const repeated = { token: randomBytes(25).toString('hex'), timestamp: Math.floor(Date.now() / 1000) };
    expect((await post(form(repeated))).status).toBe(200);
    await expectRefused(form({ ...repeated, subject: 'Replayed' }), 406, 'replayed');
  });

  it('refuses an address no trip has, or at another domain', async () => {
    await expectRefused(form({ recipient: tripAddress(newToken()) }), 406, 'unknown-address');
    await expectRefused(form({ recipient: `trip-${token}@in.wayfare.app` }), 406, 'unknown-address');
    await expectRefused(form({ recipient: 'bookings@in.wayfare.test' }), 406, 'unknown-address');
  });

  it('refuses a sender who does not plan the trip, or whose address is not verified, with one answer', async () => {
    const refusals = [];
    for (const sender of [stranger.email, invitee.email, unverifiedCompanion.email, `nobody-${unique()}@it.wayfare.test`, '']) {
      refusals.push((await expectRefused(form({ sender }), 406, 'sender-not-allowed')).json?.error?.message);
    }
    expect(new Set(refusals).size).toBe(1);
  });

  it('refuses a mail over 10 MB, and one too large to keep', async () => {
    await expectRefused(form({ mime: `${MIME}${'x'.repeat(10 * 1024 * 1024)}` }), 406, 'too-large');
    await expectRefused(form({ mime: `${MIME}${'x'.repeat(900_001 - MIME.length)}` }), 406, 'too-large-to-keep');
    await expectRefused(form({ mime: '' }), 406, 'no-message');
  });

  it('keeps at most 20 mails a trip in the sliding hour', async () => {
    const busy = unique('mailbusy');
    const busyToken = newToken();
    await adminWrite([
      { path: `itineraries/${busy}`, data: itineraryDoc(creator.uid) },
      { path: `tripMail/${busyToken}`, data: { itineraryId: busy, creatorId: creator.uid, createdAt: Timestamp.now() } },
      // 20 mails in the last hour, the oldest 50 minutes ago.
      { path: `mailUsage/${busy}`, data: { requests: Array.from({ length: 20 }, (_, i) => Timestamp.fromMillis(Date.now() - (50 - i) * 60_000)) } },
    ]);
    try {
      const answer = await post(form({ recipient: tripAddress(busyToken) }));
      expect(answer.status, JSON.stringify(answer.json)).toBe(406);
      expect(answer.json?.error?.reason).toBe('rate-limited');
      expect(answer.json?.error?.message).toMatch(/20 mails in the last hour.*10 minutes/);
      expect(await inbox(busy)).toHaveLength(0);
    } finally {
      await adminDeleteTrees([`itineraries/${busy}`]);
      await adminDelete([`tripMail/${busyToken}`, `mailUsage/${busy}`]);
    }
  });

  it('answers a GET with 405', async () => {
    const answer = await post('', 'GET');
    expect(answer.status).toBe(405);
  });
});

describe('a real mail, over SMTP to the local stand-in', { timeout: 180_000 }, () => {
  it('from the creator’s address to the trip’s address lands in the inbox', async () => {
    const subject = `Hotel Avenida ${unique()}`;
    const raw = MIME.replace('placeholder@it.wayfare.test', creator.email).replace('Your flight TP 123 Lisbon - Porto', subject);
    const sent = await sendMail({ raw, to: tripAddress(token) });
    expect(sent.response).toMatch(/^250 /);
    const mail = (await inbox()).map((snapshot) => snapshot.data()).find((data) => data.subject === subject);
    expect(mail).toMatchObject({ from: creator.email, raw: expect.stringContaining('Booking reference ABC123') });
  });

  it('answers the sender with the function’s refusal, and refuses other domains at RCPT', async () => {
    const raw = MIME.replace('placeholder@it.wayfare.test', stranger.email);
    await expect(sendMail({ raw, to: tripAddress(token) })).rejects.toMatchObject({
      responseCode: 550,
      response: expect.stringContaining('Only the people who plan this trip'),
    });
    await expect(sendMail({ raw, to: 'someone@example.test', from: creator.email })).rejects.toMatchObject({ responseCode: 550 });
  });
});

describe('a deleted trip', { timeout: 120_000 }, () => {
  it('takes its inbox and its addresses with it', async () => {
    const gone = unique('mailgone');
    const goneToken = newToken();
    await adminWrite([
      { path: `itineraries/${gone}`, data: itineraryDoc(creator.uid) },
      { path: `tripMail/${goneToken}`, data: { itineraryId: gone, creatorId: creator.uid, createdAt: Timestamp.now() } },
    ]);
    expect((await post(form({ recipient: tripAddress(goneToken) }))).status).toBe(200);
    expect(await inbox(gone)).toHaveLength(1);
    await adminDb().doc(`itineraries/${gone}`).delete();
    const deadline = Date.now() + 90_000;
    let left = Infinity;
    while (Date.now() < deadline) {
      left = (await inbox(gone)).length + ((await adminDb().doc(`tripMail/${goneToken}`).get()).exists ? 1 : 0);
      if (left === 0) break;
      await new Promise((done) => setTimeout(done, 500));
    }
    expect(left).toBe(0);
    // Mail to its address is refused from then on.
    await expectRefused(form({ recipient: tripAddress(goneToken) }), 406, 'unknown-address');
  });
});
