import { act, screen, waitFor } from '@testing-library/react';
import { AppError } from '@/services/firebase/errors';
import { aProfile } from '@/testing/builders';
import { OnboardingForm } from '../onboarding-form';
import * as usersModule from '@/services/firebase/collections/users';
import type { NewProfile, Profile, UsernameClaim } from '@/services/firebase/collections/users';
import * as storageModule from '@/services/firebase/storage';
import { deferred } from './fixtures';
import { expectBusyButton, expectNoAxeViolations, renderAt } from './render';

vi.mock('@/services/firebase/collections/users');
vi.mock('@/services/firebase/storage');
const users = vi.mocked(usersModule);
const storage = vi.mocked(storageModule);

const TAKEN = new Set(['ana', 'marco']);
const onCreated = vi.fn();

/** The profile the service makes of what was typed (the account's contact details stay private). */
function profileFor({ uid, email: _email, phone: _phone, ...typed }: NewProfile): Profile {
  return aProfile({ ...typed, id: uid, createdAt: new Date('2026-01-01T00:00:00Z') });
}

beforeEach(() => {
  vi.resetAllMocks();
  users.usernameClaim.mockImplementation(async (name) => (TAKEN.has(name) ? 'taken' : 'available'));
  users.createProfile.mockImplementation(async (input) => profileFor(input));
  storage.checkStorageAvailable.mockResolvedValue({ available: true });
});

function renderOnboarding(
  props: {
    suggestedDisplayName?: string | null;
    onOwnClaim?: () => Promise<boolean>;
    onBusyChange?: (busy: boolean) => void;
    onRefused?: () => Promise<unknown>;
  } = {},
) {
  return renderAt(
    <OnboardingForm uid="newUser0001" email="new@example.com" phone={null} onCreated={onCreated} {...props} />,
    '/auth/welcome',
  );
}

const usernameField = () => screen.getByLabelText('Username');

describe('the username, checked as it is typed', () => {
  it('says what is wrong with an invalid name, without asking the server', async () => {
    const { user } = renderOnboarding();
    await user.type(usernameField(), 'ab');
    await vi.waitFor(() => expect(usernameField()).toHaveAttribute('aria-invalid', 'true'));
    expect(usernameField()).toHaveAccessibleDescription(expect.stringContaining('Use at least 3 characters.'));
    expect(users.usernameClaim).not.toHaveBeenCalled();
  });

  it('refuses a route word such as "explore"', async () => {
    const { user } = renderOnboarding();
    await user.type(usernameField(), 'explore');
    expect(await screen.findByText('"explore" is the name of a Wayfare page. Pick another one.')).toBeInTheDocument();
    expect(users.usernameClaim).not.toHaveBeenCalled();
  });

  it('says when a name is taken', async () => {
    const { user } = renderOnboarding();
    await user.type(usernameField(), 'ana');
    expect(await screen.findByText('@ana is taken. Try another one.')).toBeInTheDocument();
    expect(usernameField()).toHaveAttribute('aria-invalid', 'true');
  });

  it('says when a name is available, asking the server once typing pauses', async () => {
    const { user } = renderOnboarding();
    await user.type(usernameField(), 'ana.silva');
    const status = await screen.findByText('@ana.silva is available.');
    expect(status).toHaveAttribute('role', 'status');
    expect(usernameField()).not.toHaveAttribute('aria-invalid');
    // Debounced: one question for the whole name, not one per keystroke.
    expect(users.usernameClaim).toHaveBeenCalledTimes(1);
    expect(users.usernameClaim).toHaveBeenCalledWith('ana.silva', 'newUser0001');
  });

  it('drops an answer for a name that has since changed', async () => {
    let answerFirst: (claim: UsernameClaim) => void = () => undefined;
    users.usernameClaim.mockImplementationOnce(
      () => new Promise<UsernameClaim>((resolve) => (answerFirst = resolve)),
    );
    const { user } = renderOnboarding();
    await user.type(usernameField(), 'marco');
    await screen.findByText('Checking whether @marco is free…');
    await user.type(usernameField(), '.polo');
    expect(await screen.findByText('@marco.polo is available.')).toBeInTheDocument();
    await act(async () => answerFirst('taken'));
    expect(screen.getByText('@marco.polo is available.')).toBeInTheDocument();
    expect(screen.queryByText(/taken/)).not.toBeInTheDocument();
  });

  it("recognises the person's own claim (their profile exists) and asks for it instead of calling it taken", async () => {
    users.usernameClaim.mockImplementation(async (name) => (name === 'rita.walks' ? 'yours' : 'available'));
    const onOwnClaim = vi.fn(async () => true);
    const { user } = renderOnboarding({ onOwnClaim });
    await user.type(usernameField(), 'rita.walks');
    expect(await screen.findByText('@rita.walks is already yours. Opening your profile…')).toBeInTheDocument();
    expect(screen.queryByText(/taken/)).not.toBeInTheDocument();
    expect(usernameField()).not.toHaveAttribute('aria-invalid');
    await vi.waitFor(() => expect(onOwnClaim).toHaveBeenCalled());
    expect(users.usernameClaim).toHaveBeenCalledWith('rita.walks', 'newUser0001');
    // Submitting does not try to claim it a second time.
    await user.type(screen.getByLabelText('Display name'), 'Rita');
    await user.click(screen.getByRole('button', { name: 'Create my profile' }));
    expect(users.createProfile).not.toHaveBeenCalled();
  });

  it('lets the person create the profile under their own claim when the server has no profile for it', async () => {
    users.usernameClaim.mockImplementation(async () => 'yours');
    const onOwnClaim = vi.fn(async () => false);
    const { user } = renderOnboarding({ onOwnClaim });
    await user.type(usernameField(), 'rita.walks');
    expect(await screen.findByText('@rita.walks is available.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Display name'), 'Rita');
    await user.click(screen.getByRole('button', { name: 'Create my profile' }));
    await vi.waitFor(() => expect(users.createProfile).toHaveBeenCalledTimes(1));
  });

  it('says when the name cannot be checked, and lets the person go on', async () => {
    users.usernameClaim.mockRejectedValue(new AppError('unavailable', 'The service cannot be reached right now.'));
    const { user } = renderOnboarding();
    await user.type(usernameField(), 'ana.silva');
    expect(
      await screen.findByText('We could not check whether @ana.silva is free. You can still continue: we check again when you do.'),
    ).toHaveAttribute('role', 'status');
    expect(usernameField()).not.toHaveAttribute('aria-invalid');
    await user.type(screen.getByLabelText('Display name'), 'Ana Silva');
    await user.click(screen.getByRole('button', { name: 'Create my profile' }));
    await vi.waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
  });

  it('says when the profile behind the own claim cannot be opened, instead of opening it forever', async () => {
    users.usernameClaim.mockImplementation(async () => 'yours');
    const onOwnClaim = vi.fn(() => Promise.reject(new Error('offline')));
    const { user } = renderOnboarding({ onOwnClaim });
    await user.type(usernameField(), 'rita.walks');
    expect(await screen.findByText(/@rita.walks is already yours, but we could not open your profile\./)).toBeInTheDocument();
    expect(screen.queryByText(/Opening your profile…/)).not.toBeInTheDocument();
  });

  it('types lower case for the person', async () => {
    const { user } = renderOnboarding();
    await user.type(usernameField(), 'Ana.Silva');
    expect(usernameField()).toHaveValue('ana.silva');
  });
});

