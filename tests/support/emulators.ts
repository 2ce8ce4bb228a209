/**
 * What the emulator-backed suites (tests/rules and tests/integration) share:
 * where the Firestore emulator listens, and the stored documents they start
 * from. Each suite writes with its own SDK, so it passes in that SDK's
 * Timestamp for the stored times (built from PAST_DATE).
 */

/** The Firestore emulator: FIRESTORE_EMULATOR_HOST (set by the emulator runner), else 127.0.0.1:8080. */
export function firestoreEmulator(): { host: string; port: number } {
  const [host = '127.0.0.1', port = '8080'] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');
  return { host, port: Number(port) };
}

/** A fixed point in the past for stored timestamps. */
export const PAST_DATE = new Date('2026-01-15T10:00:00Z');

/** A stored profile with no photo, bio, home city or follows, as firestore.rules accepts it. */
export function storedProfileFields<Time>(
  identity: { id: string; username: string; displayName: string },
  past: Time,
) {
  return {
    ...identity,
    photoURL: null,
    bio: null,
    homeCity: null,
    following: [] as string[],
    followers: [] as string[],
    isAgent: false,
    createdAt: past,
    updatedAt: past,
  };
}

/** A stored private three-day Lisbon itinerary, as firestore.rules accepts it. */
export function storedItineraryFields<Time>(creatorId: string, past: Time) {
  return {
    title: 'Three days in Lisbon',
    description: 'Tiles, tarts and viewpoints.',
    destinations: ['Lisbon'],
    period: { start: '2027-05-14', end: '2027-05-16' },
    days: 3,
    context: 'Food and history, relaxed pace.',
    public: false,
    creatorId,
    collaborators: { pending: [] as string[], accepted: [] as string[] },
    clonedFrom: null,
    agentId: null,
    isPaidItinerary: false,
    isManualCreated: true,
    isNotFirst: false,
    threadId: '',
    geocode: { lat: 38.7223, lng: -9.1393 },
    itineraryImageSrc: null,
    createdAt: past,
    updatedAt: past,
  };
}
