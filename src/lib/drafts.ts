import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';

const PREFIX = 'wayfare:draft:';
/** Drafts of one account's own data (an item of their trip): kept over a sign-out, for that account only. */
const OWNED = `${PREFIX}of:`;

const storageKey = (key: string, owner: string | null | undefined) => (owner ? `${OWNED}${owner}:${key}` : PREFIX + key);

/** A stored draft is used only when it has the shape of the initial value. */
function sameShape<T>(value: unknown, fallback: T): value is T {
  if (typeof value !== typeof fallback || value === null) return false;
  if (typeof fallback !== 'object' || fallback === null) return true;
  if (Array.isArray(fallback) !== Array.isArray(value)) return false;
  if (Array.isArray(fallback)) return true;
  const stored = value as Record<string, unknown>;
  return Object.entries(fallback).every(([key, initial]) => typeof stored[key] === typeof initial);
}

function read<T>(key: string | null, fallback: T): { value: T; restored: boolean } {
  if (key === null) return { value: fallback, restored: false };
  try {
    const raw = sessionStorage.getItem(key);
    if (raw === null) return { value: fallback, restored: false };
    const parsed: unknown = JSON.parse(raw);
    return sameShape(parsed, fallback) ? { value: parsed, restored: true } : { value: fallback, restored: false };
  } catch {
    return { value: fallback, restored: false };
  }
}

export interface DraftOptions {
  /**
   * The account whose own data the form edits. Its draft survives a sign-out
   * (another tab's, say) and comes back only when that account is signed in
   * again; signing in as anyone else removes it.
   */
  owner?: string | null;
}

/**
 * Form state that survives a reload of the tab (a chunk-load reload, a crash),
 * kept in session storage until cleared. Use for anything a person typed.
 * `key` null keeps it in memory only. The fourth value says whether the form
 * started from a stored draft (what was typed before and not saved).
 */
export function useDraft<T>(
  key: string | null,
  initial: T,
  options: DraftOptions = {},
): [T, Dispatch<SetStateAction<T>>, () => void, boolean] {
  const stored = key === null ? null : storageKey(key, options.owner);
  const [{ value: start, restored }] = useState(() => read(stored, initial));
  const [value, setValue] = useState<T>(start);
  const initialJson = JSON.stringify(initial);
  useEffect(() => {
    if (stored === null) return;
    try {
      const json = JSON.stringify(value);
      // An untouched (or cleared) form keeps no draft.
      if (json === initialJson) sessionStorage.removeItem(stored);
      else sessionStorage.setItem(stored, json);
    } catch {
      // Storage unavailable: the draft lives in memory only.
    }
  }, [stored, value, initialJson]);
  const clear = () => {
    try {
      if (stored !== null) sessionStorage.removeItem(stored);
    } catch {
      // nothing to clear
    }
    setValue(initial);
  };
  return [value, setValue, clear, restored];
}

function removeDrafts(remove: (key: string) => boolean) {
  try {
    for (let index = sessionStorage.length - 1; index >= 0; index -= 1) {
      const key = sessionStorage.key(index);
      if (key?.startsWith(PREFIX) && remove(key)) sessionStorage.removeItem(key);
    }
  } catch {
    // Storage unavailable: there are no drafts to clear.
  }
}

/** Signed out: drafts hold what a person typed, and none stays behind, except each account's own (see `owner`). */
export function draftsSignedOut(): void {
  removeDrafts((key) => !key.startsWith(OWNED));
}

/** Someone signed in: the drafts other accounts kept over their sign-out go. */
export function draftsSignedIn(uid: string): void {
  removeDrafts((key) => key.startsWith(OWNED) && !key.startsWith(`${OWNED}${uid}:`));
}
