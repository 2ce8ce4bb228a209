import { describe, expect, it } from 'vitest';
import { basemapFromTopology, loadCoarseBasemap, loadDetailedLand } from '../basemap';
import { configuredTiles, escapeAttribution } from '../tiles';

describe('basemap', () => {
  it('turns the 110m world into land and country borders', async () => {
    const basemap = await loadCoarseBasemap();
    expect(basemap.land.type).toBe('FeatureCollection');
    expect(basemap.borders?.type).toBe('MultiLineString');
    expect(basemap.borders?.coordinates.length).toBeGreaterThan(100);
  });

  it('has the detailed land without borders', async () => {
    const basemap = await loadDetailedLand();
    expect(basemap.land.type).toBe('FeatureCollection');
    expect(basemap.borders).toBeNull();
  });

  it('refuses a file that is not a world topology with land, naming it', () => {
    const land = { type: 'GeometryCollection', geometries: [] };
    expect(() => basemapFromTopology({ type: 'FeatureCollection', features: [] }, 'tiles.json')).toThrow(
      'tiles.json is not a world topology with a land layer.',
    );
    expect(() => basemapFromTopology({ type: 'Topology', arcs: [], objects: {} })).toThrow(/land layer/);
    expect(() => basemapFromTopology({ type: 'Topology', arcs: [], objects: { land, countries: 'x' } })).toThrow(/land layer/);
    expect(basemapFromTopology({ type: 'Topology', arcs: [], objects: { land } }).land.type).toBe('FeatureCollection');
  });
});

describe('tiles', () => {
  it('uses the configured tiles, and none when the configuration cannot be read', () => {
    const tiles = { url: 'https://t.example.org/{z}/{x}/{y}.png', attribution: '© T' };
    expect(configuredTiles(() => ({ mapTiles: tiles }))).toEqual(tiles);
    expect(configuredTiles(() => ({ mapTiles: null }))).toBeNull();
    expect(configuredTiles(() => ({}))).toBeNull();
    expect(
      configuredTiles(() => {
        throw new Error('Configuration error');
      }),
    ).toBeNull();
  });

  it('escapes the credit, which Leaflet shows as HTML', () => {
    expect(escapeAttribution('<img src=x onerror=alert(1)> & "co"')).toBe('&#60;img src=x onerror=alert(1)&#62; &#38; &#34;co&#34;');
  });
});
