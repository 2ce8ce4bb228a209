import { updatePreferences } from '../api/preferences';
import type { PersonalityTypeId } from '@/domain/quiz/personalities';
import { readResult, writeResult } from './quiz-storage';

let inFlight: { key: string; promise: Promise<PersonalityTypeId | null> } | null = null;

/**
 * Saves the result on this device that is not saved to any account yet into
 * `uid`'s private preferences, then marks it as theirs. Resolves with the
 * saved type, or null when there was nothing to save. One save at a time per
 * result: the quiz screen and QuizResultSync may both ask at once.
 * Rejects with the service's error (the result stays pending, to retry).
 */
export function savePendingResult(uid: string): Promise<PersonalityTypeId | null> {
  const pending = readResult();
  if (!pending || pending.savedFor !== null) return Promise.resolve(null);
  const key = `${uid}|${pending.takenAt}|${pending.type}`;
  if (inFlight?.key === key) return inFlight.promise;
  const promise = (async () => {
    try {
      await updatePreferences(uid, { travelPersonality: pending.type });
      const current = readResult();
      // Only if it is still the same result (not retaken meanwhile).
      if (current && current.takenAt === pending.takenAt && current.type === pending.type && current.savedFor === null) {
        writeResult({ ...current, savedFor: uid });
      }
      return pending.type;
    } finally {
      if (inFlight?.key === key) inFlight = null;
    }
  })();
  inFlight = { key, promise };
  return promise;
}
