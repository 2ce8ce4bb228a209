import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { TextAreaField } from '@/components/field';
import { updateProfile, type Profile, type ProfilePatch } from '../api/users';
import { useDraftFields } from '../hooks/use-draft-fields';
import { errorMessage } from '../lib/error-message';
import { FormStatus } from './form-status';
import { BIO_MAX, optionalText, profileFieldErrors, type ProfileTextField } from './profile-fields';
import { DisplayNameField, HomeCityField, PhotoLinkField } from './profile-inputs';
import { RequestForm, SubmitButton } from './request-form';
import { countLabel } from '@/lib/numbers';

type Values = Record<ProfileTextField, string>;

/** The fields, in the order focus visits them to show what is wrong. */
const FIELDS = ['displayName', 'bio', 'homeCity', 'photoURL'] as const;

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
  const [status, setStatus] = useState('');
  const { values, setValues, clearValues, errors, show, fieldProps } = useDraftFields(`profile:${profile.id}`, saved, FIELDS, () =>
    setStatus(''),
  );
  const [baseline, setBaseline] = useState<Values>(saved);
  const save = useMutation({
    mutationFn: (patch: ProfilePatch) => updateProfile(profile.id, patch),
    onSuccess: () => setStatus('Profile saved.'),
    onError: (error) =>
      show({ form: errorMessage(error, 'Your changes were not saved. Check your connection and try again; they are kept here.') }),
  });
  const busy = save.isPending;

  // The saved profile changed (a save landed, or another tab edited it).
  const savedJson = JSON.stringify(saved);
  if (savedJson !== JSON.stringify(baseline)) {
    setBaseline(saved);
    const untouched = JSON.stringify(values) === JSON.stringify(baseline);
    if (untouched) setValues(saved);
  }

  const dirty = Object.keys(patchOf(values, saved)).length > 0;

  function submit() {
    const problems = profileFieldErrors(values, FIELDS);
    show(problems);
    if (Object.keys(problems).length > 0) return;
    const patch = patchOf(values, saved);
    if (Object.keys(patch).length === 0) {
      setStatus('Nothing to save: your profile is up to date.');
      return;
    }
    setStatus('');
    save.mutate(patch);
  }

  const bioLeft = BIO_MAX - values.bio.trim().length;

  return (
    <RequestForm
      className="card profile-form"
      aria-labelledby="profile-edit-title"
      heading={<h2 id="profile-edit-title">Edit your profile</h2>}
      busy={busy}
      error={errors.form}
      onSubmit={submit}
    >
      <DisplayNameField id="profile-display-name" label="Display name" {...fieldProps('displayName')} required />
      <TextAreaField
        id="profile-bio"
        label="Bio"
        hint={bioLeft >= 0 ? `${bioLeft} characters left.` : `${-bioLeft} characters too many.`}
        rows={4}
        {...fieldProps('bio')}
      />
      <HomeCityField id="profile-home-city" label="Home city" hint="Shown on your public profile." {...fieldProps('homeCity')} />
      <PhotoLinkField
        id="profile-photo"
        label="Photo link"
        hint="A link to an image, starting with https://. Leave empty for your initial."
        {...fieldProps('photoURL')}
      />
      <div className="form-actions">
        <SubmitButton busy={busy} busyLabel="Saving…">
          Save changes
        </SubmitButton>
        {dirty ? (
          <button
            type="button"
            className="button button--quiet"
            onClick={() => {
              clearValues();
              show({});
              setStatus('Changes discarded.');
            }}
          >
            Discard changes
          </button>
        ) : null}
      </div>
      <FormStatus>{status}</FormStatus>
    </RequestForm>
  );
}
