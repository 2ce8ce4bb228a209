import { DIMENSIONS, type DimensionScores } from '@/domain/quiz/dimensions';
import {
  isPersonalityTypeId,
  PERSONALITIES,
  PERSONALITY_TYPES,
  personalityProfile,
  type PersonalityTypeId,
} from '@/domain/quiz/personalities';
import { QUESTIONS, type QuizAnswers } from '../questions';
import { affinities, pickType, rawScores, scaleScores, scoreQuiz } from '../scoring';

/** A small seeded generator (mulberry32), so random paths are the same on every run. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function answersOf(choice: (questionIndex: number) => number): QuizAnswers {
  const answers: QuizAnswers = {};
  QUESTIONS.forEach((question, index) => {
    const option = question.options[choice(index)];
    if (option) answers[question.id] = option.id;
  });
  return answers;
}

describe('the questions', () => {
  it('are at least ten, each with distinct ids and at least two answers', () => {
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(10);
    expect(new Set(QUESTIONS.map((q) => q.id)).size).toBe(QUESTIONS.length);
    for (const question of QUESTIONS) {
      expect(question.options.length).toBeGreaterThanOrEqual(2);
      expect(new Set(question.options.map((o) => o.id)).size).toBe(question.options.length);
    }
  });
});

describe('every answer path', () => {
  // Exhaustive: all 4^10 (about a million) answer paths, depth first, summing as it
  // goes. Few paths share their sums, so there is no shortcut; it takes a few seconds.
  it('lands on a valid type, and every type is reached (every combination of answers)', { timeout: 60_000 }, () => {
    const counts = new Map<PersonalityTypeId, number>();
    const raw: DimensionScores = { culture: 0, food: 0, nature: 0, adventure: 0, relaxation: 0, pace: 0, budget: 0 };
    let paths = 0;
    let invalid = 0;
    function visit(index: number) {
      const question = QUESTIONS[index];
      if (!question) {
        paths += 1;
        const type = pickType(scaleScores(raw));
        if (!isPersonalityTypeId(type)) invalid += 1;
        counts.set(type, (counts.get(type) ?? 0) + 1);
        return;
      }
      for (const option of question.options) {
        for (const dimension of DIMENSIONS) raw[dimension] += option.weights[dimension] ?? 0;
        visit(index + 1);
        for (const dimension of DIMENSIONS) raw[dimension] -= option.weights[dimension] ?? 0;
      }
    }
    visit(0);
    expect(paths).toBe(QUESTIONS.reduce((product, q) => product * q.options.length, 1));
    expect(invalid).toBe(0);
    expect([...counts.keys()].sort()).toEqual([...PERSONALITY_TYPES].sort());
    // Each type is a real outcome, not a corner case: at least 0.5% of all paths.
    for (const id of PERSONALITY_TYPES) expect(counts.get(id) ?? 0).toBeGreaterThan(paths * 0.005);
  });

  it('on 2,000 seeded random paths, scores stay within 0-100 and the type is valid', () => {
    const random = seeded(20261122);
    for (let run = 0; run < 2000; run += 1) {
      const answers = answersOf((index) => Math.floor(random() * (QUESTIONS[index]?.options.length ?? 1)));
      const result = scoreQuiz(answers);
      expect(isPersonalityTypeId(result.type)).toBe(true);
      for (const dimension of DIMENSIONS) {
        expect(result.scores[dimension]).toBeGreaterThanOrEqual(0);
        expect(result.scores[dimension]).toBeLessThanOrEqual(100);
        expect(Number.isInteger(result.scores[dimension])).toBe(true);
      }
    }
  });

  it('does not depend on the order the answers were given in', () => {
    const random = seeded(7);
    for (let run = 0; run < 200; run += 1) {
      const answers = answersOf((index) => Math.floor(random() * (QUESTIONS[index]?.options.length ?? 1)));
      const reversed = Object.fromEntries(Object.entries(answers).reverse());
      expect(scoreQuiz(reversed)).toEqual(scoreQuiz(answers));
    }
  });
});

describe('answers add weights', () => {
  it('sums the chosen options and ignores unknown questions and options', () => {
    expect(rawScores({ 'wake-up': 'museum', souvenir: 'print', 'not-a-question': 'x', photo: 'not-an-option' })).toMatchObject({
      culture: 6,
      pace: 1,
      food: 0,
    });
  });

  it('all-culture answers make a Culture Seeker; all-relaxing, slow answers a Slow Traveller', () => {
    const culture: QuizAnswers = {
      'wake-up': 'museum', 'day-pace': 'few-things', sleep: 'guesthouse', souvenir: 'print', eating: 'near-sight',
      'free-afternoon': 'cooking-class', risk: 'get-lost', spending: 'selective', photo: 'ceiling', 'getting-around': 'slow-train',
    };
    expect(scoreQuiz(culture).type).toBe('culture-seeker');
    const slow: QuizAnswers = {
      'wake-up': 'lake', 'day-pace': 'nothing-planned', sleep: 'guesthouse', souvenir: 'finished-novel', eating: 'picnic',
      'free-afternoon': 'neighbourhoods', risk: 'no-risk', spending: 'lean', photo: 'hammock', 'getting-around': 'slow-train',
    };
    expect(scoreQuiz(slow).type).toBe('slow-traveller');
  });
});

describe('ties', () => {
  const neutral: DimensionScores = { culture: 50, food: 50, nature: 50, adventure: 50, relaxation: 50, pace: 50, budget: 50 };

  it('go to the type listed first: all-neutral scores tie every type at 0 and give the first', () => {
    expect(Object.values(affinities(neutral)).every((value) => Math.abs(value) < 1e-12)).toBe(true);
    expect(pickType(neutral)).toBe(PERSONALITY_TYPES[0]);
  });

  it('between two types, the earlier one wins whatever else is equal', () => {
    // Culture and food equally strong, nothing else: Culture Seeker (listed before Food Explorer).
    expect(pickType({ ...neutral, culture: 100, food: 100, pace: 0 })).toBe('culture-seeker');
    // Nature and adventure equally strong at a neutral pace.
    const fit = affinities({ ...neutral, nature: 100, adventure: 100 });
    expect(fit['nature-wanderer']).toBeCloseTo(fit['thrill-chaser']);
    expect(pickType({ ...neutral, nature: 100, adventure: 100 })).toBe('nature-wanderer');
  });

  it('give the same answer on every call', () => {
    const scores = { ...neutral, culture: 100, food: 100, pace: 0 };
    const first = pickType(scores);
    for (let i = 0; i < 50; i += 1) expect(pickType({ ...scores })).toBe(first);
  });
});

describe('the types', () => {
  it('are at least six, each with a name, a meaning, defining dimensions and 4-6 destinations with kebab ids', () => {
    expect(PERSONALITY_TYPES.length).toBeGreaterThanOrEqual(6);
    for (const id of PERSONALITY_TYPES) {
      const type = PERSONALITIES[id];
      expect(type.id).toBe(id);
      expect(type.name).not.toBe('');
      expect(type.meaning.length).toBeGreaterThan(80);
      expect(type.defining.length).toBeGreaterThan(0);
      expect(type.destinations.length).toBeGreaterThanOrEqual(4);
      expect(type.destinations.length).toBeLessThanOrEqual(6);
      for (const destination of type.destinations) expect(destination.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('each have a profile for the planner; unknown ids have none', () => {
    for (const id of PERSONALITY_TYPES) {
      const profile = personalityProfile(id);
      expect(profile?.interests.length).toBeGreaterThan(0);
    }
    expect(personalityProfile('thrill-chaser')).toEqual({ interests: ['adventure', 'nature'], pace: 'fast', budget: 'thrifty' });
    expect(personalityProfile('explorer')).toBeNull();
    expect(personalityProfile(null)).toBeNull();
  });
});