describe('creating the profile', () => {
  async function fillIn(user: ReturnType<typeof renderOnboarding>['user'], username = 'ana.silva') {
    await user.type(usernameField(), username);
    await user.type(screen.getByLabelText('Display name'), 'Ana Silva');
    await user.type(screen.getByLabelText('Photo link (optional)'), 'https://example.com/ana.jpg');
    await user.type(screen.getByLabelText('Home city (optional)'), 'Porto');
  }

  it('creates the profile with what was typed and the stage configuration', async () => {
    const { user } = renderOnboarding();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create my profile' }));
    await vi.waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    expect(users.createProfile).toHaveBeenCalledWith(
      {
        uid: 'newUser0001',
        username: 'ana.silva',
        displayName: 'Ana Silva',
        photoURL: 'https://example.com/ana.jpg',
        homeCity: 'Porto',
        bio: null,
        email: 'new@example.com',
        phone: null,
      },
      expect.objectContaining({ stage: 'testing', defaultFollowUids: [] }),
    );
    expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ username: 'ana.silva' }));
  });

  it('when someone else claims the name first, says so at the username field and keeps everything typed', async () => {
    users.createProfile.mockRejectedValueOnce(
      new AppError('invalid', 'That username was just taken. Pick another one.', 'username-taken'),
    );
    const { user } = renderOnboarding();
    await fillIn(user);
    await screen.findByText('@ana.silva is available.');
    await user.click(screen.getByRole('button', { name: 'Create my profile' }));

    await vi.waitFor(() =>
      expect(usernameField()).toHaveAccessibleDescription(
        expect.stringContaining('That username was just taken. Pick another one.'),
      ),
    );
    expect(usernameField()).toHaveAttribute('aria-invalid', 'true');
    expect(usernameField()).toHaveFocus();
    expect(usernameField()).toHaveValue('ana.silva');
    expect(screen.getByLabelText('Display name')).toHaveValue('Ana Silva');
    expect(screen.getByLabelText('Photo link (optional)')).toHaveValue('https://example.com/ana.jpg');
    expect(screen.getByLabelText('Home city (optional)')).toHaveValue('Porto');
    expect(onCreated).not.toHaveBeenCalled();

    // Trying again with the same name does not go to the server: it is known to be taken.
    await user.click(screen.getByRole('button', { name: 'Create my profile' }));
    expect(users.createProfile).toHaveBeenCalledTimes(1);
  });

  it('stays busy after a refusal until the screen has asked the server again (this device showed the profile when it was written)', async () => {
    users.createProfile.mockRejectedValueOnce(
      new AppError('invalid', 'That username was just taken. Pick another one.', 'username-taken'),
    );
    const asked = deferred<string>();
    const onRefused = vi.fn(() => asked.promise);
    const onBusyChange = vi.fn();
    const { user } = renderOnboarding({ onRefused, onBusyChange });
    await fillIn(user);
    await screen.findByText('@ana.silva is available.');
    await user.click(screen.getByRole('button', { name: 'Create my profile' }));

    await vi.waitFor(() => expect(onRefused).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: 'Creating your profile…' })).toBeInTheDocument();
    expect(onBusyChange).toHaveBeenLastCalledWith(true);

    await act(async () => asked.resolve('missing'));
    await vi.waitFor(() =>
      expect(usernameField()).toHaveAccessibleDescription(expect.stringContaining('That username was just taken.')),
    );
    expect(onBusyChange).toHaveBeenLastCalledWith(false);
  });

  it('does not submit a name the check found taken, or a missing display name', async () => {
    const { user } = renderOnboarding();
    await user.type(usernameField(), 'ana');
    await screen.findByText('@ana is taken. Try another one.');
    await user.click(screen.getByRole('button', { name: 'Create my profile' }));
    expect(usernameField()).toHaveFocus();
    expect(screen.getByLabelText('Display name')).toHaveAccessibleDescription(
      expect.stringContaining('Enter the name other travellers will see.'),
    );
    expect(users.createProfile).not.toHaveBeenCalled();
  });

  it('creates the profile once while it is being created, saying so to the person and the screen', async () => {
    const created = deferred<Profile>();
    users.createProfile.mockReturnValueOnce(created.promise);
    const onBusyChange = vi.fn();
    const { user } = renderOnboarding({ onBusyChange });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create my profile' }));
    await expectBusyButton(user, 'Creating your profile…', users.createProfile);
    expect(onBusyChange).toHaveBeenLastCalledWith(true);

    await act(async () => created.resolve(profileFor(users.createProfile.mock.calls[0]![0])));
    expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ username: 'ana.silva' }));
    expect(onBusyChange).toHaveBeenLastCalledWith(false);
    // Done: the draft is gone.
    expect(sessionStorage.getItem('wayfare:draft:onboarding:newUser0001')).toBeNull();
  });

  it('tells the screen it is busy in the click itself, before anything renders or is written (this device shows the new profile at once)', async () => {
    // What the screen saw when told: the form as it was when clicked (not yet showing its busy state).
    const seen: string[] = [];
    const onBusyChange = vi.fn((busy: boolean) => {
      if (busy) seen.push(screen.getByRole('button', { name: /Create my profile|Creating your profile/ }).textContent ?? '');
    });
    let busyWhenWritten: unknown = 'never written';
    users.createProfile.mockImplementationOnce((input) => {
      busyWhenWritten = onBusyChange.mock.lastCall?.[0];
      return Promise.resolve(profileFor(input));
    });
    const { user } = renderOnboarding({ onBusyChange });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create my profile' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(busyWhenWritten).toBe(true);
    expect(seen[0]).toBe('Create my profile');
  });

  it('shows another failure above the form, keeping the fields', async () => {
    users.createProfile.mockRejectedValueOnce(
      new AppError('unavailable', 'The service cannot be reached right now. Check your connection and try again.'),
    );
    const { user } = renderOnboarding();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create my profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The service cannot be reached right now.');
    expect(usernameField()).toHaveValue('ana.silva');
  });

  it('starts from the name the sign-in provider gave, and keeps a draft across a reload', async () => {
    const first = renderOnboarding({ suggestedDisplayName: 'Ana from Google' });
    expect(screen.getByLabelText('Display name')).toHaveValue('Ana from Google');
    await first.user.type(usernameField(), 'ana.g');
    first.unmount();
    renderOnboarding({ suggestedDisplayName: 'Ana from Google' });
    expect(usernameField()).toHaveValue('ana.g');
  });
});

