import { screen } from '@testing-library/react';
import { PhoneSignInForm, SEND_CODE_BUTTON_ID } from '../phone-sign-in-form';
import * as authModule from '@/services/firebase/auth';
import * as usersModule from '@/services/firebase/collections/users';
import { anAuthAccount, deferred } from './fixtures';
import { expectBusyButton, expectNoAxeViolations, firebaseError, landedOn, renderAt } from './render';

vi.mock('@/services/firebase/auth');
vi.mock('@/services/firebase/collections/users');
const auth = vi.mocked(authModule);
const users = vi.mocked(usersModule);

const ACCOUNT = anAuthAccount({ uid: 'phoneUser01', email: null, phoneNumber: '+351912345678' });
const confirm = vi.fn<(code: string) => Promise<typeof ACCOUNT>>();

beforeEach(() => {
  vi.resetAllMocks();
  confirm.mockReset();
  confirm.mockResolvedValue(ACCOUNT);
  auth.startPhoneSignIn.mockResolvedValue(confirm);
  users.getOwnProfileFromServer.mockResolvedValue(null);
});

function renderPhone(entry = '/auth/phone') {
  return renderAt(<PhoneSignInForm />, entry, '/auth/phone');
}

it('sends the code from the reCAPTCHA button, then signs in with it', async () => {
  const { user } = renderPhone('/auth/phone?next=%2Ftrips');
  const send = screen.getByRole('button', { name: 'Send code' });
  expect(send).toHaveAttribute('id', SEND_CODE_BUTTON_ID);
  await user.type(screen.getByLabelText('Phone number'), '+351 912 345 678');
  await user.click(send);

  expect(auth.startPhoneSignIn).toHaveBeenCalledWith('+351912345678', SEND_CODE_BUTTON_ID);
  const code = await screen.findByLabelText('6-digit code');
  expect(code).toHaveFocus();
  expect(screen.getByText(/We sent a 6-digit code by SMS to \+351912345678/)).toBeInTheDocument();
  await user.type(code, '123456');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));

  expect(confirm).toHaveBeenCalledWith('123456');
  // No profile yet: onboarding first, then where the person was going.
  expect(await landedOn('/auth/welcome?next=%2Ftrips')).toBeInTheDocument();
});

it('shows a malformed number at the phone field without sending anything', async () => {
  const { user } = renderPhone();
  await user.type(screen.getByLabelText('Phone number'), '912 345 678');
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  const phone = screen.getByLabelText('Phone number');
  expect(phone).toHaveAttribute('aria-invalid', 'true');
  expect(phone).toHaveAccessibleDescription(/Include the country code/);
  expect(phone).toHaveValue('912 345 678');
  expect(auth.startPhoneSignIn).not.toHaveBeenCalled();
});

/** Sends a code to a valid number, then signs in with `digits` typed as the code; returns the code field. */
async function signInWithCode(user: ReturnType<typeof renderPhone>['user'], digits: string) {
  await user.type(screen.getByLabelText('Phone number'), '+351912345678');
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await user.type(await screen.findByLabelText('6-digit code'), digits);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return screen.getByLabelText('6-digit code');
}

it('shows a wrong code at the code field, with focus there, and keeps it', async () => {
  confirm.mockRejectedValueOnce(firebaseError('auth/invalid-verification-code'));
  const { user } = renderPhone();
  const code = await signInWithCode(user, '654321');

  await vi.waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
  expect(code).toHaveAccessibleDescription(/That code is wrong/);
  expect(code).toHaveValue('654321');
  expect(code).toHaveFocus();
  await expectNoAxeViolations();
});

it('shows a refusal by the service above the form, and keeps the number when going back to it', async () => {
  auth.startPhoneSignIn.mockRejectedValueOnce(firebaseError('auth/too-many-requests'));
  const { user } = renderPhone();
  await user.type(screen.getByLabelText('Phone number'), '+351912345678');
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts.');

  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await user.click(await screen.findByRole('button', { name: 'Change the number or send a new code' }));
  expect(screen.getByLabelText('Phone number')).toHaveValue('+351912345678');
  expect(screen.getByLabelText('Phone number')).toHaveFocus();
});

it('sends one code at a time, saying so, and asks for the code with the number kept', async () => {
  const sent = deferred<typeof confirm>();
  auth.startPhoneSignIn.mockReturnValueOnce(sent.promise);
  const { user } = renderPhone();
  await user.type(screen.getByLabelText('Phone number'), '+351912345678');
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await expectBusyButton(user, 'Sending the code…', auth.startPhoneSignIn);

  sent.resolve(confirm);
  expect(await screen.findByLabelText('6-digit code')).toHaveFocus();
});

it('checks the code has 6 digits before asking the service', async () => {
  const { user } = renderPhone();
  const code = await signInWithCode(user, '123');
  expect(code).toHaveAccessibleDescription(/The code has 6 digits/);
  expect(code).toHaveFocus();
  expect(code).toHaveValue('123');
  expect(confirm).not.toHaveBeenCalled();
});
