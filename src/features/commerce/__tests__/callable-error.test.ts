import { callableError } from '@/services/firebase/collections/commerce';

const functionsError = (code: string, message: string) => Object.assign(new Error(message), { code });

describe('callableError', () => {
  it("keeps the function's own words for a refusal, without the status the SDK adds", () => {
    const error = callableError(functionsError('functions/failed-precondition', 'This gift code has already been redeemed. [400]'));
    expect(error).toMatchObject({ kind: 'invalid', message: 'This gift code has already been redeemed.' });
  });

  it("keeps the function's words for the redemption limit, which say when to try again", () => {
    const message = 'Too many codes that did not work: you can try again in 42 minutes. Check the code on your gift, letter by letter.';
    expect(callableError(functionsError('functions/resource-exhausted', `${message} [429]`))).toMatchObject({ kind: 'unavailable', message });
  });

  it('maps other failures to the usual plain message', () => {
    expect(callableError(functionsError('functions/internal', 'INTERNAL')).message).toBe('Something went wrong. Please try again.');
    expect(callableError(functionsError('functions/unavailable', 'UNAVAILABLE')).kind).toBe('unavailable');
  });
});
