import type { Plugin } from 'vite';

/** The function a path is rewritten to by firebase.json's hosting rewrites, or null. */
export function rewrittenFunction(rewrites: ReadonlyArray<Record<string, unknown>>, pathname: string): string | null;

/** What a GET at a rewritten address asks for: a preview card, a page (any client, any Accept), or one of Vite's own requests. */
export function previewRequestKind(pathname: string, headers: Record<string, string | string[] | undefined>, root?: string): 'image' | 'page' | 'vite';

/** `npm start`: the link-preview addresses through the function in the emulator, as on Hosting. */
export function linkPreviewDev(options?: { functionsHost?: string }): Plugin;

/** The same for `vite preview` of the built app: the pages start from dist/index.html. */
export function linkPreviewBuilt(options?: { functionsHost?: string; appPort?: number }): Plugin;
