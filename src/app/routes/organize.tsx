import { useMutation } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'react-router-dom';
import { Screen } from '@/components/screen';
import { itinerariesApi } from '@/features/itineraries/api/service';
import { useItineraryLive } from '@/features/itineraries/api/use-itinerary-live';
import type { DamagedItem } from '@/domain/itineraries/types';
import { ItineraryChat } from '@/features/assistant/chat/itinerary-chat';
import { CollaboratorsPanel } from '@/features/itineraries/collaborators/collaborators-panel';
import { loadEditorApi } from '@/features/itineraries/editor/hooks/editor-api';
import { useTripCurrency } from '@/features/itineraries/editor/hooks/use-trip-currency';
import { ItineraryEditor } from '@/features/itineraries/editor/components/itinerary-editor';
import { MyDrafts } from '@/features/itineraries/editor/components/my-drafts';
import { useSessionStatus, useSignedInUser } from '../session';
import { ErrorMessage } from '@/components/error-message';
import { AccountLoading, SignInPrompt } from '@/features/accounts/components/account-details';

/** /organize: the signed-in user's trips to keep planning. */
function OrganizeList() {
  const status = useSessionStatus();
  const user = useSignedInUser();
  const { pathname } = useLocation();
  return (
    <Screen title="Your trips to organize" lead="Pick a trip to keep planning it, or start a new one.">
      {status === 'loading' ? (
        <AccountLoading />
      ) : user ? (
        <MyDrafts uid={user.uid} />
      ) : (
        <SignInPrompt next={pathname}>Sign in to see and organize your trips.</SignInPrompt>
      )}
    </Screen>
  );
}

function damagedItemLabel(item: DamagedItem): string {
  const name = item.title ? `“${item.title}”` : 'An item without a readable title';
  return `${name} (${item.day === null ? 'Ideas' : `Day ${item.day}`})`;
}

/**
 * Items whose stored data fails validation: named, never left out silently.
 * Editors can remove one (and add it again); the rest of the plan works as usual.
 */
export function DamagedItemsNotice({ itineraryId, items, canEdit }: { itineraryId: string; items: DamagedItem[]; canEdit: boolean }) {
  const removal = useMutation({
    mutationFn: async (item: DamagedItem) => {
      const api = await itinerariesApi();
      await api.deleteItem(itineraryId, item.id);
    },
  });
  if (items.length === 0) return null;
  const failure =
    removal.error && removal.variables ? `${damagedItemLabel(removal.variables)} could not be removed. ${removal.error.message}`.trim() : null;
  return (
    <div className="card organize-damaged" role="note" aria-labelledby="organize-damaged-title">
      <p id="organize-damaged-title">
        <strong>Part of this trip&rsquo;s data is damaged</strong>
      </p>
      <p>
        {items.length === 1
          ? 'One item of the plan is damaged: it shows in its day as “Damaged item”, without its details.'
          : `${items.length} items of the plan are damaged: they show in their day as “Damaged item”, without their details.`}{' '}
        Everything else can be planned as usual.
        {canEdit ? ' You can remove a damaged item and add it again.' : ' The people planning the trip can remove them.'}
      </p>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            {damagedItemLabel(item)}{' '}
            {canEdit ? (
              <button type="button" className="button button--small button--quiet" onClick={() => removal.mutate(item)}>
                Remove {item.title ? `“${item.title}”` : 'this damaged item'}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      <ErrorMessage>{failure}</ErrorMessage>
    </div>
  );
}

/** A trip that cannot be opened here, with the way back to the list. */
function NotOpened({ title, lead }: { title: string; lead: string }) {
  return (
    <Screen title={title} lead={lead}>
      <p>
        <Link to="/organize">Your trips</Link>
      </p>
    </Screen>
  );
}

/** /organize/{id}: the editor of one itinerary, live. */
function OrganizeTrip({ id, uid }: { id: string; uid: string }) {
  const live = useItineraryLive(id, uid);
  const tripCurrency = useTripCurrency(live.data?.itinerary?.destinations ?? []);
  if (live.status === 'loading') {
    return (
      <Screen title="Organize your trip">
        <AccountLoading>Opening the plan…</AccountLoading>
      </Screen>
    );
  }
  if (live.status === 'error') {
    if (live.error.kind === 'not-found') return <NotOpened title="Trip not found" lead="This trip does not exist, or it was deleted." />;
    if (live.error.kind === 'permission-denied') {
      return <NotOpened title="This trip is private" lead="Only its creator and the people they invite can open it." />;
    }
    // Never a stored path or a developer's message: what happened, and what to do.
    const offline = live.error.kind === 'unavailable';
    return (
      <Screen title="Organize your trip">
        <ErrorMessage block>
          <p>
            {offline
              ? live.error.message
              : 'The trip could not be opened. Reload the page to try again; if it keeps happening, open it from My trips.'}
          </p>
          <p>
            <Link to="/trips">My trips</Link>
          </p>
        </ErrorMessage>
      </Screen>
    );
  }
  const { itinerary, items, damaged, damagedItems } = live.data;
  if (!itinerary) {
    // The subscription stays open: once the document is repaired, the editor opens by itself.
    const isCreator = damaged?.creatorId === uid;
    return (
      <Screen title="Part of this trip’s data is damaged">
        <ErrorMessage block>
          <p>
            {damaged?.title ? `“${damaged.title}”` : 'This trip'} cannot be opened for planning until its data
            is repaired. This page opens it by itself as soon as it is.
          </p>
          <p>
            {isCreator ? (
              <>
                You can still delete it from <Link to="/trips">My trips</Link>.
              </>
            ) : (
              <>
                Its creator can still delete it. Your other trips are in <Link to="/trips">My trips</Link>.
              </>
            )}
          </p>
        </ErrorMessage>
      </Screen>
    );
  }
  if (items === null) {
    return (
      <Screen title={itinerary.title} lead="The day-by-day plan of this trip is available to its editors and buyers only.">
        <p>
          <Link to={`/trip/${id}`}>See the trip&rsquo;s preview</Link>
        </p>
      </Screen>
    );
  }
  return (
    <section className="screen screen--wide" aria-labelledby="screen-title">
      <DamagedItemsNotice itineraryId={id} items={damagedItems ?? []} canEdit={live.access.isUserCanEdit} />
      <ItineraryEditor
        loadApi={loadEditorApi}
        currency={tripCurrency}
        assistant={(api) =>
          live.access.isUserCanEdit ? (
            <ItineraryChat api={api} uid={uid} />
          ) : null
        }
        aside={
          live.access.isUserCanEdit || live.access.isPending ? (
            <details className="itinerary-editor__people" open={live.access.isPending}>
              <summary>Who is planning this trip</summary>
              <CollaboratorsPanel itinerary={itinerary} access={live.access} uid={uid} />
            </details>
          ) : null
        }
      />
    </section>
  );
}

export default function OrganizeScreen() {
  const { id } = useParams();
  const status = useSessionStatus();
  const user = useSignedInUser();
  const { pathname } = useLocation();
  if (!id) return <OrganizeList />;
  if (status === 'loading') {
    return (
      <Screen title="Organize your trip">
        <AccountLoading />
      </Screen>
    );
  }
  if (!user) {
    return (
      <Screen title="Organize your trip" lead="Days, places and ideas, side by side with the map.">
        <SignInPrompt next={pathname}>Sign in to organize this trip.</SignInPrompt>
        <p>
          <Link to={`/trip/${id}`}>View the trip</Link>
        </p>
      </Screen>
    );
  }
  return <OrganizeTrip key={id} id={id} uid={user.uid} />;
}
