import { DIMENSIONS, type DimensionScores } from '@/domain/quiz/dimensions';
import { isPersonalityTypeId, type PersonalityTypeId } from '@/domain/quiz/personalities';
import { findOption, QUESTIONS, type QuizAnswers } from './questions';

/**
 * What the quiz keeps in localStorage, each value validated on read (anything
 * malformed or from an older shape reads as nothing):
 * - progress: the answers so far and the question on screen;
 * - result: the latest result with its scores, and whom it was saved for;
 * - banner: whether the first-visit invitation was dismissed.
 * Storage may be unavailable (private mode, quota): then it all lives in
 * memory for the page's lifetime.
 */

export const STORAGE_KEYS = {
  progress: 'wayfare:quiz:progress',
  result: 'wayfare:quiz:result',
  banner: 'wayfare:quiz:banner-dismissed',
} as const;

export interface QuizProgress {
  /** Index of the question on screen. */
  step: number;
  answers: QuizAnswers;
}

export interface StoredResult {
  type: PersonalityTypeId;
  scores: DimensionScores;
  /** ISO time the quiz was finished. */
  takenAt: string;
  /**
   * The uid whose private preferences hold this result; null while it is not
   * saved to any account yet (taken signed out, or the save failed).
   */
  savedFor: string | null;
}

type Key = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

const memory = new Map<Key, string>();
const listeners = new Set<() => void>();

function readRaw(key: Key): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return memory.get(key) ?? null;
  }
}

function writeRaw(key: Key, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    if (value === null) memory.delete(key);
    else memory.set(key, value);
  }
  for (const listener of listeners) listener();
}

function parse(raw: string | null): unknown {
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Keeps known answers only; the step may not pass the first unanswered question. */
export function validProgress(value: unknown): QuizProgress | null {
  if (!isRecord(value) || !isRecord(value.answers)) return null;
  const answers: QuizAnswers = {};
  for (const [questionId, optionId] of Object.entries(value.answers)) {
    if (typeof optionId === 'string' && findOption(questionId, optionId)) answers[questionId] = optionId;
  }
  const firstUnanswered = QUESTIONS.findIndex((question) => answers[question.id] === undefined);
  const lastReachable = firstUnanswered === -1 ? QUESTIONS.length - 1 : firstUnanswered;
  const step = typeof value.step === 'number' && Number.isInteger(value.step) ? value.step : 0;
  return { step: Math.min(Math.max(step, 0), lastReachable), answers };
}

export function validResult(value: unknown): StoredResult | null {
  if (!isRecord(value) || !isPersonalityTypeId(value.type) || !isRecord(value.scores)) return null;
  if (typeof value.takenAt !== 'string' || Number.isNaN(Date.parse(value.takenAt))) return null;
  if (value.savedFor !== null && (typeof value.savedFor !== 'string' || value.savedFor === '')) return null;
  const scores = {} as DimensionScores;
  for (const dimension of DIMENSIONS) {
    const score = value.scores[dimension];
    if (typeof score !== 'number' || !Number.isFinite(score) || score < 0 || score > 100) return null;
    scores[dimension] = score;
  }
  return { type: value.type, scores, takenAt: value.takenAt, savedFor: value.savedFor };
}

export function readProgress(): QuizProgress | null {
  return validProgress(parse(readRaw(STORAGE_KEYS.progress)));
}

export function writeProgress(progress: QuizProgress): void {
  writeRaw(STORAGE_KEYS.progress, JSON.stringify(progress));
}

export function clearProgress(): void {
  writeRaw(STORAGE_KEYS.progress, null);
}

/** Cached by raw text, so useSyncExternalStore sees a stable snapshot. */
let resultCache: { raw: string | null; value: StoredResult | null } = { raw: null, value: null };

export function readResult(): StoredResult | null {
  const raw = readRaw(STORAGE_KEYS.result);
  if (raw !== resultCache.raw) resultCache = { raw, value: validResult(parse(raw)) };
  return resultCache.value;
}

export function writeResult(result: StoredResult): void {
  writeRaw(STORAGE_KEYS.result, JSON.stringify(result));
}

export function readBannerDismissed(): boolean {
  return parse(readRaw(STORAGE_KEYS.banner)) === true;
}

export function writeBannerDismissed(): void {
  writeRaw(STORAGE_KEYS.banner, 'true');
}

/** Called on every write here, and on writes from other tabs. */
export function subscribeQuizStorage(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || Object.values<string>(STORAGE_KEYS).includes(event.key)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
