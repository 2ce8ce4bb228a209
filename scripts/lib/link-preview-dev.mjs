// `npm start`: the Vite dev server answers the link-preview addresses the way
// Firebase Hosting does in production. It reads the same rewrites
// (firebase.json) and, for a page, asks the linkPreview function in the
// Functions emulator for it with Vite's own index.html as the template (a POST
// the function accepts in the emulator only); images are passed through. So a
// developer's page has the head, status and first paint a crawler gets.
// When the function cannot be reached, the page is the plain app, as before.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { PORTS, PROJECT_ID, ROOT } from './emulators.mjs';

/** The function a path is rewritten to by firebase.json's hosting rewrites, or null. */
export function rewrittenFunction(rewrites, pathname) {
  for (const rule of rewrites) {
    let matches = false;
    if (rule.regex) matches = new RegExp(rule.regex).test(pathname);
    else if (rule.source === '**') matches = true;
    else if (rule.source?.endsWith('/**')) matches = pathname.startsWith(rule.source.slice(0, -2));
    else matches = rule.source === pathname;
    if (matches) return rule.function?.functionId ?? null;
  }
  return null;
}

/** Whether `root/pathname` is a file (Vite serves it, as Hosting serves files before rewrites). */
function isFile(root, pathname) {
  try {
    return statSync(join(root, decodeURIComponent(pathname))).isFile();
  } catch {
    return false;
  }
}

/**
 * What a GET at a rewritten address is asking for, as Hosting would answer
 * it: `image` for a preview card, `page` for anything else a person, a
 * crawler or `curl` asks for, whatever its Accept header says, and `vite`
 * for the dev server's own module requests, which a browser marks with
 * Sec-Fetch-Dest (script, style…) and which never ask for HTML. Paths under
 * `/@` (Vite's) and files that exist go to Vite too.
 */
export function previewRequestKind(pathname, headers, root = ROOT) {
  if (pathname.startsWith('/og/')) return 'image';
  if (pathname.startsWith('/@') || isFile(join(root, 'public'), pathname) || isFile(root, pathname)) return 'vite';
  const accept = String(headers.accept ?? '');
  const destination = String(headers['sec-fetch-dest'] ?? '');
  if (accept.includes('text/html')) return 'page';
  if (destination !== '' && destination !== 'document' && destination !== 'iframe') return 'vite';
  return 'page';
}

/**
 * The middleware: a page at a rewritten address is asked of the function with
 * `template(req)` (the app's index.html) as the page it starts from.
 */
function hostingRewrites({ functionsHost, appPort, template }) {
  const rewrites = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')).hosting.rewrites;
  return async (req, res, next) => {
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      const url = new URL(req.url ?? '/', 'http://localhost');
      const functionId = rewrittenFunction(rewrites, url.pathname);
      if (!functionId) return next();
      // Files win over rewrites, as on Hosting; Vite's own module requests go to Vite.
      const kind = previewRequestKind(url.pathname, req.headers);
      if (kind === 'vite') return next();
      const image = kind === 'image';
      const target = `http://${functionsHost}/${PROJECT_ID}/us-central1/${functionId}${url.pathname}${url.search}`;
      const headers = { 'x-forwarded-host': req.headers.host ?? `localhost:${appPort}` };
      const answer = image
        ? await fetch(target, { headers })
        : await fetch(target, { method: 'POST', headers: { ...headers, 'content-type': 'text/plain' }, body: await template(req) });
      res.statusCode = answer.status;
      for (const name of ['content-type', 'cache-control', 'etag']) {
        const value = answer.headers.get(name);
        if (value) res.setHeader(name, value);
      }
      res.end(Buffer.from(await answer.arrayBuffer()));
    } catch {
      // The Functions emulator is not up: the plain app.
      next();
    }
    return undefined;
  };
}

/** A Vite plugin: the link-preview addresses through the function, as on Hosting. */
export function linkPreviewDev({ functionsHost = `127.0.0.1:${PORTS.functions}` } = {}) {
  return {
    name: 'wayfare-link-preview-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(
        hostingRewrites({
          functionsHost,
          appPort: PORTS.app,
          template: (req) => server.transformIndexHtml(req.url ?? '/', readFileSync(join(ROOT, 'index.html'), 'utf8')),
        }),
      );
    },
  };
}

/**
 * The same for `vite preview` of the built app (the benchmark): the pages start
 * from the built dist/index.html, as the deployed function's do.
 */
export function linkPreviewBuilt({ functionsHost = `127.0.0.1:${PORTS.functions}`, appPort = PORTS.preview } = {}) {
  return {
    name: 'wayfare-link-preview-built',
    configurePreviewServer(server) {
      server.middlewares.use(hostingRewrites({ functionsHost, appPort, template: () => readFileSync(join(ROOT, 'dist', 'index.html'), 'utf8') }));
    },
  };
}
