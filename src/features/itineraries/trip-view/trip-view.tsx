import { useMutation } from '@tanstack/react-query';
import { withoutBookings } from '@/domain/itineraries/booking';
import { useDeferredValue, useEffect, useEffectEvent, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Toast, useToast } from '@/components/toast';
import { rememberPendingAction, takePendingAction } from '@/lib/pending-action';
import { lazyPart } from '@/components/lazy-part';
import { highlightActions, useHighlightOnScreen, useHighlightedId, useHighlightedLeg } from '../hooks/use-highlight';
import type { DamagedItem, DamagedItinerary, ItineraryAccess, ItineraryDoc, PlanItem } from '@/domain/itineraries/types';
import { shareTrip } from './share-trip';
import { TripMap, TripMapSkeleton } from './trip-map';
import { LockedPlan, TripPlan } from './trip-plan';
import { CreatorSkeleton, ExportStandIn, PlanSkeleton, TripHeading, TripSkeleton } from './trip-skeleton';
import type { TripLoad, TripViewer } from './use-trip';
import './trip-view.css';
import { ErrorMessage } from '@/components/error-message';

// PDF and calendar export: loaded with the trip, not before its first paint.
const ExportMenu = lazyPart(() => import('../export/export-menu').then((m) => m.ExportMenu), { what: 'Export', standIn: <ExportStandIn /> });

/** The creator as the trip shows them. */
export interface TripCreator {
  id: string;
  username: string;
  displayName: string;
  photoURL: string | null;
}

/** What the trip view gives a locked plan's preview, so that it is laid out and highlighted as the plan itself. */
export interface LockedPlanSlots {
  /**
   * The page's body: `preview` where the plan goes, and beside it the map of
   * `mapItems`, which must hold only what the viewer may see ('pending' keeps
   * the map's place while they load).
   */
  layout: (preview: ReactNode, mapItems: readonly PlanItem[] | 'pending') => ReactNode;
  /** The item highlighted on the map and in the preview's days. */
  highlightedId: string | null;
  onHighlight: (id: string | null) => void;
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
  /** A paid itinerary's preview for someone who has not bought it (composed by the route from the commerce feature). */
  renderLockedPlan?: (itinerary: ItineraryDoc, slots: LockedPlanSlots) => ReactNode;
  /** The creator's cover editor (composed by the route with the accounts feature's storage check); loaded on demand. */
  renderCoverEditor?: (itinerary: ItineraryDoc) => ReactNode;
  /** Clones the trip for the viewer; resolves with the copy's id. */
  onClone: () => Promise<string>;
  onRetry: () => void;
}

/** The plan's column, and the map's beside it (above it on a phone); the map follows the day in view in `planRef`. */
function TripBody({ plan, map, planRef }: { plan: ReactNode; map: ReactNode; planRef: RefObject<HTMLDivElement | null> }) {
  return (
    <div className="trip-body">
      <div className="trip-body__plan" ref={planRef}>
        {plan}
      </div>
      {map}
    </div>
  );
}

/**
 * /trip/{id}: the trip read-only for anyone allowed, with its creator, the
 * plan day by day, the map, and what one can do with it (edit, clone, share,
 * export). Paints a skeleton of the same layout while loading.
 */
