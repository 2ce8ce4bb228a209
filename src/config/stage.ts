export const STAGES = ['production', 'staging', 'testing'] as const;
export type Stage = (typeof STAGES)[number];

/**
 * The public stage setting picks the backend: `production` and `staging` name
 * themselves, every other value (or none) is `testing`.
 */
export function resolveStage(value: string | undefined | null): Stage {
  if (value === 'production' || value === 'staging') return value;
  return 'testing';
}
