/** Query keys of the commerce feature, general to specific. */
export const commerceKeys = {
  all: ['commerce'] as const,
  products: () => [...commerceKeys.all, 'products'] as const,
  preview: (itineraryId: string) => [...commerceKeys.all, 'preview', itineraryId] as const,
  gifts: (uid: string) => [...commerceKeys.all, 'gifts', uid] as const,
  owned: (uid: string) => [...commerceKeys.all, 'owned', uid] as const,
};
