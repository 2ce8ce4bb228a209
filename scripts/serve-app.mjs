// Runs inside `firebase emulators:exec`: seeds the demo data, starts the local
// analytics collector, the local Stripe stand-in and the Vite dev server, and stays up until stopped.
import { spawnSync } from 'node:child_process';
import { createServer } from 'vite';
import { startCollector } from './analytics-collector.mjs';
import { startStripeFake } from './stripe-fake.mjs';
import { PORTS, ROOT, fail } from './lib/emulators.mjs';

const seeded = spawnSync('node', ['scripts/seed.mjs'], { cwd: ROOT, stdio: 'inherit' });
if (seeded.status !== 0) fail('seeding the demo data failed (see above).');

const collector = await startCollector(PORTS.analytics, { quiet: true });
const stripe = await startStripeFake(PORTS.stripe);
const server = await createServer({ root: ROOT, server: { port: PORTS.app, strictPort: true } });
await server.listen();
console.log(`\nWayfare is running at http://localhost:${PORTS.app} (testing stage, local emulators).`);
console.log('Press Ctrl-C to stop.\n');

let closing = false;
const close = async () => {
  if (closing) return;
  closing = true;
  await Promise.allSettled([server.close(), collector.close(), stripe.close()]);
  process.exit(0);
};
process.on('SIGINT', close);
process.on('SIGTERM', close);
// Keep running until the emulator runner stops us.
await new Promise(() => {});
