// storage.rules: images in a user's folder and itinerary covers.
//
// The Storage emulator needs a rules-runtime JAR that firebase-tools
// downloads, so it cannot start offline. These tests register only when it
// runs (STORAGE_EMULATOR_HOST, set by `firebase emulators:exec --only
// firestore,storage`); otherwise this file has no tests and says so once.
import { readFileSync } from 'node:fs';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { doc, setDoc, type Firestore } from 'firebase/firestore';
import { deleteObject, getBytes, ref, uploadBytes, type FirebaseStorage } from 'firebase/storage';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { RULES_PROJECT_ID, itinerary } from './helpers';

const storageHost = process.env.STORAGE_EMULATOR_HOST;

/** "http://127.0.0.1:9199" or "127.0.0.1:9199" -> host and port. */
function hostAndPort(value: string): { host: string; port: number } {
  const url = new URL(value.includes('://') ? value : `http://${value}`);
  return { host: url.hostname, port: Number(url.port) };
}

/** rules-unit-testing hands out compat wrappers; the modular functions unwrap them. */
const storageOf = (context: RulesTestContext): FirebaseStorage => context.storage();
const firestoreOf = (context: RulesTestContext): Firestore => context.firestore() as unknown as Firestore;

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const image = { contentType: 'image/png' };

if (!storageHost) {
  console.log('Storage rules were not tested: the Storage emulator is not running (STORAGE_EMULATOR_HOST is not set).');
} else {
  describe('storage rules', () => {
    let env: RulesTestEnvironment | undefined;
    const current = (): RulesTestEnvironment => {
      if (!env) throw new Error('the storage test environment has not started');
      return env;
    };
    const as = (uid: string) => storageOf(current().authenticatedContext(uid));
    const signedOut = () => storageOf(current().unauthenticatedContext());

    beforeAll(async () => {
      const [firestoreHost = '127.0.0.1', firestorePort = '8080'] = (
        process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'
      ).split(':');
      env = await initializeTestEnvironment({
        projectId: RULES_PROJECT_ID,
        storage: { rules: readFileSync('storage.rules', 'utf8'), ...hostAndPort(storageHost) },
        firestore: {
          rules: readFileSync('firestore.rules', 'utf8'),
          host: firestoreHost,
          port: Number(firestorePort),
        },
      });
    });
    afterAll(async () => {
      await env?.cleanup();
    });
    beforeEach(async () => {
      await current().clearStorage();
      await current().clearFirestore();
      await current().withSecurityRulesDisabled(async (context) => {
        await setDoc(
          doc(firestoreOf(context), 'itineraries/lisbon'),
          itinerary('ana', { collaborators: { pending: [], accepted: ['bob'] } }),
        );
        await uploadBytes(ref(storageOf(context), 'users/ana/avatar.png'), PNG, image);
      });
    });

    it('lets a user upload an image to their own folder', async () => {
      await assertSucceeds(uploadBytes(ref(as('ana'), 'users/ana/agency/logo.png'), PNG, image));
    });

    it('refuses an upload by a deleted account, whose token from before is still valid', async () => {
      await current().withSecurityRulesDisabled(async (context) => {
        await setDoc(doc(firestoreOf(context), 'deletedUsers/ana'), { deletedAt: new Date() });
      });
      await assertFails(uploadBytes(ref(as('ana'), 'users/ana/agency/logo.png'), PNG, image));
      await assertFails(uploadBytes(ref(as('ana'), 'itineraries/lisbon/cover/cover.png'), PNG, image));
    });

    it("refuses uploading into another user's folder", async () => {
      await assertFails(uploadBytes(ref(as('bob'), 'users/ana/avatar.png'), PNG, image));
    });

    it('refuses a signed-out upload', async () => {
      await assertFails(uploadBytes(ref(signedOut(), 'users/ana/avatar.png'), PNG, image));
    });

    it('refuses a file that is not an image', async () => {
      await assertFails(uploadBytes(ref(as('ana'), 'users/ana/notes.txt'), PNG, { contentType: 'text/plain' }));
    });

    it('refuses SVG, which can carry scripts', async () => {
      await assertFails(uploadBytes(ref(as('ana'), 'users/ana/avatar.svg'), PNG, { contentType: 'image/svg+xml' }));
    });

    it('refuses an image of 5 MiB or more', async () => {
      const big = new Uint8Array(5 * 1024 * 1024);
      await assertFails(uploadBytes(ref(as('ana'), 'users/ana/huge.png'), big, image));
    });

    it('lets anyone read a user image', async () => {
      await assertSucceeds(getBytes(ref(signedOut(), 'users/ana/avatar.png')));
    });

    it('lets the owner delete an image, and not somebody else', async () => {
      await assertFails(deleteObject(ref(as('bob'), 'users/ana/avatar.png')));
      await assertSucceeds(deleteObject(ref(as('ana'), 'users/ana/avatar.png')));
    });

    it('lets the itinerary creator upload its cover', async () => {
      await assertSucceeds(uploadBytes(ref(as('ana'), 'itineraries/lisbon/cover/cover.png'), PNG, image));
    });

    it('refuses a collaborator uploading the cover', async () => {
      await assertFails(uploadBytes(ref(as('bob'), 'itineraries/lisbon/cover/cover.png'), PNG, image));
    });

    it('refuses a cover for an itinerary that does not exist', async () => {
      await assertFails(uploadBytes(ref(as('ana'), 'itineraries/nowhere/cover/cover.png'), PNG, image));
    });

    it('refuses uploads anywhere else', async () => {
      await assertFails(uploadBytes(ref(as('ana'), 'public/banner.png'), PNG, image));
      await assertFails(uploadBytes(ref(as('ana'), 'itineraries/lisbon/photos/p1.png'), PNG, image));
    });
  });
}
