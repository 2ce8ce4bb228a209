// The shop's demo data (docs/commerce.md): the catalogue (plans, gift plans,
// paid itineraries, a bundle) and the paid itineraries that are copies of a
// seeded one with their own id, title and price. Pure: it reads
// commerce.json and the documents buildSeed() made.
import { readFileSync } from 'node:fs';

const data = JSON.parse(readFileSync(new URL('./commerce.json', import.meta.url), 'utf8'));

function fail(message) {
  throw new Error(`commerce seed data: ${message}`);
}

/** @param {{ documents: { path: string, data: Record<string, unknown> }[] }} seed */
export function buildCommerceSeed(seed) {
  /** @type {{ path: string, data: Record<string, unknown> }[]} */
  const documents = [];
  const byPath = new Map(seed.documents.map((d) => [d.path, d.data]));
  for (const paid of data.paidItineraries) {
    const source = byPath.get(`itineraries/${paid.copyOf}`) ?? fail(`unknown itinerary ${paid.copyOf}`);
    documents.push({
      path: `itineraries/${paid.id}`,
      data: { ...source, title: paid.title, description: paid.description, public: true, isPaidItinerary: true, price: paid.price },
    });
    const prefix = `itineraries/${paid.copyOf}/items/`;
    for (const doc of seed.documents) {
      if (doc.path.startsWith(prefix)) documents.push({ path: `itineraries/${paid.id}/items/${doc.path.slice(prefix.length)}`, data: doc.data });
    }
  }
  const itineraryIds = new Set([...byPath.keys(), ...documents.map((d) => d.path)].filter((p) => /^itineraries\/[^/]+$/.test(p)).map((p) => p.slice(12)));
  for (const { id, ...product } of data.products) {
    for (const itineraryId of product.itineraryIds) if (!itineraryIds.has(itineraryId)) fail(`${id} sells unknown itinerary ${itineraryId}`);
    if (!Number.isInteger(product.price.amount)) fail(`${id}: price in minor units, an integer`);
    documents.push({ path: `products/${id}`, data: { ...product, active: true, stripePriceId: null } });
  }
  return { documents, products: data.products.length, paidItineraries: data.paidItineraries.map((p) => p.id) };
}
