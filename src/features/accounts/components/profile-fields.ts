/** Limits of the public profile's fields (docs/data-model.md, enforced by firestore.rules). */
export const DISPLAY_NAME_MAX = 80;
export const BIO_MAX = 500;
export const HOME_CITY_MAX = 100;
export const PHOTO_URL_MAX = 2048;

function displayNameError(value: string): string | null {
  const name = value.trim();
  if (name === '') return 'Enter the name other travellers will see.';
  if (name.length > DISPLAY_NAME_MAX) return `Use at most ${DISPLAY_NAME_MAX} characters.`;
  return null;
}

function bioError(value: string): string | null {
  return value.trim().length > BIO_MAX ? `Use at most ${BIO_MAX} characters.` : null;
}

export function homeCityError(value: string): string | null {
  return value.trim().length > HOME_CITY_MAX ? `Use at most ${HOME_CITY_MAX} characters.` : null;
}

/** An optional photo link: empty, or a web address (https://…). */
function photoURLError(value: string): string | null {
  const link = value.trim();
  if (link === '') return null;
  if (link.length > PHOTO_URL_MAX) return `That link is too long (at most ${PHOTO_URL_MAX} characters).`;
  try {
    const url = new URL(link);
    if (url.protocol === 'https:' || url.protocol === 'http:') return null;
  } catch {
    // not a URL
  }
  return 'Paste a web address of an image, starting with https://';
}

const CHECKS = { displayName: displayNameError, bio: bioError, homeCity: homeCityError, photoURL: photoURLError };

/** A text field of the public profile that a person types. */
export type ProfileTextField = keyof typeof CHECKS;

/** What is wrong with each of `fields` in `values`; a field that is fine is left out. */
export function profileFieldErrors<Field extends ProfileTextField>(
  values: Record<Field, string>,
  fields: readonly Field[],
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const field of fields) {
    const problem = CHECKS[field](values[field]);
    if (problem) errors[field] = problem;
  }
  return errors;
}

/** Trimmed text, or null when empty (how optional fields are stored). */
export function optionalText(value: string): string | null {
  const text = value.trim();
  return text === '' ? null : text;
}
