// A local stand-in for the analytics provider's HTTP API (Amplitude HTTP V2,
// POST /2/httpapi), so the testing stage never sends events to the internet
// and tests can read what the app sent: GET /events, DELETE /events.
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';

export function startCollector(port = 9300, { quiet = false } = {}) {
  const events = [];
  const server = createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Allow-Headers', 'Content-Type, Accept');
    response.setHeader('Access-Control-Allow-Methods', 'GET, POST, DELETE, OPTIONS');
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/events' && request.method === 'GET') {
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(events));
      return;
    }
    if (url.pathname === '/events' && request.method === 'DELETE') {
      events.length = 0;
      response.writeHead(204).end();
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
        events.push(...payload.events);
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
    server.listen(port, '127.0.0.1', () => resolve({ server, events, close: () => new Promise((done) => server.close(done)) }));
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(process.env.ANALYTICS_PORT ?? 9300);
  await startCollector(port);
  console.log(`analytics collector on http://127.0.0.1:${port}`);
}
