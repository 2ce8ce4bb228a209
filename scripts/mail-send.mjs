// Sends an e-mail file over SMTP to the local inbound-mail stand-in
// (scripts/mail-inbound-fake.mjs, started by `npm start`), as a person
// forwarding a confirmation to their trip's address would:
//   npm run mail:send -- <file.eml> <trip-…@in.wayfare.test> [--from <address>]
// The envelope sender is the file's From address unless --from gives one; it
// must be the verified address of someone who plans the trip (a demo account:
// ana@demo.wayfare.test). Prints the stand-in's answer, which carries the
// function's refusal when there is one.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import nodemailer from 'nodemailer';
import { MAIL_INBOUND_FAKE_PORT } from './mail-inbound-fake.mjs';

/** The address in a message's first From header, lower-cased, or ''. */
export function fromAddressOf(raw) {
  const head = raw.split(/\r?\n\r?\n/, 1)[0].replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((header) => /^from:/i.test(header)) ?? '';
  const address = /<([^<>\s]+@[^<>\s]+)>/.exec(line)?.[1] ?? /([^\s<>"]+@[^\s<>"]+)/.exec(line.slice(5))?.[1] ?? '';
  return address.toLowerCase();
}

/** Sends `raw` (the whole message) to `to` from `from` (default: its From address); resolves to the server's reply, rejects with its refusal. */
export async function sendMail({ raw, to, from = fromAddressOf(String(raw)), port = MAIL_INBOUND_FAKE_PORT, host = '127.0.0.1' }) {
  const transport = nodemailer.createTransport({ host, port, secure: false, ignoreTLS: true, socketTimeout: 200_000 });
  try {
    const info = await transport.sendMail({ envelope: { from, to }, raw });
    return { response: info.response, accepted: info.accepted, rejected: info.rejected };
  } finally {
    transport.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const fromIndex = args.indexOf('--from');
  const from = fromIndex === -1 ? undefined : args[fromIndex + 1];
  const [file, to] = args.filter((_arg, index) => fromIndex === -1 || (index !== fromIndex && index !== fromIndex + 1));
  if (!file || !to) {
    console.error('usage: npm run mail:send -- <file.eml> <trip-…@in.wayfare.test> [--from <address>]');
    process.exit(2);
  }
  try {
    const answer = await sendMail({ raw: readFileSync(file), to, ...(from ? { from } : {}) });
    console.log(answer.response);
  } catch (error) {
    console.error(error instanceof Error ? (error.response ?? error.message) : String(error));
    process.exit(1);
  }
}
