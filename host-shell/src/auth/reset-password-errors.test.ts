import { HTTPError } from 'ky';
import { HttpMessages } from '@portal/shared-contracts/sdk/core';
import { PasswordResetMessages, PasswordRuleReasons } from '@portal/shared-contracts';
import { resetPasswordFailure } from './reset-password-errors';

function httpError(status: number, data: unknown): HTTPError {
  const error = new HTTPError(
    new Response(null, { status }),
    new Request('http://portal/api/account/reset/password', { method: 'POST' }),
    {} as never,
  );
  error.data = data;
  return error;
}

test("the server's reasons show one per line, with 'non alphanumeric' as 'symbol'", () =>
  expect(
    resetPasswordFailure(
      httpError(400, {
        statusCode: 400,
        code: 'PASSWORD_POLICY',
        message: 'x',
        reasons: [PasswordRuleReasons.minLength, PasswordRuleReasons.symbol],
      }),
    ),
  ).toEqual({
    lines: ['Passwords must be at least 12 characters.', 'Passwords must have at least one symbol character.'],
    offerNewLink: false,
  }));

test('a dead link shows the server message and offers a new link', () =>
  expect(
    resetPasswordFailure(httpError(400, { statusCode: 400, code: 'RESET_LINK_INVALID', message: PasswordResetMessages.linkInvalid })),
  ).toEqual({
    lines: [PasswordResetMessages.linkInvalid],
    offerNewLink: true,
  }));

test.each([
  ['a code', { statusCode: 400, code: 'VALIDATION', message: 'The request is not valid.' }],
  ['field errors', { errors: { token: 'must be a string' } }],
])('any other refusal with %s is Invalid Information.', (_case, body) =>
  expect(resetPasswordFailure(httpError(400, body))).toEqual({ lines: [PasswordResetMessages.invalidInformation], offerNewLink: false }),
);

test('a call that never got an answer shows the generic HTTP message', () =>
  expect(resetPasswordFailure(new TypeError('Failed to fetch'))).toEqual({ lines: [HttpMessages.noNetwork], offerNewLink: false }));
