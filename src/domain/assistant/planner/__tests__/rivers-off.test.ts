/**
 * The same requests as rivers.test.ts with the river's cost taken away: their
 * days then cross the river back and forth, so the check there (once a day at
 * most) holds because of the rivers, not because these plans never cross.
 */
import { describe, expect, it, vi } from 'vitest';
import type * as Rivers from '../rivers';
import { cityIdOf, dayCrossings, planFor, RIVER_REQUESTS } from './river-plans';

vi.mock('../rivers', async (importOriginal) => ({ ...(await importOriginal<typeof Rivers>()), riverCost: () => undefined }));

describe('plans that do not know the river', () => {
  it('cross it back and forth on some days of these requests', () => {
    const zigzags = RIVER_REQUESTS.flatMap((text) =>
      dayCrossings(planFor(text), cityIdOf(text))
        .filter((day) => day.crossings > 1)
        .map((day) => `${text}, day ${day.day}`),
    );
    expect(zigzags.length, zigzags.join('; ')).toBeGreaterThanOrEqual(3);
  });
});
