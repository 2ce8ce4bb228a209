import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { City } from '@/lib/places/types';
import type { NewItineraryInput } from '@/domain/itineraries/types';
import { PLAN_DRAFT_KEY, PlanForm, type PlanFormProps } from '../plan-form';
import { suggestTitle, toNewItinerary, validatePlan, EMPTY_PLAN_DRAFT } from '../plan-form-model';

const CITIES: City[] = [
  { id: 'lisbon', name: 'Lisbon', country: 'PT', geocode: { lat: 38.72, lng: -9.14 }, population: 500000, geonameId: 1, curated: true, timeZone: 'Europe/Lisbon' },
  { id: 'porto', name: 'Porto', country: 'PT', geocode: { lat: 41.15, lng: -8.61 }, population: 230000, geonameId: 2, curated: true, timeZone: 'Europe/Lisbon' },
];
const searchCities = (query: string) =>
  Promise.resolve(CITIES.filter((city) => city.name.toLowerCase().startsWith(query.toLowerCase())));

function renderForm(props: Partial<PlanFormProps> = {}) {
  const onCreate = vi.fn((_input: NewItineraryInput) => Promise.resolve('new-trip-1'));
  const onCreated = vi.fn();
  const onSignInRequired = vi.fn();
  const utils = render(
    <QueryClientProvider client={new QueryClient()}>
      <PlanForm signedIn onCreate={onCreate} onCreated={onCreated} onSignInRequired={onSignInRequired} searchCities={searchCities} {...props} />
    </QueryClientProvider>,
  );
  return { ...utils, onCreate, onCreated, onSignInRequired, user: userEvent.setup() };
}

async function addCity(user: ReturnType<typeof userEvent.setup>, text: string, name: string) {
  await user.type(screen.getByRole('combobox', { name: 'Destinations' }), text);
  await user.click(await screen.findByRole('option', { name: new RegExp(name) }));
}

