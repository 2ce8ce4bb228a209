// Builds the demo data set from the JSON files beside this module.
// Pure and deterministic: no clock, no randomness, no I/O besides reading the
// JSON. scripts/seed.mjs writes the result to the emulators, and
// tests/rules/seed-data.rules.test.ts checks every document against the rules.
import { readFileSync } from 'node:fs';

const read = (name) => JSON.parse(readFileSync(new URL(name, import.meta.url), 'utf8'));

export const DEMO_PASSWORD = 'wayfare-demo';
export const DEMO_EMAIL_DOMAIN = 'demo.wayfare.test';

const ITEM_TYPES = new Set(['attraction', 'restaurant', 'stay', 'flight', 'transport', 'activity', 'note']);
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const ID_PATTERN = /^[a-z0-9-]{4,64}$/;

/** Fractional order keys 'a0', 'a1', ... 'az' (ascending, room to insert between). */
export function orderKey(index) {
  if (index < 0 || index >= BASE62.length) throw new Error(`order index out of range: ${index}`);
  return `a${BASE62[index]}`;
}

const date = (iso) => {
  const value = new Date(iso);
  if (Number.isNaN(value.getTime())) throw new Error(`bad date: ${iso}`);
  return value;
};

const daysBetween = (start, end) => Math.round((date(`${end}T00:00:00Z`) - date(`${start}T00:00:00Z`)) / 86_400_000) + 1;

function fail(message) {
  throw new Error(`seed data: ${message}`);
}

