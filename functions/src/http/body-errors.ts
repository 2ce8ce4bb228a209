/**
 * Bad request bodies answered with our own JSON error. The Functions runtime
 * (the Functions Framework in production, the emulator's runtime locally)
 * parses the body with `body-parser` in its own Express app before any
 * function runs; a body it cannot parse (malformed JSON, too large, an
 * unknown charset) would otherwise reach Express's default handler, which
 * answers an HTML page with the stack trace and server paths. Both runtimes
 * load this codebase first and only then build their parsers from the
 * `body-parser` module they resolve from their main module, so wrapping that
 * module's parser factories here, at load, puts our answer in front:
 * `{ error: { status, message } }`, the callable protocol's error shape,
 * which the web SDK turns into a FunctionsError. A body that parses but nests
 * deeper than MAX_BODY_DEPTH gets the same kind of answer (400), and a path
 * the router could not decode is made decodable first (literalPercents).
 */

type Next = (error?: unknown) => void;
type Middleware = (request: { body?: unknown; url?: unknown }, response: JsonResponse, next: Next) => void;
type Factory = (...args: unknown[]) => Middleware;

interface JsonResponse {
  headersSent?: boolean;
  status: (code: number) => JsonResponse;
  json: (body: unknown) => unknown;
}

const PATCHED = Symbol.for('wayfare.bodyErrors');

/**
 * The deepest nesting of arrays and objects a request body may have. The
 * callable protocol's decoder (in firebase-functions, before any of our code
 * runs) and zod both recurse once per level, so a body nested thousands deep
 * overflows the stack and answers 500. Nothing we accept comes near this: a
 * Stripe event is about 8 levels deep, an assistant edit about 10, and
 * Firestore itself stores at most 20 levels of maps.
 */
export const MAX_BODY_DEPTH = 64;

/** Whether `value` nests arrays or objects deeper than `limit` (iterative: it never recurses itself). */
export function nestedDeeperThan(value: unknown, limit: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (typeof current !== 'object' || current === null) continue;
    if (depth + 1 > limit) return true;
    for (const child of Array.isArray(current) ? current : Object.values(current)) {
      if (typeof child === 'object' && child !== null) stack.push([child, depth + 1]);
    }
  }
  return false;
}

const TOO_DEEP = { httpStatus: 400, status: 'INVALID_ARGUMENT', message: 'The request is nested too deeply.' } as const;
const PARSERS = ['json', 'text', 'urlencoded', 'raw'] as const;

/** The answer to a body the parser refused: status code, callable status and a message. */
export function bodyErrorAnswer(error: unknown): { httpStatus: number; status: string; message: string } | null {
  if (typeof error !== 'object' || error === null) return null;
  const { type, status } = error as { type?: unknown; status?: unknown };
  if (typeof type !== 'string' || typeof status !== 'number' || status < 400 || status >= 500) return null;
  if (type === 'entity.parse.failed') return { httpStatus: 400, status: 'INVALID_ARGUMENT', message: 'The request body is not valid JSON.' };
  if (type === 'entity.too.large') return { httpStatus: 413, status: 'INVALID_ARGUMENT', message: 'The request is too large.' };
  return { httpStatus: status, status: 'INVALID_ARGUMENT', message: 'The request body could not be read.' };
}

/**
 * The request's URL with each path segment that holds a malformed
 * percent-escape ("/%", "/%FF%FE") taken literally ("%" as "%25"). The
 * runtime's router decodes the path after the body parsers and, on such a
 * segment, answers Express's 400 page with the stack trace and server
 * paths; taken literally, the path reaches the function, which answers its
 * own way (the link preview's 404 page).
 */
export function literalPercents(url: string): string {
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  const fixed = path
    .split('/')
    .map((segment) => {
      try {
        decodeURIComponent(segment);
        return segment;
      } catch {
        return segment.replace(/%/g, '%25');
      }
    })
    .join('/');
  return fixed === path ? url : fixed + (query === -1 ? '' : url.slice(query));
}

function wrap(factory: Factory): Factory {
  return (...args) => {
    const parser = factory(...args);
    return (request, response, next) => {
      if (typeof request.url === 'string') request.url = literalPercents(request.url);
      parser(request, response, (error) => {
        // A parsed body nested too deep is refused here, before the callable's decoder recurses into it.
        const answer = error ? bodyErrorAnswer(error) : nestedDeeperThan(request.body, MAX_BODY_DEPTH) ? TOO_DEEP : null;
        if (!answer || response.headersSent) {
          next(error);
          return;
        }
        response.status(answer.httpStatus).json({ error: { status: answer.status, message: answer.message } });
      });
    };
  };
}

/** Wraps the runtime's body parsers (once). Outside a CommonJS runtime it does nothing. */
export function answerBodyErrorsWithJson(): void {
  if (typeof require === 'undefined' || !require.main) return;
  let bodyParser: Record<string | symbol, unknown>;
  try {
    bodyParser = require.main.require('body-parser') as Record<string | symbol, unknown>;
  } catch {
    return; // A runtime without body-parser parses bodies some other way.
  }
  patchBodyParser(bodyParser);
}

/** Wraps the parser factories of this `body-parser` module (once). */
export function patchBodyParser(bodyParser: Record<string | symbol, unknown>): void {
  if (bodyParser[PATCHED]) return;
  for (const name of PARSERS) {
    const factory = bodyParser[name];
    if (typeof factory !== 'function') continue;
    Object.defineProperty(bodyParser, name, { configurable: true, enumerable: true, writable: true, value: wrap(factory as Factory) });
  }
  Object.defineProperty(bodyParser, PATCHED, { value: true });
}
