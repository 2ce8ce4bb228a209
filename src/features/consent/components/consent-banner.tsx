import { type FormEvent, type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { ACCEPT_ALL, CONSENT_BOOT_BANNER_ID, type ConsentChoices, PURPOSES, REJECT_ALL } from '../lib/consent-record';
import { PURPOSE_INFO } from '../lib/purposes';
import {
  type ConsentPanel,
  useConsentActions,
  useConsentChoices,
  useConsentPanel,
  useWithdrawnThisPage,
} from '../hooks/use-consent';

/** The footer's "Cookie settings" button: focus returns to it when settings it opened close. */
export const CONSENT_SETTINGS_BUTTON_ID = 'consent-settings-button';

/** Three choices, one click each, side by side in the same style: none is easier than another. */
function Choices({ onAccept, onReject, third }: { onAccept: () => void; onReject: () => void; third: ReactNode }) {
  return (
    <div className="consent__actions">
      <button type="button" className="button consent__button" onClick={onAccept}>
        Accept all
      </button>
      <button type="button" className="button consent__button" onClick={onReject}>
        Reject all
      </button>
      {third}
    </div>
  );
}

function Settings({ initial, onSave }: { initial: ConsentChoices; onSave: (choices: ConsentChoices) => void }) {
  // Each purpose starts as chosen before, and off when nothing was chosen: no pre-ticked boxes.
  const [draft, setDraft] = useState<ConsentChoices>(initial);
  const id = useId();
  const save = (event: FormEvent) => {
    event.preventDefault();
    onSave(draft);
  };
  return (
    <form className="consent__form" onSubmit={save}>
      <p className="consent__text">
        Choose what Wayfare may load. What the app needs to work (your sign-in, offline copies of what you
        opened, this choice) is always on and goes to no third party.
      </p>
      <fieldset className="consent__purposes">
        <legend className="visually-hidden">Optional purposes</legend>
        {PURPOSES.map((purpose) => {
          const info = PURPOSE_INFO[purpose];
          return (
            <div key={purpose} className="consent__purpose">
              <input
                id={`${id}-${purpose}`}
                type="checkbox"
                checked={draft[purpose]}
                aria-describedby={`${id}-${purpose}-summary`}
                onChange={(event) => setDraft({ ...draft, [purpose]: event.target.checked })}
              />
              <label htmlFor={`${id}-${purpose}`}>
                {info.label} <span className="consent__provider">({info.provider})</span>
              </label>
              <p id={`${id}-${purpose}-summary`}>{info.summary}</p>
            </div>
          );
        })}
      </fieldset>
      <Choices
        onAccept={() => onSave(ACCEPT_ALL)}
        onReject={() => onSave(REJECT_ALL)}
        third={
          <button type="submit" className="button consent__button">
            Save choices
          </button>
        }
      />
    </form>
  );
}

const TITLES: Record<Exclude<ConsentPanel, 'closed'>, string> = {
  banner: 'Cookies and tracking',
  settings: 'Cookie settings',
  withdrawn: 'Choice saved',
};

/**
 * Keeps the page's end (and focused elements) clear of the fixed panel while it shows. The two
 * properties are set themselves: an inherited custom property on the root would restyle every
 * element of the page each time, a long task on a phone.
 */
function useReservedSpace(element: HTMLElement | null): void {
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const { documentElement: root, body } = document;
    const observer = new ResizeObserver(() => {
      const height = `${element.offsetHeight}px`;
      root.style.scrollPaddingBottom = height;
      body.style.paddingBottom = height;
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('scroll-padding-bottom');
      body.style.removeProperty('padding-bottom');
    };
  }, [element]);
}

/**
 * The banner index.html paints before the app has loaded steps aside for this
 * one in the same frame (both are fixed at the bottom and look the same). Focus
 * on one of its controls moves to the same control here, and a Settings
 * pressed there opens the settings now.
 */
