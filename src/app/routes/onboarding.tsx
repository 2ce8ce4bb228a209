import { useCallback, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { Screen } from '@/components/screen';
import { AccountLoading, SignInPrompt } from '@/features/accounts/components/account-details';
import { OnboardingForm } from '@/features/accounts/components/onboarding-form';
import { useNextPath } from '@/features/accounts/hooks/use-next-path';
import { profileCreated, profileRecheck, useAuthAccount, useProfileStatus, useSessionStatus } from '../session';

/** The username typed is already mine: ask the server for the profile (the session moves on when found). */
const recheckOwnProfile = async () => (await profileRecheck()) === 'ready';

/** First sign-in without a profile: pick a username and say who you are. */
export default function OnboardingScreen() {
  const status = useSessionStatus();
  const account = useAuthAccount();
  const profileStatus = useProfileStatus();
  const next = useNextPath();
  const [creating, setCreating] = useState(false);
  const busyChanged = useCallback((busy: boolean) => setCreating(busy), []);

  // Done (now, or before): on to where the person was going. Not while a claim
  // is on its way: the device shows the new profile at once, but the server may
  // still refuse the name, and the form must be here to say so.
  if (account && profileStatus === 'ready' && !creating) return <Navigate to={next} replace />;

  let body;
  if (status === 'loading' || (account && profileStatus === 'loading')) {
    body = <AccountLoading />;
  } else if (!account) {
    body = <SignInPrompt next="/home">Sign in or create an account first.</SignInPrompt>;
  } else {
    body = (
      <OnboardingForm
        key={account.uid}
        uid={account.uid}
        email={account.email}
        phone={account.phoneNumber}
        suggestedDisplayName={account.displayName}
        onCreated={profileCreated}
        onOwnClaim={recheckOwnProfile}
        onBusyChange={busyChanged}
        onRefused={profileRecheck}
      />
    );
  }
  return (
    <Screen
      title="Welcome to Wayfare"
      lead="Choose how other travellers find you. You can change your name, photo and city later."
      className="auth-layout"
    >
      {body}
    </Screen>
  );
}
