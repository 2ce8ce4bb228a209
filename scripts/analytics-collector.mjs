// A local stand-in for the analytics provider's HTTP API (Amplitude HTTP V2,
// POST /2/httpapi), so the testing stage never sends events to the internet
// and tests can read what the app sent: GET /events, DELETE /events.
// Journeys run side by side against one collector, so each event and hit is
// kept with the user agent of the browser that sent it: `?agent=TOKEN` on any
// of the four reads and deletes keeps to those whose user agent holds TOKEN
// (a journey marks its browsers so, tests/e2e/support/browser.ts).
//
// It also serves local stand-ins for the third-party tag scripts the app
// loads after consent (docs/consent.md), and records every request made to
// them: GET /hits, DELETE /hits.
// - GET /gtag/js?id=AW-…: a stand-in for Google's gtag.js. It reads the page's
//   dataLayer as gtag.js does and sends the Google Ads tag's own requests
//   (GET /pagead/viewthroughconversion/{id}/ for page views,
//   /pagead/conversion/{id}/ for conversions, as image pixels) here, to
//   127.0.0.1. Like gtag.js it sends nothing while window['ga-disable-{id}'] is true.
// - GET /js/profitwell.js?customer=…: a stand-in for the payment-analytics script.
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';

/** The gtag.js stand-in: plain browser JavaScript, served as a script. */
export const GTAG_STAND_IN = String.raw`(function () {
  'use strict';
  var script = document.currentScript;
  var origin = new URL(script.src).origin;
  var dataLayer = (window.dataLayer = window.dataLayer || []);
  var configs = {};
  var consent = {};
  function granted(name) {
    return consent[name] === 'granted' ? '1' : consent[name] === 'denied' ? '0' : '-';
  }
  function send(path, id, params) {
    if (window['ga-disable-' + id] === true) return;
    var query = new URLSearchParams({
      random: String(Math.floor(Math.random() * 1e10)),
      cv: '11',
      fst: String(Date.now()),
      num: '1',
      guid: 'ON',
      u_w: String(screen.width),
      u_h: String(screen.height),
      u_tz: String(-new Date().getTimezoneOffset()),
      gcs: 'G1' + granted('ad_storage') + granted('analytics_storage'),
      frm: '0',
      url: params.page_location || location.href,
      ref: document.referrer,
      tiba: params.page_title || document.title,
      hn: 'www.googleadservices.com',
      async: '1',
      rfmt: '3',
      fmt: '4',
    });
    if (params.label) query.set('label', params.label);
    if (params.value !== undefined) query.set('value', String(params.value));
    if (params.currency) query.set('currency_code', params.currency);
    new Image().src = origin + path + id.replace(/^AW-/, '') + '/?' + query.toString();
  }
  function run(command) {
    var name = command[0];
    if (name === 'consent') {
      for (var key in command[2] || {}) consent[key] = command[2][key];
    } else if (name === 'config') {
      configs[command[1]] = command[2] || {};
      if (configs[command[1]].send_page_view !== false) send('/pagead/viewthroughconversion/', command[1], {});
    } else if (name === 'event') {
      var params = command[2] || {};
      var targets = params.send_to ? [].concat(params.send_to) : Object.keys(configs);
      targets.forEach(function (target) {
        var parts = String(target).split('/');
        if (command[1] === 'conversion' && parts[1]) {
          send('/pagead/conversion/', parts[0], { label: parts[1], value: params.value, currency: params.currency });
        } else if (command[1] === 'page_view') {
          send('/pagead/viewthroughconversion/', parts[0], params);
        }
      });
    }
  }
  for (var index = 0; index < dataLayer.length; index += 1) run(dataLayer[index]);
  var push = dataLayer.push;
  dataLayer.push = function () {
    for (var i = 0; i < arguments.length; i += 1) run(arguments[i]);
    return push.apply(dataLayer, arguments);
  };
})();
`;

/** The payment-analytics stand-in: says it loaded, sends nothing else. */
const PAID_TRACKING_STAND_IN = 'window.profitwell = window.profitwell || function () {};\n';

/** A 1×1 transparent GIF, as pixel endpoints answer. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

export function startCollector(port = 9300, { quiet = false } = {}) {
  /** Each event and hit with the user agent it came with. */
  const events = [];
  const hits = [];
  const server = createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Allow-Headers', 'Content-Type, Accept');
    response.setHeader('Access-Control-Allow-Methods', 'GET, POST, DELETE, OPTIONS');
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const agent = request.headers['user-agent'] ?? '';
    const list = url.pathname === '/events' ? events : url.pathname === '/hits' ? hits : null;
    if (list && (request.method === 'GET' || request.method === 'DELETE')) {
      const token = url.searchParams.get('agent');
      const chosen = (record) => token === null || record.agent.includes(token);
      if (request.method === 'GET') {
        response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(list.filter(chosen).map((record) => record.value)));
      } else {
        const kept = list.filter((record) => !chosen(record));
        list.splice(0, list.length, ...kept);
        response.writeHead(204).end();
      }
      return;
    }
    if (request.method === 'GET' && (url.pathname === '/gtag/js' || url.pathname === '/js/profitwell.js')) {
      hits.push({ agent, value: { path: url.pathname, params: Object.fromEntries(url.searchParams) } });
      const body = url.pathname === '/gtag/js' ? GTAG_STAND_IN : PAID_TRACKING_STAND_IN;
      response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' }).end(body);
      return;
    }
    if (request.method === 'GET' && /^\/pagead\/(viewthroughconversion|conversion)\/\d+\/$/.test(url.pathname)) {
      hits.push({ agent, value: { path: url.pathname, params: Object.fromEntries(url.searchParams) } });
      if (!quiet) console.log(`google tag: ${url.pathname}`);
      response.writeHead(200, { 'Content-Type': 'image/gif', 'Cache-Control': 'no-store' }).end(PIXEL);
      return;
    }
    if (url.pathname === '/2/httpapi' && request.method === 'POST') {
      let body = '';
      request.setEncoding('utf8');
      request.on('data', (chunk) => {
        body += chunk;
        if (body.length > 1_000_000) request.destroy();
      });
      request.on('end', () => {
        let payload;
        try {
          payload = JSON.parse(body);
        } catch {
          response
            .writeHead(400, { 'Content-Type': 'application/json' })
            .end(JSON.stringify({ code: 400, error: 'Invalid JSON request body' }));
          return;
        }
        if (typeof payload?.api_key !== 'string' || !Array.isArray(payload?.events)) {
          response
            .writeHead(400, { 'Content-Type': 'application/json' })
            .end(JSON.stringify({ code: 400, error: 'Request missing required field', missing_field: 'api_key' }));
          return;
        }
        events.push(...payload.events.map((value) => ({ agent, value })));
        if (!quiet) console.log(`analytics: ${payload.events.map((e) => e.event_type).join(', ')}`);
        response.writeHead(200, { 'Content-Type': 'application/json' }).end(
          JSON.stringify({
            code: 200,
            events_ingested: payload.events.length,
            payload_size_bytes: body.length,
            server_upload_time: Date.now(),
          }),
        );
      });
      return;
    }
    response.writeHead(404, { 'Content-Type': 'application/json' }).end('{"code":404}');
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve({ server, close: () => new Promise((done) => server.close(done)) }));
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(process.env.ANALYTICS_PORT ?? 9300);
  await startCollector(port);
  console.log(`analytics collector on http://127.0.0.1:${port}`);
}
