import { useEffect, useRef } from 'react';
import type { UserPreferencesDoc } from '../api/preferences';
import { useUserPreferences } from '@/stores/use-user-store';
import { useStoredResult } from '../hooks/use-stored-result';
import { savePendingResult } from '../lib/save-result';

/**
 * Mounted by the layout while someone is signed in with a profile: a result
 * taken on this device and not saved to any account yet (taken signed out, or
 * its save failed) goes to their private preferences. Renders nothing.
 * Failures are left for the next time (the result stays pending).
 */
export function QuizResultSync({ uid, onSaved }: { uid: string; onSaved: (preferences: UserPreferencesDoc) => void }) {
  const stored = useStoredResult();
  const preferences = useUserPreferences();
  const pendingSince = stored !== null && stored.savedFor === null ? stored.takenAt : null;
  // The latest props, for when a save finishes: still this person, still mounted.
  const latest = useRef<{ uid: string | null; onSaved: typeof onSaved; preferences: typeof preferences }>({ uid, onSaved, preferences });
  useEffect(() => {
    latest.current = { uid, onSaved, preferences };
  });
  useEffect(
    () => () => {
      latest.current.uid = null;
    },
    [],
  );

  useEffect(() => {
    if (pendingSince === null) return;
    savePendingResult(uid).then(
      (type) => {
        const now = latest.current;
        if (type && now.uid === uid) now.onSaved({ ...now.preferences, travelPersonality: type });
      },
      () => undefined,
    );
  }, [uid, pendingSince]);

  return null;
}
