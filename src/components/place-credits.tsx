/**
 * The credits a place carries where it is shown: Google's text attribution
 * for Places data shown without a Google map (its font, grey, never
 * translated; styles.css `.google-maps-attribution`), and the link to a
 * curated place's page at its source (its MICHELIN Guide or OpenStreetMap entry).
 */

/** "Google Maps", as Google's attribution guidelines ask. */
export function GoogleMapsCredit() {
  return (
    <span className="google-maps-attribution" translate="no">
      Google Maps
    </span>
  );
}

/** How a source's own page is named in a link: "MICHELIN Guide", "OpenStreetMap". */
function sourceSiteName(source: string): string {
  return source.startsWith('OpenStreetMap') ? 'OpenStreetMap' : source;
}

/**
 * " MICHELIN Guide" (or " OpenStreetMap") after a place's description,
 * linking its page at its source; nothing when it has none.
 */
export function GuidePageLink({ name, url, source }: { name: string; url: string | null | undefined; source: string }) {
  if (!url) return null;
  const site = sourceSiteName(source);
  return (
    <>
      {' '}
      <a href={url} rel="noopener noreferrer" target="_blank" aria-label={`${name} ${site === 'MICHELIN Guide' ? 'in the MICHELIN Guide' : `on ${site}`} (opens in a new tab)`}>
        {site}
      </a>
    </>
  );
}
