import { Navigate, useSearchParams } from 'react-router-dom';
import { Screen } from '@/components/screen';
import { SignInPanel } from '@/features/accounts/components/sign-in-panel';
import { ONBOARDING_PATH, useNextPath, withNext } from '@/features/accounts/hooks/use-next-path';
import { useSignedInDestination } from '../session';

export default function AuthScreen() {
  const next = useNextPath();
  const [params] = useSearchParams();
  const destination = useSignedInDestination(next, withNext(ONBOARDING_PATH, next));
  if (destination) return <Navigate to={destination} replace />;
  return (
    <Screen
      title="Sign in"
      lead="Sign in or create an account to plan, save and share trips."
      className="auth-layout"
    >
      <SignInPanel initialMode={params.get('mode') === 'sign-up' ? 'sign-up' : 'sign-in'} />
    </Screen>
  );
}
