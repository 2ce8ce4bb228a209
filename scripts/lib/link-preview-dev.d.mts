import type { Plugin } from 'vite';

/** The function a path is rewritten to by firebase.json's hosting rewrites, or null. */
export function rewrittenFunction(rewrites: ReadonlyArray<Record<string, unknown>>, pathname: string): string | null;

/** `npm start`: the link-preview addresses through the function in the emulator, as on Hosting. */
export function linkPreviewDev(options?: { functionsHost?: string }): Plugin;

/** The same for `vite preview` of the built app: the pages start from dist/index.html. */
export function linkPreviewBuilt(options?: { functionsHost?: string; appPort?: number }): Plugin;
