import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { MapPanel } from '../map/map-panel';
import { markersFromItems } from '../map/markers';
import { itineraryAccess } from '../model/access';
import type { ItineraryDoc, PlanItem } from '../model/types';
import { periodLabel } from '../trips/format';
import { shareTrip } from './share-trip';
import { LockedPlan, TripPlan } from './trip-plan';
import { TripSkeleton } from './trip-skeleton';
import type { TripLoad, TripViewer } from './use-trip';
import './trip-view.css';

const CoverEditor = lazy(() => import('../cover/cover-editor'));
// PDF and calendar export: loaded with the trip, not before its first paint.
const ExportMenu = lazy(() => import('../export/export-menu').then((m) => ({ default: m.ExportMenu })));

/** The creator as the trip shows them. */
export interface TripCreator {
  id: string;
  username: string;
  displayName: string;
  photoURL: string | null;
}

export interface TripViewProps {
  id: string;
  load: TripLoad;
  viewer: TripViewer;
  creator: TripCreator | null;
  /** Follow button for the creator (composed by the route from the profiles feature). */
  creatorActions?: ReactNode;
  /** Replaces the export menu (PDF, calendar); tests pass a stand-in. */
  renderExport?: (itinerary: ItineraryDoc, items: PlanItem[]) => ReactNode;
  /** Clones the trip for the viewer; resolves with the copy's id. */
  onClone: () => Promise<string>;
  onRetry: () => void;
}

const TOAST_MS = 4000;

/**
 * /trip/{id}: the trip read-only for anyone allowed, with its creator, the
 * plan day by day, the map, and what one can do with it (edit, clone, share,
 * export). Paints a skeleton of the same layout while loading.
 */
export function TripView({ id, load, viewer, creator, creatorActions, renderExport, onClone, onRetry }: TripViewProps) {
  useEffect(() => {
    const title =
      load.status === 'ready'
        ? load.itinerary.title
        : load.status === 'private'
          ? 'This trip is private'
          : load.status === 'not-found'
            ? 'Trip not found'
            : 'Trip';
    document.title = `${title} · Wayfare`;
  }, [load]);

  if (load.status === 'loading') return <TripSkeleton />;
  if (load.status === 'not-found') {
    return (
      <TripMessage title="Trip not found">
        This trip does not exist. It may have been deleted, or the link may be mistyped.
      </TripMessage>
    );
  }
  if (load.status === 'private') {
    return (
      <TripMessage title="This trip is private">
        <p>
          {viewer.uid
            ? 'Only the people planning it can open it. Ask its creator to invite you or to make it public.'
            : 'Only the people planning it can open it. If you were invited, sign in to see it.'}
        </p>
        <p>If the link is old, the trip may have been deleted.</p>
        {viewer.uid ? null : (
          <p>
            <Link className="button" to={`/auth?next=${encodeURIComponent(`/trip/${id}`)}`}>
              Sign in
            </Link>
          </p>
        )}
      </TripMessage>
    );
  }
  if (load.status === 'error') {
    return (
      <TripMessage title="The trip could not be loaded">
        {load.message}
        <p>
          <button type="button" className="button" onClick={onRetry}>
            Try again
          </button>
        </p>
      </TripMessage>
    );
  }
  return (
    <LoadedTrip
      id={id}
      itinerary={load.itinerary}
      items={load.items}
      viewer={viewer}
      creator={creator}
      creatorActions={creatorActions}
      renderExport={renderExport}
      onClone={onClone}
    />
  );
}

function TripMessage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="screen trip-message" aria-labelledby="trip-title">
      <h1 id="trip-title">{title}</h1>
      <div className="trip-message__body">{children}</div>
      <p>
        <Link to="/explore">Explore public trips</Link> or <Link to="/plan">plan your own</Link>.
      </p>
    </section>
  );
}

function CreatorCard({ creator, actions }: { creator: TripCreator | null; actions?: ReactNode }) {
  if (!creator) {
    return (
      <div className="trip-creator" aria-hidden="true">
        <div className="trip-skeleton trip-skeleton--circle" />
        <div className="trip-skeleton trip-skeleton--line" />
      </div>
    );
  }
  return (
    <div className="trip-creator">
      {creator.photoURL ? (
        <img className="trip-creator__photo" src={creator.photoURL} alt="" width={40} height={40} />
      ) : (
        <span className="trip-creator__photo trip-creator__photo--initial" aria-hidden="true">
          {creator.displayName.slice(0, 1).toUpperCase()}
        </span>
      )}
      <p className="trip-creator__name">
        by <Link to={`/${creator.username}`}>{creator.displayName}</Link>
      </p>
      {actions}
    </div>
  );
}

