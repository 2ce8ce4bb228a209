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
 * which the web SDK turns into a FunctionsError.
 */

type Next = (error?: unknown) => void;
type Middleware = (request: unknown, response: JsonResponse, next: Next) => void;
type Factory = (...args: unknown[]) => Middleware;

interface JsonResponse {
  headersSent?: boolean;
  status: (code: number) => JsonResponse;
  json: (body: unknown) => unknown;
}

const PATCHED = Symbol.for('wayfare.bodyErrors');
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

function wrap(factory: Factory): Factory {
  return (...args) => {
    const parser = factory(...args);
    return (request, response, next) =>
      parser(request, response, (error) => {
        const answer = error ? bodyErrorAnswer(error) : null;
        if (!answer || response.headersSent) {
          next(error);
          return;
        }
        response.status(answer.httpStatus).json({ error: { status: answer.status, message: answer.message } });
      });
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
  if (bodyParser[PATCHED]) return;
  for (const name of PARSERS) {
    const factory = bodyParser[name];
    if (typeof factory !== 'function') continue;
    Object.defineProperty(bodyParser, name, { configurable: true, enumerable: true, writable: true, value: wrap(factory as Factory) });
  }
  Object.defineProperty(bodyParser, PATCHED, { value: true });
}
