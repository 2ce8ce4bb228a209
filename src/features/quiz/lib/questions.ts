import type { Dimension } from '@/domain/quiz/dimensions';

/** One answer: what it says, and the weight it adds to each dimension (missing = 0). */
export interface QuizOption {
  id: string;
  label: string;
  weights: Partial<Record<Dimension, number>>;
}

export interface QuizQuestion {
  id: string;
  prompt: string;
  options: readonly QuizOption[];
}

/**
 * The ten questions, in order. Ids are stable: stored progress refers to them,
 * so changing an id drops what people answered to it (they answer it again).
 * Weights are small integers; pace and budget may be negative (slow, thrifty).
 */
export const QUESTIONS: readonly QuizQuestion[] = [
  {
    id: 'wake-up',
    prompt: 'What would you most like to wake up to on a trip?',
    options: [
      { id: 'museum', label: 'A museum that opens at ten, with no queue if you are early', weights: { culture: 3, pace: 1 } },
      { id: 'market', label: 'The smell of a morning market', weights: { food: 3 } },
      { id: 'lake', label: 'Mist on a lake, and nobody around', weights: { nature: 3, relaxation: 1 } },
      { id: 'sunrise-hike', label: 'A sunrise hike you have to start in the dark', weights: { adventure: 3, nature: 1, pace: 1 } },
    ],
  },
  {
    id: 'day-pace',
    prompt: 'How full should a day away be?',
    options: [
      { id: 'packed', label: 'Packed: as much as the day allows', weights: { pace: 3 } },
      { id: 'few-things', label: 'Two or three things, done properly', weights: { pace: 1, culture: 1 } },
      { id: 'long-lunch', label: 'One thing, then a long lunch', weights: { pace: -2, food: 1, relaxation: 1 } },
      { id: 'nothing-planned', label: 'Nothing planned at all', weights: { pace: -3, relaxation: 3 } },
    ],
  },
  {
    id: 'sleep',
    prompt: 'Where would you rather sleep?',
    options: [
      { id: 'spa-hotel', label: 'A five-star hotel with a spa', weights: { budget: 3, relaxation: 2 } },
      { id: 'boutique', label: 'A design hotel right in the centre', weights: { budget: 2, culture: 1, pace: 1 } },
      { id: 'cabin', label: 'A cabin or a tent near a trail', weights: { nature: 2, adventure: 1, budget: -2 } },
      { id: 'guesthouse', label: 'A simple guesthouse run by a local family', weights: { budget: -1, food: 1, culture: 1 } },
    ],
  },
  {
    id: 'souvenir',
    prompt: 'Which souvenir would you bring home?',
    options: [
      { id: 'print', label: 'A print from a gallery', weights: { culture: 3 } },
      { id: 'spices', label: 'A bag of local spices', weights: { food: 3 } },
      { id: 'summit-photo', label: 'A photo from a summit', weights: { adventure: 2, nature: 2 } },
      { id: 'finished-novel', label: 'A tan and the novel you finally finished', weights: { relaxation: 3, pace: -1 } },
    ],
  },
  {
    id: 'eating',
    prompt: 'How do you choose where to eat?',
    options: [
      { id: 'tasting-menu', label: 'Book the famous tasting menu months ahead', weights: { food: 2, budget: 3 } },
      { id: 'local-queue', label: 'Join the longest queue of locals', weights: { food: 3, budget: -1 } },
      { id: 'near-sight', label: 'Whatever is near the next sight', weights: { pace: 2, culture: 1 } },
      { id: 'picnic', label: 'Pack a picnic and eat with a view', weights: { nature: 2, relaxation: 1, budget: -1 } },
    ],
  },
  {
    id: 'free-afternoon',
    prompt: 'A free afternoon in a new city. What do you do?',
    options: [
      { id: 'neighbourhoods', label: 'Walk one neighbourhood after another', weights: { culture: 1, food: 1, pace: 2 } },
      { id: 'cooking-class', label: 'Take a cooking class', weights: { food: 3, culture: 1 } },
      { id: 'bike-out', label: 'Rent a bike and ride out of town', weights: { nature: 2, adventure: 2 } },
      { id: 'rooftop-pool', label: 'Find a rooftop pool', weights: { relaxation: 3, budget: 2 } },
    ],
  },
  {
    id: 'risk',
    prompt: 'Which kind of risk sounds fun?',
    options: [
      { id: 'waiver', label: 'Canyoning, skydiving, anything with a waiver', weights: { adventure: 3, pace: 1 } },
      { id: 'unknown-dish', label: 'Ordering the dish you cannot pronounce', weights: { food: 2, adventure: 1 } },
      { id: 'get-lost', label: 'Getting lost in old streets on purpose', weights: { culture: 2, adventure: 1 } },
      { id: 'no-risk', label: 'None, thank you: I travel to unwind', weights: { relaxation: 3, pace: -2 } },
    ],
  },
  {
    id: 'spending',
    prompt: 'How do you like to spend on a trip?',
    options: [
      { id: 'splurge', label: 'Splurge: that is what holidays are for', weights: { budget: 3 } },
      { id: 'selective', label: 'Spend on what matters, save on the rest', weights: { budget: 1 } },
      { id: 'lean', label: 'Keep it lean and travel for longer', weights: { budget: -2, pace: -1 } },
      { id: 'shoestring', label: 'As cheap as possible: that is half the adventure', weights: { budget: -3, adventure: 2 } },
    ],
  },
  {
    id: 'photo',
    prompt: 'Which trip photo would you frame?',
    options: [
      { id: 'ceiling', label: 'A painted cathedral ceiling', weights: { culture: 3 } },
      { id: 'shared-plates', label: 'A table full of shared plates', weights: { food: 3 } },
      { id: 'wild-view', label: 'A glacier, a forest or the open sea', weights: { nature: 3 } },
      { id: 'hammock', label: 'A hammock between two palms', weights: { relaxation: 3, pace: -1 } },
    ],
  },
  {
    id: 'getting-around',
    prompt: 'How do you want to get around?',
    options: [
      { id: 'metro-train', label: 'Metro and on foot, city to city by train', weights: { pace: 2, culture: 1 } },
      { id: 'private-driver', label: 'A private driver, and business class', weights: { budget: 3, relaxation: 1 } },
      { id: 'trail', label: 'By kayak, on horseback or along a long trail', weights: { adventure: 2, nature: 2 } },
      { id: 'slow-train', label: 'Slow trains and ferries, with a window seat', weights: { pace: -2, relaxation: 2, nature: 1 } },
    ],
  },
];

/** Answers: question id -> option id. */
export type QuizAnswers = Record<string, string>;

export function findQuestion(questionId: string): QuizQuestion | undefined {
  return QUESTIONS.find((question) => question.id === questionId);
}

export function findOption(questionId: string, optionId: string): QuizOption | undefined {
  return findQuestion(questionId)?.options.find((option) => option.id === optionId);
}
