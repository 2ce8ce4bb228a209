import { screen, within } from '@testing-library/react';
import { aProfile } from '@/testing/builders';
import { SignInPanel } from '../sign-in-panel';
import { safeNextPath } from '../../hooks/use-next-path';
import * as authModule from '@/services/firebase/auth';
import * as usersModule from '@/services/firebase/collections/users';
import { anAuthAccount, chunkLoadError, deferred } from './fixtures';
import { expectBusyButton, expectNoAxeViolations, firebaseError, landedOn, renderAt } from './render';

vi.mock('@/services/firebase/auth');
vi.mock('@/services/firebase/collections/users');
const auth = vi.mocked(authModule);
const users = vi.mocked(usersModule);

const ANA = anAuthAccount();

const PROFILE = aProfile({ id: ANA.uid, username: 'ana', displayName: 'Ana Ribeiro', homeCity: 'Lisbon' });

beforeEach(() => {
  vi.resetAllMocks();
  auth.signInWithEmail.mockResolvedValue(ANA);
  auth.signUpWithEmail.mockResolvedValue(ANA);
  auth.signInWithGoogle.mockResolvedValue(ANA);
  users.getOwnProfileFromServer.mockResolvedValue(PROFILE);
});

function renderSignIn(entry = '/auth') {
  return renderAt(<SignInPanel />, entry, '/auth');
}

