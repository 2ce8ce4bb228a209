/**
 * "Photos and details" under a Google place (the trip page, Discovery). The
 * details are asked for only when someone opens them, since each look is a
 * request to Google and a list of places would otherwise ask for all of them;
 * their code loads then too.
 */
import { lazy, Suspense, useId, useState } from 'react';
import './place-more.css';

const PlaceDetails = lazy(() => import('./place-details').then((module) => ({ default: module.PlaceDetails })));

export function PlaceMore({ providerId, name }: { providerId: string; name: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="place-more">
      <button
        type="button"
        className="button button--quiet button--small place-more__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        Photos and details <span className="visually-hidden">of {name}</span>
      </button>
      <div id={panelId}>
        {open ? (
          <Suspense fallback={<p className="place-more__loading">Looking up {name} on Google Maps…</p>}>
            <PlaceDetails providerId={providerId} name={name} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
