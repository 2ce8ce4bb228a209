import { create } from 'zustand';
import {
  type ConsentChoices,
  type ConsentRecord,
  type Purpose,
  CONSENT_BOOT_CHOSEN_EVENT,
  CONSENT_STORAGE_KEY,
  consentRecord,
  readPageConsent,
  storeConsent,
  withdrawnPurposes,
} from '../lib/consent-record';

/**
 * What the consent panel shows: nothing, the first-visit banner, the
 * settings, or the note after a withdrawal that a reload finishes the job.
 */
export type ConsentPanel = 'closed' | 'banner' | 'settings' | 'withdrawn';

interface ConsentData {
  record: ConsentRecord | null;
  panel: ConsentPanel;
  /** Purposes granted at some point in this page and declined since: their scripts may still be in the page. */
  withdrawnThisPage: Purpose[];
  /** Purposes granted at some point in this page. */
  grantedThisPage: Purpose[];
}

interface ConsentState extends ConsentData {
  actions: {
    /** The visitor chose (Accept all, Reject all, or saved settings): stored, and applied at once. */
    consentChosen: (choices: ConsentChoices) => void;
    /** The footer's "Cookie settings", or the banner's Settings button. */
    settingsOpened: () => void;
    /** Closing the settings without choosing: back to the banner if nothing was ever chosen. */
    settingsClosed: () => void;
    /** Another tab stored a choice (or cleared it), or the page's own banner did before this code loaded. */
    storedConsentChanged: () => void;
  };
}

function granted(choices: ConsentChoices | undefined): Purpose[] {
  return choices ? (Object.keys(choices) as Purpose[]).filter((purpose) => choices[purpose]) : [];
}

function initialConsent(): ConsentData {
  const record = readPageConsent();
  return {
    record,
    panel: record ? 'closed' : 'banner',
    withdrawnThisPage: [],
    grantedThisPage: granted(record?.choices),
  };
}

function union(a: Purpose[], b: Purpose[]): Purpose[] {
  return [...new Set([...a, ...b])];
}

/** The state that follows a new record: what was granted and withdrawn while this page was open. */
function recordApplied(state: ConsentData, record: ConsentRecord | null): Partial<ConsentData> {
  const loadedBefore = state.grantedThisPage;
  const withdrawn = record ? loadedBefore.filter((purpose) => !record.choices[purpose]) : loadedBefore;
  return {
    record,
    grantedThisPage: union(loadedBefore, granted(record?.choices)),
    withdrawnThisPage: union(
      state.withdrawnThisPage.filter((purpose) => !record?.choices[purpose]),
      withdrawn,
    ),
  };
}

const useConsentStore = create<ConsentState>()((set) => ({
  ...initialConsent(),
  actions: {
    consentChosen: (choices) =>
      set((state) => {
        const record = consentRecord(choices);
        storeConsent(record);
        const newlyWithdrawn = withdrawnPurposes(state.record?.choices ?? null, choices).filter((purpose) =>
          state.grantedThisPage.includes(purpose),
        );
        return { ...recordApplied(state, record), panel: newlyWithdrawn.length > 0 ? 'withdrawn' : 'closed' };
      }),
    settingsOpened: () => set({ panel: 'settings' }),
    settingsClosed: () => set((state) => ({ panel: state.record ? 'closed' : 'banner' })),
    storedConsentChanged: () =>
      set((state) => {
        const record = readPageConsent();
        return { ...recordApplied(state, record), panel: record ? 'closed' : 'banner' };
      }),
  },
}));

if (typeof window !== 'undefined') {
  // A choice made in another tab applies here too: withdrawing there stops sending here.
  window.addEventListener('storage', (event) => {
    if (event.key === CONSENT_STORAGE_KEY || event.key === null) useConsentStore.getState().actions.storedConsentChanged();
  });
  // A choice made on the page's own banner (index.html) while this code was loading.
  window.addEventListener(CONSENT_BOOT_CHOSEN_EVENT, () => useConsentStore.getState().actions.storedConsentChanged());
}

/** The choices in force, or null before the visitor has chosen. */
export const useConsentChoices = (): ConsentChoices | null => useConsentStore((state) => state.record?.choices ?? null);
export const useConsentPanel = (): ConsentPanel => useConsentStore((state) => state.panel);
/** Purposes declined after their scripts may have loaded in this page. */
export const useWithdrawnThisPage = (): Purpose[] => useConsentStore((state) => state.withdrawnThisPage);
export const useConsentActions = () => useConsentStore((state) => state.actions);
/** For tests: back to what this browser has stored, as on a fresh page. */
export function consentStoreReloaded(): void {
  useConsentStore.setState(initialConsent());
}
