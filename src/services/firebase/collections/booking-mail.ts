/**
 * A trip's forwarding address and inbox as the app reaches them
 * (docs/bookings.md, "An e-mail address per trip"). Nothing Firebase is
 * imported statically; feature code imports this module with `import()`.
 */
import type { AppError } from '../errors';
import type { InboxMail, TripMail } from '@/domain/bookings/mail';
import { lazyOps } from './lazy-ops';

const { run, subscribe } = lazyOps(() => import('./booking-mail-ops'));

/** The creator's address for the trip, live (null: none). Returns the unsubscribe function (safe before loading ends). */
export function subscribeTripMail(uid: string, itineraryId: string, onChange: (mail: TripMail | null) => void, onError: (error: AppError) => void): () => void {
  return subscribe(({ db, ops }) => ops.subscribeTripMailOps(db, uid, itineraryId, onChange, onError), onError);
}

export function turnOnTripMail(uid: string, itineraryId: string): Promise<string> {
  return run(({ db, ops }) => ops.turnOnTripMailOps(db, uid, itineraryId));
}

export function turnOffTripMail(token: string): Promise<void> {
  return run(({ db, ops }) => ops.turnOffTripMailOps(db, token));
}

/** The trip's inbox, newest first, live. Returns the unsubscribe function (safe before loading ends). */
export function subscribeInbox(itineraryId: string, onChange: (mails: InboxMail[]) => void, onError: (error: AppError) => void): () => void {
  return subscribe(({ db, ops }) => ops.subscribeInboxOps(db, itineraryId, onChange, onError), onError);
}

export function deleteInboxMail(itineraryId: string, mailId: string): Promise<void> {
  return run(({ db, ops }) => ops.deleteInboxMailOps(db, itineraryId, mailId));
}
