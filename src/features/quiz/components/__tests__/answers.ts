/** Answers that make a Culture Seeker (see the scoring tests). */
export const CULTURE_ANSWERS: Record<string, string> = {
  'wake-up': 'museum',
  'day-pace': 'few-things',
  sleep: 'guesthouse',
  souvenir: 'print',
  eating: 'near-sight',
  'free-afternoon': 'cooking-class',
  risk: 'get-lost',
  spending: 'selective',
  photo: 'ceiling',
  'getting-around': 'slow-train',
};
