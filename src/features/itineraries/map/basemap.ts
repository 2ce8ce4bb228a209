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

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isCollection = (value: unknown) => isObject(value) && value.type === 'GeometryCollection' && Array.isArray(value.geometries);

/** Whether `value` is a TopoJSON topology with a land collection (and maybe countries): the shape drawn here. */
export function isWorldTopology(value: unknown): value is WorldTopology {
  if (!isObject(value) || value.type !== 'Topology' || !Array.isArray(value.arcs) || !isObject(value.objects)) return false;
  const { land, countries } = value.objects;
  return isCollection(land) && (countries === undefined || isCollection(countries));
}

/** The land (and borders) of a world topology; a file of another shape is refused with its name. */
export function basemapFromTopology(topology: unknown, name = 'the basemap'): Basemap {
  if (!isWorldTopology(topology)) throw new Error(`${name} is not a world topology with a land layer.`);
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
  return basemapFromTopology(topology, 'world-atlas/countries-110m.json');
}

export async function loadDetailedLand(): Promise<Basemap> {
  const { default: topology } = await import('world-atlas/land-50m.json');
  return basemapFromTopology(topology, 'world-atlas/land-50m.json');
}

export const BASEMAP_ATTRIBUTION =
  'Basemap: <a href="https://www.naturalearthdata.com/">Natural Earth</a> (public domain)';
