import { screen } from '@testing-library/react';
import { PasswordRecovery } from '../password-recovery';
import * as authModule from '@/services/firebase/auth';
import { chunkLoadError, deferred } from './fixtures';
import { expectBusyButton, expectNoAxeViolations, firebaseError, renderAt } from './render';

vi.mock('@/services/firebase/auth');
const auth = vi.mocked(authModule);

beforeEach(() => {
  vi.resetAllMocks();
  auth.sendPasswordReset.mockResolvedValue(undefined);
  auth.checkPasswordResetCode.mockResolvedValue('ana@demo.wayfare.test');
  auth.completePasswordReset.mockResolvedValue(undefined);
});

function renderRecovery(entry = '/auth/forgot-password') {
  return renderAt(<PasswordRecovery />, entry, '/auth/forgot-password');
}

describe('asking for a reset link', () => {
  it('sends the mail, then says to check the inbox, naming the address', async () => {
    const { user } = renderRecovery();
    await user.type(screen.getByLabelText('E-mail'), '  ana@demo.wayfare.test ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    const heading = await screen.findByRole('heading', { name: 'Check your inbox' });
    expect(heading).toHaveFocus();
    expect(screen.getByText(/We sent a link to choose a new password to/)).toHaveTextContent(
      'We sent a link to choose a new password to ana@demo.wayfare.test.',
    );
    expect(auth.sendPasswordReset).toHaveBeenCalledWith('ana@demo.wayfare.test');
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/auth');
    await expectNoAxeViolations();
  });

  it('starts from the e-mail typed on the sign-in screen', () => {
    sessionStorage.setItem('wayfare:draft:auth:email', JSON.stringify({ email: 'ana@demo.wayfare.test' }));
    renderRecovery();
    expect(screen.getByLabelText('E-mail')).toHaveValue('ana@demo.wayfare.test');
  });

  it('shows an unknown e-mail at the field and keeps it', async () => {
    auth.sendPasswordReset.mockRejectedValueOnce(firebaseError('auth/user-not-found'));
    const { user } = renderRecovery();
    await user.type(screen.getByLabelText('E-mail'), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    const email = screen.getByLabelText('E-mail');
    await vi.waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription(/No account uses this e-mail/);
    expect(email).toHaveValue('nobody@example.com');
    expect(screen.queryByRole('heading', { name: 'Check your inbox' })).not.toBeInTheDocument();
  });

  it('shows a failure of the service above the form, keeps the address, and sends once at a time', async () => {
    const answer = deferred<void>();
    auth.sendPasswordReset.mockReturnValueOnce(answer.promise);
    const { user } = renderRecovery();
    await user.type(screen.getByLabelText('E-mail'), 'ana@demo.wayfare.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await expectBusyButton(user, 'Sending…', auth.sendPasswordReset);

    answer.reject(firebaseError('auth/network-request-failed'));
    expect(await screen.findByRole('alert')).toHaveTextContent("We can't reach the sign-in service.");
    expect(screen.getByLabelText('E-mail')).toHaveValue('ana@demo.wayfare.test');
    expect(screen.getByRole('button', { name: 'Send reset link' })).toHaveAttribute('aria-disabled', 'false');
  });

  it('can send the link again, to the same or another address', async () => {
    const { user } = renderRecovery();
    await user.type(screen.getByLabelText('E-mail'), 'ana@demo.wayfare.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await user.click(await screen.findByRole('button', { name: 'Use another e-mail or send it again' }));
    expect(screen.getByLabelText('E-mail')).toHaveValue('ana@demo.wayfare.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    expect(auth.sendPasswordReset).toHaveBeenCalledTimes(2);
  });

  it('checks the address before sending', async () => {
    const { user } = renderRecovery();
    await user.type(screen.getByLabelText('E-mail'), 'ana.example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(/doesn't look right/);
    expect(auth.sendPasswordReset).not.toHaveBeenCalled();
  });
});

describe('opened from the reset link', () => {
  const LINK = '/auth/forgot-password?mode=resetPassword&oobCode=code-123&apiKey=demo';

  it('checks the code, names the account, sets the new password and offers to sign in', async () => {
    const { user } = renderRecovery(LINK);
    expect(await screen.findByText(/Choose a new password for/)).toHaveTextContent(
      'Choose a new password for ana@demo.wayfare.test.',
    );
    expect(auth.checkPasswordResetCode).toHaveBeenCalledWith('code-123');
    await user.type(screen.getByLabelText('New password'), 'a new long password');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));

    expect(await screen.findByRole('heading', { name: 'Your password is changed' })).toHaveFocus();
    expect(auth.completePasswordReset).toHaveBeenCalledWith('code-123', 'a new long password');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
    // The sign-in screen will start from this account's e-mail.
    expect(sessionStorage.getItem('wayfare:draft:auth:email')).toContain('ana@demo.wayfare.test');
  });

  it('says when the link has expired and offers a new one', async () => {
    auth.checkPasswordResetCode.mockRejectedValueOnce(firebaseError('auth/expired-action-code'));
    renderRecovery(LINK);
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link has expired. Ask for a new one below.');
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeInTheDocument();
  });

  it('says so when the link cannot be checked because the sign-in code did not load, instead of checking forever', async () => {
    auth.checkPasswordResetCode.mockRejectedValueOnce(chunkLoadError());
    renderRecovery(LINK);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Part of Wayfare could not be loaded. Check your connection, then reload the page.',
    );
    expect(screen.queryByText('Checking your reset link…')).not.toBeInTheDocument();
  });

  it('says so when the service cannot be reached to check the link', async () => {
    auth.checkPasswordResetCode.mockRejectedValueOnce(firebaseError('auth/network-request-failed'));
    renderRecovery(LINK);
    expect(await screen.findByRole('alert')).toHaveTextContent("We can't reach the sign-in service. Check your connection");
    expect(screen.queryByText('Checking your reset link…')).not.toBeInTheDocument();
  });

  it('shows a weak new password at its field, with focus there, keeping it', async () => {
    auth.completePasswordReset.mockRejectedValueOnce(firebaseError('auth/weak-password'));
    const { user } = renderRecovery(LINK);
    await user.type(await screen.findByLabelText('New password'), 'abcdef');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    const field = screen.getByLabelText('New password');
    await vi.waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(/That password is too weak/);
    expect(field).toHaveValue('abcdef');
    expect(field).toHaveFocus();
  });
});
