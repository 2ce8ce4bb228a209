import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { Dialog } from '@/components/dialog';
import { useConnections } from '../api/get-connections';
import type { ConnectionKind, PublicProfile } from '../types';
import { ProfileAvatar } from './profile-avatar';
import { ErrorMessage, retry } from '@/components/error-message';

interface ConnectionsDialogProps {
  owner: PublicProfile;
  kind: ConnectionKind;
  onClose: () => void;
}

function dialogTitle(owner: PublicProfile, kind: ConnectionKind): string {
  return kind === 'followers' ? `Followers of ${owner.displayName}` : `${owner.displayName} follows`;
}

/**
 * The followers or following of a profile, in a modal dialog: focus moves in
 * on open, stays inside, and goes back to the button that opened it; Escape
 * closes. Profiles load 30 at a time ("Show more").
 */
export function ConnectionsDialog({ owner, kind, onClose }: ConnectionsDialogProps) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const focusFromIndex = useRef<number | null>(null);
  const titleId = useId();
  const ids = kind === 'followers' ? owner.followers : owner.following;
  const query = useConnections(owner.id, kind, ids);
  const profiles = query.data?.pages.flatMap((page) => page.profiles) ?? [];

  // After "Show more", focus goes to the first of the newly shown people.
  useEffect(() => {
    const from = focusFromIndex.current;
    if (from === null || query.isFetchingNextPage) return;
    focusFromIndex.current = null;
    const links = listRef.current?.querySelectorAll<HTMLAnchorElement>('a');
    links?.[Math.min(from, links.length - 1)]?.focus();
  }, [profiles.length, query.isFetchingNextPage]);

  const showMore = () => {
    if (query.isFetchingNextPage) return;
    focusFromIndex.current = profiles.length;
    void query.fetchNextPage();
  };

  const emptyText = kind === 'followers' ? 'No followers yet.' : 'Not following anyone yet.';

  return (
    <Dialog labelledBy={titleId} onClose={onClose} initialFocus={closeRef} className="connections">
      <div className="connections__header">
        <h2 id={titleId}>{dialogTitle(owner, kind)}</h2>
        <button ref={closeRef} type="button" className="button button--quiet button--small" onClick={onClose}>
          Close
        </button>
      </div>
      {query.isPending ? (
        <p className="connections__note" role="status">
          Loading…
        </p>
      ) : query.isError && profiles.length === 0 ? (
        <ErrorMessage block action={retry(query)}>
          This list could not be loaded. {query.error.message}
        </ErrorMessage>
      ) : profiles.length === 0 ? (
        <p className="connections__note">{emptyText}</p>
      ) : (
        <ul ref={listRef} className="connections__list">
          {profiles.map((person) => (
            <li key={person.id}>
              <Link className="connections__person" to={`/${person.username}`}>
                <ProfileAvatar name={person.displayName} photoURL={person.photoURL} size={40} alt="" />
                <span className="connections__name">{person.displayName}</span>
                <span className="connections__username">@{person.username}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {query.hasNextPage ? (
        <div className="connections__more">
          {query.isFetchNextPageError ? (
            <ErrorMessage>More could not be loaded. {query.error?.message}</ErrorMessage>
          ) : null}
          <button
            type="button"
            className="button button--quiet"
            onClick={showMore}
            aria-disabled={query.isFetchingNextPage}
          >
            {query.isFetchingNextPage ? 'Loading more…' : 'Show more'}
          </button>
        </div>
      ) : null}
    </Dialog>
  );
}
