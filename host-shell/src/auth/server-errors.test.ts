import { HTTPError } from 'ky';
import { retryAfterSeconds, submitFailure } from './server-errors';

function httpError(status: number, data: unknown, headers: Record<string, string> = {}): HTTPError {
  const error = new HTTPError(
    new Response(null, { status, headers }),
    new Request('http://portal/api/auth/register', { method: 'POST' }),
    {} as never,
  );
  error.data = data;
  return error;
}

describe('a failed submit', () => {
  const fields = ['email', 'firstName', 'password'];

  test("the server's field errors go under the form's fields, renamed where the form names them otherwise", () =>
    expect(
      submitFailure(
        httpError(400, {
          code: 'VALIDATION',
          message: 'The request is not valid.',
          errors: { fullName: 'Full name is required.', password: 'Too common.' },
        }),
        fields,
        { fullName: 'firstName' },
      ),
    ).toEqual({
      fieldErrors: { firstName: 'Full name is required.', password: 'Too common.' },
    }));

  test("errors of fields the form lacks become its message, without the server's field name", () =>
    expect(
      submitFailure(
        httpError(400, { code: 'BOT_CHECK_FAILED', message: 'x', errors: { recaptchaToken: 'We could not confirm you are not a robot.' } }),
        fields,
      ),
    ).toEqual({
      fieldErrors: {},
      message: 'We could not confirm you are not a robot.',
    }));

  test('a failure without field errors shows the generic HTTP message of spec 8', () =>
    expect(submitFailure(httpError(429, { code: 'RATE_LIMITED', message: 'Too many requests.' }), fields)).toEqual({
      message: 'Too many requests.',
    }));
});

describe('the wait a 429 asks for', () => {
  test("is the body's figure", () =>
    expect(retryAfterSeconds(httpError(429, { retryAfterSeconds: 287 }, { 'Retry-After': '300' }))).toBe(287));
  test('else the Retry-After header', () => expect(retryAfterSeconds(httpError(429, undefined, { 'Retry-After': '120' }))).toBe(120));
  test('and none for other failures', () => {
    expect(retryAfterSeconds(httpError(500, { retryAfterSeconds: 5 }))).toBeNull();
    expect(retryAfterSeconds(httpError(429, {}))).toBeNull();
  });
});
