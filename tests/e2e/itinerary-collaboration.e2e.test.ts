/**
 * Collaborators in Chromium against the emulators (issue 4): Léa opens the
 * seeded invitation link signed out, signs in, joins the Porto weekend and
 * lands in the editor; a creator invites a traveller by username, who accepts
 * on /trips; two browsers on one trip see each other's changes within a
 * second; the creator removes the collaborator, who loses the trip live.
 *
 * The demo data is seeded before the run. The Porto weekend is put back as
 * seeded after the join; the other tests make their own accounts and trip
 * (written to the emulator as its owner, the way the seed script does).
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { createEmailAccount, uniqueSuffix } from './support/auth-emulator';
import { APP_URL, axeViolations, openPage, screenshot, type WatchedPage } from './support/browser';
import { heading1, useBrowser } from './support/journey';

const DEMO_PASSWORD = 'wayfare-demo';
const FIRESTORE = `http://${process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'}`;
const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-wayfare';
const DOCUMENTS = `${FIRESTORE}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;

const LEA = { uid: 'leaMartin01', email: 'lea@demo.wayfare.test' };
const MARCO_UID = 'marcoRossi01';
const PORTO = 'porto-long-weekend';
const PORTO_TOKEN = 'inv_Hx3Kq8Zt2Wm6Rb9Pd4Lc';

const browser = useBrowser();
const opened: WatchedPage[] = [];

afterAll(async () => {
  await Promise.all(opened.map((watched) => watched.context.close().catch(() => undefined)));
});

// ---------------------------------------------------------------------------
// The emulator's documents, written as its owner (past the rules), for setup
// and clean-up only. What the tests check goes through the app.
// ---------------------------------------------------------------------------

type Json = string | number | boolean | null | Date | Json[] | { [key: string]: Json };

function toValue(value: Json): unknown {
  if (value === null) return { nullValue: null };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (Array.isArray(value)) return { arrayValue: value.length ? { values: value.map(toValue) } : {} };
  return { mapValue: { fields: toFields(value) } };
}

function toFields(data: { [key: string]: Json }): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, toValue(value)]));
}

async function ownerRequest(method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${DOCUMENTS}/${path}`, {
    method,
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok && response.status !== 404) {
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  }
  return response.status === 404 ? null : response.json();
}

function writeDoc(path: string, data: { [key: string]: Json }) {
  return ownerRequest('PATCH', path, { fields: toFields(data) });
}

async function readStringList(path: string, field: string): Promise<string[]> {
  const doc = (await ownerRequest('GET', path)) as {
    fields?: Record<string, { mapValue?: { fields?: Record<string, { arrayValue?: { values?: Array<{ stringValue: string }> } }> } }>;
  } | null;
  const [outer, inner] = field.split('.') as [string, string];
  return (doc?.fields?.[outer]?.mapValue?.fields?.[inner]?.arrayValue?.values ?? []).map((value) => value.stringValue);
}

/** A signed-up traveller with a profile, ready to sign in. */
async function createTraveller(label: string): Promise<{ uid: string; email: string; username: string; name: string }> {
  const suffix = uniqueSuffix();
  const username = `${label}_${suffix}`;
  const name = `${label[0]?.toUpperCase()}${label.slice(1)} Tester ${suffix}`;
  const email = `${label}.${suffix}@e2e.wayfare.test`;
  const { uid } = await createEmailAccount(email, DEMO_PASSWORD);
  const now = new Date();
  await writeDoc(`usernames/${username}`, { uid });
  await writeDoc(`users/${uid}`, {
    id: uid,
    username,
    displayName: name,
    photoURL: null,
    bio: null,
    homeCity: null,
    following: [],
    followers: [],
    isAgent: false,
    createdAt: now,
    updatedAt: now,
  });
  await writeDoc(`users/${uid}/private/account`, {
    email,
    phone: null,
    userPreferences: { currency: 'EUR', distanceUnit: 'km', homeCity: null, travelPersonality: null },
    createdAt: now,
    updatedAt: now,
  });
  return { uid, email, username, name };
}