describe('the photo', () => {
  it('says when uploads are unavailable and offers a link instead', async () => {
    storage.checkStorageAvailable.mockResolvedValue({
      available: false,
      reason: 'Uploads are unavailable: the file storage service is not running on this machine.',
    });
    renderOnboarding();
    const photo = screen.getByLabelText('Photo link (optional)');
    await vi.waitFor(() => expect(photo).toHaveAccessibleDescription(/Uploads are unavailable/));
    expect(photo).toHaveAccessibleDescription(/paste a link to a photo instead/);
  });

  it('refuses a photo link that is not a web address', async () => {
    const { user } = renderOnboarding();
    await user.type(screen.getByLabelText('Photo link (optional)'), 'my photo');
    await user.click(screen.getByRole('button', { name: 'Create my profile' }));
    expect(screen.getByLabelText('Photo link (optional)')).toHaveAccessibleDescription(
      expect.stringContaining('Paste a web address of an image'),
    );
  });
});

it('has no axe violations, with a status and with errors shown', async () => {
  const { user } = renderOnboarding();
  await expectNoAxeViolations();
  await user.type(usernameField(), 'ana');
  await screen.findByText('@ana is taken. Try another one.');
  await user.click(screen.getByRole('button', { name: 'Create my profile' }));
  await expectNoAxeViolations();
});
