import { HTTPError } from 'ky';
import { StorageKeys } from '../constants';
import { messageFor, httpErrorMessage, HttpMessages } from './errors';
import { decodeToken, TokenErrors } from './jwt';
import { defaultLeaId, defaultSchoolYear, sessionStore } from './session-store';
import { customKey, sessionKey, storage } from './storage';
import { installMemoryStorage } from './testing/memory-storage';

beforeAll(installMemoryStorage);

const lea = (id: number, stateLevel = false) => ({
  id,
  name: `L${id}`,
  leaCode: `${id}`,
  isIncludedInCharterGroup: false,
  isNdeLevelDistrict: stateLevel,
});

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
  const leas = [lea(1, true), lea(2), lea(3)];
  test('the stored LEA wins while it is still available', () => {
    expect(defaultLeaId(3, leas, true)).toBe(3);
    expect(defaultLeaId(3, leas, false)).toBe(3);
  });
  test('else the state-level district, for a user who may view all LEAs', () =>
    expect(defaultLeaId(99, [lea(2), lea(1, true)], true)).toBe(1));
  test('else the first: a user without all LEAs never defaults to the state-level district', () => {
    expect(defaultLeaId(99, [lea(2), lea(1, true)], false)).toBe(2);
    expect(defaultLeaId(null, [lea(5), lea(6)], true)).toBe(5);
  });
  test('no LEAs, no default', () => expect(defaultLeaId(4, [], true)).toBeNull());
  test('school year: stored if it exists, else the first', () => {
    const years = [
      { key: 2027, label: '2026-2027' },
      { key: 2026, label: '2025-2026' },
    ];
    expect(defaultSchoolYear({ key: 2026, label: '2025-2026' }, years)?.key).toBe(2026);
    expect(defaultSchoolYear({ key: 2020, label: '2019-2020' }, years)?.key).toBe(2027);
    expect(defaultSchoolYear(null, years)?.key).toBe(2027);
  });
  test('the store applies the rule with the permission the user holds, and saves the choice', () => {
    sessionStore.setState({ currentLeaId: 99, permissions: ['App.data.allleas'] });
    sessionStore.getState().setLeas([lea(2), lea(1, true)]);
    expect(sessionStore.getState().currentLeaId).toBe(1);
    expect(localStorage.getItem('currentLea')).toBe('1');
    sessionStore.setState({ currentLeaId: 99, permissions: [] });
    sessionStore.getState().setLeas([lea(2), lea(1, true)]);
    expect(sessionStore.getState().currentLeaId).toBe(2);
  });
});

describe('HTTP messages (spec 8)', () => {
  test('status 0 is No Network', () => expect(messageFor(0, undefined)).toBe(HttpMessages.noNetwork));
  test('403 adds Access Denied! to what the server said, once', () => {
    expect(messageFor(403, { message: 'Not your LEA' })).toBe('Access Denied!\nNot your LEA');
    expect(messageFor(403, { message: 'Access Denied!' })).toBe('Access Denied!');
  });
  test('field errors print as caption: message, one per line', () =>
    expect(
      messageFor(400, { message: 'The request is not valid.', errors: { email: 'Field is required.', zip: 'zip code format.' } }),
    ).toBe('email: Field is required.\nzip: zip code format.'));
  test('a network failure reads as No Network', () =>
    expect(httpErrorMessage(new TypeError('Failed to fetch'))).toBe(HttpMessages.noNetwork));
  test('an HTTP error carries the server message', () => {
    const error = new HTTPError(new Response(null, { status: 409 }), new Request('http://x/api/a'), {} as never);
    error.data = { message: 'Already exists' };
    expect(httpErrorMessage(error)).toBe('Already exists');
  });
});

test('reserved storage keys raise an error', () => {
  for (const key of Object.values(StorageKeys)) expect(() => customKey(key)).toThrow(`Storage key '${key}' is reserved`);
  expect(customKey('eco.lastSearch')).toBe('eco.lastSearch');
});

test("signing out forgets an application's session keys, and keeps its other keys and the chosen LEA and year", () => {
  const requestId = sessionKey('dispute.requestId');
  const formId = sessionKey('dispute.formId');
  const lastSearch = customKey('eco.lastSearch');
  storage.set(requestId, 41);
  storage.set(formId, 7);
  storage.set(lastSearch, 'Adams');
  storage.set(StorageKeys.currentLea, 3);
  storage.clearSession();
  expect(storage.get(requestId)).toBeNull();
  expect(storage.get(formId)).toBeNull();
  expect(storage.get(lastSearch)).toBe('Adams');
  expect(storage.get(StorageKeys.currentLea)).toBe(3);
});
