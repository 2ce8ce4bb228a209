/**
 * The header's Sign out, signed in only. Loaded with the signed-in header
 * rather than in the first chunk: the mutation code it runs on would
 * otherwise be paid by every first paint, signed out too.
 */
import { useMutation } from '@tanstack/react-query';
import { reportAppError } from './error-handler';
import { signOut } from './session';

/** The layout draws the same button (not yet pressable) while this code loads. */
const SIGN_OUT_CLASS = 'button button--quiet button--small';

export default function SignOutButton() {
  const signingOut = useMutation({ mutationFn: signOut, onError: (error) => reportAppError('Sign-out', error) });
  return (
    <button
      type="button"
      className={SIGN_OUT_CLASS}
      aria-disabled={signingOut.isPending}
      onClick={() => {
        if (!signingOut.isPending) signingOut.mutate();
      }}
    >
      {signingOut.isPending ? 'Signing out…' : 'Sign out'}
    </button>
  );
}
