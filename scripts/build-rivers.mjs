#!/usr/bin/env node
/**
 * Builds src/data/places/rivers.json: for each curated city a river divides,
 * the river's centreline across the city's curated places, as [lat, lng]
 * points in the direction the river flows (so "left" and "right" are its
 * banks as seen downstream), clipped to the places' extent plus 2 km and
 * simplified (Douglas-Peucker, 30 m), coordinates to 5 decimals.
 *
 * The lines are read from two public files (not kept in this repository):
 *
 *   --natural-earth FILE  Natural Earth 1:10m "Rivers + lake centerlines"
 *                         (public domain) as TopoJSON:
 *                         ne_10m_rivers_lake_centerlines.json from
 *                         github.com/ZhuYaci/FIT3179Week9 (commit 3467264).
 *   --osm-danube FILE     an Overpass export of the OpenStreetMap Danube
 *                         (relation 89652, 27 November 2018, ODbL):
 *                         data/danube.geojson from
 *                         github.com/tszereny/real_estate_machine_learning
 *                         (commit 890db0b).
 *
 * Usage: node scripts/build-rivers.mjs --natural-earth FILE --osm-danube FILE
 * Which city takes which line, and why the others are left out:
 * docs/places-data.md ("Rivers").
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const citiesDir = resolve(root, 'src/data/places/cities');
const out = resolve(root, 'src/data/places/rivers.json');

const SOURCES = {
  'natural-earth': {
    name: 'Natural Earth 1:10m Rivers + lake centerlines',
    licence: 'public domain',
    url: 'https://www.naturalearthdata.com/downloads/10m-physical-vectors/10m-rivers-lake-centerlines/',
    copy: 'ne_10m_rivers_lake_centerlines.json (TopoJSON, quantized to about 30 m), github.com/ZhuYaci/FIT3179Week9, commit 3467264',
    accuracy: 'generalised for maps at 1:10 million: the line can be 300 to 500 m from the river in a city centre',
  },
  openstreetmap: {
    name: 'OpenStreetMap contributors',
    licence: 'ODbL 1.0',
    url: 'https://www.openstreetmap.org/copyright',
    copy: 'data/danube.geojson (Overpass export, 2018-11-27), github.com/tszereny/real_estate_machine_learning, commit 890db0b',
    accuracy: 'the river as mapped, within a few tens of metres',
  },
};

/**
 * Places within this distance of the line are "on the river" (either bank): the
 * line's own error plus a bridge or an island. Natural Earth's line is hundreds of
 * metres off in places (Prague's Vyšehrad, Paris' islands), OpenStreetMap's is not.
 */
const MARGIN_KM = { 'natural-earth': 0.4, openstreetmap: 0.15 };

/** The cities, their river and the feature that draws it (Natural Earth: ne_id; OpenStreetMap: the relation). */
const CITIES = [
  { city: 'budapest', river: 'Danube', source: 'openstreetmap', feature: 'relation/89652' },
  { city: 'cairo', river: 'Nile', source: 'natural-earth', feature: [1159121589] },
  { city: 'delhi', river: 'Yamuna', source: 'natural-earth', feature: [1159116803] },
  { city: 'paris', river: 'Seine', source: 'natural-earth', feature: [1159112177] },
  { city: 'prague', river: 'Vltava', source: 'natural-earth', feature: [1159110253] },
  { city: 'rome', river: 'Tiber', source: 'natural-earth', feature: [1159120541] },
];

function arg(name) {
  const i = process.argv.indexOf(name);
  if (i < 0 || !process.argv[i + 1]) throw new Error(`build-rivers: ${name} FILE is required (see the comment at the top)`);
  return process.argv[i + 1];
}

/** TopoJSON to GeoJSON features (LineString and MultiLineString only), arcs delta-decoded with the transform. */
function topoFeatures(topo) {
  const [sx, sy] = topo.transform.scale;
  const [tx, ty] = topo.transform.translate;
  const arcs = topo.arcs.map((arc) => {
    let x = 0;
    let y = 0;
    return arc.map(([dx, dy]) => {
      x += dx;
      y += dy;
      return [x * sx + tx, y * sy + ty];
    });
  });
  const line = (indexes) => {
    const points = [];
    for (const i of indexes) {
      const arc = i < 0 ? [...arcs[~i]].reverse() : arcs[i];
      points.push(...(points.length ? arc.slice(1) : arc));
    }
    return points;
  };
  return Object.values(topo.objects).flatMap((object) =>
    object.geometries.map((g) => ({
      properties: g.properties,
      lines: g.type === 'LineString' ? [line(g.arcs)] : g.type === 'MultiLineString' ? g.arcs.map(line) : [],
    })),
  );
}

function geoFeatures(geojson) {
  return geojson.features.map((f) => ({
    properties: f.properties,
    lines: f.geometry.type === 'LineString' ? [f.geometry.coordinates] : f.geometry.type === 'MultiLineString' ? f.geometry.coordinates : [],
  }));
}

