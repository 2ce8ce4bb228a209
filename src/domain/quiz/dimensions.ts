/**
 * The seven dimensions the quiz scores. Five are interests (how much a kind of
 * experience matters); pace and budget are scales: 0 is slow or thrifty, 100
 * is fast or lavish.
 */
export const DIMENSIONS = ['culture', 'food', 'nature', 'adventure', 'relaxation', 'pace', 'budget'] as const;

export type Dimension = (typeof DIMENSIONS)[number];

/** The interest dimensions (pace and budget are scales, not interests). */
export const INTERESTS = ['culture', 'food', 'nature', 'adventure', 'relaxation'] as const satisfies readonly Dimension[];

export type Interest = (typeof INTERESTS)[number];

/** A value per dimension. */
export type DimensionScores = Record<Dimension, number>;

export const DIMENSION_LABELS: Record<Dimension, string> = {
  culture: 'Culture',
  food: 'Food',
  nature: 'Nature',
  adventure: 'Adventure',
  relaxation: 'Relaxation',
  pace: 'Pace',
  budget: 'Budget',
};

/** What 0 and 100 mean on each dimension, for the chart and its summary. */
export const DIMENSION_SCALES: Record<Dimension, { low: string; high: string }> = {
  culture: { low: 'little interest', high: 'strong interest' },
  food: { low: 'little interest', high: 'strong interest' },
  nature: { low: 'little interest', high: 'strong interest' },
  adventure: { low: 'little interest', high: 'strong interest' },
  relaxation: { low: 'little interest', high: 'strong interest' },
  pace: { low: 'slow', high: 'fast' },
  budget: { low: 'thrifty', high: 'lavish' },
};

export function zeroScores(): DimensionScores {
  return { culture: 0, food: 0, nature: 0, adventure: 0, relaxation: 0, pace: 0, budget: 0 };
}
