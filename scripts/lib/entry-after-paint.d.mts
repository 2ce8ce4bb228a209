// Types for scripts/lib/entry-after-paint.mjs, for vite.config.ts and the tests.
export declare const FRAME_WAIT_MS: number;
export declare function startEntryAfterFirstPaint(html: string): string;