function LoadedTrip({
  id,
  itinerary,
  items,
  viewer,
  creator,
  creatorActions,
  renderExport,
  onClone,
}: {
  id: string;
  itinerary: ItineraryDoc;
  items: PlanItem[] | null;
  viewer: TripViewer;
  creator: TripCreator | null;
  creatorActions?: ReactNode;
  renderExport?: (itinerary: ItineraryDoc, items: PlanItem[]) => ReactNode;
  onClone: () => Promise<string>;
}) {
  const navigate = useNavigate();
  const access = itineraryAccess(itinerary, viewer.uid);
  const [highlightedId, setHighlightedId] = useState<string | null>(null);
  const [cloning, setCloning] = useState(false);
  const [cloneError, setCloneError] = useState<string | null>(null);
  const [toast, setToast] = useState('');
  const [editingCover, setEditingCover] = useState(false);
  const toastTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(toastTimer.current), []);

  const plan = items && access.canReadPlan !== false ? items : null;
  const markers = plan ? markersFromItems(plan) : [];
  const canClone = itinerary.isPaidItinerary ? access.canReadPlan : true;

  const clone = async () => {
    if (viewer.status === 'loading' || cloning) return;
    if (!viewer.uid) {
      void navigate(`/auth?next=${encodeURIComponent(`/trip/${id}`)}`);
      return;
    }
    setCloning(true);
    setCloneError(null);
    try {
      const newId = await onClone();
      void navigate(`/organize/${newId}`);
    } catch (error) {
      setCloneError(
        error instanceof Error && error.message
          ? `The trip could not be cloned. ${error.message}`
          : 'The trip could not be cloned. Check your connection and try again.',
      );
      setCloning(false);
    }
  };

  const share = async () => {
    const outcome = await shareTrip(id, itinerary.title);
    if (outcome === 'copied') {
      setToast('Link copied');
      clearTimeout(toastTimer.current);
      toastTimer.current = setTimeout(() => setToast(''), TOAST_MS);
    }
  };

  const selectFromMap = (itemId: string) => {
    setHighlightedId(itemId);
    document.getElementById(`trip-item-${itemId}`)?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  };

  return (
    <article className="screen trip" aria-labelledby="trip-title">
      <div className="trip-cover">
        {itinerary.itineraryImageSrc ? (
          <img className="trip-cover__image" src={itinerary.itineraryImageSrc} alt="" fetchPriority="high" />
        ) : (
          <div className="trip-cover__image trip-cover__image--empty" aria-hidden="true" />
        )}
      </div>
      <header className="trip-header">
        <div className="trip-header__text">
          <p className="trip-header__eyebrow">
            {itinerary.public ? 'Public trip' : 'Private trip'}
            {itinerary.clonedFrom ? ' · cloned' : ''}
            {itinerary.isPaidItinerary ? ' · paid itinerary' : ''}
          </p>
          <h1 id="trip-title">{itinerary.title}</h1>
          <CreatorCard creator={creator} actions={creatorActions} />
          <dl className="trip-facts">
            <div>
              <dt>When</dt>
              <dd>{periodLabel(itinerary.period, itinerary.days)}</dd>
            </div>
            <div>
              <dt>Where</dt>
              <dd>{itinerary.destinations.join(', ') || 'Not set yet'}</dd>
            </div>
          </dl>
          {itinerary.description ? <p className="trip-header__description">{itinerary.description}</p> : null}
        </div>
        <div className="trip-actions">
          {access.isUserCanEdit ? (
            <Link className="button" to={`/organize/${id}`}>
              Edit
            </Link>
          ) : null}
          {access.isCreator ? null : canClone ? (
            <button
              type="button"
              className={access.isUserCanEdit ? 'button button--quiet' : 'button'}
              onClick={() => void clone()}
              aria-disabled={viewer.status === 'loading' || cloning || undefined}
              aria-describedby={cloneError ? 'clone-error' : viewer.uid ? undefined : 'clone-hint'}
            >
              {cloning ? 'Cloning…' : 'Clone'}
            </button>
          ) : null}
          <button type="button" className="button button--quiet" onClick={() => void share()}>
            Share
          </button>
          {plan ? (
            renderExport ? (
              renderExport(itinerary, plan)
            ) : (
              <Suspense fallback={null}>
                <ExportMenu itinerary={itinerary} items={plan} />
              </Suspense>
            )
          ) : null}
          {access.isCreator ? (
            <button
              type="button"
              className="button button--quiet"
              aria-expanded={editingCover}
              aria-controls="trip-cover-editor"
              onClick={() => setEditingCover((open) => !open)}
            >
              Change cover
            </button>
          ) : null}
          {!viewer.uid && viewer.status === 'ready' && canClone ? (
            <p id="clone-hint" className="trip-actions__hint">
              Sign in to clone this trip and make it your own.
            </p>
          ) : null}
          {cloneError ? (
            <p id="clone-error" className="trip-actions__error" role="alert">
              {cloneError}
            </p>
          ) : null}
          <div className="trip-toast" role="status" aria-live="polite">
            {toast ? <p className="trip-toast__message">{toast}</p> : null}
          </div>
        </div>
      </header>
      {access.isCreator && editingCover ? (
        <div id="trip-cover-editor" className="trip-cover-editor">
          <Suspense fallback={<p>Loading…</p>}>
            <CoverEditor itineraryId={id} current={itinerary.itineraryImageSrc} />
          </Suspense>
        </div>
      ) : null}
      <div className="trip-body">
        <div className="trip-body__plan">
          {plan ? (
            plan.length === 0 && itinerary.days === 0 ? (
              <p className="trip-day__empty">Nothing planned yet.</p>
            ) : (
              <TripPlan itinerary={itinerary} items={plan} highlightedId={highlightedId} onHighlight={setHighlightedId} />
            )
          ) : (
            <LockedPlan itinerary={itinerary} />
          )}
        </div>
        {plan && markers.length > 0 ? (
          <div className="trip-body__map">
            <MapPanel
              className="trip-map"
              markers={markers}
              highlightedId={highlightedId}
              onHighlight={setHighlightedId}
              onSelect={selectFromMap}
              label={`Map of ${itinerary.title}`}
            />
          </div>
        ) : null}
      </div>
    </article>
  );
}
