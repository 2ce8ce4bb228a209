import { screen, within } from '@testing-library/react';
import { AppError } from '@/services/firebase/errors';
import { ChangePasswordForm } from '../change-password-form';
import { DataExport } from '../data-export';
import { DeleteAccount } from '../delete-account';
import { PreferencesForm } from '../preferences-form';
import { SignOutSection } from '../sign-out-section';
import * as usersModule from '@/services/firebase/collections/users';
import * as authModule from '@/services/firebase/auth';
import { deferred } from './fixtures';
import { expectBusyButton, expectNoAxeViolations, firebaseError, landedOn, renderAt } from './render';

vi.mock('@/services/firebase/collections/users');
vi.mock('@/services/firebase/auth');
const users = vi.mocked(usersModule);
const auth = vi.mocked(authModule);

beforeEach(() => {
  vi.resetAllMocks();
  users.deleteMyAccount.mockResolvedValue(undefined);
  users.updatePreferences.mockResolvedValue(undefined);
  auth.changePassword.mockResolvedValue(undefined);
});

describe('deleting the account', () => {
  const onDeleted = vi.fn();

  async function openDialog() {
    const view = renderAt(<DeleteAccount username="ana" onDeleted={onDeleted} />, '/account');
    await view.user.click(screen.getByRole('button', { name: 'Delete my account…' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    return { ...view, dialog };
  }

  it('asks for the username typed out, and deletes nothing until it matches', async () => {
    const { user, dialog } = await openDialog();
    const confirmField = within(dialog).getByLabelText('Type your username, ana, to confirm');
    expect(confirmField).toHaveFocus();
    expect(dialog).toHaveAttribute('aria-modal', 'true');

    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(confirmField).toHaveAccessibleDescription('Type your username, ana, to confirm.');
    await user.type(confirmField, 'anna');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(confirmField).toHaveAttribute('aria-invalid', 'true');
    expect(confirmField).toHaveAccessibleDescription('That is not your username. Type ana exactly to confirm.');
    expect(users.deleteMyAccount).not.toHaveBeenCalled();
    expect(onDeleted).not.toHaveBeenCalled();

    await user.clear(confirmField);
    await user.type(confirmField, 'ana');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await vi.waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1));
    expect(users.deleteMyAccount).toHaveBeenCalledTimes(1);
  });

  it('keeps the dialog open with the reason when the deletion fails', async () => {
    users.deleteMyAccount.mockRejectedValueOnce(
      new AppError('unavailable', 'The service cannot be reached right now. Check your connection and try again.'),
    );
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText(/Type your username/), 'ana');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The service cannot be reached right now.');
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('keeps focus inside the dialog, and Escape cancels back to the button that opened it', async () => {
    const { user, dialog } = await openDialog();
    const field = within(dialog).getByLabelText(/Type your username/);
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Delete my account' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(field).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await expectNoAxeViolations();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete my account…' })).toHaveFocus();
    expect(users.deleteMyAccount).not.toHaveBeenCalled();
  });
});

describe('downloading my data', () => {
  it('downloads everything as a JSON file named after the username', async () => {
    const data = { profile: { username: 'ana', displayName: 'Ana Ribeiro' }, itineraries: [{ id: 'lisbon' }] };
    users.exportMyData.mockResolvedValue(data);
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:wayfare-export';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const downloads: Array<{ name: string; href: string }> = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push({ name: this.download, href: this.href });
    });

    const { user } = renderAt(<DataExport uid="anaRibeiro01" username="ana" />, '/account');
    await user.click(screen.getByRole('button', { name: 'Download my data' }));

    expect(await screen.findByText('Your data is downloading as wayfare-ana-data.json.')).toBeInTheDocument();
    expect(users.exportMyData).toHaveBeenCalledWith('anaRibeiro01');
    expect(downloads).toEqual([{ name: 'wayfare-ana-data.json', href: 'blob:wayfare-export' }]);
    const [blob] = blobs;
    expect(blob?.type).toBe('application/json');
    expect(JSON.parse(await blob!.text())).toEqual(data);
  });

  it('says so when the data cannot be gathered', async () => {
    users.exportMyData.mockRejectedValue(new AppError('unavailable', 'The service cannot be reached right now.'));
    const { user } = renderAt(<DataExport uid="anaRibeiro01" username="ana" />, '/account');
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The service cannot be reached right now.');
  });

  it('gathers once while it is busy, saying so, then lets the person try again after a failure', async () => {
    const gathered = deferred<Record<string, unknown>>();
    users.exportMyData.mockReturnValueOnce(gathered.promise);
    const { user } = renderAt(<DataExport uid="anaRibeiro01" username="ana" />, '/account');
    const button = screen.getByRole('button', { name: 'Download my data' });
    await user.click(button);
    expect(await screen.findByText('Gathering your data…')).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    expect(users.exportMyData).toHaveBeenCalledTimes(1);

    gathered.reject(new AppError('unavailable', 'The service cannot be reached right now.'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The service cannot be reached right now.');
    expect(button).toHaveAttribute('aria-disabled', 'false');
    expect(screen.queryByText('Gathering your data…')).not.toBeInTheDocument();
  });
});

