/** A profile header's home city and bio, as the loaded profile and the server-painted skeleton both show them. */
export function ProfileCityAndBio({ homeCity, bio }: { homeCity: string | null; bio: string | null }) {
  return (
    <>
      {homeCity ? (
        <p className="profile-header__city">
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="currentColor">
            <path d="M12 2c-3.9 0-7 3.1-7 7 0 5.2 7 13 7 13s7-7.8 7-13c0-3.9-3.1-7-7-7zm0 9.5a2.5 2.5 0 1 1 0-5 2.5 2.5 0 0 1 0 5z" />
          </svg>
          <span className="visually-hidden">Home city: </span>
          {homeCity}
        </p>
      ) : null}
      {bio ? <p className="profile-header__bio">{bio}</p> : null}
    </>
  );
}
