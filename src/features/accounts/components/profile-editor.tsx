import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { updateProfile, type Profile, type ProfilePatch } from '../api/users';
import { AppError } from '@/services/firebase/errors';
import { useDraft } from '@/lib/drafts';
import { TextAreaField } from '@/components/field';
import { FormStatus } from './form-status';
import { ErrorMessage } from '@/components/error-message';
import { BIO_MAX, bioError, displayNameError, homeCityError, optionalText, photoURLError } from './profile-fields';
import { DisplayNameField, HomeCityField, PhotoLinkField } from './profile-inputs';

type Field = 'displayName' | 'bio' | 'homeCity' | 'photoURL';
type Values = Record<Field, string>;
type Errors = Partial<Record<Field | 'form', string>>;

const FIELDS: readonly Field[] = ['displayName', 'bio', 'homeCity', 'photoURL'];

function valuesOf(profile: Profile): Values {
  return {
    displayName: profile.displayName,
    bio: profile.bio ?? '',
    homeCity: profile.homeCity ?? '',
    photoURL: profile.photoURL ?? '',
  };
}

/** Only the fields that changed: a profile edit never writes the whole document back. */
function patchOf(values: Values, saved: Values): ProfilePatch {
  const patch: ProfilePatch = {};
  if (values.displayName.trim() !== saved.displayName) patch.displayName = values.displayName.trim();
  if (optionalText(values.bio) !== optionalText(saved.bio)) patch.bio = optionalText(values.bio);
  if (optionalText(values.homeCity) !== optionalText(saved.homeCity)) patch.homeCity = optionalText(values.homeCity);
  if (optionalText(values.photoURL) !== optionalText(saved.photoURL)) patch.photoURL = optionalText(values.photoURL);
  return patch;
}

function countLabel(count: number, one: string, many: string) {
  return `${count.toLocaleString('en')} ${count === 1 ? one : many}`;
}

function Avatar({ profile }: { profile: Profile }) {
  if (profile.photoURL) {
    return <img className="avatar profile-card__avatar" src={profile.photoURL} alt="" width={96} height={96} />;
  }
  return (
    <span className="avatar avatar--initial profile-card__avatar" aria-hidden="true">
      {(profile.displayName || profile.username).slice(0, 1).toUpperCase()}
    </span>
  );
}

/** The own profile as others see it, with counts and the link to the public page. */
export function ProfileSummary({ profile }: { profile: Profile }) {
  return (
    <section className="card profile-card" aria-labelledby="profile-name">
      <Avatar profile={profile} />
      <div className="profile-card__text">
        <h2 id="profile-name">{profile.displayName}</h2>
        <p className="profile-card__username">@{profile.username}</p>
        {profile.homeCity ? <p className="profile-card__city">{profile.homeCity}</p> : null}
        <ul className="profile-card__counts" aria-label="Follow counts">
          <li>{countLabel(profile.followers.length, 'follower', 'followers')}</li>
          <li>{countLabel(profile.following.length, 'following', 'following')}</li>
        </ul>
        <Link to={`/${profile.username}`}>See your public page</Link>
      </div>
    </section>
  );
}

/**
 * The own profile, editable in place: display name, bio, home city, photo link.
 * Unsaved edits stay in a draft; changes that arrive from elsewhere (another
 * tab) replace the fields only while nothing is being edited.
 */
export function ProfileEditor({ profile }: { profile: Profile }) {
  const saved = valuesOf(profile);
  const [values, setValues, clearValues] = useDraft<Values>(`profile:${profile.id}`, saved);
  const [baseline, setBaseline] = useState<Values>(saved);
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState('');
  const save = useMutation({ mutationFn: (patch: ProfilePatch) => updateProfile(profile.id, patch) });
  const busy = save.isPending;
  const displayNameRef = useRef<HTMLInputElement>(null);
  const bioRef = useRef<HTMLTextAreaElement>(null);
  const homeCityRef = useRef<HTMLInputElement>(null);
  const photoURLRef = useRef<HTMLInputElement>(null);

  // The saved profile changed (a save landed, or another tab edited it).
  const savedJson = JSON.stringify(saved);
  if (savedJson !== JSON.stringify(baseline)) {
    setBaseline(saved);
    const untouched = JSON.stringify(values) === JSON.stringify(baseline);
    if (untouched) setValues(saved);
  }

  const dirty = Object.keys(patchOf(values, saved)).length > 0;

  function change(field: Field, value: string) {
    setValues({ ...values, [field]: value });
    setStatus('');
    if (errors[field]) setErrors({ ...errors, [field]: undefined });
  }

  /** The value, change handler and error of one field. */
  function fieldProps(field: Field) {
    return {
      value: values[field],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => change(field, event.target.value),
      error: errors[field],
    };
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const problems: Errors = {};
    const checks: Record<Field, (value: string) => string | null> = {
      displayName: displayNameError,
      bio: bioError,
      homeCity: homeCityError,
      photoURL: photoURLError,
    };
    for (const field of FIELDS) {
      const problem = checks[field](values[field]);
      if (problem) problems[field] = problem;
    }
    const first = FIELDS.find((field) => problems[field]);
    if (first) {
      setErrors(problems);
      const fields = { displayName: displayNameRef, bio: bioRef, homeCity: homeCityRef, photoURL: photoURLRef };
      fields[first].current?.focus();
      return;
    }
    const patch = patchOf(values, saved);
    if (Object.keys(patch).length === 0) {
      setErrors({});
      setStatus('Nothing to save: your profile is up to date.');
      return;
    }
    setErrors({});
    setStatus('');
    save.mutate(patch, {
      onSuccess: () => setStatus('Profile saved.'),
      onError: (error) =>
        setErrors({
          form:
            error instanceof AppError
              ? error.message
              : 'Your changes were not saved. Check your connection and try again; they are kept here.',
        }),
    });
  }

  const bioLeft = BIO_MAX - values.bio.trim().length;

  return (
    <form className="card profile-form" noValidate onSubmit={submit} aria-labelledby="profile-edit-title" aria-busy={busy}>
      <h2 id="profile-edit-title">Edit your profile</h2>
      <ErrorMessage>{errors.form}</ErrorMessage>
      <DisplayNameField
        id="profile-display-name"
        ref={displayNameRef}
        label="Display name"
        {...fieldProps('displayName')}
        required
      />
      <TextAreaField
        id="profile-bio"
        ref={bioRef}
        label="Bio"
        hint={bioLeft >= 0 ? `${bioLeft} characters left.` : `${-bioLeft} characters too many.`}
        rows={4}
        {...fieldProps('bio')}
      />
      <HomeCityField
        id="profile-home-city"
        ref={homeCityRef}
        label="Home city"
        hint="Shown on your public profile."
        {...fieldProps('homeCity')}
      />
      <PhotoLinkField
        id="profile-photo"
        ref={photoURLRef}
        label="Photo link"
        hint="A link to an image, starting with https://. Leave empty for your initial."
        {...fieldProps('photoURL')}
      />
      <div className="form-actions">
        <button type="submit" className="button" aria-disabled={busy}>
          {busy ? 'Saving…' : 'Save changes'}
        </button>
        {dirty ? (
          <button
            type="button"
            className="button button--quiet"
            onClick={() => {
              clearValues();
              setErrors({});
              setStatus('Changes discarded.');
            }}
          >
            Discard changes
          </button>
        ) : null}
      </div>
      <FormStatus>{status}</FormStatus>
    </form>
  );
}
