import { afterEach, describe, expect, it } from 'vitest';
import { startCollector } from '../analytics-collector.mjs';

let collector;
afterEach(async () => {
  await collector?.close();
});

async function started() {
  collector = await startCollector(0, { quiet: true });
  return `http://127.0.0.1:${collector.server.address().port}`;
}

function send(base, agent, eventType) {
  return fetch(`${base}/2/httpapi`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'User-Agent': agent },
    body: JSON.stringify({ api_key: 'key', events: [{ event_type: eventType }] }),
  });
}

const types = async (response) => (await response.json()).map((event) => event.event_type);

describe('the analytics collector, shared by journeys side by side', () => {
  it("reads and clears only what one browser's user agent sent", async () => {
    const base = await started();
    await send(base, 'HeadlessChrome wayfare-journey-consent-1', 'screen_view');
    await send(base, 'HeadlessChrome wayfare-journey-other-2', 'trip_opened');
    await fetch(`${base}/gtag/js?id=AW-1`, { headers: { 'User-Agent': 'HeadlessChrome wayfare-journey-consent-1' } });

    expect(await types(await fetch(`${base}/events?agent=consent-1`))).toEqual(['screen_view']);
    expect(await types(await fetch(`${base}/events`))).toEqual(['screen_view', 'trip_opened']);
    expect((await (await fetch(`${base}/hits?agent=other-2`)).json())).toEqual([]);
    expect((await (await fetch(`${base}/hits?agent=consent-1`)).json())).toEqual([{ path: '/gtag/js', params: { id: 'AW-1' } }]);

    await fetch(`${base}/events?agent=consent-1`, { method: 'DELETE' });
    expect(await types(await fetch(`${base}/events?agent=consent-1`))).toEqual([]);
    expect(await types(await fetch(`${base}/events?agent=other-2`))).toEqual(['trip_opened']);
  });
});
