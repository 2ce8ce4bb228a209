import { Navigate, useNavigate } from 'react-router-dom';
import { Screen } from '@/components/screen';
import { AccountDetails, AccountLoading, SignInPrompt } from '@/features/accounts/components/account-details';
import { ChangePasswordForm } from '@/features/accounts/components/change-password-form';
import { SubscriptionPanel } from '@/features/commerce/components/subscription-panel';
import { DataExport } from '@/features/accounts/components/data-export';
import { DeleteAccount } from '@/features/accounts/components/delete-account';
import { PreferencesForm } from '@/features/accounts/components/preferences-form';
import { SignOutSection } from '@/features/accounts/components/sign-out-section';
import { ONBOARDING_PATH, withNext } from '@/features/accounts/hooks/use-next-path';
import { useStorageAvailability } from '@/features/accounts/hooks/use-storage-availability';
import { useStoredResult } from '@/features/quiz/hooks/use-stored-result';
import { PERSONALITIES } from '@/domain/quiz/personalities';
import { resolvePersonality } from '@/features/quiz/lib/quiz-account';
import { useUserPreferences } from '@/stores/use-user-store';
import {
  preferencesSaved,
  signOut,
  useAuthAccount,
  useOwnProfile,
  usePrivateAccount,
  useProfileStatus,
  useSessionStatus,
} from '../session';
import { useQuizAccount } from '../use-quiz-account';

/** Whether photo uploads can work here; says so plainly when they cannot. */
function UploadStatus() {
  const availability = useStorageAvailability();
  if (!availability) return null;
  return (
    <section className="card" aria-labelledby="uploads-title">
      <h2 id="uploads-title">Photo uploads</h2>
      <p role="status">
        {availability.available
          ? 'Uploads are available: you can add a profile photo and trip covers.'
          : availability.reason}
      </p>
    </section>
  );
}

export default function AccountScreen() {
  const status = useSessionStatus();
  const account = useAuthAccount();
  const profileStatus = useProfileStatus();
  const profile = useOwnProfile();
  const privateAccount = usePrivateAccount();
  const storePreferences = useUserPreferences();
  const storedResult = useStoredResult();
  const quizAccount = useQuizAccount();
  const navigate = useNavigate();
  // The same personality /travel-personality shows: the account's, or a result
  // taken on this device that is on its way to the account.
  const personality = resolvePersonality(quizAccount, storedResult);

  if (account && profileStatus === 'missing') return <Navigate to={withNext(ONBOARDING_PATH, '/account')} replace />;

  // Photo uploads: said on every state of this screen, signed in or not.
  let body;
  if (status === 'loading' || (account && profileStatus === 'loading')) {
    body = (
      <>
        <AccountLoading />
        <UploadStatus />
      </>
    );
  } else if (!account) {
    body = (
      <>
        <SignInPrompt next="/account">Sign in to see your account, preferences and data.</SignInPrompt>
        <UploadStatus />
      </>
    );
  } else {
    const email = account.email ?? privateAccount.account?.email ?? null;
    const phone = account.phoneNumber ?? privateAccount.account?.phone ?? null;
    body = (
      <>
        <AccountDetails email={email} phone={phone} />
        {email ? <ChangePasswordForm email={email} /> : null}
        {privateAccount.loaded ? (
          <PreferencesForm
            key={account.uid}
            uid={account.uid}
            preferences={privateAccount.account?.userPreferences ?? storePreferences}
            onSaved={preferencesSaved}
            travelPersonality={{
              name: personality ? PERSONALITIES[personality.type].name : null,
              resultPath: '/travel-personality',
              quizPath: '/quiz',
            }}
          />
        ) : (
          <AccountLoading>Loading your preferences…</AccountLoading>
        )}
        <SubscriptionPanel uid={account.uid} />
        <UploadStatus />
        {profile ? <DataExport uid={account.uid} username={profile.username} /> : null}
        <SignOutSection signOut={signOut} />
        {profile ? (
          <DeleteAccount
            username={profile.username}
            onDeleted={async () => {
              // The account is gone; signing out clears what is left on this device.
              await signOut().catch(() => undefined);
              await navigate('/', { replace: true });
            }}
          />
        ) : null}
      </>
    );
  }
  return (
    <Screen title="Account" lead="Your sign-in details, preferences and data.">
      <div className="account-layout">{body}</div>
    </Screen>
  );
}
