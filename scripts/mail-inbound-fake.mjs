// A local stand-in for the inbound-mail provider (Mailgun Routes), for the
// testing stage, where no mail provider can be reached. It is a real SMTP
// server on 127.0.0.1 that takes mail for *@in.wayfare.test only (other
// recipients are refused at RCPT TO), up to 10 MB, and for each recipient
// posts what a Mailgun route that forwards to a URL ending in `mime` posts:
// the form fields recipient, sender (the envelope's MAIL FROM), from,
// subject, timestamp, token, signature and body-mime (the whole message),
// multipart/form-data, signed with Mailgun's scheme (hex HMAC-SHA256 of
// timestamp + token) and the emulator's test key. So the function that runs
// is the production one (functions/src/booking-mail). Unlike Mailgun, which
// accepts a mail and posts it afterwards, it answers the SMTP client with the
// function's refusal, so the sender sees it.
//
//   import { startMailInboundFake } from './mail-inbound-fake.mjs'; const fake = await startMailInboundFake();
//   node scripts/mail-inbound-fake.mjs        (stand-alone, port 2525)
//   npm run mail:send -- <file.eml> <trip-…@in.wayfare.test>   (scripts/mail-send.mjs)
import { createHmac, randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { PORTS, PROJECT_ID } from './lib/emulators.mjs';

export const MAIL_INBOUND_FAKE_PORT = PORTS.mail;
/** The emulator's domain for trips' addresses (INBOUND_MAIL_DOMAIN in functions/.env). */
export const INBOUND_MAIL_DOMAIN = 'in.wayfare.test';
// The same test-only key as functions/src/booking-mail/function.ts (EMULATOR_MAILGUN_SIGNING_KEY).
export const FAKE_MAILGUN_SIGNING_KEY = 'wayfare-mailgun-signing-key-emulator-only';
export const DEFAULT_BOOKING_MAIL_URL = `http://127.0.0.1:${PORTS.functions}/${process.env.GCLOUD_PROJECT || PROJECT_ID}/us-central1/bookingMail`;
/** As the function (and the browser's import): larger mails are refused while they arrive. */
export const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;
// A function's first call starts its worker in the emulator, slow on a busy machine.
const POST_TIMEOUT_MS = 150_000;

/** Mailgun's webhook signature of `timestamp + token`. */
export function signMailgun(key, timestamp, token) {
  return createHmac('sha256', key).update(`${timestamp}${token}`).digest('hex');
}

/** The form a Mailgun route posts for one recipient of `mime` (signed now with `key`, unless timestamp and token are given). */
export function mailgunForm({ recipient, sender, from = '', subject = '', mime, key = FAKE_MAILGUN_SIGNING_KEY, timestamp, token, signature }) {
  const at = String(timestamp ?? Math.floor(Date.now() / 1000));
  const nonce = token ?? randomBytes(25).toString('hex');
  const form = new FormData();
  form.append('recipient', recipient);
  form.append('sender', sender);
  form.append('from', from);
  form.append('subject', subject);
  form.append('timestamp', at);
  form.append('token', nonce);
  form.append('signature', signature ?? signMailgun(key, at, nonce));
  form.append('body-mime', mime);
  return form;
}

/** The header block's fields, unfolded, by lower-case name (the first of each). */
function headersOf(mime) {
  const end = mime.search(/\r?\n\r?\n/);
  const block = (end === -1 ? mime : mime.slice(0, end)).replace(/\r?\n[ \t]+/g, ' ');
  const headers = new Map();
  for (const line of block.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return headers;
}

/** RFC 2047 encoded words (`=?UTF-8?B?…?=`, `=?ISO-8859-1?Q?…?=`) as text, as Mailgun gives `from` and `subject`. */
export function decodeWords(text) {
  return text
    .replace(/(=\?[^?\s]+\?[bq]\?[^?\s]*\?=)\s+(?==\?)/gi, '$1')
    .replace(/=\?([^?\s]+)\?([bq])\?([^?\s]*)\?=/gi, (word, charset, encoding, data) => {
      try {
        const bytes =
          encoding.toLowerCase() === 'b'
            ? Buffer.from(data, 'base64')
            : Buffer.from(
                data.replace(/_/g, ' ').replace(/=([0-9a-f]{2})/gi, (_m, hex) => String.fromCharCode(parseInt(hex, 16))),
                'latin1',
              );
        return new TextDecoder(charset.split('*')[0]).decode(bytes);
      } catch {
        return word;
      }
    });
}

/** An SMTP reply's text on one line, without what a client could take as a new reply. */
const oneLine = (text) => String(text).replace(/[\r\n]+/g, ' ').slice(0, 400);

function smtpError(code, message) {
  const error = new Error(oneLine(message));
  error.responseCode = code;
  return error;
}

/**
 * Starts the stand-in. `url`: where it posts (the emulator's bookingMail).
 * `deliveries` lists each post: recipient, sender, the function's status and answer.
 */
export function startMailInboundFake(port = MAIL_INBOUND_FAKE_PORT, { url = process.env.MAIL_INBOUND_FAKE_URL || DEFAULT_BOOKING_MAIL_URL, quiet = true } = {}) {
  const deliveries = [];

  async function post(recipient, sender, mime) {
    const headers = headersOf(mime);
    const form = mailgunForm({
      recipient,
      sender,
      from: decodeWords(headers.get('from') ?? ''),
      subject: decodeWords(headers.get('subject') ?? ''),
      mime,
    });
    let status = 0;
    let answer;
    try {
      const response = await fetch(url, { method: 'POST', body: form, signal: AbortSignal.timeout(POST_TIMEOUT_MS) });
      status = response.status;
      const text = await response.text();
      try {
        answer = JSON.parse(text);
      } catch {
        answer = text;
      }
    } catch (error) {
      answer = error instanceof Error ? error.message : String(error);
    }
    deliveries.push({ recipient, sender, status, answer });
    if (!quiet) console.log(`mail stand-in: ${sender || '<>'} -> ${recipient}: ${status}`);
    return { status, answer };
  }

  const server = new SMTPServer({
    name: '127.0.0.1',
    banner: 'Wayfare inbound mail (local stand-in)',
    logger: false,
    disabledCommands: ['AUTH', 'STARTTLS'],
    authOptional: true,
    size: MAX_MESSAGE_BYTES,
    rejectOversized: true,
    // The function may take a while to answer the first mail (its worker starts).
    socketTimeout: POST_TIMEOUT_MS + 30_000,
    // Ctrl-C stops npm start within seconds: open connections are not waited for.
    closeTimeout: 500,
    onRcptTo(address, _session, callback) {
      const domain = address.address.slice(address.address.lastIndexOf('@') + 1).toLowerCase();
      if (domain !== INBOUND_MAIL_DOMAIN) {
        callback(smtpError(550, `This server takes mail for addresses at ${INBOUND_MAIL_DOMAIN} only.`));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('error', (error) => callback(error));
      stream.on('end', async () => {
        if (stream.sizeExceeded) {
          callback(smtpError(552, `The message is larger than ${MAX_MESSAGE_BYTES / (1024 * 1024)} MB.`));
          return;
        }
        const mime = Buffer.concat(chunks).toString('utf8');
        const sender = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        // Mailgun posts once for each recipient its route matched.
        const answers = [];
        for (const rcpt of session.envelope.rcptTo) answers.push(await post(rcpt.address, sender, mime));
        const message = (answer) => (typeof answer?.answer === 'object' && answer.answer?.error?.message) || `answered ${answer.status}`;
        const refused = answers.find((answer) => answer.status >= 400 && answer.status < 500);
        if (refused) {
          callback(smtpError(550, `Refused: ${message(refused)}`));
          return;
        }
        const failed = answers.find((answer) => !(answer.status >= 200 && answer.status < 300));
        if (failed) {
          callback(smtpError(451, `Not delivered this time (${failed.status ? `the function ${message(failed)}` : 'the function did not answer'}); try again.`));
          return;
        }
        callback(null, `Kept in the trip's inbox (${answers.length} of ${answers.length})`);
      });
    },
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.removeListener('error', reject);
      // A client that breaks off must not stop the stand-in.
      server.on('error', (error) => {
        if (!quiet) console.error(`mail stand-in: ${error.message}`);
      });
      resolve({
        host: '127.0.0.1',
        port,
        deliveries,
        close: () => new Promise((done) => server.close(() => done(undefined))),
      });
    });
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const fake = await startMailInboundFake(Number(process.env.MAIL_INBOUND_FAKE_PORT || MAIL_INBOUND_FAKE_PORT), { quiet: false });
  console.log(`mail stand-in: SMTP on ${fake.host}:${fake.port} for *@${INBOUND_MAIL_DOMAIN}, posting to ${DEFAULT_BOOKING_MAIL_URL}`);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void fake.close().then(() => process.exit(0)));
}
