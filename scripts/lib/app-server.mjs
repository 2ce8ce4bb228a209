// Serves the built app (dist/), the local analytics collector and the local
// Stripe stand-in (scripts/stripe-fake.mjs), for the browser tests and the benchmark.
import { preview } from 'vite';
import { startCollector } from '../analytics-collector.mjs';
import { startStripeFake } from '../stripe-fake.mjs';
import { PORTS, ROOT } from './emulators.mjs';
import { linkPreviewBuilt } from './link-preview-dev.mjs';

/**
 * `hostingRewrites`: the link-preview addresses (`/{username}`, `/trip/{id}`…) are answered by the
 * linkPreview function in the Functions emulator, with its server first paint, as Hosting does in
 * production (the benchmark measures those pages as people get them).
 */
export async function startAppServer({ port = PORTS.preview, hostingRewrites = false } = {}) {
  const collector = await startCollector(PORTS.analytics, { quiet: true });
  const stripe = await startStripeFake(PORTS.stripe);
  const plugins = hostingRewrites ? [linkPreviewBuilt({ appPort: port })] : [];
  const server = await preview({ root: ROOT, preview: { port, strictPort: true, host: '127.0.0.1' }, logLevel: 'warn', plugins });
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    close: async () => {
      await Promise.allSettled([server.close(), collector.close(), stripe.close()]);
    },
  };
}
