/**
 * The offline basemap: Natural Earth land and country borders from
 * `world-atlas` (public domain), turned from TopoJSON into GeoJSON.
 *
 * Sizes measured (gzip): countries-110m 38 KiB (land and borders in one file),
 * land-50m 170 KiB, countries-50m 230 KiB. The 110m file is part of the map's
 * chunk; from country zoom the 50m land (its own chunk) replaces it, loaded
 * only when the map is zoomed in that far; at city zoom neither is drawn.
 */
import type { FeatureCollection, Feature, Geometry, MultiLineString } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

export interface Basemap {
  land: FeatureCollection<Geometry> | Feature<Geometry>;
  borders: MultiLineString | null;
}

type WorldTopology = Topology<{ land: GeometryCollection; countries?: GeometryCollection }>;

export function basemapFromTopology(topology: WorldTopology): Basemap {
  const land = feature(topology, topology.objects.land);
  const countries = topology.objects.countries;
  const borders = countries ? mesh(topology, countries, (a, b) => a !== b) : null;
  return { land, borders };
}

/** Zoom from which the detailed (50m) coastline replaces the coarse one. */
export const DETAILED_FROM_ZOOM = 5;
/**
 * Zoom from which no coastline is drawn: at city level even the 50m coast is
 * kilometres off (Lisbon's centre would sit in the Tagus), so the map shows a
 * plain background with the stops, the routes and a scale.
 */
export const PLAIN_FROM_ZOOM = 10;

export async function loadCoarseBasemap(): Promise<Basemap> {
  const { default: topology } = await import('world-atlas/countries-110m.json');
  return basemapFromTopology(topology as unknown as WorldTopology);
}

export async function loadDetailedLand(): Promise<Basemap> {
  const { default: topology } = await import('world-atlas/land-50m.json');
  return basemapFromTopology(topology as unknown as WorldTopology);
}

export const BASEMAP_ATTRIBUTION =
  'Basemap: <a href="https://www.naturalearthdata.com/">Natural Earth</a> (public domain)';
