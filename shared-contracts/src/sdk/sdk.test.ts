import { HTTPError } from 'ky';
import { decodeToken, TokenErrors } from './jwt';
import { defaultLeaId, defaultSchoolYear } from './session-store';
import { messageFor, httpErrorMessage, HttpMessages } from './errors';
import { customKey } from './storage';
import { portalHeaders } from './http';
import { sessionStore } from './session-store';

const lea = (id: number, stateLevel = false) => ({ id, name: `L${id}`, leaCode: `${id}`, isIncludedInCharterGroup: false, isNdeLevelDistrict: stateLevel });

describe('token decoding (spec 8)', () => {
  const body = Buffer.from(JSON.stringify({ sub: '1', permission: 'Eco.access' })).toString('base64url');
  test('reads the claims of a three-part token', () => expect(decodeToken(`x.${body}.y`).sub).toBe('1'));
  test.each([
    ['', TokenErrors.emptyToken],
    ['a.b', TokenErrors.threeParts],
    ['a.abcde.c', TokenErrors.illegalBase64],
    [`a.${Buffer.from('not json').toString('base64url')}.c`, TokenErrors.cannotDecode],
  ])('%p fails with %p', (token, message) => expect(() => decodeToken(token)).toThrow(message));
});

describe('default LEA and school year (spec 4)', () => {
  test('the stored LEA wins while it is still available', () => expect(defaultLeaId(3, [lea(1, true), lea(3)])).toBe(3));
  test('else the state-level district (present only for users who may view all LEAs)', () => expect(defaultLeaId(99, [lea(2), lea(1, true)])).toBe(1));
  test('else the first', () => expect(defaultLeaId(null, [lea(5), lea(6)])).toBe(5));
  test('no LEAs, no default', () => expect(defaultLeaId(4, [])).toBeNull());
  test('school year: stored if it exists, else the first', () => {
    const years = [{ key: 2027, label: '2026-2027' }, { key: 2026, label: '2025-2026' }];
    expect(defaultSchoolYear({ key: 2026, label: '2025-2026' }, years)?.key).toBe(2026);
    expect(defaultSchoolYear({ key: 2020, label: '2019-2020' }, years)?.key).toBe(2027);
  });
});

describe('HTTP messages (spec 8)', () => {
  test('status 0 is No Network', () => expect(messageFor(0, undefined)).toBe(HttpMessages.noNetwork));
  test('403 adds Access Denied!', () => expect(messageFor(403, { message: 'x' })).toBe('Access Denied!'));
  test('field errors print as caption: message, one per line', () =>
    expect(messageFor(400, { message: 'The request is not valid.', errors: { email: 'Field is required.', zip: 'zip code format.' } })).toBe('email: Field is required.\nzip: zip code format.'));
  test('a network failure reads as No Network', () => expect(httpErrorMessage(new TypeError('Failed to fetch'))).toBe(HttpMessages.noNetwork));
  test('an HTTP error carries the server message', () => {
    const error = new HTTPError(new Response(null, { status: 409 }), new Request('http://x/api/a'), {} as never);
    error.data = { message: 'Already exists' };
    expect(httpErrorMessage(error)).toBe('Already exists');
  });
});

test('reserved storage keys raise an error', () => {
  expect(() => customKey('accessToken')).toThrow("Storage key 'accessToken' is reserved");
  expect(customKey('eco.lastSearch')).toBe('eco.lastSearch');
});

describe('request headers (spec 7)', () => {
  beforeEach(() => sessionStore.setState({ accessToken: 't0k', currentLeaId: 12, currentSchoolYear: { key: 2027, label: '2026-2027' } }));
  test('every call carries the bearer token, versioned Accept, app-version, CurrentLeaId and activeschoolyear', () => {
    expect(portalHeaders('/api/eco/overview')).toEqual({
      Accept: 'application/json;v=1, application/json, text/plain',
      'app-version': '2.7.0',
      Authorization: 'Bearer t0k',
      CurrentLeaId: '12',
      activeschoolyear: '2027',
    });
  });
  test('the school-years fetch carries no activeschoolyear', () => expect(portalHeaders('/api/leas/school-years')).not.toHaveProperty('activeschoolyear'));
});
