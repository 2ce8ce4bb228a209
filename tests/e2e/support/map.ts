/**
 * The itinerary map as a person reads it: each place is a numbered marker of
 * its own, or counted in a group of places close together (a disc with their
 * number) until that group is opened.
 */
import type { Locator, Page } from 'playwright-core';

/**
 * The places on the map (or on one map, `scope`): markers, plus the number
 * each group shows; read once the groups have stopped moving (while they
 * split or merge, a group and its markers are both drawn).
 */
export async function placesOnMap(scope: Page | Locator): Promise<number> {
  const page = 'page' in scope ? scope.page() : scope;
  for (let tries = 0; tries < 30; tries += 1) {
    const count = await scope
      .locator('.leaflet-marker-icon.map-marker, .leaflet-marker-icon.map-cluster')
      .evaluateAll((all) =>
        all.some((element) => element.closest('.leaflet-cluster-anim'))
          ? -1
          : all.reduce((sum, element) => sum + (element.classList.contains('map-cluster') ? Number(element.textContent) : 1), 0),
      );
    if (count >= 0) return count;
    await page.waitForTimeout(100);
  }
  throw new Error('The map kept moving its groups for 3 s.');
}

/**
 * Opens groups named `group` (a click zooms in to a group, or fans out stops
 * at one spot) until `target` is drawn on its own.
 */
export async function openGroupsUntil(scope: Page | Locator, target: Locator, group: RegExp = /^Group of /): Promise<void> {
  const page = 'page' in scope ? scope.page() : scope;
  for (let tries = 0; tries < 6 && !(await target.isVisible()); tries += 1) {
    await scope.getByRole('button', { name: group }).first().click();
    await page.waitForTimeout(700); // the zoom and the groups' moves take about half a second
  }
  await target.waitFor();
}
