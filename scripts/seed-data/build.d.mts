// Types of build.mjs, for the TypeScript tests that import it.

export declare const DEMO_PASSWORD: string;
export declare const DEMO_EMAIL_DOMAIN: string;

export declare function orderKey(index: number): string;

export interface SeedAuthUser {
  uid: string;
  email: string;
  password: string;
  displayName: string;
}

/** A document to write; timestamps are `Date`s (both SDKs store them as Timestamps). */
export interface SeedDocument {
  path: string;
  data: Record<string, unknown>;
}

export interface SeedAccount {
  username: string;
  uid: string;
  email: string;
  password: string;
  shows: string;
}

export interface SeedItinerarySummary {
  id: string;
  creator: string;
  city: string;
  items: number;
  kinds: string[];
}

export interface Seed {
  authUsers: SeedAuthUser[];
  documents: SeedDocument[];
  accounts: SeedAccount[];
  itineraries: SeedItinerarySummary[];
  links: { invitations: string[]; proposals: string[] };
}

export declare function buildSeed(): Seed;
