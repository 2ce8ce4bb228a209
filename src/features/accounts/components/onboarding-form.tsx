import { skipToken, useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { TextField } from '@/components/field';
import { getEnv } from '@/config/env';
import { AppError } from '@/domain/app-error';
import { accountKeys } from '../api/account-keys';
import { createProfile, type NewProfile, type Profile } from '../api/users';
import { useDraftFields } from '../hooks/use-draft-fields';
import type { FieldErrors } from '../hooks/use-field-errors';
import { useUsernameCheck, type UsernameCheck } from '../hooks/use-username-check';
import { errorMessage } from '../lib/error-message';
import { validateUsername } from '../lib/username';
import { optionalText, profileFieldErrors } from './profile-fields';
import { DisplayNameField, HomeCityField, PhotoLinkField } from './profile-inputs';
import { RequestForm, SubmitButton } from './request-form';

export interface OnboardingFormProps {
  uid: string;
  email: string | null;
  phone: string | null;
  /** From the sign-in provider (Google gives a name), to start from. */
  suggestedDisplayName?: string | null;
  onCreated: (profile: Profile) => void;
  /**
   * The username typed is already this person's claim: their profile exists
   * (made in another tab, or before this device knew). Resolves to whether the
   * profile was found; then the screen moves on.
   */
  onOwnClaim?: () => Promise<boolean>;
  /** True while the profile is being created (the screen stays until it is done). */
  onBusyChange?: (busy: boolean) => void;
  /**
   * The server refused the profile. This device showed it as soon as it was
   * written, so the form stays busy until this settles: the screen asks the
   * server again and does not move on with a profile that does not exist.
   */
  onRefused?: () => Promise<unknown>;
}

/** The fields, in the order focus visits them to show what is wrong. */
const FIELDS = ['username', 'displayName', 'photoURL', 'homeCity'] as const;

/**
 * What the live check says under the username field: an error, or a calm
 * status. `ownProfileFailed`: the name is this person's own, and asking for
 * their profile failed.
 */
function checkMessage(username: string, check: UsernameCheck, ownProfileFailed: boolean): { error?: string; status?: string } {
  switch (check.state) {
    case 'invalid':
      return { error: check.message };
    case 'taken':
      return { error: `@${username} is taken. Try another one.` };
    case 'available':
      return { status: `@${username} is available.` };
    case 'yours':
      return ownProfileFailed
        ? { status: `@${username} is already yours, but we could not open your profile. Check your connection, then create your profile to try again.` }
        : { status: `@${username} is already yours. Opening your profile…` };
    case 'checking':
      return { status: `Checking whether @${username} is free…` };
    case 'error':
      return { status: `We could not check whether @${username} is free. You can still continue: we check again when you do.` };
    default:
      return {};
  }
}

/** The race lost at submit: createProfile says the name was just taken. */
function isUsernameTaken(error: unknown): error is AppError {
  return (
    error instanceof AppError &&
    error.kind === 'invalid' &&
    (error.code === 'username-taken' || /username/i.test(error.message))
  );
}

/**
 * First sign-in: a unique username (checked as it is typed), display name,
 * optional photo link and home city. Everything typed is kept in a draft and
 * stays on any error, including losing the username to someone faster.
 */
export function OnboardingForm({ uid, email, phone, suggestedDisplayName, onCreated, onOwnClaim, onBusyChange, onRefused }: OnboardingFormProps) {
  const { values, errors, show, change, fieldProps, refOf, focus, clearValues } = useDraftFields(
    `onboarding:${uid}`,
    { username: '', displayName: suggestedDisplayName ?? '', photoURL: '', homeCity: '' },
    FIELDS,
  );
  /** A submit-time verdict on one username (e.g. "just taken"); it stays while that name is typed. */
  const [usernameVerdict, setUsernameVerdict] = useState<{ username: string; message: string } | null>(null);
  const checked = useUsernameCheck(values.username, uid);
  const ownClaim = checked.state === 'yours' && onOwnClaim ? values.username : null;
  // The name is already this person's: their profile may exist (the screen then moves on).
  const ownProfile = useQuery({
    queryKey: accountKeys.ownClaimProfile(uid, ownClaim ?? ''),
    queryFn: ownClaim !== null && onOwnClaim ? () => onOwnClaim() : skipToken,
  });
  // An own claim whose profile the server does not have: the name can be used to create it.
  const check: UsernameCheck = ownClaim !== null && ownProfile.data === false ? { state: 'available' } : checked;
  const create = useMutation({
    mutationFn: async ({ profile, recheck }: { profile: NewProfile; recheck: boolean }): Promise<Profile | null> => {
      // Nothing to create when the own claim's profile is there: the screen moves on once the session has it.
      if (recheck && (await ownProfile.refetch()).data === true) return null;
      try {
        return await createProfile(profile, getEnv());
      } catch (error) {
        await onRefused?.().catch(() => undefined);
        throw error;
      }
    },
    onSuccess: (profile) => {
      if (!profile) return;
      clearValues();
      onCreated(profile);
    },
    onError: (error, { profile }) => {
      if (isUsernameTaken(error)) {
        setUsernameVerdict({ username: profile.username, message: error.message });
        focus('username');
      } else {
        show({ form: errorMessage(error, 'We could not create your profile. Check your connection and try again.') });
      }
    },
  });
  const busy = create.isPending;

  useEffect(() => {
    onBusyChange?.(busy);
  }, [busy, onBusyChange]);

  const live = checkMessage(values.username, check, ownProfile.isError);
  const verdict = usernameVerdict?.username === values.username ? usernameVerdict.message : undefined;
  const usernameError = verdict ?? errors.username ?? live.error;

  function submit() {
    const { username } = values;
    const problems: FieldErrors<(typeof FIELDS)[number]> = profileFieldErrors(values, ['displayName', 'photoURL', 'homeCity']);
    const usernameProblem = verdict ?? validateUsername(username) ?? (check.state === 'taken' ? live.error : null);
    if (usernameProblem) problems.username = usernameProblem;
    show(problems);
    if (Object.keys(problems).length > 0) return;
    const profile: NewProfile = {
      uid,
      username,
      displayName: values.displayName.trim(),
      photoURL: optionalText(values.photoURL),
      homeCity: optionalText(values.homeCity),
      bio: null,
      email,
      phone,
    };
    // Said now, in the click, not from an effect after the next render: this device shows the new profile as
    // soon as the claim is written, before the server has accepted the name, and the screen must not move on then.
    onBusyChange?.(true);
    create.mutate({ profile, recheck: ownClaim !== null && check.state === 'yours' });
  }

  const host = typeof window === 'undefined' ? 'wayfare' : window.location.host;

  return (
    <RequestForm className="auth-form onboarding-form card" busy={busy} error={errors.form} onSubmit={submit}>
      <TextField
        id="onboarding-username"
        ref={refOf('username')}
        label="Username"
        hint={
          <>
            3 to 30 characters: lower-case letters, digits, dots and underscores. Your page will be{' '}
            <span className="onboarding-form__url">
              {host}/{values.username || 'your.name'}
            </span>
            .
          </>
        }
        type="text"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={30}
        value={values.username}
        onChange={(event) => change('username', event.target.value.toLowerCase().replace(/^@/, ''))}
        error={usernameError}
        status={live.status}
        live
        required
      />
      <DisplayNameField id="onboarding-display-name" label="Display name" hint="Your name as other travellers see it." {...fieldProps('displayName')} required />
      <PhotoLinkField
        id="onboarding-photo"
        label="Photo link (optional)"
        hint="A link to an image of you, starting with https://. You can add or change it later."
        {...fieldProps('photoURL')}
      />
      <HomeCityField id="onboarding-home-city" label="Home city (optional)" hint="Shown on your profile; trips can start from here." {...fieldProps('homeCity')} />
      <SubmitButton busy={busy} busyLabel="Creating your profile…" className="button auth-form__submit">
        Create my profile
      </SubmitButton>
    </RequestForm>
  );
}
