/**
 * What /plan collects, how it is checked, and what it becomes: plain data and
 * pure functions, so the rules are tested without a browser.
 */
import type { NewItineraryInput } from '@/domain/itineraries/types';

/** A destination picked from city search. */
export interface DestinationChoice {
  id: string;
  name: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  lat: number;
  lng: number;
}

/** Everything typed into the form, kept as a draft (strings as typed, so nothing is lost). */
export interface PlanDraft {
  destinations: DestinationChoice[];
  destinationQuery: string;
  mode: 'dates' | 'days';
  start: string;
  end: string;
  days: string;
  travellers: string;
  names: string[];
  nameInput: string;
  title: string;
  /** Once the person edits the title, the suggestion no longer replaces it. */
  titleEdited: boolean;
}

export const EMPTY_PLAN_DRAFT: PlanDraft = {
  destinations: [],
  destinationQuery: '',
  mode: 'dates',
  start: '',
  end: '',
  days: '3',
  travellers: '1',
  names: [],
  nameInput: '',
  title: '',
  titleEdited: false,
};

export const MAX_DAYS = 90;
export const MAX_DESTINATIONS = 20;
export const MAX_TRAVELLERS = 50;
export const MAX_NAMES = 50;
export const MAX_NAME_LENGTH = 60;
export const MAX_TITLE_LENGTH = 120;

export type PlanField = 'destinations' | 'start' | 'end' | 'days' | 'travellers' | 'names' | 'title';
export type PlanErrors = Partial<Record<PlanField, string>>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function utcDay(iso: string): number | null {
  if (!ISO_DATE.test(iso)) return null;
  const time = Date.parse(`${iso}T00:00:00Z`);
  if (Number.isNaN(time)) return null;
  // Reject dates the calendar does not have (2027-02-30 parses to March).
  if (new Date(time).toISOString().slice(0, 10) !== iso) return null;
  return time / 86_400_000;
}

/** Days from the first to the last day, both included; null when a date is missing or invalid. */
export function inclusiveDays(start: string, end: string): number | null {
  const a = utcDay(start);
  const b = utcDay(end);
  if (a === null || b === null) return null;
  return b - a + 1;
}

function wholeNumber(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  return Number(trimmed);
}

/** The trip's length as the form stands, or null when it cannot be told yet. */
export function draftDays(draft: PlanDraft): number | null {
  if (draft.mode === 'days') {
    const days = wholeNumber(draft.days);
    return days !== null && days >= 1 && days <= MAX_DAYS ? days : null;
  }
  const days = inclusiveDays(draft.start, draft.end);
  return days !== null && days >= 1 && days <= MAX_DAYS ? days : null;
}

/** "Lisbon", "Lisbon and Porto", "Lisbon, Porto and Sintra". */
export function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** A title from the destinations and the length: "5 days in Lisbon and Porto". */
export function suggestTitle(draft: Pick<PlanDraft, 'destinations' | 'mode' | 'start' | 'end' | 'days'>): string {
  const places = listNames(draft.destinations.map((d) => d.name));
  if (!places) return '';
  const days = draftDays({ ...EMPTY_PLAN_DRAFT, ...draft });
  const title = days === null ? places : days === 1 ? `A day in ${places}` : `${days} days in ${places}`;
  return title.length <= MAX_TITLE_LENGTH ? title : title.slice(0, MAX_TITLE_LENGTH).trimEnd();
}

/** The title the form shows: the person's own once edited, else the suggestion. */
export function shownTitle(draft: PlanDraft): string {
  return draft.titleEdited ? draft.title : suggestTitle(draft);
}

