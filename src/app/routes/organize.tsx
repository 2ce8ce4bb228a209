import { Link, useLocation, useParams } from 'react-router-dom';
import { Screen } from '@/components/screen';
import { useItineraryLive } from '@/features/itineraries/api/use-itinerary-live';
import { ItineraryChat } from '@/features/assistant/chat/itinerary-chat';
import { CollaboratorsPanel } from '@/features/itineraries/collaborators/collaborators-panel';
import { loadEditorApi } from '@/features/itineraries/editor/hooks/editor-api';
import { ItineraryEditor } from '@/features/itineraries/editor/components/itinerary-editor';
import { MyDrafts } from '@/features/itineraries/editor/components/my-drafts';
import { useUserPreferences } from '@/stores/use-user-store';
import { useSessionStatus, useSignedInUser } from '../session';

function SignInFirst({ next, children }: { next: string; children: string }) {
  return (
    <div className="card">
      <p>{children}</p>
      <Link className="button" to={`/auth?next=${encodeURIComponent(next)}`}>
        Sign in
      </Link>
    </div>
  );
}

function Loading({ children }: { children: string }) {
  return (
    <p className="card" role="status">
      {children}
    </p>
  );
}

/** /organize: the signed-in user's trips to keep planning. */
function OrganizeList() {
  const status = useSessionStatus();
  const user = useSignedInUser();
  const { pathname } = useLocation();
  return (
    <Screen title="Your trips to organize" lead="Pick a trip to keep planning it, or start a new one.">
      {status === 'loading' ? (
        <Loading>Loading your account…</Loading>
      ) : user ? (
        <MyDrafts uid={user.uid} />
      ) : (
        <SignInFirst next={pathname}>Sign in to see and organize your trips.</SignInFirst>
      )}
    </Screen>
  );
}

/** /organize/{id}: the editor of one itinerary, live. */
function OrganizeTrip({ id, uid }: { id: string; uid: string }) {
  const live = useItineraryLive(id, uid);
  const preferences = useUserPreferences();
  if (live.status === 'loading') {
    return (
      <Screen title="Organize your trip">
        <Loading>Opening the plan…</Loading>
      </Screen>
    );
  }
  if (live.status === 'missing') {
    return (
      <Screen title="Trip not found" lead="This trip does not exist, or it was deleted.">
        <p>
          <Link to="/organize">Your trips</Link>
        </p>
      </Screen>
    );
  }
  if (live.status === 'denied') {
    return (
      <Screen title="This trip is private" lead="Only its creator and the people they invite can open it.">
        <p>
          <Link to="/organize">Your trips</Link>
        </p>
      </Screen>
    );
  }
  if (live.status === 'error' || !live.itinerary) {
    return (
      <Screen title="Organize your trip">
        <p className="card" role="alert">
          {live.error?.message ?? 'The trip could not be opened.'} Check your connection and reload the page.
        </p>
      </Screen>
    );
  }
  if (live.items === null) {
    return (
      <Screen title={live.itinerary.title} lead="The day-by-day plan of this trip is available to its editors and buyers only.">
        <p>
          <Link to={`/trip/${id}`}>See the trip&rsquo;s preview</Link>
        </p>
      </Screen>
    );
  }
  return (
    <section className="screen screen--wide" aria-labelledby="screen-title">
      <ItineraryEditor
        itinerary={live.itinerary}
        items={live.items}
        access={live.access}
        fromCache={live.fromCache}
        hasPendingWrites={live.hasPendingWrites}
        loadApi={loadEditorApi}
        currency={preferences.currency}
        assistant={(api) => (live.access.isUserCanEdit ? <ItineraryChat api={api} uid={uid} /> : null)}
        aside={
          live.access.isUserCanEdit || live.access.isPending ? (
            <details className="itinerary-editor__people" open={live.access.isPending}>
              <summary>Who is planning this trip</summary>
              <CollaboratorsPanel itinerary={live.itinerary} access={live.access} uid={uid} />
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
        <Loading>Loading your account…</Loading>
      </Screen>
    );
  }
  if (!user) {
    return (
      <Screen title="Organize your trip" lead="Days, places and ideas, side by side with the map.">
        <SignInFirst next={pathname}>Sign in to organize this trip.</SignInFirst>
        <p>
          <Link to={`/trip/${id}`}>View the trip</Link>
        </p>
      </Screen>
    );
  }
  return <OrganizeTrip key={id} id={id} uid={user.uid} />;
}
