/**
 * The shop's catalogue over Firestore's REST API, with no credentials (see
 * ../rest.ts): the rules let anyone read a product, so the shop and the gift
 * form load no Firestore SDK to show what is for sale, and the page keeps no
 * listen channel open after the answer. Takes the database as a parameter,
 * so Node tests run this code against the emulator.
 */
import { toAppError } from '../errors';
import { queryPublicCollection, stageDatabase, type PublicQuery, type RestDatabase } from '../rest';
import { parseProduct, type Product } from '@/domain/commerce/schema';

/** The catalogue holds a few dozen products; a page of the shop never shows more. */
const MAX_PRODUCTS = 200;

const activeProductsQuery: PublicQuery = {
  collectionId: 'products',
  filters: [{ field: 'active', value: true }],
  orderByDescending: null,
  limit: MAX_PRODUCTS,
};

/** Everything for sale, in the shop's order; malformed products are left out (console.warn). */
export async function listProductsRest(database: RestDatabase = stageDatabase()): Promise<Product[]> {
  let documents;
  try {
    documents = await queryPublicCollection(database, activeProductsQuery);
  } catch (error) {
    throw toAppError(error);
  }
  const products: Product[] = [];
  for (const document of documents) {
    try {
      const product = parseProduct(document.data, document.id);
      if (product) products.push(product);
    } catch (error) {
      console.warn(error instanceof Error ? error.message : String(error));
    }
  }
  return products.sort((a, b) => a.sortOrder - b.sortOrder || a.title.localeCompare(b.title));
}