/** Joins lines end to start ([lng, lat] points) into one, in order; throws when they do not chain. */
function chain(lines) {
  const same = (a, b) => Math.abs(a[0] - b[0]) < 1e-6 && Math.abs(a[1] - b[1]) < 1e-6;
  const left = lines.map((l) => [...l]);
  let result = left.shift();
  while (left.length > 0) {
    const next = left.findIndex((l) => same(l[0], result[result.length - 1]));
    const before = left.findIndex((l) => same(l[l.length - 1], result[0]));
    if (next >= 0) result = [...result, ...left.splice(next, 1)[0].slice(1)];
    else if (before >= 0) result = [...left.splice(before, 1)[0], ...result.slice(1)];
    else throw new Error('build-rivers: the lines do not join end to start');
  }
  return result;
}

/** Douglas-Peucker on local kilometres. */
function simplify(points, toleranceKm, km) {
  if (points.length < 3) return points;
  const [ax, ay] = km(points[0]);
  const [bx, by] = km(points[points.length - 1]);
  let worst = 0;
  let at = 0;
  for (let i = 1; i < points.length - 1; i += 1) {
    const [px, py] = km(points[i]);
    const dx = bx - ax;
    const dy = by - ay;
    const len2 = dx * dx + dy * dy;
    const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / len2));
    const d = Math.hypot(ax + t * dx - px, ay + t * dy - py);
    if (d > worst) {
      worst = d;
      at = i;
    }
  }
  if (worst <= toleranceKm) return [points[0], points[points.length - 1]];
  return [...simplify(points.slice(0, at + 1), toleranceKm, km).slice(0, -1), ...simplify(points.slice(at), toleranceKm, km)];
}

const naturalEarth = topoFeatures(JSON.parse(readFileSync(arg('--natural-earth'), 'utf8')));
const osm = geoFeatures(JSON.parse(readFileSync(arg('--osm-danube'), 'utf8')));
const round5 = (x) => Math.round(x * 1e5) / 1e5;

const rivers = {};
for (const entry of CITIES) {
  const city = JSON.parse(readFileSync(resolve(citiesDir, `${entry.city}.json`), 'utf8'));
  const places = city.places.filter((p) => p.category !== 'daytrip');
  const kmPerLat = 111.2;
  const kmPerLng = 111.2 * Math.cos((city.geocode.lat * Math.PI) / 180);
  const km = ([lng, lat]) => [(lng - city.geocode.lng) * kmPerLng, (lat - city.geocode.lat) * kmPerLat];
  // The places' extent plus 2 km.
  const pad = 2;
  const lats = places.map((p) => p.geocode.lat);
  const lngs = places.map((p) => p.geocode.lng);
  const box = {
    s: Math.min(...lats) - pad / kmPerLat,
    n: Math.max(...lats) + pad / kmPerLat,
    w: Math.min(...lngs) - pad / kmPerLng,
    e: Math.max(...lngs) + pad / kmPerLng,
  };
  const inBox = ([lng, lat]) => lat >= box.s && lat <= box.n && lng >= box.w && lng <= box.e;

  const features =
    entry.source === 'openstreetmap'
      ? osm.filter((f) => f.properties['@id'] === entry.feature)
      : naturalEarth.filter((f) => entry.feature.includes(f.properties.ne_id));
  if (features.length === 0) throw new Error(`build-rivers: no ${entry.feature} in the ${entry.source} file`);
  // The parts that reach the box, joined into one line.
  const parts = features.flatMap((f) => f.lines).filter((l) => l.some(inBox));
  const line = chain(parts);
  // Clip: from the point before the first inside the box to the point after the last.
  const first = line.findIndex(inBox);
  const last = line.length - 1 - [...line].reverse().findIndex(inBox);
  const clipped = line.slice(Math.max(0, first - 1), Math.min(line.length, last + 2));
  const simple = simplify(clipped, 0.03, km);
  rivers[entry.city] = {
    name: entry.river,
    source: entry.source,
    sourceFeature: entry.source === 'openstreetmap' ? entry.feature : `ne_id ${entry.feature.join(', ')}`,
    marginKm: MARGIN_KM[entry.source],
    line: simple.map(([lng, lat]) => [round5(lat), round5(lng)]),
  };
  console.log(`${entry.city}: ${entry.river}, ${simple.length} points (from ${clipped.length})`);
}

const file = {
  about:
    'River centrelines through the curated cities a river divides, downstream, as [lat, lng]; built by scripts/build-rivers.mjs. See docs/places-data.md.',
  sources: SOURCES,
  rivers,
};
// One river a line pair: its header, then its points on one line.
const text = JSON.stringify(file, null, 2).replace(/\[\n\s+(-?[\d.]+),\n\s+(-?[\d.]+)\n\s+\]/g, '[$1, $2]');
writeFileSync(out, `${text}\n`);
console.log(`wrote ${out}`);
