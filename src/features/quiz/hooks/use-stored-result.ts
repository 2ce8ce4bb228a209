import { useSyncExternalStore } from 'react';
import { readBannerDismissed, readResult, subscribeQuizStorage, type StoredResult } from '../lib/quiz-storage';

/** The quiz result kept on this device, live (also across tabs). */
export function useStoredResult(): StoredResult | null {
  return useSyncExternalStore(subscribeQuizStorage, readResult, () => null);
}

/** Whether the first-visit invitation was dismissed on this device. */
export function useBannerDismissed(): boolean {
  return useSyncExternalStore(subscribeQuizStorage, readBannerDismissed, () => false);
}
