// Runs inside `firebase emulators:exec`: seeds the demo data, starts the local
// analytics collector, the local Stripe and Places API stand-ins, the inbound-mail
// stand-in (SMTP on 127.0.0.1:2525) and the Vite dev server, and stays up until stopped.
// The dev server answers the link-preview addresses through the linkPreview
// function, as Hosting does (lib/link-preview-dev.mjs).
// A stop (SIGINT, SIGTERM) at any moment, seeding included, ends it at once.
import { spawn } from 'node:child_process';
import { PORTS, ROOT, fail } from './lib/emulators.mjs';

const running = [];
let seeding = null;
let closing = false;
const close = async () => {
  if (closing) return;
  closing = true;
  seeding?.kill('SIGTERM');
  await Promise.allSettled(running.map((service) => service.close()));
  process.exit(0);
};
process.on('SIGINT', close);
process.on('SIGTERM', close);

console.log('wayfare: seeding the demo data…');
const seeded = await new Promise((done) => {
  seeding = spawn('node', ['scripts/seed.mjs'], { cwd: ROOT, stdio: 'inherit' });
  seeding.on('error', () => done(false));
  seeding.on('exit', (code) => done(code === 0));
});
seeding = null;
if (closing) await new Promise(() => {});
if (!seeded) fail('seeding the demo data failed (see above).');

const { startCollector } = await import('./analytics-collector.mjs');
const { startStripeFake } = await import('./stripe-fake.mjs');
const { startPlacesFake } = await import('./places-fake.mjs');
const { startMailInboundFake } = await import('./mail-inbound-fake.mjs');
const { createServer } = await import('vite');
const { linkPreviewDev } = await import('./lib/link-preview-dev.mjs');
for (const start of [
  () => startCollector(PORTS.analytics, { quiet: true }),
  () => startStripeFake(PORTS.stripe),
  () => startPlacesFake(),
  () => startMailInboundFake(),
  async () => {
    const server = await createServer({
      root: ROOT,
      server: { port: PORTS.app, strictPort: true },
      plugins: [linkPreviewDev()],
    });
    await server.listen();
    return server;
  },
]) {
  if (closing) await new Promise(() => {});
  running.push(await start());
}
if (closing) await close();
console.log(`\nWayfare is running at http://localhost:${PORTS.app} (testing stage, local emulators).`);
console.log(`Mail to a trip's address: SMTP on 127.0.0.1:${PORTS.mail} (npm run mail:send -- <file.eml> <address>).`);
console.log('Press Ctrl-C to stop.\n');
// Keep running until the emulator runner stops us.
await new Promise(() => {});
