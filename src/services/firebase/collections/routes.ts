/**
 * The way between stops as the app reaches it: the `routes` callable
 * (functions/src/routes, docs/days.md), as a `RoutesProvider` for the domain
 * (src/domain/days/routes.ts). Nothing Firebase is imported statically. The
 * answer is checked against the contract; every failure (signed out,
 * offline, no key, the hour's limit, the provider down, a malformed answer)
 * comes back as `{ ok: false, reason }`, never thrown: the plan then keeps
 * its estimates.
 */
import { routeAnswerSchema, type RouteAnswer, type RouteRequest } from '@/domain/days/routes';
import { getAuthInstance } from '../auth';
import { getFunctionsInstance } from '../functions';

export async function askRoutes(request: RouteRequest, timeoutMs = 15_000): Promise<RouteAnswer> {
  let data: unknown;
  try {
    // The function answers signed-in people only: a visitor's plan keeps its estimates without asking.
    const auth = await getAuthInstance();
    await auth.authStateReady();
    if (!auth.currentUser) return { ok: false, reason: 'not-configured' };
    const [functions, { httpsCallable }] = await Promise.all([getFunctionsInstance(), import('firebase/functions')]);
    data = (await httpsCallable(functions, 'routes', { timeout: timeoutMs })(request)).data;
  } catch {
    return { ok: false, reason: 'provider-failed' };
  }
  const parsed = routeAnswerSchema.safeParse(data);
  return parsed.success ? parsed.data : { ok: false, reason: 'provider-failed' };
}
