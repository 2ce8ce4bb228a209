import { DIMENSIONS, zeroScores, type Dimension, type DimensionScores } from '@/domain/quiz/dimensions';
import { PERSONALITIES, PERSONALITY_TYPES, type PersonalityTypeId } from '@/domain/quiz/personalities';
import { findOption, QUESTIONS, type QuizAnswers, type QuizQuestion } from './questions';

/**
 * Scoring, pure:
 * 1. Raw scores: each answer adds its weights to the dimensions.
 * 2. Scaled scores (0-100): each dimension's raw score placed between the
 *    lowest and highest raw score the questions allow on it.
 * 3. Affinity of each type: the sum over dimensions of the type's signature
 *    weight times the centred score ((scaled - 50) / 50, so -1..1).
 * 4. The type with the highest affinity wins. Ties (affinities within 1e-9)
 *    go to the type listed first in PERSONALITY_TYPES.
 */

const EPSILON = 1e-9;

/** The lowest and highest raw score the questions allow on each dimension. */
export function dimensionRanges(questions: readonly QuizQuestion[] = QUESTIONS): Record<Dimension, { min: number; max: number }> {
  const ranges = {} as Record<Dimension, { min: number; max: number }>;
  for (const dimension of DIMENSIONS) {
    let min = 0;
    let max = 0;
    for (const question of questions) {
      const weights = question.options.map((option) => option.weights[dimension] ?? 0);
      min += Math.min(...weights);
      max += Math.max(...weights);
    }
    ranges[dimension] = { min, max };
  }
  return ranges;
}

const RANGES = dimensionRanges();

/** Raw scores: the sum of the chosen options' weights. Unknown answers are ignored. */
export function rawScores(answers: QuizAnswers): DimensionScores {
  const scores = zeroScores();
  for (const question of QUESTIONS) {
    const answer = answers[question.id];
    const option = answer === undefined ? undefined : findOption(question.id, answer);
    if (!option) continue;
    for (const dimension of DIMENSIONS) scores[dimension] += option.weights[dimension] ?? 0;
  }
  return scores;
}

/** Raw scores scaled to 0-100 (whole numbers) within what the questions allow. */
export function scaleScores(raw: DimensionScores): DimensionScores {
  const scaled = zeroScores();
  for (const dimension of DIMENSIONS) {
    const { min, max } = RANGES[dimension];
    const value = max === min ? 0.5 : (raw[dimension] - min) / (max - min);
    scaled[dimension] = Math.round(Math.min(1, Math.max(0, value)) * 100);
  }
  return scaled;
}

/** How well each type fits scaled scores (higher is better). */
export function affinities(scaled: DimensionScores): Record<PersonalityTypeId, number> {
  const result = {} as Record<PersonalityTypeId, number>;
  for (const id of PERSONALITY_TYPES) {
    let total = 0;
    for (const dimension of DIMENSIONS) {
      total += (PERSONALITIES[id].signature[dimension] ?? 0) * ((scaled[dimension] - 50) / 50);
    }
    result[id] = total;
  }
  return result;
}

/** The best-fitting type; ties go to the type listed first in PERSONALITY_TYPES. */
export function pickType(scaled: DimensionScores): PersonalityTypeId {
  const fit = affinities(scaled);
  let best: PersonalityTypeId = PERSONALITY_TYPES[0];
  for (const id of PERSONALITY_TYPES) {
    if (fit[id] > fit[best] + EPSILON) best = id;
  }
  return best;
}

export interface QuizResult {
  type: PersonalityTypeId;
  scores: DimensionScores;
}

/** The result of a set of answers: the type and the scaled scores. */
export function scoreQuiz(answers: QuizAnswers): QuizResult {
  const scores = scaleScores(rawScores(answers));
  return { type: pickType(scores), scores };
}
