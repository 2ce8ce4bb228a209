// Step times of the part of `npm test` that runs inside the emulators
// (scripts/test-with-emulators.mjs), read back by scripts/test.mjs for its table.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const STEPS_FILE = 'emulator-steps.json';

/** Records the steps' times in `reports` as they finish (a failed run still leaves its times). */
export function stepRecorder(reports) {
  const rows = [];
  return async function timed(name, run) {
    const begun = Date.now();
    const status = await run();
    rows.push({ name, seconds: ((Date.now() - begun) / 1000).toFixed(1), ok: status === 0 });
    writeFileSync(join(reports, STEPS_FILE), JSON.stringify(rows, null, 2));
    return status;
  };
}
