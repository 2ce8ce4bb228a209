/**
 * The profile screen's skeleton: the route paints it at once (the layout and
 * the username from the URL) while the profile loads. On a page the server
 * painted (a shared link, functions/src/link-preview), it keeps the name and
 * photo the server showed. Small on purpose: it sits in the app's first chunk.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { serverFirstPaint, type ServerFirstPaint } from '../lib/server-first-paint';
import { ProfileHeaderPhoto } from './profile-avatar';
import { ProfileCityAndBio } from './profile-details';
import '../profiles.css';

/** The whole screen while the profile loads: headed by the username, with the rows the profile will fill. */
export function PublicProfileSkeleton() {
  // The route paints this only for an address whose username passes its checks.
  const { username = '' } = useParams();
  // Read once: the server's page is the one this skeleton first painted on.
  const [known] = useState(() => serverFirstPaint(username));
  // The title names the username meanwhile; the screen sets the title and the Open Graph tags once its code is here.
  useEffect(() => {
    document.title = `@${username} · Wayfare`;
  }, [username]);
  return (
    <section className="screen profile" aria-labelledby="profile-title" aria-busy="true">
      <ProfileHeaderSkeleton username={username} known={known?.username === username ? known : null} />
      <TripsSkeleton />
    </section>
  );
}

export function ProfileHeaderSkeleton({
  username,
  known = null,
  error = null,
}: {
  username: string;
  /** The name and photo the server already painted, shown instead of placeholders. */
  known?: ServerFirstPaint | null;
  /** The screen's message when the profile could not be loaded (this skeleton, in the first chunk, draws none of its own). */
  error?: ReactNode;
}) {
  return (
    <header className="profile-header">
      {known ? (
        <ProfileHeaderPhoto name={known.displayName} photoURL={known.photoURL} />
      ) : (
        <div className="skeleton skeleton--circle profile-header__photo" aria-hidden="true" />
      )}
      <div className="profile-header__text">
        <h1 id="profile-title">{known ? known.displayName : `@${username}`}</h1>
        {known ? (
          <>
            <p className="profile-header__username">@{username}</p>
            <ProfileCityAndBio homeCity={known.homeCity} bio={known.bio} />
          </>
        ) : null}
        {error ? (
          error
        ) : (
          <>
            <p className="visually-hidden" role="status">
              Loading the profile…
            </p>
            {known ? (
              // Only the counts are still to come.
              <div aria-hidden="true" className="profile-stats">
                <div className="skeleton skeleton--pill" />
                <div className="skeleton skeleton--pill" />
              </div>
            ) : (
              // The same rows as the loaded header (username, city, bio, counts), so nothing moves when it arrives.
              <div aria-hidden="true" className="profile-header__placeholder">
                <div className="skeleton skeleton--line skeleton--short" />
                <div className="skeleton skeleton--line skeleton--short" />
                <div className="skeleton skeleton--line skeleton--wide" />
                <div className="skeleton skeleton--line skeleton--wide" />
                <div className="skeleton skeleton--line skeleton--narrow-only" />
                <div className="profile-header__placeholder-stats">
                  <div className="skeleton skeleton--pill" />
                  <div className="skeleton skeleton--pill" />
                </div>
              </div>
            )}
          </>
        )}
      </div>
      {error ? null : (
        <div className="profile-actions" aria-hidden="true">
          <div className="profile-actions__buttons">
            <div className="skeleton skeleton--button" />
            <div className="skeleton skeleton--button" />
          </div>
        </div>
      )}
    </header>
  );
}

export function TripsGridSkeleton() {
  return (
    <ul className="profile-trips__grid profile-trips__grid--skeleton" aria-hidden="true">
      {[0, 1, 2].map((index) => (
        <li key={index}>
          <div className="trip-card">
            <div className="trip-card__image skeleton" />
            <div className="trip-card__body">
              {/* Title, destinations, dates: the loaded card's rows. */}
              <div className="skeleton skeleton--line skeleton--wide" />
              <div className="skeleton skeleton--line skeleton--short" />
              <div className="skeleton skeleton--line skeleton--short" />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function TripsSkeleton() {
  return (
    <section className="profile-trips" aria-hidden="true">
      <div className="skeleton skeleton--line skeleton--heading" />
      <TripsGridSkeleton />
    </section>
  );
}
