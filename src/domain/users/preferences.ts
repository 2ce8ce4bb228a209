/**
 * The preferences a new account starts with (the User store's defaults). No
 * schema library here: the User store is in the first chunk and imports it.
 */
import type { UserPreferencesDoc } from './schema';

export function defaultPreferences(homeCity: string | null): UserPreferencesDoc {
  return { currency: 'EUR', distanceUnit: 'km', homeCity, travelPersonality: null };
}
