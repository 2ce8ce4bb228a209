import type { ComponentProps } from 'react';
import { useStorageAvailability } from '../hooks/use-storage-availability';
import { TextField } from '@/components/field';

/**
 * The profile's text fields as onboarding and the profile editor both show
 * them: the caller gives the id, label, hint, value and error; the input's
 * type and autofill hints are fixed here.
 */
type ProfileInputProps = Omit<ComponentProps<typeof TextField>, 'type' | 'inputMode' | 'autoComplete'>;

export function DisplayNameField(props: ProfileInputProps) {
  return <TextField type="text" autoComplete="name" {...props} />;
}

export function HomeCityField(props: ProfileInputProps) {
  return <TextField type="text" autoComplete="address-level2" {...props} />;
}

/** The photo link; when photo uploads cannot work here, the hint says why and suggests a link instead. */
export function PhotoLinkField({ hint, ...props }: ProfileInputProps) {
  const storage = useStorageAvailability();
  const shownHint = storage && !storage.available ? `${storage.reason} You can paste a link to a photo instead.` : hint;
  return <TextField type="url" inputMode="url" autoComplete="photo" hint={shownHint} {...props} />;
}