export function TripView({ load, onRetry, ...shown }: TripViewProps) {
  const { id, viewer } = shown;
  useEffect(() => {
    const title =
      load.status === 'ready'
        ? load.itinerary.title
        : load.status === 'private'
          ? 'This trip is private'
          : load.status === 'not-found'
            ? 'Trip not found'
            : load.status === 'damaged'
              ? 'Damaged trip'
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
  if (load.status === 'damaged') {
    return <DamagedTrip damaged={load.damaged} live={load.live} viewer={viewer} onRetry={onRetry} />;
  }
  if (load.status === 'error') {
    return (
      <TripMessage title="The trip could not be loaded">
        {load.message}
        <TryAgain onRetry={onRetry} />
      </TripMessage>
    );
  }
  return (
    <LoadedTrip
      {...shown}
      itinerary={load.itinerary}
      items={load.items}
      damagedItems={load.damagedItems}
      itemsPending={load.itemsPending === true}
      access={load.access}
    />
  );
}

/**
 * A trip whose stored document fails validation: said plainly, with what can
 * still be done. Live (signed in), the page shows the trip by itself once the
 * document is repaired.
 */
function DamagedTrip({
  damaged,
  live,
  viewer,
  onRetry,
}: {
  damaged: DamagedItinerary;
  live: boolean;
  viewer: TripViewer;
  onRetry: () => void;
}) {
  const isCreator = viewer.uid !== null && viewer.uid === damaged.creatorId;
  return (
    <TripMessage title="Part of this trip’s data is damaged">
      <p>
        {damaged.title ? <>&ldquo;{damaged.title}&rdquo; </> : 'This trip '}
        cannot be shown until its data is repaired. Nothing else of yours is affected.
      </p>
      {isCreator ? (
        <p>
          You can still delete it from <Link to="/trips">My trips</Link>.
        </p>
      ) : viewer.uid ? (
        <p>
          Its creator can still delete it. Your other trips are in <Link to="/trips">My trips</Link>.
        </p>
      ) : null}
      {live ? (
        <p>This page shows the trip again as soon as it is repaired.</p>
      ) : (
        <TryAgain onRetry={onRetry} />
      )}
    </TripMessage>
  );
}

function TryAgain({ onRetry }: { onRetry: () => void }) {
  return (
    <p>
      <button type="button" className="button" onClick={onRetry}>
        Try again
      </button>
    </p>
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
  if (!creator) return <CreatorSkeleton />;
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
  damagedItems,
  itemsPending,
  access,
  viewer,
  creator,
  creatorActions,
  renderExport,
  renderLockedPlan,
  renderCoverEditor,
  onClone,
}: Omit<TripViewProps, 'load' | 'onRetry'> & {
  itinerary: ItineraryDoc;
  items: PlanItem[] | null;
  damagedItems: DamagedItem[] | undefined;
  itemsPending: boolean;
  access: ItineraryAccess;
}) {
  const navigate = useNavigate();
  // The same highlight as the editor's: one state for the plan and the map.
  useHighlightOnScreen();
  const highlightedId = useHighlightedId();
  const highlightedLeg = useHighlightedLeg();
  const setHighlightedId = highlightActions.highlighted;
  const setHighlightedLeg = highlightActions.legHighlighted;
  const planRef = useRef<HTMLDivElement>(null);
  // Once made, the copy opens: the button stays busy until the editor is there.
  const cloneTrip = useMutation({ mutationFn: onClone, onSuccess: (newId) => void navigate(`/organize/${newId}`) });
  const cloning = cloneTrip.isPending || cloneTrip.isSuccess;
  const cloneError = cloneTrip.error
    ? cloneTrip.error.message
      ? `The trip could not be cloned. ${cloneTrip.error.message}`
      : 'The trip could not be cloned. Check your connection and try again.'
    : null;
  const toast = useToast();
  const [editingCover, setEditingCover] = useState(false);

  // A buyer's or subscriber's plan arrives like an editor's (the rules decide); the flags cannot know of purchases.
  const readable = items && (access.canReadPlan !== false || itinerary.isPaidItinerary) ? items : null;
  // What was booked is for those who plan the trip: a reader of a public trip does not see its codes.
  const plan = useMemo(() => (readable && !access.isUserCanEdit ? withoutBookings(readable) : readable), [readable, access.isUserCanEdit]);
  // The heading paints first; the days follow in a background render that yields to the browser.
  const shownPlan = useDeferredValue(plan, undefined);
  const canClone = itinerary.isPaidItinerary ? plan !== null : true;

  const clone = () => {
    if (viewer.status === 'loading' || cloning) return;
    if (!viewer.uid) {
      // Sign in (or up), then back here, where the clone is made.
      rememberPendingAction({ kind: 'clone', itineraryId: id });
      void navigate(`/auth?next=${encodeURIComponent(`/trip/${id}`)}`);
      return;
    }
    cloneTrip.mutate();
  };

  // Back from signing in after Clone was clicked signed out: the clone is made now, once.
  const completePendingClone = useEffectEvent(() => {
    if (access.isCreator || !canClone) return;
    if (!takePendingAction((action) => action.kind === 'clone' && action.itineraryId === id)) return;
    // Started from a callback, as a click would: the effect itself sets no state.
    void Promise.resolve().then(clone);
  });
  const signedInUid = viewer.status === 'ready' ? viewer.uid : null;
  useEffect(() => {
    if (signedInUid) completePendingClone();
  }, [signedInUid, id, canClone]);

  const share = async () => {
    const outcome = await shareTrip(id, itinerary.title);
    if (outcome === 'copied') toast.show('Link copied');
  };

  const selectFromMap = (itemId: string) => {
    setHighlightedId(itemId);
    document.getElementById(`trip-item-${itemId}`)?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  };
  const mapOf = (mapItems: readonly PlanItem[]) => (
    <TripMap
      items={mapItems}
      title={itinerary.title}
      legModes={itinerary.legModes}
      days={itinerary.days}
      highlightedId={highlightedId}
      onHighlight={setHighlightedId}
      onSelect={selectFromMap}
      highlightedLeg={highlightedLeg}
      onHighlightLeg={setHighlightedLeg}
      planRef={planRef}
    />
  );

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
        <TripHeading itinerary={itinerary} creator={<CreatorCard creator={creator} actions={creatorActions} />} />
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
              onClick={clone}
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
              <ExportMenu itinerary={itinerary} items={plan} />
            )
          ) : itemsPending && access.canReadPlan !== false ? (
            // The plan is on its way and this visitor may read it: its export row will follow, so keep its place.
            <ExportStandIn />
          ) : null}
          {access.isCreator && renderCoverEditor ? (
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
          {!viewer.uid && canClone ? (
            // Its line is kept while the session is read (most who open a shared link are signed out), unseen until then.
            <p id="clone-hint" className={viewer.status === 'ready' ? 'trip-actions__hint' : 'trip-actions__hint trip-actions__hint--pending'}>
              Sign in to clone this trip and make it your own.
            </p>
          ) : null}
          {cloneError ? (
            <ErrorMessage id="clone-error">
              {cloneError}
            </ErrorMessage>
          ) : null}
          <Toast message={toast.message} />
        </div>
      </header>
      {access.isCreator && renderCoverEditor && editingCover ? (
        <div id="trip-cover-editor" className="trip-cover-editor">
          {renderCoverEditor(itinerary)}
        </div>
      ) : null}
      {!itemsPending && shownPlan === null && renderLockedPlan ? (
        // A paid trip's preview: laid out as the plan is, beside a map of only the places it shows.
        renderLockedPlan(itinerary, {
          layout: (preview, mapItems) => (
            <TripBody plan={preview} map={mapItems === 'pending' ? <TripMapSkeleton /> : mapOf(mapItems)} planRef={planRef} />
          ),
          highlightedId,
          onHighlight: setHighlightedId,
        })
      ) : (
        <TripBody
          plan={
            itemsPending || shownPlan === undefined ? (
              <PlanSkeleton />
            ) : shownPlan ? (
              shownPlan.length === 0 && itinerary.days === 0 && !damagedItems?.length ? (
                <p className="trip-day__empty">Nothing planned yet.</p>
              ) : (
                <TripPlan
                  itinerary={itinerary}
                  items={shownPlan}
                  damagedItems={damagedItems}
                  highlightedId={highlightedId}
                  onHighlight={setHighlightedId}
                  highlightedLeg={highlightedLeg}
                  onHighlightLeg={setHighlightedLeg}
                />
              )
            ) : (
              <LockedPlan itinerary={itinerary} />
            )
          }
          map={itemsPending ? <TripMapSkeleton /> : plan ? mapOf(plan) : null}
          planRef={planRef}
        />
      )}
    </article>
  );
}