describe('PlanForm', () => {
  it('shows each problem at its field and creates nothing', async () => {
    const { user, onCreate } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Create trip' }));
    expect(screen.getByRole('combobox', { name: 'Destinations' })).toHaveAccessibleDescription(/Add at least one destination/);
    expect(screen.getByLabelText('First day')).toHaveAccessibleDescription(/Enter the first day/);
    expect(screen.getByLabelText('Last day')).toHaveAccessibleDescription(/Enter the last day/);
    expect(screen.getByLabelText('Trip title')).toHaveAccessibleDescription(/Give the trip a title/);
    expect(screen.getByRole('combobox', { name: 'Destinations' })).toHaveFocus();
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('refuses an end before the start and a trip over 90 days', async () => {
    const { user } = renderForm();
    await addCity(user, 'Lis', 'Lisbon');
    await user.type(screen.getByLabelText('First day'), '2027-05-10');
    await user.type(screen.getByLabelText('Last day'), '2027-05-01');
    await user.click(screen.getByRole('button', { name: 'Create trip' }));
    expect(screen.getByLabelText('Last day')).toHaveAccessibleDescription(/cannot be before the first day/);
    await user.clear(screen.getByLabelText('Last day'));
    await user.type(screen.getByLabelText('Last day'), '2027-09-30');
    expect(screen.getByLabelText('Last day')).toHaveAccessibleDescription(/at most 90 days/);
  });

  it('creates an undated plan of a number of days with a suggested title and who is going', async () => {
    const { user, onCreate, onCreated } = renderForm();
    await addCity(user, 'Lis', 'Lisbon');
    await addCity(user, 'Por', 'Porto');
    await user.click(screen.getByRole('radio', { name: /Number of days/ }));
    const days = screen.getByLabelText('Number of days');
    await user.clear(days);
    await user.type(days, '120');
    await user.click(screen.getByRole('button', { name: 'Create trip' }));
    expect(days).toHaveAccessibleDescription(/from 1 to 90/);
    await user.clear(days);
    await user.type(days, '4');
    expect(screen.getByLabelText('Trip title')).toHaveValue('4 days in Lisbon and Porto');
    await user.type(screen.getByLabelText('Names (optional)'), 'Ana{Enter}');
    await user.type(screen.getByLabelText('Names (optional)'), 'Marco');
    await user.click(screen.getByRole('button', { name: 'Add name' }));
    expect(screen.getByLabelText('Number of travellers')).toHaveValue(2);
    await user.click(screen.getByRole('button', { name: 'Create trip' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('new-trip-1'));
    const input = onCreate.mock.calls[0]?.[0];
    expect(input).toMatchObject({
      title: '4 days in Lisbon and Porto',
      destinations: ['Lisbon', 'Porto'],
      period: null,
      days: 4,
      geocode: { lat: 38.72, lng: -9.14 },
    });
    expect(input?.description).toContain('Ana and Marco');
    expect(sessionStorage.getItem(`wayfare:draft:${PLAN_DRAFT_KEY}`)).toBeNull();
  });

  it('keeps what was typed when signed out, and asks to sign in', async () => {
    const first = renderForm({ signedIn: false });
    await addCity(first.user, 'Lis', 'Lisbon');
    await first.user.type(screen.getByLabelText('First day'), '2027-05-01');
    await first.user.type(screen.getByLabelText('Last day'), '2027-05-03');
    await first.user.click(screen.getByRole('button', { name: 'Sign in to create the trip' }));
    expect(first.onSignInRequired).toHaveBeenCalled();
    expect(first.onCreate).not.toHaveBeenCalled();
    first.unmount();

    // Back from signing in: the same form, filled in.
    const second = renderForm({ signedIn: true });
    expect(screen.getByRole('list', { name: 'Destinations added' })).toHaveTextContent('Lisbon');
    expect(screen.getByLabelText('First day')).toHaveValue('2027-05-01');
    expect(screen.getByLabelText('Trip title')).toHaveValue('3 days in Lisbon');
    await second.user.click(screen.getByRole('button', { name: 'Create trip' }));
    await waitFor(() => expect(second.onCreate).toHaveBeenCalled());
    expect(second.onCreate.mock.calls[0]?.[0]).toMatchObject({ period: { start: '2027-05-01', end: '2027-05-03' }, days: 3 });
  });

  it('keeps the draft and says why when creating fails', async () => {
    const onCreate = vi.fn(() => Promise.reject(new Error('The service cannot be reached right now.')));
    const { user } = renderForm({ onCreate });
    await addCity(user, 'Lis', 'Lisbon');
    await user.click(screen.getByRole('radio', { name: /Number of days/ }));
    await user.clear(screen.getByLabelText('Trip title'));
    await user.type(screen.getByLabelText('Trip title'), 'Our weekend');
    await user.click(screen.getByRole('button', { name: 'Create trip' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('cannot be reached');
    expect(screen.getByLabelText('Trip title')).toHaveValue('Our weekend');
    expect(sessionStorage.getItem(`wayfare:draft:${PLAN_DRAFT_KEY}`)).toContain('Our weekend');
  });

  it('creates the trip once, however often Create is pressed while it is being created', async () => {
    let finish: (id: string) => void = () => undefined;
    const onCreate = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const { user, onCreated } = renderForm({ onCreate });
    await addCity(user, 'Lis', 'Lisbon');
    await user.click(screen.getByRole('radio', { name: /Number of days/ }));
    await user.click(screen.getByRole('button', { name: 'Create trip' }));
    const busy = screen.getByRole('button', { name: 'Creating the trip…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await user.click(busy);
    finish('new-trip-2');
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('new-trip-2'));
    expect(onCreate).toHaveBeenCalledOnce();
  });

  it('says so under the search box when the city search cannot load', async () => {
    const { user } = renderForm({ searchCities: () => Promise.reject(new Error('Failed to fetch dynamically imported module')) });
    const box = screen.getByRole('combobox', { name: 'Destinations' });
    await user.type(box, 'Lis');
    await waitFor(() => expect(box).toHaveAccessibleDescription(/City search could not load/));
  });

  it('picks a city with the keyboard', async () => {
    const { user } = renderForm();
    await user.type(screen.getByRole('combobox', { name: 'Destinations' }), 'Po');
    await screen.findByRole('option', { name: /Porto/ });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('list', { name: 'Destinations added' })).toHaveTextContent('Porto');
    await user.click(screen.getByRole('button', { name: 'Remove Porto' }));
    expect(screen.queryByRole('list', { name: 'Destinations added' })).toBeNull();
  });
});

describe('plan form model', () => {
  it('suggests titles from the destinations and length', () => {
    const lisbon = { id: 'lisbon', name: 'Lisbon', country: 'PT', lat: 0, lng: 0 };
    expect(suggestTitle({ ...EMPTY_PLAN_DRAFT, destinations: [lisbon], mode: 'days', days: '1' })).toBe('A day in Lisbon');
    expect(suggestTitle({ ...EMPTY_PLAN_DRAFT, destinations: [] })).toBe('');
  });

  it('turns a dated draft into an itinerary of the inclusive length', () => {
    const draft = {
      ...EMPTY_PLAN_DRAFT,
      destinations: [{ id: 'porto', name: 'Porto', country: 'PT', lat: 41, lng: -8 }],
      start: '2027-02-27',
      end: '2027-03-02',
    };
    expect(validatePlan(draft)).toEqual({});
    expect(toNewItinerary(draft)).toMatchObject({ days: 4, period: { start: '2027-02-27', end: '2027-03-02' }, title: '4 days in Porto' });
    expect(validatePlan({ ...draft, start: '2027-02-30' }).start).toMatch(/real date/);
  });
});
