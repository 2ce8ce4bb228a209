import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { TabList, type TabOf } from '@/components/tab-list';
import { Link } from 'react-router-dom';
import { withAuth } from '../api/auth';
import { mapAuthError } from '../lib/auth-errors';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { useNextPath, withNext } from '../hooks/use-next-path';
import { EmailPasswordForm, type EmailPasswordMode } from './email-password-form';
import { RequestButton } from './request-form';

const TABS: ReadonlyArray<TabOf<EmailPasswordMode>> = [
  { value: 'sign-in', label: 'Sign in', panel: 'auth-tabpanel' },
  { value: 'sign-up', label: 'Create account', panel: 'auth-tabpanel' },
];

function GoogleButton() {
  const finishSignIn = useFinishSignIn();
  const signIn = useMutation({
    mutationFn: async () => finishSignIn(await withAuth((auth) => auth.signInWithGoogle())),
  });
  const busy = signIn.isPending;
  return (
    <div className="auth-provider">
      <RequestButton
        busy={busy}
        error={signIn.isError ? mapAuthError(signIn.error, 'sign-in').message : null}
        onPress={() => signIn.mutate()}
        className="button button--quiet auth-provider__button"
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path fill="#4285F4" d="M22.6 12.2c0-.8-.1-1.5-.2-2.2H12v4.2h6a5.1 5.1 0 0 1-2.2 3.4v2.8h3.6c2-1.9 3.2-4.7 3.2-8.2z" />
          <path fill="#34A853" d="M12 23c3 0 5.5-1 7.4-2.7l-3.6-2.8c-1 .7-2.3 1.1-3.8 1.1-2.9 0-5.4-2-6.3-4.6H2v2.9A11 11 0 0 0 12 23z" />
          <path fill="#FBBC05" d="M5.7 14a6.6 6.6 0 0 1 0-4.2V7H2a11 11 0 0 0 0 9.9l3.7-2.9z" />
          <path fill="#EA4335" d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 0 0 2 7l3.7 2.9c.9-2.6 3.4-4.5 6.3-4.5z" />
        </svg>
        {busy ? 'Waiting for Google…' : 'Continue with Google'}
      </RequestButton>
    </div>
  );
}

/**
 * The sign-in screen's body: sign in or create an account (two tabs) by e-mail
 * and password, Google, and the ways to phone sign-in and password recovery.
 */
export function SignInPanel({ initialMode = 'sign-in' }: { initialMode?: EmailPasswordMode }) {
  const [mode, setMode] = useState<EmailPasswordMode>(initialMode);
  const next = useNextPath();

  return (
    <div className="auth-panel card">
      <TabList
        label="Sign in or create an account"
        tabs={TABS}
        selected={mode}
        onSelect={setMode}
        tabId={(value) => `auth-tab-${value}`}
        className="auth-tabs"
        tabClassName="auth-tabs__tab"
      />
      <div id="auth-tabpanel" role="tabpanel" aria-labelledby={`auth-tab-${mode}`}>
        <EmailPasswordForm mode={mode} />
        {mode === 'sign-in' ? (
          <p className="auth-panel__aside">
            <Link to="/auth/forgot-password">Forgot password?</Link>
          </p>
        ) : null}
      </div>
      <p className="auth-divider">
        <span>or</span>
      </p>
      <GoogleButton />
      <p className="auth-panel__aside">
        <Link to={withNext('/auth/phone', next)}>Sign in with your phone number instead</Link>
      </p>
    </div>
  );
}
