/**
 * The credits a place carries where it is shown: Google's text attribution
 * for Places data shown without a Google map (its font, grey, never
 * translated; styles.css `.google-maps-attribution`), and the link to a
 * curated place's page at its source (the MICHELIN Guide's entry).
 */

/** "Google Maps", as Google's attribution guidelines ask. */
export function GoogleMapsCredit() {
  return (
    <span className="google-maps-attribution" translate="no">
      Google Maps
    </span>
  );
}

/** " MICHELIN Guide" after a place's description, linking its page there; nothing when it has none. */
export function GuidePageLink({ name, url }: { name: string; url: string | null | undefined }) {
  if (!url) return null;
  return (
    <>
      {' '}
      <a href={url} rel="noopener noreferrer" target="_blank" aria-label={`${name} in the MICHELIN Guide (opens in a new tab)`}>
        MICHELIN Guide
      </a>
    </>
  );
}
