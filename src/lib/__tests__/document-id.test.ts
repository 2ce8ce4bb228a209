import { isValidDocumentId } from '../document-id';
import { documentIdSchema } from '../document-id-schema';

describe('document ids (one rule for the app and the Cloud Functions)', () => {
  it.each(['abcd', 'k3J9dQ2mZp8sT1vW4xY6', 'lisbon-food-and-fado', '_abc', 'abc__', '__abc', 'a'.repeat(64)])('accepts %j', (id) => {
    expect(isValidDocumentId(id)).toBe(true);
    expect(documentIdSchema().safeParse(id).success).toBe(true);
  });

  it.each([
    ['reserved by Firestore', '__x__'],
    ['reserved, longer', '__abcd__'],
    ['reserved, only underscores', '____'],
    ['a slash', 'abc/def'],
    ['a dot', '.'],
    ['two dots', '..'],
    ['over 1500 bytes', 'é'.repeat(800)],
    ['too long', 'a'.repeat(65)],
    ['too short', 'abc'],
    ['not a string', 42],
  ])('refuses an id with %s', (_label, id) => {
    expect(isValidDocumentId(id)).toBe(false);
    const result = documentIdSchema('That trip id is not valid.').safeParse(id);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('That trip id is not valid.');
  });
});
