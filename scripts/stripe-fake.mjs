// A local stand-in for Stripe, for the testing stage, where Stripe cannot be
// reached. It speaks the part of Stripe's HTTP API the Cloud Functions use
// (form-encoded requests, JSON objects: customers, Checkout Sessions,
// subscriptions) on 127.0.0.1, and its Checkout Session `url` is a local
// checkout page. "Pay" there completes the session and delivers a
// `checkout.session.completed` event to the stripeWebhook function, signed
// like Stripe signs it (stripe.webhooks.generateTestHeaderString with the
// webhook secret), then sends the buyer to the session's success_url. So the
// grant path is the production one. Cancelling a subscription delivers
// `customer.subscription.updated` (at the period's end) or
// `customer.subscription.deleted` (at once) the same way. Paying also makes
// the invoice, invoice payment and PaymentIntent Stripe would, so refunds
// (`POST /v1/refunds`), listing a customer's subscriptions, expiring a
// Checkout Session and deleting a customer answer as Stripe does.
//
//   import { startStripeFake } from './stripe-fake.mjs'; const fake = await startStripeFake();
//   node scripts/stripe-fake.mjs            (stand-alone, port 12111)
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import Stripe from 'stripe';

export const STRIPE_FAKE_PORT = 12111;
// The same test-only values as functions/src/commerce/stripe-client.ts (EMULATOR_STRIPE).
export const FAKE_SECRET_KEY = 'sk_test_wayfare_emulator';
export const FAKE_WEBHOOK_SECRET = 'whsec_wayfare_emulator_only';
export const DEFAULT_WEBHOOK_URL = `http://127.0.0.1:5001/${process.env.GCLOUD_PROJECT || 'demo-wayfare'}/us-central1/stripeWebhook`;

const signer = new Stripe(FAKE_SECRET_KEY);
const newId = (prefix) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

/** Stripe's form encoding (`a[b][0][c]=d`) to nested objects and arrays. */
export function decodeForm(body) {
  const root = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = root;
    path.forEach((part, index) => {
      const last = index === path.length - 1;
      if (last) node[part] = value;
      else node = node[part] ??= /^\d+$/.test(path[index + 1]) ? [] : {};
    });
  }
  return root;
}

const escape = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const money = (amount, currency) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: currency.toUpperCase() }).format(amount / 10 ** (['jpy', 'krw'].includes(currency) ? 0 : 2));