/** Every problem, by field, in the words shown beside the field. */
export function validatePlan(draft: PlanDraft): PlanErrors {
  const errors: PlanErrors = {};
  if (draft.destinations.length === 0) {
    errors.destinations = draft.destinationQuery.trim()
      ? 'Pick a destination from the suggestions, then add it.'
      : 'Add at least one destination.';
  } else if (draft.destinations.length > MAX_DESTINATIONS) {
    errors.destinations = `A trip can have at most ${MAX_DESTINATIONS} destinations.`;
  }

  if (draft.mode === 'dates') {
    const start = draft.start ? utcDay(draft.start) : null;
    const end = draft.end ? utcDay(draft.end) : null;
    if (!draft.start) errors.start = 'Enter the first day of the trip, or plan by number of days.';
    else if (start === null) errors.start = 'Enter a real date, like 2027-05-01.';
    if (!draft.end) errors.end = 'Enter the last day of the trip.';
    else if (end === null) errors.end = 'Enter a real date, like 2027-05-05.';
    if (start !== null && end !== null) {
      if (end < start) errors.end = 'The last day cannot be before the first day.';
      else if (end - start + 1 > MAX_DAYS) errors.end = `A trip can last at most ${MAX_DAYS} days.`;
    }
  } else {
    const days = wholeNumber(draft.days);
    if (days === null || days < 1 || days > MAX_DAYS) errors.days = `Enter a number of days from 1 to ${MAX_DAYS}.`;
  }

  const travellers = wholeNumber(draft.travellers);
  if (travellers === null || travellers < 1 || travellers > MAX_TRAVELLERS) {
    errors.travellers = `Enter how many people are going, from 1 to ${MAX_TRAVELLERS}.`;
  } else if (travellers < draft.names.length) {
    errors.travellers = `You named ${draft.names.length} people: that is at least ${draft.names.length} travellers.`;
  }
  if (draft.names.length > MAX_NAMES) errors.names = `Name at most ${MAX_NAMES} people.`;

  const title = shownTitle(draft).trim();
  if (!title) errors.title = 'Give the trip a title.';
  else if (title.length > MAX_TITLE_LENGTH) errors.title = `Keep the title to ${MAX_TITLE_LENGTH} characters or fewer.`;
  return errors;
}

/** A name to add to "who is going", or the reason it cannot be added. */
export function checkName(name: string, names: readonly string[]): { ok: true; name: string } | { ok: false; error: string } {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  if (!trimmed) return { ok: false, error: 'Type a name first.' };
  if (trimmed.length > MAX_NAME_LENGTH) return { ok: false, error: `Keep names to ${MAX_NAME_LENGTH} characters or fewer.` };
  if (names.some((n) => n.toLowerCase() === trimmed.toLowerCase())) return { ok: false, error: `${trimmed} is already on the list.` };
  if (names.length >= MAX_NAMES) return { ok: false, error: `Name at most ${MAX_NAMES} people.` };
  return { ok: true, name: trimmed };
}

function travellersLine(count: number, names: readonly string[]): string {
  const people = count === 1 ? '1 traveller' : `${count} travellers`;
  return names.length > 0 ? `Who is going: ${listNames(names)} (${people}).` : `${people}.`;
}

/** The itinerary to create from a valid draft (call validatePlan first). */
export function toNewItinerary(draft: PlanDraft): NewItineraryInput {
  const days = draftDays(draft) ?? 1;
  const period = draft.mode === 'dates' ? { start: draft.start, end: draft.end } : null;
  const travellers = wholeNumber(draft.travellers) ?? 1;
  const first = draft.destinations[0];
  const where = draft.destinations.map((d) => (d.country ? `${d.name} (${d.country})` : d.name)).join(', ');
  const when = period ? `${days} days, ${period.start} to ${period.end}.` : `${days} days, no dates yet.`;
  const who = travellersLine(travellers, draft.names);
  return {
    title: shownTitle(draft).trim(),
    destinations: draft.destinations.map((d) => d.name),
    period,
    days,
    description: who,
    context: `Destinations: ${where}. ${when} ${who}`.slice(0, 4000),
    geocode: first ? { lat: first.lat, lng: first.lng } : null,
    isManualCreated: true,
  };
}
