import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useProfileByUsername } from '@/features/profiles/api/get-public-profile';
import { PublicProfile } from '@/features/profiles/components/public-profile';
import { prefetchPublicProfile } from '@/services/firebase/collections/public-prefetch';
import { ErrorPage } from '../error-page';
import { defaultStatusMessage } from '../error-status';
import { useSessionStatus, useSignedInUser } from '../session';

/**
 * /{username} and /{username}/{id}: one screen, and the first thing a shared
 * link shows. No loader: the layout and a skeleton paint at once, with the
 * username from the URL, and the profile arrives through TanStack Query.
 * A username with no profile is the 404 page, saying no traveller has that name.
 */
export default function PublicProfileScreen() {
  // Both params were checked by the route (lib/route-params) before this renders.
  const { username = '', id } = useParams();
  const status = useSessionStatus();
  const me = useSignedInUser();
  // The request goes out as the screen first renders; the code that reads it follows the first paint.
  useState(() => prefetchPublicProfile(username));
  const profile = useProfileByUsername(username);

  if (profile.data === null) {
    return (
      <ErrorPage
        status={404}
        message={defaultStatusMessage(404)}
        actions={
          <Link className="button" to="/explore">
            Explore travellers&rsquo; trips
          </Link>
        }
      >
        <p>
          No traveller is called @{username}. Check the spelling, or find travellers and their trips on Explore.
        </p>
      </ErrorPage>
    );
  }

  return (
    <PublicProfile
      // Another profile is another screen: lists, dialogs and messages start afresh.
      key={username}
      username={username}
      itineraryId={id}
      viewer={{ status, uid: me?.uid ?? null }}
    />
  );
}