describe('changing the password', () => {
  it('shows a wrong current password at that field', async () => {
    auth.changePassword.mockRejectedValueOnce(firebaseError('auth/invalid-credential'));
    const { user } = renderAt(<ChangePasswordForm email="ana@demo.wayfare.test" />, '/account');
    await user.type(screen.getByLabelText('Current password'), 'not-it');
    await user.type(screen.getByLabelText('New password'), 'a new long password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    const current = screen.getByLabelText('Current password');
    await vi.waitFor(() => expect(current).toHaveAttribute('aria-invalid', 'true'));
    expect(current).toHaveAccessibleDescription('That password is wrong. Type your current password again.');
    expect(screen.getByLabelText('New password')).toHaveValue('a new long password');
  });

  it('shows a refused new password at the new field, with focus there, and changes once at a time', async () => {
    const changed = deferred<void>();
    auth.changePassword.mockReturnValueOnce(changed.promise);
    const { user } = renderAt(<ChangePasswordForm email="ana@demo.wayfare.test" />, '/account');
    await user.type(screen.getByLabelText('Current password'), 'wayfare-demo');
    await user.type(screen.getByLabelText('New password'), 'password1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await expectBusyButton(user, 'Changing…', auth.changePassword);

    changed.reject(firebaseError('auth/password-does-not-meet-requirements'));
    const next = screen.getByLabelText('New password');
    await vi.waitFor(() => expect(next).toHaveAttribute('aria-invalid', 'true'));
    expect(next).toHaveAccessibleDescription(/does not meet the requirements/);
    expect(next).toHaveFocus();
    expect(next).toHaveValue('password1');
    expect(screen.getByLabelText('Current password')).not.toHaveAttribute('aria-invalid');
  });

  it('changes it and says so', async () => {
    const { user } = renderAt(<ChangePasswordForm email="ana@demo.wayfare.test" />, '/account');
    await user.type(screen.getByLabelText('Current password'), 'wayfare-demo');
    await user.type(screen.getByLabelText('New password'), 'a new long password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(/Password changed/)).toBeInTheDocument();
    expect(auth.changePassword).toHaveBeenCalledWith('wayfare-demo', 'a new long password');
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });
});

describe('preferences', () => {
  it('saves currency, distance units, the ride beyond a walk and home city to the private document', async () => {
    const onSaved = vi.fn();
    const { user } = renderAt(
      <PreferencesForm
        uid="anaRibeiro01"
        preferences={{ currency: 'EUR', distanceUnit: 'km', homeCity: null, travelPersonality: 'foodie' }}
        onSaved={onSaved}
      />,
      '/account',
    );
    await user.selectOptions(screen.getByLabelText('Currency'), 'JPY');
    await user.click(screen.getByRole('radio', { name: 'Miles' }));
    // Public transport until the person says otherwise.
    expect(screen.getByRole('radio', { name: 'Public transport' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Car or taxi' }));
    await user.type(screen.getByLabelText('Home city'), ' Lisbon ');
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));

    expect(await screen.findByText('Preferences saved.')).toBeInTheDocument();
    // A currency picked here is the person's choice: a trip's costs follow it, not the destination's.
    expect(users.updatePreferences).toHaveBeenCalledWith('anaRibeiro01', {
      currency: 'JPY',
      currencyChosen: true,
      distanceUnit: 'mi',
      ride: 'car',
      homeCity: 'Lisbon',
    });
    expect(onSaved).toHaveBeenCalledWith({
      currency: 'JPY',
      currencyChosen: true,
      distanceUnit: 'mi',
      ride: 'car',
      homeCity: 'Lisbon',
      travelPersonality: 'foodie',
    });
    await expectNoAxeViolations();
  });

  it('keeps the choices, says why and saves nothing twice when saving fails', async () => {
    const saved = deferred<void>();
    users.updatePreferences.mockReturnValueOnce(saved.promise);
    const onSaved = vi.fn();
    const { user } = renderAt(
      <PreferencesForm uid="anaRibeiro01" preferences={{ currency: 'EUR', distanceUnit: 'km', homeCity: null, travelPersonality: null }} onSaved={onSaved} />,
      '/account',
    );
    await user.type(screen.getByLabelText('Home city'), 'Porto');
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    await expectBusyButton(user, 'Saving…', users.updatePreferences);

    saved.reject(new AppError('unavailable', 'The service cannot be reached right now.'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The service cannot be reached right now.');
    expect(screen.getByLabelText('Home city')).toHaveValue('Porto');
    expect(screen.getByRole('button', { name: 'Save preferences' })).toHaveAttribute('aria-disabled', 'false');
    expect(onSaved).not.toHaveBeenCalled();
  });
});

describe('the travel personality in the preferences', () => {
  const paths = { resultPath: '/travel-personality', quizPath: '/quiz' };
  const preferences = { currency: 'EUR', distanceUnit: 'km', homeCity: null, travelPersonality: 'food-explorer' } as const;

  it('names the type, linking to the result', async () => {
    renderAt(
      <PreferencesForm
        uid="anaRibeiro01"
        preferences={preferences}
        onSaved={vi.fn()}
        travelPersonality={{ name: 'Food Explorer', ...paths }}
      />,
      '/account',
    );
    const form = screen.getByRole('form', { name: 'Preferences' });
    expect(within(form).getByText(/^Travel personality:/)).toHaveTextContent('Travel personality: Food Explorer');
    expect(within(form).getByRole('link', { name: 'Food Explorer' })).toHaveAttribute('href', '/travel-personality');
    expect(within(form).queryByRole('link', { name: 'Take the quiz' })).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('invites to take the quiz when there is no result', () => {
    renderAt(
      <PreferencesForm
        uid="anaRibeiro01"
        preferences={{ ...preferences, travelPersonality: null }}
        onSaved={vi.fn()}
        travelPersonality={{ name: null, ...paths }}
      />,
      '/account',
    );
    const form = screen.getByRole('form', { name: 'Preferences' });
    expect(within(form).getByText(/^Travel personality:/)).toHaveTextContent('Travel personality: Not taken yet — Take the quiz');
    expect(within(form).getByRole('link', { name: 'Take the quiz' })).toHaveAttribute('href', '/quiz');
  });

  it('leaves the saved preferences alone: saving does not touch the travel personality', async () => {
    const onSaved = vi.fn();
    const { user } = renderAt(
      <PreferencesForm
        uid="anaRibeiro01"
        preferences={preferences}
        onSaved={onSaved}
        travelPersonality={{ name: 'Food Explorer', ...paths }}
      />,
      '/account',
    );
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('Preferences saved.')).toBeInTheDocument();
    expect(users.updatePreferences).toHaveBeenCalledWith('anaRibeiro01', { currency: 'EUR', distanceUnit: 'km', ride: 'transit', homeCity: null });
    expect(onSaved).toHaveBeenCalledWith({ ...preferences, ride: 'transit' });
  });
});

describe('signing out', () => {
  it('says so when signing out fails, and lets the person try again', async () => {
    const signOut = vi.fn<() => Promise<void>>().mockRejectedValueOnce(new Error('offline'));
    const { user } = renderAt(<SignOutSection signOut={signOut} />, '/account');
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Signing out failed. Check your connection and try again.');

    signOut.mockResolvedValueOnce(undefined);
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await landedOn('/')).toBeInTheDocument();
  });

  it('signs out once while it is running, saying so', async () => {
    const done = deferred<void>();
    const signOut = vi.fn(() => done.promise);
    const { user } = renderAt(<SignOutSection signOut={signOut} />, '/account');
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await expectBusyButton(user, 'Signing out…', signOut);
    done.resolve();
    expect(await landedOn('/')).toBeInTheDocument();
  });
});
