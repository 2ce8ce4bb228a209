import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { getEnv } from '@/config/env';
import { createProfile, type Profile } from '../api/users';
import { AppError } from '@/services/firebase/errors';
import { useDraft } from '@/lib/drafts';
import { validateUsername } from '../lib/username';
import { useUsernameCheck, type UsernameCheck } from '../hooks/use-username-check';
import { TextField } from '@/components/field';
import { ErrorMessage } from '@/components/error-message';
import { displayNameError, homeCityError, optionalText, photoURLError } from './profile-fields';
import { DisplayNameField, HomeCityField, PhotoLinkField } from './profile-inputs';

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
}

type Field = 'username' | 'displayName' | 'photoURL' | 'homeCity';
type Errors = Partial<Record<Field | 'form', string>>;

/** What the live check says under the username field: an error, or a calm status. */
function checkMessage(username: string, check: UsernameCheck): { error?: string; status?: string } {
  switch (check.state) {
    case 'invalid':
      return { error: check.message };
    case 'taken':
      return { error: `@${username} is taken. Try another one.` };
    case 'available':
      return { status: `@${username} is available.` };
    case 'yours':
      return { status: `@${username} is already yours. Opening your profile…` };
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
export function OnboardingForm({ uid, email, phone, suggestedDisplayName, onCreated, onOwnClaim, onBusyChange }: OnboardingFormProps) {
  const [draft, setDraft, clearDraft] = useDraft(`onboarding:${uid}`, {
    username: '',
    displayName: suggestedDisplayName ?? '',
    photoURL: '',
    homeCity: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  /** A submit-time verdict on one username (e.g. "just taken"); it stays while that name is typed. */
  const [usernameVerdict, setUsernameVerdict] = useState<{ username: string; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const usernameRef = useRef<HTMLInputElement>(null);
  const displayNameRef = useRef<HTMLInputElement>(null);
  const photoURLRef = useRef<HTMLInputElement>(null);
  const homeCityRef = useRef<HTMLInputElement>(null);
  const checked = useUsernameCheck(draft.username, uid);
  /** Own claims whose profile the server did not find: the name can be used to create it. */
  const [ownClaimsWithoutProfile, setOwnClaimsWithoutProfile] = useState<string[]>([]);
  const check: UsernameCheck =
    checked.state === 'yours' && ownClaimsWithoutProfile.includes(draft.username) ? { state: 'available' } : checked;
  const ownClaim = check.state === 'yours' ? draft.username : null;

  useEffect(() => {
    if (!ownClaim || !onOwnClaim) return undefined;
    let live = true;
    void onOwnClaim().then(
      (found) => {
        if (live && !found) setOwnClaimsWithoutProfile((names) => [...names, ownClaim]);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [ownClaim, onOwnClaim]);

  useEffect(() => {
    onBusyChange?.(busy);
  }, [busy, onBusyChange]);

  const live = checkMessage(draft.username, check);
  const verdict = usernameVerdict?.username === draft.username ? usernameVerdict.message : undefined;
  const usernameError = verdict ?? errors.username ?? live.error;

  function change(field: Field, value: string) {
    setDraft({ ...draft, [field]: value });
    if (errors[field]) setErrors({ ...errors, [field]: undefined });
  }

  /** The value, change handler and error of a plain text field. */
  function fieldProps(field: Exclude<Field, 'username'>) {
    return {
      value: draft[field],
      onChange: (event: ChangeEvent<HTMLInputElement>) => change(field, event.target.value),
      error: errors[field],
    };
  }

  function show(next: Errors) {
    setErrors(next);
    const fields = { username: usernameRef, displayName: displayNameRef, photoURL: photoURLRef, homeCity: homeCityRef };
    const first = (['username', 'displayName', 'photoURL', 'homeCity'] as const).find((field) => next[field]);
    if (first) fields[first].current?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const { username } = draft;
    const problems: Errors = {};
    const usernameProblem = verdict ?? validateUsername(username) ?? (check.state === 'taken' ? live.error : null);
    if (usernameProblem) problems.username = usernameProblem;
    const nameProblem = displayNameError(draft.displayName);
    if (nameProblem) problems.displayName = nameProblem;
    const photoProblem = photoURLError(draft.photoURL);
    if (photoProblem) problems.photoURL = photoProblem;
    const cityProblem = homeCityError(draft.homeCity);
    if (cityProblem) problems.homeCity = cityProblem;
    if (Object.keys(problems).length > 0) {
      show(problems);
      return;
    }
    show({});
    if (check.state === 'yours' && onOwnClaim) {
      // Nothing to create: the profile is there, the screen moves on once the session has it.
      if (await onOwnClaim().catch(() => false)) return;
    }
    setBusy(true);
    try {
      const profile = await createProfile(
        {
          uid,
          username,
          displayName: draft.displayName.trim(),
          photoURL: optionalText(draft.photoURL),
          homeCity: optionalText(draft.homeCity),
          bio: null,
          email,
          phone,
        },
        getEnv(),
      );
      clearDraft();
      onCreated(profile);
    } catch (error) {
      if (isUsernameTaken(error)) {
        setUsernameVerdict({ username, message: error.message });
        usernameRef.current?.focus();
      } else {
        show({
          form:
            error instanceof AppError
              ? error.message
              : 'We could not create your profile. Check your connection and try again.',
        });
      }
    } finally {
      setBusy(false);
    }
  }

  const host = typeof window === 'undefined' ? 'wayfare' : window.location.host;

  return (
    <form className="auth-form onboarding-form card" noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
      <ErrorMessage>{errors.form}</ErrorMessage>
      <TextField
        id="onboarding-username"
        ref={usernameRef}
        label="Username"
        hint={
          <>
            3 to 30 characters: lower-case letters, digits, dots and underscores. Your page will be{' '}
            <span className="onboarding-form__url">
              {host}/{draft.username || 'your.name'}
            </span>
            .
          </>
        }
        type="text"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={30}
        value={draft.username}
        onChange={(event) => change('username', event.target.value.toLowerCase().replace(/^@/, ''))}
        error={usernameError}
        status={live.status}
        live
        required
      />
      <DisplayNameField
        id="onboarding-display-name"
        ref={displayNameRef}
        label="Display name"
        hint="Your name as other travellers see it."
        {...fieldProps('displayName')}
        required
      />
      <PhotoLinkField
        id="onboarding-photo"
        ref={photoURLRef}
        label="Photo link (optional)"
        hint="A link to an image of you, starting with https://. You can add or change it later."
        {...fieldProps('photoURL')}
      />
      <HomeCityField
        id="onboarding-home-city"
        ref={homeCityRef}
        label="Home city (optional)"
        hint="Shown on your profile; trips can start from here."
        {...fieldProps('homeCity')}
      />
      <button type="submit" className="button auth-form__submit" aria-disabled={busy}>
        {busy ? 'Creating your profile…' : 'Create my profile'}
      </button>
    </form>
  );
}
