/**
 * What the person can pick instead of each thing the assistant assumed when it
 * planned the trip: each choice asks it to plan the trip again with that one
 * thing changed ("Plan it again at a slow pace"), as a change to accept or
 * reject. The dates are changed with the trip's own dates, not here.
 */
export interface AssumptionChoice {
  label: string;
  /** The message sent to the assistant. */
  ask: string;
}

const PACES = [
  { pace: 'slow', label: 'Slow pace' },
  { pace: 'moderate', label: 'Moderate pace' },
  { pace: 'packed', label: 'Packed pace' },
];

const again = (wish: string): string => `Plan it again ${wish}`;

export function assumptionChoices(assumption: string): AssumptionChoice[] {
  const pace = /^I assumed a (slow|moderate|packed) pace\.$/.exec(assumption) ?? /^I used the (slow|moderate|packed) pace of your travel personality\.$/.exec(assumption);
  if (pace) return PACES.filter((entry) => entry.pace !== pace[1]).map((entry) => ({ label: entry.label, ask: again(`at a ${entry.pace} pace`) }));
  if (/^I assumed a mid-range budget\.$/.test(assumption)) {
    return [
      { label: 'On a budget', ask: again('on a budget') },
      { label: 'Luxury', ask: again('with a luxury budget') },
    ];
  }
  if (/^I planned for two adults\.$/.test(assumption)) {
    return [
      { label: 'Just me', ask: again('solo') },
      { label: 'With children', ask: again('with kids') },
      { label: 'A group of friends', ask: again('for 4 friends') },
    ];
  }
  if (/^No interests were given\b/.test(assumption)) {
    return ['food', 'history', 'art', 'nature'].map((interest) => ({ label: `${interest.charAt(0).toUpperCase()}${interest.slice(1)}`, ask: again(`with ${interest}`) }));
  }
  return [];
}
