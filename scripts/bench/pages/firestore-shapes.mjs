/* global window, document, location */
// The page of the `firestoreShapes` measurement (measurements/firestore-shapes.mjs):
// the Firestore SDK as the app sets it up (its multi-tab persistent cache, or
// the memory cache with ?cache=memory), connected to the emulator, with one
// call that listens to the big trip's 360 items in one of three shapes and
// resolves once the server's answer has been read (every item's data taken).
import { initializeApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getDoc,
  initializeFirestore,
  memoryLocalCache,
  onSnapshot,
  persistentLocalCache,
  persistentMultipleTabManager,
} from 'firebase/firestore';

const params = new URLSearchParams(location.search);
const app = initializeApp({ projectId: params.get('project'), apiKey: 'bench', appId: 'bench' });
const db = initializeFirestore(app, {
  localCache: params.get('cache') === 'memory' ? memoryLocalCache() : persistentLocalCache({ tabManager: persistentMultipleTabManager() }),
});
const [host, port] = params.get('emulator').split(':');
connectFirestoreEmulator(db, host, Number(port));

/** Where each shape keeps the 360 items, and how its snapshot gives them. */
const SHAPES = {
  // Today's model: one document per item.
  items: {
    target: () => collection(db, 'shapes/items/items'),
    items: (snapshot) => snapshot.docs.map((item) => item.data()),
  },
  // One document per day, its items in a map by id.
  days: {
    target: () => collection(db, 'shapes/days/days'),
    items: (snapshot) => snapshot.docs.flatMap((day) => Object.values(day.data().items)),
  },
  // The whole plan in one document.
  one: {
    target: () => doc(db, 'shapes/one'),
    items: (snapshot) => (snapshot.exists() ? Object.values(snapshot.data().items) : []),
  },
};

window.openShape = (name) =>
  new Promise((resolve) => {
    const shape = SHAPES[name];
    const stop = onSnapshot(shape.target(), (snapshot) => {
      if (snapshot.metadata.fromCache) return;
      const items = shape.items(snapshot);
      document.body.textContent = `${name}: ${items.length} items`;
      resolve(items.length);
      setTimeout(stop, 3000);
    });
  });

// Started as in the app before a trip is opened: the SDK running, its cache open.
await getDoc(doc(db, 'shapes/warm-up')).catch(() => null);
window.shapesReady = true;
