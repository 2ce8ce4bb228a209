import { useEffect, useState } from 'react';

const PREFIX = 'wayfare:draft:';

/** A stored draft is used only when it has the shape of the initial value. */
function sameShape<T>(value: unknown, fallback: T): value is T {
  if (typeof value !== typeof fallback || value === null) return false;
  if (typeof fallback !== 'object' || fallback === null) return true;
  if (Array.isArray(fallback) !== Array.isArray(value)) return false;
  if (Array.isArray(fallback)) return true;
  const stored = value as Record<string, unknown>;
  return Object.entries(fallback).every(([key, initial]) => typeof stored[key] === typeof initial);
}

function read<T>(key: string, fallback: T): T {
  try {
    const raw = sessionStorage.getItem(PREFIX + key);
    if (raw === null) return fallback;
    const parsed: unknown = JSON.parse(raw);
    return sameShape(parsed, fallback) ? parsed : fallback;
  } catch {
    return fallback;
  }
}

/**
 * Form state that survives a reload of the tab (a chunk-load reload, a crash),
 * kept in session storage until cleared. Use for anything a person typed.
 */
export function useDraft<T>(key: string, initial: T): [T, (value: T) => void, () => void] {
  const [value, setValue] = useState<T>(() => read(key, initial));
  const initialJson = JSON.stringify(initial);
  useEffect(() => {
    try {
      const json = JSON.stringify(value);
      // An untouched (or cleared) form keeps no draft.
      if (json === initialJson) sessionStorage.removeItem(PREFIX + key);
      else sessionStorage.setItem(PREFIX + key, json);
    } catch {
      // Storage unavailable: the draft lives in memory only.
    }
  }, [key, value, initialJson]);
  const clear = () => {
    try {
      sessionStorage.removeItem(PREFIX + key);
    } catch {
      // nothing to clear
    }
    setValue(initial);
  };
  return [value, setValue, clear];
}