/** A private trip of `creatorId` with one idea, no collaborators. */
async function createTrip(creatorId: string, title: string): Promise<string> {
  const id = `e2e-collab-${uniqueSuffix()}`;
  const now = new Date();
  await writeDoc(`itineraries/${id}`, {
    title,
    description: 'Made by the collaboration test.',
    destinations: ['Lisbon'],
    period: null,
    days: 2,
    context: '',
    public: false,
    creatorId,
    collaborators: { pending: [], accepted: [] },
    clonedFrom: null,
    agentId: null,
    isPaidItinerary: false,
    price: null,
    isManualCreated: true,
    isNotFirst: false,
    threadId: '',
    geocode: null,
    itineraryImageSrc: null,
    createdAt: now,
    updatedAt: now,
  });
  await writeDoc(`itineraries/${id}/items/note-1`, {
    id: 'note-1',
    day: 1,
    order: 'a0',
    type: 'note',
    title: 'Buy train tickets',
    place: null,
    notes: null,
    createdAt: now,
    updatedAt: now,
  });
  return id;
}

// ---------------------------------------------------------------------------
// In the browser
// ---------------------------------------------------------------------------

async function newPage(): Promise<WatchedPage> {
  const watched = await openPage(browser());
  opened.push(watched);
  return watched;
}

async function signIn(page: Page, email: string, next: string): Promise<void> {
  await page.goto(`${APP_URL}/auth?next=${encodeURIComponent(next)}`);
  await heading1(page, 'Sign in');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('tabpanel').getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === next.split('?')[0], { timeout: 15_000 });
}

/** Opens the editor's "Who is planning this trip" and gives the collaborators panel. */
async function openPeople(page: Page) {
  const summary = page.getByText('Who is planning this trip');
  await summary.waitFor({ timeout: 15_000 });
  const details = page.locator('details', { has: summary });
  if ((await details.getAttribute('open')) === null) await summary.click();
  const panel = page.getByRole('region', { name: 'Travellers' });
  await panel.waitFor();
  return panel;
}

