import { Navigate } from 'react-router-dom';
import { Screen } from '@/components/screen';
import { PhoneSignInForm } from '@/features/accounts/components/phone-sign-in-form';
import { ONBOARDING_PATH, useNextPath, withNext } from '@/features/accounts/hooks/use-next-path';
import { useSignedInDestination } from '../session';

export default function PhoneSignInScreen() {
  const next = useNextPath();
  const destination = useSignedInDestination(next, withNext(ONBOARDING_PATH, next));
  if (destination) return <Navigate to={destination} replace />;
  return (
    <Screen title="Sign in with your phone" lead="We will text you a code to sign in." className="auth-layout">
      <PhoneSignInForm />
    </Screen>
  );
}
