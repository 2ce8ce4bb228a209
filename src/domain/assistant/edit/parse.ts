/**
 * Reads a chat message about an existing itinerary into one edit command:
 * "swap days 2 and 3", "add a food market to day 1", "make day 4 lighter",
 * "add a day trip to Sintra", "move Belém Tower to day 3", "remove the
 * castle". Pure and deterministic; anything else is `unknown`, which the
 * assistant answers with what it can do.
 */
import { numberFromWord } from '../planner/dates';

export type EditCommand =
  | { kind: 'swap-days'; a: number; b: number }
  | { kind: 'add-place'; query: string; day: number | null }
  | { kind: 'lighter'; day: number }
  | { kind: 'day-trip'; town: string; day: number | null }
  | { kind: 'move'; query: string; day: number | null }
  | { kind: 'remove'; query: string; day: number | null }
  /** Plan the whole trip again from its request, with `wish` added ("at a slow pace", "on a budget", "with kids"). */
  | { kind: 'replan'; wish: string }
  | { kind: 'unknown' };

const NUM = '(\\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty)';
const ORDINALS: Record<string, number> = {
  first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10,
};
const ORD = `(${Object.keys(ORDINALS).join('|')})`;
/** "day 2", "day two", "the second day". */
const DAY = `(?:day\\s+${NUM}|(?:the\\s+)?${ORD}\\s+day)`;

function dayFrom(numeral: string | undefined, ordinal: string | undefined): number | null {
  if (numeral) return numberFromWord(numeral);
  if (ordinal) return ORDINALS[ordinal] ?? null;
  return null;
}

/** Lower case, curly quotes straightened, spaces collapsed, trailing punctuation and politeness dropped. */
function normalize(text: string): string {
  return text
    .toLowerCase()
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(?:please|could you|can you|would you|i'd like you to|i want to|let's|lets)\s+/, '')
    .replace(/\s*(?:please|thanks|thank you)?[.!?]*$/, '')
    .trim();
}

/** The thing named in a request, without articles and quotes ("the castle" → "castle"). */
function cleanQuery(text: string): string {
  return text
    .replace(/^["']|["']$/g, '')
    .replace(/^(?:a|an|the|some|another|one more|a good|a nice)\s+/, '')
    .replace(/\s+(?:stop|visit|place|spot)$/, '')
    .trim();
}

export function parseEditRequest(input: string): EditCommand {
  const text = normalize(input);
  if (!text) return { kind: 'unknown' };

  // swap days 2 and 3 / swap day 2 with day 3 / switch the second and third days
  let m = new RegExp(`^(?:swap|switch|exchange|flip)\\s+(?:the\\s+)?(?:days?\\s+)?${NUM}\\s+(?:and|with|&)\\s+(?:day\\s+)?${NUM}(?:\\s+days)?$`).exec(text);
  if (m) return { kind: 'swap-days', a: numberFromWord(m[1]!)!, b: numberFromWord(m[2]!)! };
  m = new RegExp(`^(?:swap|switch|exchange|flip)\\s+(?:the\\s+)?${ORD}\\s+(?:and|with)\\s+(?:the\\s+)?${ORD}\\s+days?$`).exec(text);
  if (m) return { kind: 'swap-days', a: ORDINALS[m[1]!]!, b: ORDINALS[m[2]!]! };

  // make day 4 lighter / lighten day 4 / day 4 is too busy / fewer stops on day 4
  m = new RegExp(`^(?:make|keep)\\s+${DAY}\\s+(?:a\\s+bit\\s+|a\\s+little\\s+|much\\s+)?(?:lighter|easier|calmer|slower|more relaxed|less busy|less packed|less hectic|shorter)$`).exec(text);
  if (m) return { kind: 'lighter', day: dayFrom(m[1], m[2])! };
  m = new RegExp(`^(?:lighten|relax|ease|slow down)\\s+${DAY}$`).exec(text);
  if (m) return { kind: 'lighter', day: dayFrom(m[1], m[2])! };
  m = new RegExp(`^${DAY}\\s+is\\s+(?:too|very|a bit too)\\s+(?:busy|packed|full|much|hectic|long)$`).exec(text);
  if (m) return { kind: 'lighter', day: dayFrom(m[1], m[2])! };
  m = new RegExp(`^(?:fewer|less)\\s+(?:things|stops|places|sights)\\s+(?:on|for)\\s+${DAY}$`).exec(text);
  if (m) return { kind: 'lighter', day: dayFrom(m[1], m[2])! };

  // add a day trip to Sintra (on day 3)
  m = new RegExp(`^(?:add|plan|include|make)\\s+(?:a\\s+|one\\s+)?day[ -]?trip\\s+to\\s+(.+?)(?:\\s+(?:on|for|as)\\s+${DAY})?$`).exec(text);
  if (m) return { kind: 'day-trip', town: cleanQuery(m[1]!), day: dayFrom(m[2], m[3]) };
  m = /^(?:go|visit)\s+(.+?)\s+(?:as|on)\s+a\s+day[ -]?trip$/.exec(text);
  if (m) return { kind: 'day-trip', town: cleanQuery(m[1]!), day: null };

  // plan it again at a slow pace / re-plan the trip on a budget / replan with kids
  m = /^(?:re-?plan(?:\s+(?:it|the trip|this trip|everything))?(?:\s+again)?|plan\s+(?:it|the trip|this trip|everything)\s+again)\s+(.+)$/.exec(text);
  if (m) return { kind: 'replan', wish: m[1]!.trim() };

  // move Belém Tower to day 3 / move the castle to ideas
  m = new RegExp(`^(?:move|put|shift)\\s+(.+?)\\s+(?:to|onto|into|on)\\s+(?:${DAY}|(?:my\\s+|the\\s+)?ideas)$`).exec(text);
  if (m) return { kind: 'move', query: cleanQuery(m[1]!), day: dayFrom(m[2], m[3]) };

  // add a food market to day 1 / add a museum on the second day / add a fado bar (ideas)
  m = new RegExp(`^(?:add|include|fit in|squeeze in|find)\\s+(.+?)\\s+(?:to|on|for|in|into)\\s+${DAY}$`).exec(text);
  if (m) return { kind: 'add-place', query: cleanQuery(m[1]!), day: dayFrom(m[2], m[3]) };
  m = /^(?:add|include|find)\s+(.+?)(?:\s+(?:to|in)\s+(?:my\s+|the\s+)?ideas)?$/.exec(text);
  if (m && !/\bday\b/.test(m[1]!)) return { kind: 'add-place', query: cleanQuery(m[1]!), day: null };

  // remove the castle (from day 2)
  m = new RegExp(`^(?:remove|delete|drop|skip|take out|cut)\\s+(.+?)(?:\\s+from\\s+${DAY})?$`).exec(text);
  if (m) return { kind: 'remove', query: cleanQuery(m[1]!), day: dayFrom(m[2], m[3]) };

  return { kind: 'unknown' };
}
