/**
 * Starts the shared profile's request as soon as its route's loader runs,
 * before the validators that read the answer have loaded (they wait for the
 * first paint). Small on purpose: it sits in the screen's own chunk.
 */
import { isValidUsername } from '@/lib/route-params';
import { prefetchPublicCollection, stageDatabase } from '../rest';
import { profileByUsernameQuery } from './public-queries';

export function prefetchPublicProfile(username: string): void {
  if (!isValidUsername(username)) return;
  try {
    prefetchPublicCollection(stageDatabase(), profileByUsernameQuery(username));
  } catch {
    // An early start is only a head start: the read itself asks again.
  }
}