async function signIn(user: ReturnType<typeof renderSignIn>['user'], email: string, password: string) {
  await user.type(screen.getByLabelText('E-mail'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign-in errors', () => {
  it.each([
    {
      code: 'auth/wrong-password',
      field: 'Password',
      other: 'E-mail',
      message: 'That password is wrong. Try again, or reset it with "Forgot password".',
    },
    {
      code: 'auth/user-not-found',
      field: 'E-mail',
      other: 'Password',
      message: 'No account uses this e-mail. Check it for typos, or create an account.',
    },
  ])('shows $code at the $field field, with focus there, keeping everything typed', async ({ code, field, other, message }) => {
    auth.signInWithEmail.mockRejectedValueOnce(firebaseError(code));
    const { user } = renderSignIn();
    await signIn(user, 'ana@demo.wayfare.test', 'not-it');

    const wrong = screen.getByLabelText(field);
    await vi.waitFor(() => expect(wrong).toHaveAttribute('aria-invalid', 'true'));
    expect(wrong).toHaveAccessibleDescription(message);
    expect(wrong).toHaveFocus();
    expect(screen.getByLabelText(other)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('E-mail')).toHaveValue('ana@demo.wayfare.test');
    expect(screen.getByLabelText('Password')).toHaveValue('not-it');
    expect(auth.signInWithEmail).toHaveBeenCalledWith('ana@demo.wayfare.test', 'not-it');
    // The next attempt can be made at once.
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveAttribute('aria-disabled', 'false');
  });

  it('signs in once while a sign-in is running, saying so', async () => {
    const answer = deferred<ReturnType<typeof anAuthAccount>>();
    auth.signInWithEmail.mockReturnValueOnce(answer.promise);
    const { user } = renderSignIn();
    await signIn(user, 'ana@demo.wayfare.test', 'wayfare-demo');

    const busy = await expectBusyButton(user, 'Signing in…', auth.signInWithEmail);
    expect(busy.closest('form')).toHaveAttribute('aria-busy', 'true');
    await user.keyboard('{Enter}');
    expect(auth.signInWithEmail).toHaveBeenCalledTimes(1);

    answer.resolve(ANA);
    expect(await landedOn('/home')).toBeInTheDocument();
  });

  it('says to reload when the sign-in code cannot be loaded, keeping what was typed', async () => {
    auth.signInWithEmail.mockRejectedValueOnce(chunkLoadError());
    const { user } = renderSignIn();
    await signIn(user, 'ana@demo.wayfare.test', 'wayfare-demo');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Part of Wayfare could not be loaded. Check your connection, then reload the page.',
    );
    expect(screen.getByLabelText('E-mail')).toHaveValue('ana@demo.wayfare.test');
    expect(screen.getByLabelText('Password')).toHaveValue('wayfare-demo');
  });

  it('shows an e-mail and password that do not match (enumeration protection) above the form', async () => {
    auth.signInWithEmail.mockRejectedValueOnce(firebaseError('auth/invalid-credential'));
    const { user } = renderSignIn();
    await signIn(user, 'ana@demo.wayfare.test', 'not-it');

    expect(await screen.findByRole('alert')).toHaveTextContent("That e-mail and password don't match an account.");
    expect(screen.getByLabelText('E-mail')).toHaveValue('ana@demo.wayfare.test');
  });

  it('checks empty fields without asking the server', async () => {
    const { user } = renderSignIn();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Enter your e-mail address.');
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Enter your password.');
    expect(auth.signInWithEmail).not.toHaveBeenCalled();
  });

  it('shows an e-mail already in use at the e-mail field when creating an account', async () => {
    auth.signUpWithEmail.mockRejectedValueOnce(firebaseError('auth/email-already-in-use'));
    const { user } = renderSignIn();
    await user.click(screen.getByRole('tab', { name: 'Create account' }));
    await user.type(screen.getByLabelText('E-mail'), 'ana@demo.wayfare.test');
    await user.type(screen.getByLabelText('Password'), 'long enough');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const email = screen.getByLabelText('E-mail');
    await vi.waitFor(() => expect(email).toHaveAccessibleDescription(/An account already uses this e-mail/));
    expect(auth.signUpWithEmail).toHaveBeenCalledWith('ana@demo.wayfare.test', 'long enough');
    expect(auth.signInWithEmail).not.toHaveBeenCalled();
  });

  it('shows a Google sign-in failure as a sentence, and clears it when trying again', async () => {
    auth.signInWithGoogle.mockRejectedValueOnce(firebaseError('auth/popup-blocked'));
    const { user } = renderSignIn();
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your browser blocked the Google sign-in window.');

    const answer = deferred<ReturnType<typeof anAuthAccount>>();
    auth.signInWithGoogle.mockReturnValueOnce(answer.promise);
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await expectBusyButton(user, 'Waiting for Google…', auth.signInWithGoogle, 2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    answer.resolve(ANA);
    expect(await landedOn('/home')).toBeInTheDocument();
  });
});

describe('after signing in', () => {
  it('returns to the page in ?next=', async () => {
    const { user } = renderSignIn('/auth?next=%2Ftrips%3Ftab%3Dshared');
    await signIn(user, 'ana@demo.wayfare.test', 'wayfare-demo');
    expect(await landedOn('/trips?tab=shared')).toBeInTheDocument();
    expect(users.getOwnProfileFromServer).toHaveBeenCalledWith(ANA.uid);
  });

  it('goes to /home when nothing sent the person', async () => {
    const { user } = renderSignIn();
    await signIn(user, 'ana@demo.wayfare.test', 'wayfare-demo');
    expect(await landedOn('/home')).toBeInTheDocument();
  });

  it.each([
    ['another site', 'https://evil.example/steal'],
    ['a protocol-relative URL', '//evil.example/steal'],
    ['a backslash trick', '/\\evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
  ])('ignores an unsafe next (%s) and goes to /home', async (_label, next) => {
    const { user } = renderSignIn(`/auth?next=${encodeURIComponent(next)}`);
    await signIn(user, 'ana@demo.wayfare.test', 'wayfare-demo');
    expect(await landedOn('/home')).toBeInTheDocument();
  });

  it('sends a person without a profile to onboarding, carrying next along', async () => {
    users.getOwnProfileFromServer.mockResolvedValueOnce(null);
    const { user } = renderSignIn('/auth?next=%2Fexplore');
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await landedOn('/auth/welcome?next=%2Fexplore')).toBeInTheDocument();
  });

  it('forgets the typed e-mail draft once signed in', async () => {
    const { user } = renderSignIn();
    await signIn(user, 'ana@demo.wayfare.test', 'wayfare-demo');
    await landedOn('/home');
    expect(sessionStorage.getItem('wayfare:draft:auth:email')).toBeNull();
  });
});

describe('the sign-in panel', () => {
  it('keeps the e-mail (never the password) across a reload', async () => {
    const first = renderSignIn();
    await first.user.type(screen.getByLabelText('E-mail'), 'ana@demo.wayfare.test');
    await first.user.type(screen.getByLabelText('Password'), 'secret');
    first.unmount();
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('secret');

    renderSignIn();
    expect(screen.getByLabelText('E-mail')).toHaveValue('ana@demo.wayfare.test');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('switches between sign in and create account with the arrow keys, keeping what was typed', async () => {
    const { user } = renderSignIn();
    await user.type(screen.getByLabelText('E-mail'), 'ana@demo.wayfare.test');
    const signInTab = screen.getByRole('tab', { name: 'Sign in' });
    expect(signInTab).toHaveAttribute('aria-selected', 'true');
    signInTab.focus();
    await user.keyboard('{ArrowRight}');
    const create = screen.getByRole('tab', { name: 'Create account' });
    expect(create).toHaveFocus();
    expect(create).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Create account' });
    expect(within(panel).getByRole('button', { name: 'Create account' })).toBeInTheDocument();
    expect(within(panel).getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(within(panel).getByLabelText('E-mail')).toHaveValue('ana@demo.wayfare.test');
  });

  it('links to phone sign-in (keeping next) and to password recovery', () => {
    renderSignIn('/auth?next=%2Ftrips');
    expect(screen.getByRole('link', { name: /phone number/ })).toHaveAttribute('href', '/auth/phone?next=%2Ftrips');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/auth/forgot-password');
  });

  it('has no axe violations, also with errors shown', async () => {
    auth.signInWithEmail.mockRejectedValueOnce(firebaseError('auth/wrong-password'));
    const { user } = renderSignIn();
    await expectNoAxeViolations();
    await signIn(user, 'ana@demo.wayfare.test', 'x');
    await vi.waitFor(() => expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true'));
    await expectNoAxeViolations();
  });
});

describe('safeNextPath', () => {
  it.each([
    ['/trips', '/trips'],
    ['/ana/lisbon-food-and-fado?tab=map#day-2', '/ana/lisbon-food-and-fado?tab=map#day-2'],
    [null, '/home'],
    ['', '/home'],
    ['trips', '/home'],
    ['//evil.example', '/home'],
    ['/\\evil.example', '/home'],
    ['https://evil.example/', '/home'],
    ['/auth', '/home'],
    ['/auth/welcome', '/home'],
    ['/a\nb', '/home'],
  ])('%j gives %j', (raw, expected) => {
    expect(safeNextPath(raw)).toBe(expected);
  });
});