function useTakeOverPageBanner(settingsOpened: () => void): void {
  useLayoutEffect(() => {
    const pageBanner = document.getElementById(CONSENT_BOOT_BANNER_ID);
    if (!pageBanner) return;
    const focused = document.activeElement;
    const focusedInside = focused instanceof HTMLElement && pageBanner.contains(focused) ? focused : null;
    const settingsPressed = pageBanner.dataset.pending === 'settings';
    pageBanner.remove();
    if (settingsPressed) {
      settingsOpened();
      return;
    }
    if (!focusedInside) return;
    const panel = document.querySelector('.consent');
    const same = [...(panel?.querySelectorAll<HTMLElement>('h2, a, button') ?? [])].find(
      (element) => element.tagName === focusedInside.tagName && element.textContent === focusedInside.textContent,
    );
    same?.focus();
    // Once, on the first render: the page's banner is gone after it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/**
 * The consent panel, fixed at the bottom of every page: on a first visit the
 * banner (Accept all, Reject all, Settings), reopened from the footer the
 * settings (one switch per purpose), and after a withdrawal a note that a
 * reload removes scripts already loaded. Nothing is loaded before a choice.
 * Escape never accepts: it leaves the settings (back to the banner when
 * nothing was ever chosen) and does nothing on the banner itself.
 */
export function ConsentBanner() {
  const panel = useConsentPanel();
  const choices = useConsentChoices();
  const withdrawn = useWithdrawnThisPage();
  const { consentChosen, settingsOpened, settingsClosed } = useConsentActions();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [region, setRegion] = useState<HTMLElement | null>(null);
  const previous = useRef<ConsentPanel>(panel);
  const openedFromFooter = useRef(false);
  useReservedSpace(region);
  useTakeOverPageBanner(settingsOpened);

  useEffect(() => {
    const before = previous.current;
    previous.current = panel;
    if (before === panel) return;
    if (panel === 'closed') {
      // The button that closed the panel is gone: put focus back where the person was.
      const fromFooter = openedFromFooter.current;
      openedFromFooter.current = false;
      if (document.activeElement && document.activeElement !== document.body) return;
      const target = fromFooter ? document.getElementById(CONSENT_SETTINGS_BUTTON_ID) : document.getElementById('main');
      target?.focus({ preventScroll: !fromFooter });
      return;
    }
    if (before === 'closed' && panel === 'settings') openedFromFooter.current = true;
    // The panel changed under the person's focus (or was opened for them): its heading says what it is now.
    if (before !== 'closed' || panel === 'settings') heading.current?.focus();
  }, [panel]);

  useEffect(() => {
    if (!region || panel === 'banner') return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      settingsClosed();
    };
    region.addEventListener('keydown', onKeyDown);
    return () => region.removeEventListener('keydown', onKeyDown);
  }, [region, panel, settingsClosed]);

  if (panel === 'closed') return null;

  const names = withdrawn.map((purpose) => PURPOSE_INFO[purpose].label).join(', ');
  return (
    <section ref={setRegion} className="consent" aria-labelledby={headingId}>
      <div className="consent__inner">
        <h2 id={headingId} ref={heading} className="consent__title" tabIndex={-1}>
          {TITLES[panel]}
        </h2>
        {panel === 'banner' ? (
          <>
            <p className="consent__text">
              With your permission, Wayfare loads analytics (Amplitude), payment analytics (ProfitWell) and an
              ads tag (Google). Nothing loads until you choose, and you can change your mind under “Cookie
              settings” at the foot of every page. <Link to="/privacy#tracking-choices">What each one does</Link>
            </p>
            <Choices
              onAccept={() => consentChosen(ACCEPT_ALL)}
              onReject={() => consentChosen(REJECT_ALL)}
              third={
                <button type="button" className="button consent__button" onClick={settingsOpened}>
                  Settings
                </button>
              }
            />
          </>
        ) : null}
        {panel === 'settings' ? <Settings initial={choices ?? REJECT_ALL} onSave={consentChosen} /> : null}
        {panel === 'withdrawn' ? (
          <>
            <p className="consent__text" role="status">
              Nothing more is sent for: {names}. Scripts already loaded in this page stay until you reload it.
            </p>
            <div className="consent__actions">
              <button type="button" className="button consent__button" onClick={() => window.location.reload()}>
                Reload page
              </button>
              <button type="button" className="button button--quiet consent__button" onClick={settingsClosed}>
                Close
              </button>
            </div>
          </>
        ) : null}
        {panel === 'settings' && choices ? (
          <button type="button" className="consent__close" aria-label="Close cookie settings" onClick={settingsClosed}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        ) : null}
      </div>
    </section>
  );
}

/** The footer entry that reopens the settings at any time. */
export function ConsentSettingsButton() {
  const { settingsOpened } = useConsentActions();
  return (
    <button id={CONSENT_SETTINGS_BUTTON_ID} type="button" className="consent-link" onClick={settingsOpened}>
      Cookie settings
    </button>
  );
}
