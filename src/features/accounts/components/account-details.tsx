import { Link } from 'react-router-dom';
import '../accounts.css';

/** How the person signs in: e-mail and phone, as Auth knows them. */
export function AccountDetails({ email, phone }: { email: string | null; phone: string | null }) {
  return (
    <section className="card" aria-labelledby="sign-in-details-title">
      <h2 id="sign-in-details-title">Sign-in details</h2>
      <dl className="account-details">
        <dt>E-mail</dt>
        <dd>{email ?? 'None: you sign in another way.'}</dd>
        <dt>Phone</dt>
        <dd>{phone ?? 'None'}</dd>
      </dl>
    </section>
  );
}

/** What a signed-out person sees on a screen that needs an account. */
export function SignInPrompt({ next, children }: { next: string; children: string }) {
  return (
    <div className="card">
      <p>{children}</p>
      <Link className="button" to={`/auth?next=${encodeURIComponent(next)}`}>
        Sign in
      </Link>
    </div>
  );
}

/** While Auth or the profile is still loading. */
export function AccountLoading({ children = 'Loading your account…' }: { children?: string }) {
  return (
    <p className="card" role="status">
      {children}
    </p>
  );
}
