import { postLoginPath } from './post-login-path';

test('a public dispute requester always goes to the request page', () =>
  expect(postLoginPath(['DisputeResolution.PublicUser'], '/admin')).toBe('/dispute-resolution/request'));
test('others go to the returnUrl', () => expect(postLoginPath(['LocalUser'], '/child-search/status?x=1')).toBe('/child-search/status?x=1'));
test.each([null, '', 'https://evil.example/', '//evil.example/x', '/auth/login?returnUrl=/'])(
  'an unsafe or empty returnUrl %p goes home',
  (url) => expect(postLoginPath(['LocalUser'], url)).toBe('/'),
);
