import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { RequestButton } from './request-form';

/** "Sign out": ends the session (`signOut`, the session's), then goes to the start page. */
export function SignOutSection({ signOut }: { signOut: () => Promise<void> }) {
  const navigate = useNavigate();
  const leave = useMutation({
    mutationFn: async () => {
      await signOut();
      await navigate('/');
    },
  });
  const busy = leave.isPending;
  return (
    <section className="card" aria-labelledby="sign-out-title">
      <h2 id="sign-out-title">Sign out</h2>
      <p>Sign out of Wayfare on this device.</p>
      <RequestButton
        busy={busy}
        error={leave.isError ? 'Signing out failed. Check your connection and try again.' : null}
        onPress={() => leave.mutate()}
        className="button button--quiet"
      >
        {busy ? 'Signing out…' : 'Sign out'}
      </RequestButton>
    </section>
  );
}
