import { Navigate } from 'react-router-dom';
import { Screen } from '@/components/screen';
import { AccountLoading, SignInPrompt } from '@/features/accounts/components/account-details';
import { ProfileEditor, ProfileSummary } from '@/features/accounts/components/profile-editor';
import { ONBOARDING_PATH, withNext } from '@/features/accounts/hooks/use-next-path';
import { useAuthAccount, useOwnProfile, useProfileStatus, useSessionStatus } from '../session';
import { ErrorMessage } from '@/components/error-message';

export default function ProfileScreen() {
  const status = useSessionStatus();
  const account = useAuthAccount();
  const profileStatus = useProfileStatus();
  const profile = useOwnProfile();

  if (account && profileStatus === 'missing') return <Navigate to={withNext(ONBOARDING_PATH, '/profile')} replace />;

  let body;
  if (status === 'loading' || (account && profileStatus === 'loading')) {
    body = <AccountLoading>Loading your profile…</AccountLoading>;
  } else if (!account) {
    body = <SignInPrompt next="/profile">Sign in to see and edit your profile.</SignInPrompt>;
  } else if (!profile) {
    body = (
      <ErrorMessage>
        We could not load your profile. Check your connection, then reload the page.
      </ErrorMessage>
    );
  } else {
    body = (
      <div className="account-layout">
        <ProfileSummary profile={profile} />
        <ProfileEditor key={profile.id} profile={profile} />
      </div>
    );
  }
  return (
    <Screen title="Your profile" lead="How other travellers see you: your name, photo, bio and public trips.">
      {body}
    </Screen>
  );
}