async function expectAxeClean(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

/**
 * On the editor, only what this journey adds: the collaborators panel and its
 * dialog (the editor's other parts, the map among them, have their own
 * journeys' checks).
 */
async function expectPanelAxeClean(page: Page): Promise<void> {
  expect(await axeViolations(page, ['.collab', '.collab-dialog'])).toEqual([]);
}

function problems(watched: WatchedPage): string[] {
  return [...watched.outsideRequests.map((url) => `outside request: ${url}`)];
}

describe('joining by link', () => {
  it('Léa opens the Porto invitation signed out, signs in, joins, and lands in the trip', async () => {
    const lea = await newPage();
    const { page } = lea;
    try {
      await page.goto(`${APP_URL}/invitation/${PORTO_TOKEN}`);
      await heading1(page, 'Trip invitation');
      await page.getByText('Sign in or create an account to see the invitation and join.').waitFor();
      await expectAxeClean(page);
      await screenshot(page, 'collaboration-invitation-signed-out');
      await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
      await heading1(page, 'Sign in');
      expect(new URL(page.url()).searchParams.get('next')).toBe(`/invitation/${PORTO_TOKEN}`);
      await page.getByLabel('E-mail').fill(LEA.email);
      await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole('tabpanel').getByRole('button', { name: 'Sign in', exact: true }).click();

      await page.getByRole('heading', { level: 2, name: 'Porto long weekend' }).waitFor({ timeout: 15_000 });
      await page.getByText(/Ana Ribeiro\s*@ana invited you to plan this trip together/).waitFor();
      await page.getByText(/valid until 1 June 2027/).waitFor();
      await expectAxeClean(page);
      await screenshot(page, 'collaboration-invitation');

      await page.getByRole('button', { name: 'Join this trip' }).click();
      await page.waitForURL(`${APP_URL}/organize/${PORTO}`, { timeout: 15_000 });
      await heading1(page, 'Porto long weekend');
      const panel = await openPeople(page);
      await panel.getByRole('button', { name: 'Leave trip' }).waitFor();
      await expectPanelAxeClean(page);
      expect(await readStringList(`itineraries/${PORTO}`, 'collaborators.accepted')).toContain(LEA.uid);
      expect(await readStringList(`itineraries/${PORTO}`, 'collaborators.pending')).not.toContain(LEA.uid);
      await screenshot(page, 'collaboration-joined');

      // Opening the link again as a collaborator goes straight to the trip.
      await page.goto(`${APP_URL}/invitation/${PORTO_TOKEN}`);
      await page.waitForURL(`${APP_URL}/organize/${PORTO}`, { timeout: 15_000 });
      expect(problems(lea)).toEqual([]);
    } finally {
      // Back as seeded: Léa pending, Marco accepted, no acceptance of Léa's.
      await writeDoc(`itineraries/${PORTO}?updateMask.fieldPaths=collaborators`, {
        collaborators: { pending: [LEA.uid], accepted: [MARCO_UID] },
      });
      await ownerRequest('DELETE', `itineraries/${PORTO}/acceptances/${LEA.uid}`);
    }
  });

  it('says plainly when a link does not work, and when it has expired, with no way to join', async () => {
    const { page } = await newPage();
    await signIn(page, LEA.email, '/invitation/inv_revokedOrNeverMade0001');
    await page.getByText(/This invitation link does not work: it was revoked or never existed/).waitFor({ timeout: 15_000 });
    await expectAxeClean(page);

    // An invitation past its expiry (written as the emulator's owner: the rules refuse creating one).
    const expired = `inv_expired_${uniqueSuffix()}_e2e`;
    await writeDoc(`invitations/${expired}`, {
      itineraryId: PORTO,
      inviterId: 'anaRibeiro01',
      itineraryTitle: 'Porto long weekend',
      createdAt: new Date(Date.now() - 20 * 86_400_000),
      expiresAt: new Date(Date.now() - 86_400_000),
    });
    try {
      await page.goto(`${APP_URL}/invitation/${expired}`);
      await page.getByText('This invitation has expired. Ask Ana Ribeiro for a new link.').waitFor({ timeout: 15_000 });
      expect(await page.getByRole('button', { name: 'Join this trip' }).count()).toBe(0);
      await expectAxeClean(page);
      await screenshot(page, 'collaboration-invitation-expired');
    } finally {
      await ownerRequest('DELETE', `invitations/${expired}`);
    }
  });
});

describe('inviting by username, live editing and removing', () => {
  it('the creator invites by username; the invitee accepts on /trips; both see changes live; the creator removes them', async () => {
    const creator = await createTraveller('host');
    const guest = await createTraveller('guest');
    const tripTitle = `Lisbon with friends ${uniqueSuffix()}`;
    const tripId = await createTrip(creator.uid, tripTitle);

    const host = await newPage();
    const visitor = await newPage();
    const a = host.page;
    const b = visitor.page;
    await signIn(a, creator.email, `/organize/${tripId}`);
    await heading1(a, tripTitle);
    const panel = await openPeople(a);

    // Field messages: yourself, unknown; then the real invitation.
    const field = panel.getByRole('textbox', { name: 'Username' });
    await field.fill(creator.username);
    await panel.getByRole('button', { name: 'Invite', exact: true }).click();
    await panel.getByText('That is you. Type the username of someone you want to plan with.').waitFor();
    await field.fill('nobody_by_this_name_e2e');
    await panel.getByRole('button', { name: 'Invite', exact: true }).click();
    await panel.getByText('Nobody on Wayfare is called @nobody_by_this_name_e2e. Check the spelling.').waitFor({
      timeout: 10_000,
    });
    expect(await field.inputValue()).toBe('nobody_by_this_name_e2e');
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    await expectPanelAxeClean(a);

    await field.fill(`@${guest.username}`);
    await panel.getByRole('button', { name: 'Invite', exact: true }).click();
    await panel.getByText(`@${guest.username} is invited.`, { exact: false }).waitFor({ timeout: 10_000 });
    const guestRow = panel.getByRole('listitem').filter({ hasText: guest.name });
    await guestRow.getByText('Invited, not joined yet').waitFor();

    // An invite link with its expiry, as the creator sees it.
    await panel.getByRole('button', { name: 'Create invite link' }).click();
    const link = panel.getByRole('textbox', { name: /^Invite link, expires on / });
    await link.waitFor({ timeout: 10_000 });
    expect(await link.inputValue()).toMatch(new RegExp(`^${APP_URL}/invitation/[A-Za-z0-9_-]{20,}$`));
    await expectPanelAxeClean(a);
    await screenshot(a, 'collaboration-creator-panel');

    // The invitee sees the invitation on /trips and accepts it.
    await signIn(b, guest.email, '/trips');
    const invitations = b.getByRole('region', { name: 'Invitations' });
    await invitations.getByText(tripTitle).waitFor({ timeout: 15_000 });
    await invitations.getByText(`${creator.name} invited you`, { exact: false }).waitFor();
    await expectAxeClean(b);
    await screenshot(b, 'collaboration-trips-invitations');
    await invitations.getByRole('button', { name: `Accept the invitation to ${tripTitle}` }).click();
    await invitations.getByRole('link', { name: `Open ${tripTitle}` }).click();
    await heading1(b, tripTitle);

    // The creator's panel shows the guest as a collaborator, live.
    await guestRow.getByText('Collaborator', { exact: true }).waitFor({ timeout: 5_000 });

    // Live: a rename by the collaborator shows in the creator's editor within a second, and back.
    const editing = b.getByRole('button', { name: 'Editing: off' });
    if (await editing.isVisible()) await editing.click();
    const renamed = `${tripTitle} and Sintra`;
    await b.getByRole('button', { name: 'Rename the trip' }).click();
    await b.getByLabel('Trip name').fill(renamed);
    await b.getByRole('button', { name: 'Save name' }).click();
    const seenByCreator = Date.now();
    await a.getByRole('heading', { level: 1, name: renamed }).waitFor({ timeout: 1_000 });
    expect(Date.now() - seenByCreator).toBeLessThan(1_000);

    const aEditing = a.getByRole('button', { name: 'Editing: off' });
    if (await aEditing.isVisible()) await aEditing.click();
    await a.getByRole('button', { name: 'Rename the trip' }).click();
    await a.getByLabel('Trip name').fill(tripTitle);
    await a.getByRole('button', { name: 'Save name' }).click();
    await b.getByRole('heading', { level: 1, name: tripTitle }).waitFor({ timeout: 1_000 });

    // The creator removes the collaborator after confirming; the guest loses the trip live.
    const creatorPanel = await openPeople(a);
    await creatorPanel.getByRole('button', { name: `Remove ${guest.name}` }).click();
    const dialog = a.getByRole('dialog', { name: `Remove ${guest.name}?` });
    await dialog.waitFor();
    await expectPanelAxeClean(a);
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
    await creatorPanel.getByText(`${guest.name} is no longer on this trip.`).waitFor();
    await expect
      .poll(() => creatorPanel.getByRole('listitem').filter({ hasText: guest.name }).count(), { timeout: 2_000 })
      .toBe(0);
    await heading1(b, 'This trip is private');
    expect(await readStringList(`itineraries/${tripId}`, 'collaborators.accepted')).toEqual([]);
    await screenshot(a, 'collaboration-removed');
    expect([...problems(host), ...problems(visitor)]).toEqual([]);
  });
});