function checkoutPage(session, error = '') {
  const lines = session.line_items_detail
    .map((line) => `<li>${escape(line.name)}: <strong>${escape(money(line.amount, session.currency))}</strong>${line.interval ? ` a ${escape(line.interval)}` : ''}</li>`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Checkout (test)</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1d2433}
button{font:inherit;padding:.6rem 1.4rem;border-radius:.4rem;border:0;background:#3346c6;color:#fff;cursor:pointer}
.note{color:#555;font-size:.9rem}.error{color:#a01818}</style></head><body>
<main><h1>Checkout</h1><p class="note">Test checkout: no card is charged. It stands in for Stripe's payment page.</p>
<ul>${lines}</ul><p>Total: <strong>${escape(money(session.amount_total, session.currency))}</strong></p>
${error ? `<p class="error" role="alert">${escape(error)}</p>` : ''}
<form method="post" action="/checkout/${escape(session.id)}/pay"><button type="submit">Pay ${escape(money(session.amount_total, session.currency))}</button></form>
<p><a href="${escape(session.cancel_url)}">Cancel and go back</a></p></main></body></html>`;
}

export function startStripeFake(port = STRIPE_FAKE_PORT, { webhookUrl = process.env.STRIPE_FAKE_WEBHOOK_URL || DEFAULT_WEBHOOK_URL, quiet = true } = {}) {
  const customers = new Map();
  const sessions = new Map();
  const subscriptions = new Map();
  const invoices = new Map();
  const invoicePayments = new Map();
  const paymentIntents = new Map();
  const refunds = new Map();
  const deliveries = [];

  async function deliver(type, object) {
    const event = {
      id: newId('evt'),
      object: 'event',
      api_version: '2025-01-27.acacia',
      created: now(),
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    const payload = JSON.stringify(event);
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: FAKE_WEBHOOK_SECRET });
    // Stripe retries failed deliveries; three tries here.
    let status = 0;
    for (let attempt = 0; attempt < 3 && !(status >= 200 && status < 300); attempt += 1) {
      try {
        const response = await fetch(webhookUrl, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Stripe-Signature': header },
          body: payload,
        });
        status = response.status;
      } catch {
        status = 0;
      }
      if (!(status >= 200 && status < 300)) await new Promise((done) => setTimeout(done, 300 * (attempt + 1)));
    }
    deliveries.push({ id: event.id, type, status });
    if (!quiet) console.log(`stripe-fake: ${type} -> ${status}`);
    return status;
  }

  const json = (response, status, body) =>
    response.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': newId('req') }).end(JSON.stringify(body));
  const notFound = (response, what) =>
    json(response, 404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } });
  const invalid = (response, message, code = undefined) =>
    json(response, 400, { error: { type: 'invalid_request_error', ...(code ? { code } : {}), message } });
  const list = (url, data) => ({ object: 'list', data, has_more: false, url });
  /** Idempotency: a POST repeated with the same key answers as the first did. */
  const idempotent = new Map();

  /** A succeeded PaymentIntent for an amount the customer paid. */
  function paymentIntent(customer, amount, currency) {
    const intent = { id: newId('pi'), object: 'payment_intent', amount, amount_received: amount, currency, customer, status: 'succeeded', created: now(), livemode: false };
    paymentIntents.set(intent.id, intent);
    return intent;
  }

  /** A paid invoice of a subscription, with its invoice payment. */
  function paidInvoice(subscription, amount, currency) {
    const intent = paymentIntent(subscription.customer, amount, currency);
    const invoice = {
      id: newId('in'),
      object: 'invoice',
      customer: subscription.customer,
      amount_due: amount,
      amount_paid: amount,
      currency,
      status: 'paid',
      billing_reason: 'subscription_create',
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id, metadata: subscription.metadata } },
      created: now(),
      livemode: false,
    };
    invoices.set(invoice.id, invoice);
    const payment = {
      id: newId('inpay'),
      object: 'invoice_payment',
      invoice: invoice.id,
      amount_paid: amount,
      amount_requested: amount,
      currency,
      is_default: true,
      status: 'paid',
      payment: { type: 'payment_intent', payment_intent: intent.id },
      created: now(),
      livemode: false,
    };
    invoicePayments.set(payment.id, payment);
    return invoice;
  }

  function refund(params) {
    const intent = paymentIntents.get(params.payment_intent);
    if (!intent) return { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${params.payment_intent}'` } } };
    const refunded = [...refunds.values()].filter((r) => r.payment_intent === intent.id).reduce((sum, r) => sum + r.amount, 0);
    const amount = params.amount ? Number(params.amount) : intent.amount_received - refunded;
    if (amount <= 0 || refunded + amount > intent.amount_received) {
      return { status: 400, body: { error: { type: 'invalid_request_error', code: 'charge_already_refunded', message: `Charge for ${intent.id} has already been refunded.` } } };
    }
    const created = {
      id: newId('re'),
      object: 'refund',
      amount,
      currency: intent.currency,
      payment_intent: intent.id,
      reason: params.reason ?? null,
      metadata: params.metadata ?? {},
      status: 'succeeded',
      created: now(),
    };
    refunds.set(created.id, created);
    return { status: 200, body: created };
  }

  async function cancelSubscription(subscription) {
    if (subscription.status === 'canceled') return;
    subscription.status = 'canceled';
    subscription.canceled_at = now();
    subscription.ended_at = now();
    await deliver('customer.subscription.deleted', subscription);
  }

  function createSession(params, origin) {
    const lines = (params.line_items ?? []).map((line) => {
      const data = line.price_data ?? {};
      return {
        name: data.product_data?.name ?? line.price ?? 'Item',
        amount: Number(data.unit_amount ?? 0) * Number(line.quantity ?? 1),
        currency: data.currency ?? 'eur',
        interval: data.recurring?.interval ?? null,
      };
    });
    const id = newId('cs');
    const session = {
      id,
      object: 'checkout.session',
      mode: params.mode ?? 'payment',
      customer: params.customer ?? null,
      client_reference_id: params.client_reference_id ?? null,
      metadata: params.metadata ?? {},
      subscription_data: params.subscription_data ?? null,
      success_url: params.success_url,
      cancel_url: params.cancel_url,
      amount_total: lines.reduce((sum, line) => sum + line.amount, 0),
      currency: lines[0]?.currency ?? 'eur',
      payment_status: 'unpaid',
      status: 'open',
      subscription: null,
      invoice: null,
      payment_intent: null,
      created: now(),
      livemode: false,
      url: `${origin}/checkout/${id}`,
      line_items_detail: lines,
    };
    sessions.set(id, session);
    return session;
  }

  const publicSession = (session) => {
    const copy = { ...session };
    delete copy.line_items_detail;
    delete copy.subscription_data;
    return copy;
  };

  async function pay(session) {
    if (session.status === 'complete') return 200;
    session.status = 'complete';
    session.payment_status = 'paid';
    if (session.mode === 'subscription') {
      const line = session.line_items_detail[0];
      const id = newId('sub');
      const start = now();
      const period = line?.interval === 'year' ? 365 * 86400 : 30 * 86400;
      const subscription = {
        id,
        object: 'subscription',
        customer: session.customer,
        status: 'active',
        cancel_at_period_end: false,
        canceled_at: null,
        ended_at: null,
        metadata: session.subscription_data?.metadata ?? {},
        start_date: start,
        latest_invoice: null,
        items: { object: 'list', data: [{ id: newId('si'), current_period_start: start, current_period_end: start + period }] },
      };
      subscriptions.set(id, subscription);
      const invoice = paidInvoice(subscription, session.amount_total, session.currency);
      subscription.latest_invoice = invoice.id;
      session.subscription = id;
      session.invoice = invoice.id;
    } else {
      session.payment_intent = paymentIntent(session.customer, session.amount_total, session.currency).id;
    }
    return deliver('checkout.session.completed', publicSession(session));
  }

  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => {
      body += chunk;
      if (body.length > 1_000_000) request.destroy();
    });
    request.on('end', async () => {
      const url = new URL(request.url ?? '/', `http://${request.headers.host}`);
      const origin = `http://${request.headers.host}`;
      const parts = url.pathname.split('/').filter(Boolean);
      const params = decodeForm(body);
      try {
        // Stripe's API: the secret key as a bearer token.
        if (parts[0] === 'v1') {
          if (request.headers.authorization !== `Bearer ${FAKE_SECRET_KEY}`) {
            json(response, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
            return;
          }
          const key = request.headers['idempotency-key'];
          if (request.method === 'POST' && key && idempotent.has(`${url.pathname} ${key}`)) {
            const first = idempotent.get(`${url.pathname} ${key}`);
            return json(response, first.status, first.body);
          }
          if (request.method === 'DELETE' && key && idempotent.has(`${url.pathname} ${key}`)) {
            const first = idempotent.get(`${url.pathname} ${key}`);
            return json(response, first.status, first.body);
          }
          if (parts[1] === 'customers' && parts[2]) {
            const customer = customers.get(parts[2]);
            if (!customer) return notFound(response, `customer: '${parts[2]}'`);
            if (request.method === 'GET') return json(response, 200, customer.deleted ? { id: customer.id, object: 'customer', deleted: true } : customer);
            if (request.method === 'DELETE') {
              if (customer.deleted) return notFound(response, `customer: '${parts[2]}'`);
              // As at Stripe: deleting a customer cancels its subscriptions at once.
              for (const subscription of subscriptions.values()) if (subscription.customer === customer.id) await cancelSubscription(subscription);
              customer.deleted = true;
              return json(response, 200, { id: customer.id, object: 'customer', deleted: true });
            }
          }
          if (request.method === 'GET' && url.pathname === '/v1/subscriptions') {
            const customer = url.searchParams.get('customer');
            const status = url.searchParams.get('status');
            const found = [...subscriptions.values()].filter(
              (s) => (!customer || s.customer === customer) && (status === 'all' ? true : status ? s.status === status : s.status !== 'canceled'),
            );
            return json(response, 200, list('/v1/subscriptions', found));
          }
          if (request.method === 'GET' && parts[1] === 'invoices' && parts[2]) {
            const invoice = invoices.get(parts[2]);
            return invoice ? json(response, 200, invoice) : notFound(response, `invoice: '${parts[2]}'`);
          }
          if (request.method === 'GET' && url.pathname === '/v1/invoice_payments') {
            const invoice = url.searchParams.get('invoice');
            const status = url.searchParams.get('status');
            const found = [...invoicePayments.values()].filter((p) => (!invoice || p.invoice === invoice) && (!status || p.status === status));
            return json(response, 200, list('/v1/invoice_payments', found));
          }
          if (request.method === 'GET' && parts[1] === 'payment_intents' && parts[2]) {
            const intent = paymentIntents.get(parts[2]);
            return intent ? json(response, 200, intent) : notFound(response, `payment_intent: '${parts[2]}'`);
          }
          if (request.method === 'POST' && url.pathname === '/v1/refunds') {
            const answer = refund(params);
            if (key) idempotent.set(`${url.pathname} ${key}`, answer);
            return json(response, answer.status, answer.body);
          }
          if (request.method === 'GET' && url.pathname === '/v1/refunds') {
            const intent = url.searchParams.get('payment_intent');
            return json(response, 200, list('/v1/refunds', [...refunds.values()].filter((r) => !intent || r.payment_intent === intent)));
          }
          if (request.method === 'POST' && parts[1] === 'checkout' && parts[2] === 'sessions' && parts[3] && parts[4] === 'expire') {
            const session = sessions.get(parts[3]);
            if (!session) return notFound(response, `checkout.session: '${parts[3]}'`);
            if (session.status !== 'open') return invalid(response, `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`);
            session.status = 'expired';
            return json(response, 200, publicSession(session));
          }
          if (request.method === 'POST' && url.pathname === '/v1/customers') {
            const existing = key && [...customers.values()].find((c) => c.idempotency_key === key);
            if (existing) return json(response, 200, existing);
            const customer = { id: newId('cus'), object: 'customer', email: params.email ?? null, metadata: params.metadata ?? {}, created: now(), idempotency_key: key ?? null };
            customers.set(customer.id, customer);
            return json(response, 200, customer);
          }
          if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
            if (!params.success_url || !params.line_items) {
              return json(response, 400, { error: { type: 'invalid_request_error', message: 'Missing required param: success_url or line_items.' } });
            }
            return json(response, 200, publicSession(createSession(params, origin)));
          }
          if (request.method === 'GET' && parts[1] === 'checkout' && parts[2] === 'sessions' && parts[3]) {
            const session = sessions.get(parts[3]);
            return session ? json(response, 200, publicSession(session)) : notFound(response, 'checkout.session');
          }
          if (parts[1] === 'subscriptions' && parts[2]) {
            const subscription = subscriptions.get(parts[2]);
            if (!subscription) return notFound(response, 'subscription');
            if (request.method === 'GET') return json(response, 200, subscription);
            if (request.method === 'POST') {
              if ('cancel_at_period_end' in params) subscription.cancel_at_period_end = params.cancel_at_period_end === 'true';
              await deliver('customer.subscription.updated', subscription);
              return json(response, 200, subscription);
            }
            if (request.method === 'DELETE') {
              if (subscription.status === 'canceled') {
                return invalid(response, `A canceled subscription can only update its cancellation_details and metadata.`);
              }
              await cancelSubscription(subscription);
              const answer = { status: 200, body: subscription };
              if (key) idempotent.set(`${url.pathname} ${key}`, answer);
              return json(response, 200, subscription);
            }
          }
          return json(response, 404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${url.pathname})` } });
        }
        // The hosted checkout page and its Pay button.
        if (parts[0] === 'checkout' && parts[1]) {
          const session = sessions.get(parts[1]);
          if (!session || session.status === 'expired') {
            response.writeHead(session ? 410 : 404, { 'Content-Type': 'text/plain' }).end('This checkout has expired.');
            return;
          }
          if (request.method === 'GET' && parts.length === 2) {
            response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(checkoutPage(session));
            return;
          }
          if (request.method === 'POST' && parts[2] === 'pay') {
            const status = await pay(session);
            if (status < 200 || status >= 300) {
              session.status = 'open';
              session.payment_status = 'unpaid';
              response
                .writeHead(502, { 'Content-Type': 'text/html; charset=utf-8' })
                .end(checkoutPage(session, `The shop did not confirm the payment (webhook answered ${status}). Try again.`));
              return;
            }
            response.writeHead(303, { Location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id) }).end();
            return;
          }
        }
        // For tests: what was delivered.
        if (request.method === 'GET' && url.pathname === '/deliveries') return json(response, 200, deliveries);

        response.writeHead(404).end();
      } catch (error) {
        json(response, 500, { error: { type: 'api_error', message: error instanceof Error ? error.message : String(error) } });
      }
    });
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${port}`,
        deliveries,
        close: () =>
          new Promise((done) => {
            server.close(() => done(undefined));
            server.closeAllConnections();
          }),
      }),
    );
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const fake = await startStripeFake(Number(process.env.STRIPE_FAKE_PORT || STRIPE_FAKE_PORT), { quiet: false });
  console.log(`stripe-fake: listening on ${fake.url}`);
}
