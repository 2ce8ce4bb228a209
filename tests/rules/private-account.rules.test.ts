// users/{uid}/private/{doc}: the owner's private account data.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, setDoc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { useRulesEnvironment } from './helpers';

const { as, signedOut, arrange } = useRulesEnvironment();

const account = (stripeCustomerId: string | null = null) => ({
  email: 'ana@demo.wayfare.test',
  phone: null,
  userPreferences: { currency: 'EUR', distanceUnit: 'km', homeCity: 'Lisbon', travelPersonality: null },
  stripeCustomerId,
});

async function stored(stripeCustomerId: string | null): Promise<void> {
  await arrange((db) => setDoc(doc(db, 'users/ana/private/account'), account(stripeCustomerId)));
}

describe('private account', () => {
  it('lets the owner read it', async () => {
    await stored('cus_123');
    await assertSucceeds(getDoc(doc(as('ana'), 'users/ana/private/account')));
  });

  it('refuses another user reading it', async () => {
    await stored(null);
    await assertFails(getDoc(doc(as('bob'), 'users/ana/private/account')));
  });

  it('refuses a signed-out read', async () => {
    await stored(null);
    await assertFails(getDoc(doc(signedOut(), 'users/ana/private/account')));
  });

  it('lets the owner create it with no Stripe customer', async () => {
    await assertSucceeds(setDoc(doc(as('ana'), 'users/ana/private/account'), account(null)));
  });

  it('refuses the browser writing stripeCustomerId on create', async () => {
    await assertFails(setDoc(doc(as('ana'), 'users/ana/private/account'), account('cus_forged')));
  });

  it('lets the owner change preferences while the server-set customer id stays', async () => {
    await stored('cus_123');
    await assertSucceeds(
      updateDoc(doc(as('ana'), 'users/ana/private/account'), { 'userPreferences.currency': 'USD', phone: '+351912345678' }),
    );
  });

  it('refuses the browser changing stripeCustomerId', async () => {
    await stored('cus_123');
    await assertFails(updateDoc(doc(as('ana'), 'users/ana/private/account'), { stripeCustomerId: 'cus_other' }));
  });

  it('refuses the browser clearing stripeCustomerId', async () => {
    await stored('cus_123');
    await assertFails(updateDoc(doc(as('ana'), 'users/ana/private/account'), { stripeCustomerId: null }));
  });

  it('refuses the browser setting stripeCustomerId where there was none', async () => {
    await stored(null);
    await assertFails(updateDoc(doc(as('ana'), 'users/ana/private/account'), { stripeCustomerId: 'cus_new' }));
  });

  it('refuses malformed preferences', async () => {
    await stored(null);
    await assertFails(updateDoc(doc(as('ana'), 'users/ana/private/account'), { 'userPreferences.distanceUnit': 'yards' }));
  });

  it('lets the owner choose public transport or a car beyond a walk, and nothing else', async () => {
    await stored(null);
    await assertSucceeds(updateDoc(doc(as('ana'), 'users/ana/private/account'), { 'userPreferences.ride': 'car' }));
    await assertSucceeds(updateDoc(doc(as('ana'), 'users/ana/private/account'), { 'userPreferences.ride': 'transit' }));
    await assertFails(updateDoc(doc(as('ana'), 'users/ana/private/account'), { 'userPreferences.ride': 'helicopter' }));
    await assertFails(updateDoc(doc(as('ana'), 'users/ana/private/account'), { 'userPreferences.ride': null }));
    await assertFails(updateDoc(doc(as('bob'), 'users/ana/private/account'), { 'userPreferences.ride': 'car' }));
  });

  it('lets the owner mark their currency as chosen, with a true or false and nothing else', async () => {
    await stored(null);
    await assertSucceeds(updateDoc(doc(as('ana'), 'users/ana/private/account'), { 'userPreferences.currency': 'JPY', 'userPreferences.currencyChosen': true }));
    await assertFails(updateDoc(doc(as('ana'), 'users/ana/private/account'), { 'userPreferences.currencyChosen': 'yes' }));
    await assertFails(updateDoc(doc(as('bob'), 'users/ana/private/account'), { 'userPreferences.currencyChosen': true }));
  });

  it('refuses another user writing it', async () => {
    await assertFails(setDoc(doc(as('bob'), 'users/ana/private/account'), account(null)));
  });

  it('refuses the browser writing server-only private documents', async () => {
    await assertFails(setDoc(doc(as('ana'), 'users/ana/private/entitlements'), { itineraries: ['tokyo'] }));
  });

  it('refuses deleting the account document while a Stripe customer is linked', async () => {
    await stored('cus_123');
    await assertFails(deleteDoc(doc(as('ana'), 'users/ana/private/account')));
  });

  it('lets the owner delete it when no Stripe customer is linked', async () => {
    await stored(null);
    await assertSucceeds(deleteDoc(doc(as('ana'), 'users/ana/private/account')));
  });
});
