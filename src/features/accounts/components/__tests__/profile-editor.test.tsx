import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AppError } from '@/services/firebase/errors';
import { aProfile } from '@/testing/builders';
import { ProfileEditor, ProfileSummary } from '../profile-editor';
import * as usersModule from '@/services/firebase/collections/users';
import type { Profile } from '@/services/firebase/collections/users';
import * as storageModule from '@/services/firebase/storage';
import { expectNoAxeViolations, renderAt } from './render';

vi.mock('@/services/firebase/collections/users');
vi.mock('@/services/firebase/storage');
const users = vi.mocked(usersModule);
const storage = vi.mocked(storageModule);

const ANA: Profile = aProfile({
  id: 'anaRibeiro01',
  username: 'ana',
  displayName: 'Ana Ribeiro',
  photoURL: null,
  bio: 'Food, fado and long walks.',
  homeCity: 'Lisbon',
  following: ['marcoRossi01', 'yukiTanaka01', 'samCarter01'],
  followers: ['marcoRossi01'],
});

beforeEach(() => {
  vi.resetAllMocks();
  users.updateProfile.mockResolvedValue(undefined);
  storage.checkStorageAvailable.mockResolvedValue({ available: true });
});

function renderProfile(profile = ANA) {
  return renderAt(
    <>
      <ProfileSummary profile={profile} />
      <ProfileEditor profile={profile} />
    </>,
    '/profile',
  );
}

it('shows the counts and links to the public page', async () => {
  renderProfile();
  expect(screen.getByRole('heading', { name: 'Ana Ribeiro' })).toBeInTheDocument();
  expect(screen.getByRole('list', { name: 'Follow counts' })).toHaveTextContent('1 follower3 following');
  expect(screen.getByRole('link', { name: 'See your public page' })).toHaveAttribute('href', '/ana');
  await expectNoAxeViolations();
});

it('saves only the fields that changed', async () => {
  const { user } = renderProfile();
  expect(screen.getByLabelText('Bio')).toHaveValue('Food, fado and long walks.');
  await user.clear(screen.getByLabelText('Display name'));
  await user.type(screen.getByLabelText('Display name'), 'Ana R.');
  await user.clear(screen.getByLabelText('Home city'));
  await user.click(screen.getByRole('button', { name: 'Save changes' }));

  expect(await screen.findByText('Profile saved.')).toBeInTheDocument();
  expect(users.updateProfile).toHaveBeenCalledWith('anaRibeiro01', { displayName: 'Ana R.', homeCity: null });
});

it('keeps the edits when saving fails, and says why', async () => {
  users.updateProfile.mockRejectedValueOnce(
    new AppError('unavailable', 'The service cannot be reached right now. Check your connection and try again.'),
  );
  const { user } = renderProfile();
  await user.type(screen.getByLabelText('Bio'), ' Always by tram.');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The service cannot be reached right now.');
  expect(screen.getByLabelText('Bio')).toHaveValue('Food, fado and long walks. Always by tram.');
});

it('checks the fields at the field before saving', async () => {
  const { user } = renderProfile();
  await user.clear(screen.getByLabelText('Display name'));
  await user.type(screen.getByLabelText('Photo link'), 'not a link');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(screen.getByLabelText('Display name')).toHaveFocus();
  expect(screen.getByLabelText('Display name')).toHaveAccessibleDescription('Enter the name other travellers will see.');
  expect(screen.getByLabelText('Photo link')).toHaveAttribute('aria-invalid', 'true');
  expect(users.updateProfile).not.toHaveBeenCalled();

  // Changing a field drops its error; the others stay until they are fixed.
  await user.type(screen.getByLabelText('Display name'), 'Ana R.');
  expect(screen.getByLabelText('Display name')).not.toHaveAttribute('aria-invalid');
  expect(screen.getByLabelText('Photo link')).toHaveAttribute('aria-invalid', 'true');
});

describe('changes that arrive from elsewhere (another tab, a save landing)', () => {
  function renderEditor(profile: Profile) {
    const queries = new QueryClient();
    const view = render(
      <MemoryRouter>
        <ProfileEditor profile={profile} />
      </MemoryRouter>,
      { wrapper: ({ children }) => <QueryClientProvider client={queries}>{children}</QueryClientProvider> },
    );
    return {
      ...view,
      user: userEvent.setup(),
      update: (next: Profile) =>
        view.rerender(
          <MemoryRouter>
            <ProfileEditor profile={next} />
          </MemoryRouter>,
        ),
    };
  }

  it('are taken while nothing is being edited', () => {
    const { update } = renderEditor(ANA);
    update({ ...ANA, displayName: 'Ana from another tab' });
    expect(screen.getByLabelText('Display name')).toHaveValue('Ana from another tab');
  });

  it('do not overwrite what is being typed', async () => {
    const { user, update } = renderEditor(ANA);
    await user.type(screen.getByLabelText('Bio'), ' Draft.');
    update({ ...ANA, displayName: 'Ana from another tab' });
    expect(screen.getByLabelText('Bio')).toHaveValue('Food, fado and long walks. Draft.');
    expect(screen.getByLabelText('Display name')).toHaveValue('Ana Ribeiro');
  });
});
