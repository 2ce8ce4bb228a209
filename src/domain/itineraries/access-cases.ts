/**
 * The access decision as a table: every role against every combination of
 * public/private and paid/free, with what that user may do. Plain data.
 * Tested twice: `__tests__/access.test.ts` (itineraryAccess) and
 * `tests/rules/itinerary-access.rules.test.ts` (the security rules, against
 * the emulator: read the document, read the items, update an item).
 */
import type { ItineraryAccess } from './types';

export const ACCESS_ROLES = ['creator', 'accepted', 'pending', 'agent', 'stranger', 'signedOut'] as const;
export type AccessRole = (typeof ACCESS_ROLES)[number];

/** The uids the table's itinerary uses for each role (signed out: no uid). */
export const ACCESS_UIDS: Record<AccessRole, string | null> = {
  creator: 'caseCreator01',
  accepted: 'caseAccepted01',
  pending: 'casePending01',
  agent: 'caseAgent01',
  stranger: 'caseStranger01',
  signedOut: null,
};

export interface AccessFlags {
  public: boolean;
  isPaidItinerary: boolean;
}

export interface AccessCase {
  role: AccessRole;
  flags: AccessFlags;
  expected: ItineraryAccess;
}

/** The itinerary every case is about, with the given flags. */
export function caseItinerary(flags: AccessFlags) {
  return {
    creatorId: ACCESS_UIDS.creator as string,
    collaborators: { pending: [ACCESS_UIDS.pending as string], accepted: [ACCESS_UIDS.accepted as string] },
    agentId: ACCESS_UIDS.agent,
    public: flags.public,
    isPaidItinerary: flags.isPaidItinerary,
  };
}

const EDITOR = { isUserCanAccess: true, canReadPlan: true, isUserCanEdit: true, isPending: false };
const NOTHING = { isUserCanAccess: false, canReadPlan: false, isUserCanEdit: false, isCreator: false, isPending: false };
const PREVIEW = { ...NOTHING, isUserCanAccess: true };
const READER = { ...PREVIEW, canReadPlan: true };

const PRIVATE_FREE: AccessFlags = { public: false, isPaidItinerary: false };
const PRIVATE_PAID: AccessFlags = { public: false, isPaidItinerary: true };
const PUBLIC_FREE: AccessFlags = { public: true, isPaidItinerary: false };
const PUBLIC_PAID: AccessFlags = { public: true, isPaidItinerary: true };
export const ACCESS_FLAGS: readonly AccessFlags[] = [PRIVATE_FREE, PRIVATE_PAID, PUBLIC_FREE, PUBLIC_PAID];

/** Written out case by case (not computed), so a change of the decision shows here. */
export const ACCESS_CASES: readonly AccessCase[] = [
  // The creator: everything, always.
  { role: 'creator', flags: PRIVATE_FREE, expected: { ...EDITOR, isCreator: true } },
  { role: 'creator', flags: PRIVATE_PAID, expected: { ...EDITOR, isCreator: true } },
  { role: 'creator', flags: PUBLIC_FREE, expected: { ...EDITOR, isCreator: true } },
  { role: 'creator', flags: PUBLIC_PAID, expected: { ...EDITOR, isCreator: true } },
  // An accepted collaborator edits, paid or not, but is not the creator.
  { role: 'accepted', flags: PRIVATE_FREE, expected: { ...EDITOR, isCreator: false } },
  { role: 'accepted', flags: PRIVATE_PAID, expected: { ...EDITOR, isCreator: false } },
  { role: 'accepted', flags: PUBLIC_FREE, expected: { ...EDITOR, isCreator: false } },
  { role: 'accepted', flags: PUBLIC_PAID, expected: { ...EDITOR, isCreator: false } },
  // A pending collaborator reads (not the plan of a paid one) and never edits.
  { role: 'pending', flags: PRIVATE_FREE, expected: { ...READER, isPending: true } },
  { role: 'pending', flags: PRIVATE_PAID, expected: { ...PREVIEW, isPending: true } },
  { role: 'pending', flags: PUBLIC_FREE, expected: { ...READER, isPending: true } },
  { role: 'pending', flags: PUBLIC_PAID, expected: { ...PREVIEW, isPending: true } },
  // The itinerary's agent edits like a collaborator.
  { role: 'agent', flags: PRIVATE_FREE, expected: { ...EDITOR, isCreator: false } },
  { role: 'agent', flags: PRIVATE_PAID, expected: { ...EDITOR, isCreator: false } },
  { role: 'agent', flags: PUBLIC_FREE, expected: { ...EDITOR, isCreator: false } },
  { role: 'agent', flags: PUBLIC_PAID, expected: { ...EDITOR, isCreator: false } },
  // A stranger: nothing when private; the plan when public and free; the preview when public and paid.
  { role: 'stranger', flags: PRIVATE_FREE, expected: NOTHING },
  { role: 'stranger', flags: PRIVATE_PAID, expected: NOTHING },
  { role: 'stranger', flags: PUBLIC_FREE, expected: READER },
  { role: 'stranger', flags: PUBLIC_PAID, expected: PREVIEW },
  // Signed out: the same as a stranger.
  { role: 'signedOut', flags: PRIVATE_FREE, expected: NOTHING },
  { role: 'signedOut', flags: PRIVATE_PAID, expected: NOTHING },
  { role: 'signedOut', flags: PUBLIC_FREE, expected: READER },
  { role: 'signedOut', flags: PUBLIC_PAID, expected: PREVIEW },
];

export function describeCase(c: AccessCase): string {
  return `${c.role} on a ${c.flags.public ? 'public' : 'private'} ${c.flags.isPaidItinerary ? 'paid' : 'free'} itinerary`;
}
