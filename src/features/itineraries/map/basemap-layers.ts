/**
 * The basemap on a Leaflet map: which coastline is drawn at which zoom, and
 * when each file is read (see basemap.ts). Part of the map's lazy chunk.
 */
import L from 'leaflet';
import {
  BASEMAP_ATTRIBUTION,
  DETAILED_FROM_ZOOM,
  PLAIN_FROM_ZOOM,
  loadCoarseBasemap,
  loadDetailedLand,
  type Basemap,
} from './basemap';

/**
 * Draws the basemap under `map`'s other layers and keeps it right for the
 * zoom; `container.dataset.basemap` says what is drawn. Returns the function
 * that stops it.
 */
export function attachBasemap(map: L.Map, container: HTMLElement): () => void {
  map.createPane('basemap').style.zIndex = '150';
  const landStyle: L.PathOptions = { pane: 'basemap', stroke: false, fillColor: '#f3efe6', fillOpacity: 1, interactive: false };
  const borderStyle: L.PathOptions = { pane: 'basemap', color: '#a9a496', weight: 0.8, fill: false, interactive: false };
  let coarseLand: L.GeoJSON | null = null;
  let borders: L.GeoJSON | null = null;
  let detailedLand: L.GeoJSON | null = null;
  let coarseLoading = false;
  let detailedLoading = false;
  let disposed = false;

  const attribution = L.layerGroup();
  attribution.getAttribution = () => BASEMAP_ATTRIBUTION;
  attribution.addTo(map);

  /**
   * Far out the coarse coastline; closer in the detailed one once loaded;
   * at street level neither (Natural Earth's coast is kilometres off there,
   * and a stop drawn in the sea misleads more than a plain background).
   */
  const showLand = () => {
    const zoom = map.getZoom();
    const mode = zoom >= PLAIN_FROM_ZOOM ? 'plain' : detailedLand && zoom >= DETAILED_FROM_ZOOM ? 'detailed' : 'coarse';
    const wanted = mode === 'plain' ? [] : [mode === 'detailed' ? detailedLand : coarseLand, borders];
    for (const layer of [coarseLand, detailedLand, borders]) {
      if (!layer) continue;
      if (wanted.includes(layer)) {
        if (!map.hasLayer(layer)) layer.addTo(map);
      } else if (map.hasLayer(layer)) layer.remove();
    }
    borders?.bringToFront();
    container.dataset.basemap = mode === 'plain' ? 'plain' : coarseLand ? mode : 'loading';
  };

  const loadDetailed = () => {
    const zoom = map.getZoom();
    if (detailedLand || detailedLoading || zoom < DETAILED_FROM_ZOOM || zoom >= PLAIN_FROM_ZOOM) return;
    detailedLoading = true;
    loadDetailedLand()
      .then((basemap: Basemap) => {
        if (disposed) return;
        detailedLand = L.geoJSON(basemap.land, { style: () => landStyle });
        showLand();
      })
      .catch(() => {
        detailedLoading = false; // the coarse coastline stays; try again at the next zoom
      });
  };

  // The coastline is read (and its shapes made) only once the map is zoomed out far enough to
  // show it: a trip in one city opens at street level, where it is not drawn.
  const loadCoarse = () => {
    if (coarseLand || coarseLoading || map.getZoom() >= PLAIN_FROM_ZOOM) return;
    coarseLoading = true;
    loadCoarseBasemap()
      .then((basemap) => {
        if (disposed) return;
        coarseLand = L.geoJSON(basemap.land, { style: () => landStyle });
        if (basemap.borders) borders = L.geoJSON(basemap.borders, { style: () => borderStyle });
        showLand();
        loadDetailed();
      })
      .catch(() => {
        coarseLoading = false;
        container.dataset.basemap = 'failed';
      });
  };
  // Decided once the stops have set the first view (the effect that places them runs after this one).
  const firstView = setTimeout(() => {
    if (disposed) return;
    showLand();
    loadCoarse();
  }, 0);

  const onZoom = () => {
    showLand();
    loadCoarse();
    loadDetailed();
  };
  map.on('zoomend', onZoom);

  return () => {
    disposed = true;
    clearTimeout(firstView);
    map.off('zoomend', onZoom);
  };
}