export function buildSeed() {
  const users = read('./users.json');
  const cities = read('./cities.json');
  const places = read('./places.json');
  const itineraries = read('./itineraries.json');
  const agency = read('./agency.json');

  const uidOf = new Map(users.map((u) => [u.username, u.uid]));
  const uid = (username) => uidOf.get(username) ?? fail(`unknown user ${username}`);

  /** @type {{ path: string, data: Record<string, unknown> }[]} */
  const documents = [];
  const put = (path, data) => documents.push({ path, data });

  // -- users, usernames, private accounts (followers derived from following) --
  const followers = new Map(users.map((u) => [u.uid, []]));
  for (const u of users) {
    for (const followed of u.following) followers.get(uid(followed)).push(u.uid);
  }
  const authUsers = [];
  for (const u of users) {
    const email = `${u.username}@${DEMO_EMAIL_DOMAIN}`;
    const photoURL = `/demo/avatars/${u.username}.svg`;
    // Auth wants an absolute photo URL; the profile document holds the site-relative one.
    authUsers.push({ uid: u.uid, email, password: DEMO_PASSWORD, displayName: u.displayName });
    put(`users/${u.uid}`, {
      id: u.uid,
      username: u.username,
      displayName: u.displayName,
      photoURL,
      bio: u.bio,
      homeCity: u.homeCity,
      following: u.following.map(uid),
      followers: followers.get(u.uid),
      isAgent: u.isAgent,
      createdAt: date(u.createdAt),
      updatedAt: date(u.createdAt),
    });
    put(`usernames/${u.username}`, { uid: u.uid });
    put(`users/${u.uid}/private/account`, {
      email,
      phone: null,
      userPreferences: {
        currency: u.currency,
        distanceUnit: u.distanceUnit,
        homeCity: u.homeCity,
        travelPersonality: null,
      },
      stripeCustomerId: null,
    });
  }

  // -- itineraries, items, invitations --
  const itineraryIds = new Set(itineraries.map((it) => it.id));
  // Each itinerary's days as a sent proposal freezes them: a copy of src/domain/agents/plan-snapshot.ts (this
  // script runs in plain Node), kept equal to it by that module's test.
  const planSnapshots = new Map();
  const summary = [];
  for (const it of itineraries) {
    if (!ID_PATTERN.test(it.id)) fail(`itinerary id ${it.id} does not match ${ID_PATTERN}`);
    const city = cities[it.city] ?? fail(`unknown city ${it.city} in ${it.id}`);
    if (it.period && daysBetween(it.period.start, it.period.end) !== it.days) {
      fail(`${it.id}: period covers ${daysBetween(it.period.start, it.period.end)} days, days says ${it.days}`);
    }
    if (it.plan.length > it.days) fail(`${it.id}: plan has more days than ${it.days}`);
    if (it.clonedFrom && !itineraryIds.has(it.clonedFrom)) fail(`${it.id}: clonedFrom ${it.clonedFrom} is not seeded`);
    const collaborators = {
      pending: (it.collaborators?.pending ?? []).map(uid),
      accepted: (it.collaborators?.accepted ?? []).map(uid),
    };
    const doc = {
      title: it.title,
      description: it.description,
      destinations: it.destinations,
      period: it.period,
      days: it.days,
      context: it.context,
      public: it.public,
      creatorId: uid(it.creator),
      collaborators,
      clonedFrom: it.clonedFrom ?? null,
      agentId: it.agent ? uid(it.agent) : null,
      isPaidItinerary: Boolean(it.price),
      ...(it.price ? { price: it.price } : {}),
      isManualCreated: it.isManualCreated,
      isNotFirst: it.isNotFirst,
      threadId: '',
      geocode: city.geocode,
      itineraryImageSrc: null,
      createdAt: date(it.createdAt),
      updatedAt: date(it.createdAt),
    };
    put(`itineraries/${it.id}`, doc);

    const toItem = (entry, id, day, index) => {
      if (!ITEM_TYPES.has(entry.type)) fail(`${it.id}/${id}: unknown type ${entry.type}`);
      const place = entry.place ? (places[entry.place] ?? fail(`${it.id}/${id}: unknown place ${entry.place}`)) : null;
      const placeCity = entry.place ? (cities[entry.place.split('/')[0]] ?? fail(`no city for ${entry.place}`)) : city;
      const [startTime, endTime] = entry.time ? entry.time.split('-') : [null, null];
      const title = entry.title ?? place?.name ?? fail(`${it.id}/${id}: an item without a place needs a title`);
      // A journey (a flight, a train) with both ends: it leaves from `place` and arrives at `arrival`.
      const arrival = entry.arrival ? (places[entry.arrival] ?? fail(`${it.id}/${id}: unknown place ${entry.arrival}`)) : null;
      const arrivalCity = entry.arrival ? (cities[entry.arrival.split('/')[0]] ?? fail(`no city for ${entry.arrival}`)) : null;
      const seedPlace = (p) => p && { name: p.name, address: p.address, geocode: p.geocode, category: p.category, source: p.source };
      return {
        id,
        day,
        order: orderKey(index),
        type: entry.type,
        title,
        place: seedPlace(place),
        startTime: startTime ?? null,
        endTime: endTime ?? null,
        timeZone: placeCity.timeZone,
        ...(arrival ? { arrival: seedPlace(arrival), endTimeZone: arrivalCity.timeZone } : {}),
        notes: entry.notes ?? '',
        cost: entry.cost === undefined ? null : { amount: entry.cost, currency: entry.currency ?? placeCity.currency },
      };
    };
    let itemCount = 0;
    const snapshot = [];
    it.plan.forEach((entries, dayIndex) => {
      const stops = [];
      entries.forEach((entry, index) => {
        const id = `d${dayIndex + 1}-${String(index + 1).padStart(2, '0')}`;
        const item = toItem(entry, id, dayIndex + 1, index);
        put(`itineraries/${it.id}/items/${id}`, item);
        stops.push({ title: item.title, type: item.type, time: item.startTime, geocode: item.place?.geocode ?? null });
        itemCount += 1;
      });
      if (stops.length > 0) snapshot.push({ day: dayIndex + 1, stops: stops.slice(0, 30) });
    });
    planSnapshots.set(it.id, snapshot);
    it.ideas.forEach((entry, index) => {
      const id = `idea-${String(index + 1).padStart(2, '0')}`;
      put(`itineraries/${it.id}/items/${id}`, toItem(entry, id, null, index));
      itemCount += 1;
    });

    if (it.invitation) {
      const inv = it.invitation;
      put(`invitations/${inv.token}`, {
        itineraryId: it.id,
        inviterId: uid(it.creator),
        itineraryTitle: it.title,
        createdAt: date(inv.createdAt),
        expiresAt: date(inv.expiresAt),
      });
      for (const accepted of inv.acceptedBy) {
        put(`itineraries/${it.id}/acceptances/${uid(accepted)}`, {
          token: inv.token,
          acceptedAt: new Date(date(inv.createdAt).getTime() + 3_600_000),
        });
      }
    }

    const kinds = [it.public ? 'public' : 'private'];
    if (doc.isPaidItinerary) kinds.push(`paid ${it.price.amount / 100} ${it.price.currency}`);
    if (collaborators.accepted.length + collaborators.pending.length > 0) {
      kinds.push(`collaborative (accepted: ${it.collaborators.accepted.join(', ') || '-'}; pending: ${it.collaborators.pending.join(', ') || '-'})`);
    }
    if (doc.clonedFrom) kinds.push(`cloned from ${doc.clonedFrom}`);
    if (doc.agentId) kinds.push(`agent: ${it.agent}`);
    if (!it.period) kinds.push('undated');
    summary.push({ id: it.id, creator: it.creator, city: city.name, items: itemCount, kinds });
  }

  // -- the agent: public card, private settings, clients, quotes, proposals --
  const agentId = uid(agency.agent);
  put(`agents/${agentId}`, {
    ...agency.card,
    createdAt: date(agency.card.createdAt),
    updatedAt: date(agency.card.createdAt),
  });
  put(`agents/${agentId}/private/settings`, { ...agency.settings });
  for (const client of agency.clients) {
    const { id, userId, createdAt, ...rest } = client;
    put(`agents/${agentId}/clients/${id}`, {
      ...rest,
      userId: userId ? uid(userId) : null,
      createdAt: date(createdAt),
      updatedAt: date(createdAt),
    });
  }
  for (const request of agency.requests ?? []) {
    const { id, requester, createdAt, ...rest } = request;
    put(`agents/${agentId}/requests/${id}`, {
      requesterId: uid(requester),
      ...rest,
      createdAt: date(createdAt),
      updatedAt: date(createdAt),
    });
  }
  const clientIds = new Set(agency.clients.map((c) => c.id));
  for (const quote of agency.quotes) {
    const { id, createdAt, ...rest } = quote;
    if (!clientIds.has(rest.clientId)) fail(`quote ${id}: unknown client ${rest.clientId}`);
    put(`quotes/${id}`, { agentId, ...rest, createdAt: date(createdAt), updatedAt: date(createdAt) });
  }
  for (const proposal of agency.proposals) {
    const { id, createdAt, validUntil, ...rest } = proposal;
    if (!/^[A-Za-z0-9_-]{20,128}$/.test(id)) fail(`proposal id ${id} is not unguessable-looking`);
    if (!clientIds.has(rest.clientId)) fail(`proposal ${id}: unknown client ${rest.clientId}`);
    for (const option of rest.options) {
      if (!itineraryIds.has(option.itineraryId)) fail(`proposal ${id}: unknown itinerary ${option.itineraryId}`);
    }
    put(`proposals/${id}`, {
      agentId,
      ...rest,
      // A sent proposal carries its options' days as they were when it was sent; a draft gets them when it is sent.
      options: rest.options.map((option) =>
        rest.status !== 'draft' && (option.plan ?? []).length === 0 ? { ...option, plan: planSnapshots.get(option.itineraryId) ?? [] } : option,
      ),
      clientName: null,
      respondedAt: null,
      acceptedOptionIndex: null,
      validUntil: validUntil ? date(validUntil) : null,
      createdAt: date(createdAt),
      updatedAt: date(createdAt),
    });
  }

  const accounts = users.map((u) => ({
    username: u.username,
    uid: u.uid,
    email: `${u.username}@${DEMO_EMAIL_DOMAIN}`,
    password: DEMO_PASSWORD,
    shows: u.shows,
  }));
  const links = {
    invitations: itineraries.filter((it) => it.invitation).map((it) => `/invitation/${it.invitation.token}`),
    proposals: agency.proposals.map((p) => `/proposals/${p.id} (${p.status})`),
  };
  return { authUsers, documents, accounts, itineraries: summary, links };
}
