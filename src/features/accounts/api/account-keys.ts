/** Query keys of the accounts feature, general to specific. */
export const accountKeys = {
  all: ['accounts'] as const,
  storageAvailability: () => [...accountKeys.all, 'storage-availability'] as const,
  /** Whether `username` is free, someone else's or already `uid`'s. */
  usernameClaim: (uid: string, username: string) => [...accountKeys.all, 'username-claim', uid, username] as const,
  /** Whether the profile behind `uid`'s own claim on `username` is there. */
  ownClaimProfile: (uid: string, username: string) => [...accountKeys.all, 'own-claim-profile', uid, username] as const,
  /** The account a password-reset link is for. */
  resetCode: (oobCode: string) => [...accountKeys.all, 'reset-code', oobCode] as const,
};
