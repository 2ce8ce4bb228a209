import type { LoaderFunctionArgs } from 'react-router-dom';
import { useParams } from 'react-router-dom';
import { profileByUsernameQueryOptions } from '@/features/profiles/api/get-public-profile';
import { PublicProfile } from '@/features/profiles/components/public-profile';
import { prefetchPublicProfile } from '@/features/profiles/api/prefetch-public-profile';
import { notFound } from '../error-status';
import { queryClient } from '../query-client';
import { useSessionStatus, useSignedInUser } from '../session';

/**
 * The profile is read before the screen renders; meanwhile the route's
 * skeleton (PublicProfileSkeleton, painted with the layout) shows the username
 * from the URL. A username with no profile is the route's 404 page, saying no
 * traveller has that name; a failed network is its network error page.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  // The route checked the username (lib/route-params) before this runs.
  const username = params.username ?? '';
  // The request goes out now; the code that reads its answer follows the first paint.
  prefetchPublicProfile(username);
  const profile = await queryClient.ensureQueryData(profileByUsernameQueryOptions(username));
  if (profile === null) throw notFound({ kind: 'traveller', username });
  return null;
}

/** /{username} and /{username}/{id}: one screen, and the first thing a shared link shows. */
export default function PublicProfileScreen() {
  const { username = '', id } = useParams();
  const status = useSessionStatus();
  const me = useSignedInUser();
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
