/**
 * An action asked for while signed out (Follow, Clone), kept in session
 * storage across sign-in, sign-up and onboarding, and completed when the
 * person is back on the page that asked for it. Kept for 30 minutes; taken
 * (and removed) once.
 *
 * Checked by hand rather than with zod, as in config/env.ts: the public
 * profile's screen reads it, and a schema library would cost that first
 * paint several KiB.
 */
const KEY = 'wayfare:pending-action';
export const PENDING_ACTION_MAX_AGE_MS = 30 * 60 * 1000;

export type PendingActionRequest = { kind: 'follow'; targetId: string } | { kind: 'clone'; itineraryId: string };
export type PendingAction = PendingActionRequest & { at: number };

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/** The stored value, when it has exactly the shape of a pending action. */
export function parsePendingAction(value: unknown): PendingAction | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const fields: Record<string, unknown> = { ...value };
  const at = fields.at;
  if (typeof at !== 'number' || !Number.isFinite(at)) return null;
  if (fields.kind === 'follow' && nonEmpty(fields.targetId)) return { kind: 'follow', targetId: fields.targetId, at };
  if (fields.kind === 'clone' && nonEmpty(fields.itineraryId)) return { kind: 'clone', itineraryId: fields.itineraryId, at };
  return null;
}

/** Remembers the one action to complete after sign-in (a later one replaces it). */
export function rememberPendingAction(action: PendingActionRequest, now: number = Date.now()): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ ...action, at: now }));
  } catch {
    // Storage unavailable: the person clicks again after signing in.
  }
}

export function forgetPendingAction(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}

function read(): PendingAction | null {
  let action: PendingAction | null = null;
  try {
    const raw = sessionStorage.getItem(KEY);
    if (raw === null) return null;
    action = parsePendingAction(JSON.parse(raw));
  } catch {
    action = null;
  }
  if (!action) forgetPendingAction();
  return action;
}

/**
 * The pending action, if it is `wanted` and recent; it is removed, so it is
 * completed once. Another page's action stays for that page; a stale one goes.
 */
export function takePendingAction(
  wanted: (action: PendingAction) => boolean,
  now: number = Date.now(),
): PendingAction | null {
  const action = read();
  if (!action) return null;
  if (now - action.at > PENDING_ACTION_MAX_AGE_MS || action.at > now) {
    forgetPendingAction();
    return null;
  }
  if (!wanted(action)) return null;
  forgetPendingAction();
  return action;
}
