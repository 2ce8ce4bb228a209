/**
 * The accounts feature's way to Firebase Auth: the sign-in, recovery and
 * password verbs (the Auth SDK behind them loads on first use). Components and
 * hooks reach Auth only through `withAuth`, never through the services layer.
 */
import { queryOptions } from '@tanstack/react-query';
import * as auth from '@/services/firebase/auth';
import { loadOrChunkError } from '@/lib/use-live';
import { accountKeys } from './account-keys';

export type { AuthAccount } from '@/services/firebase/auth';

/** The Auth verbs the accounts screens use, each looked up when it is called. */
const authVerbs = {
  changePassword: (...args: Parameters<typeof auth.changePassword>) => auth.changePassword(...args),
  checkPasswordResetCode: (...args: Parameters<typeof auth.checkPasswordResetCode>) => auth.checkPasswordResetCode(...args),
  completePasswordReset: (...args: Parameters<typeof auth.completePasswordReset>) => auth.completePasswordReset(...args),
  sendPasswordReset: (...args: Parameters<typeof auth.sendPasswordReset>) => auth.sendPasswordReset(...args),
  signInWithEmail: (...args: Parameters<typeof auth.signInWithEmail>) => auth.signInWithEmail(...args),
  signInWithGoogle: (...args: Parameters<typeof auth.signInWithGoogle>) => auth.signInWithGoogle(...args),
  signUpWithEmail: (...args: Parameters<typeof auth.signUpWithEmail>) => auth.signUpWithEmail(...args),
  startPhoneSignIn: (...args: Parameters<typeof auth.startPhoneSignIn>) => auth.startPhoneSignIn(...args),
};

/**
 * Runs `use` with the Auth verbs. When the code for signing in cannot be
 * loaded (a dropped connection, or a new version of the app), it fails with an
 * error that says so and that a reload helps: never a hang, never a vague
 * "something went wrong".
 */
export function withAuth<T>(use: (auth: typeof authVerbs) => Promise<T>): Promise<T> {
  return loadOrChunkError(() => use(authVerbs));
}

/** The account a password-reset link (its `oobCode`) is for: its e-mail, or the reason the link cannot be used. */
export function resetCodeQueryOptions(oobCode: string) {
  return queryOptions({
    queryKey: accountKeys.resetCode(oobCode),
    queryFn: () => withAuth((auth) => auth.checkPasswordResetCode(oobCode)),
    // An expired or used link stays so; asking again would only delay saying it.
    retry: false,
  });
}
