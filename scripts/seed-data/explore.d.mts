// Types of explore.mjs, for the TypeScript tests that import it.
import type { SeedDocument } from './build.mjs';

export declare function destinationSlug(name: string): string;
export declare function searchKeysOf(doc: Record<string, unknown>): string[];
export declare function exploreDocuments(documents: SeedDocument[]): SeedDocument[];
export declare function benchItineraries(count: number, creatorIds: string[]): SeedDocument[];
