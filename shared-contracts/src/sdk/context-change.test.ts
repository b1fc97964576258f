import { jest } from '@jest/globals';
import { createContextChanger, leaChangeEffect } from './context-change';
import { sessionStore } from './session-store';
import { installMemoryStorage } from './testing/memory-storage';

describe('where an LEA change leads (spec 4)', () => {
  test.each([
    ['/', 'stay'],
    ['/child-search/dashboard', 'dashboard'],
    ['/notification-settings', 'dashboard'],
    ['/post-school-outcomes/lea-tracking', 'reload'],
    ['/post-school-outcomes', 'reload'],
    ['/post-school-outcomes/student-list', 'stay'],
    ['/post-school-outcomes/student-list-manager', 'stay'],
    ['/post-school-outcomes/student-list/42', 'stay'],
  ])('%s: %s', (path, effect) => expect(leaChangeEffect(path)).toBe(effect));
});

describe('changing LEA and school year', () => {
  let path: string;
  const nav = { pathname: () => path, navigate: jest.fn<(p: string) => void>(), reload: jest.fn<() => void>() };

  beforeAll(installMemoryStorage);
  beforeEach(() => {
    jest.useFakeTimers();
    nav.navigate.mockReset();
    nav.reload.mockReset();
    sessionStore.setState({ currentLeaId: 1, currentSchoolYear: { key: 2027, label: '2026-2027' } });
  });
  afterEach(() => jest.useRealTimers());

  test('an LEA is saved and the shell moves to the dashboard, once, 100 ms after the last choice', () => {
    path = '/child-search/dashboard';
    const changer = createContextChanger(nav);
    changer.chooseLea(2);
    jest.advanceTimersByTime(60);
    changer.chooseLea(3);
    jest.advanceTimersByTime(99);
    expect(sessionStore.getState().currentLeaId).toBe(1);
    jest.advanceTimersByTime(1);
    expect(sessionStore.getState().currentLeaId).toBe(3);
    expect(localStorage.getItem('currentLea')).toBe('3');
    expect(nav.navigate.mock.calls).toEqual([['/']]);
    expect(nav.reload).not.toHaveBeenCalled();
  });

  test('on a post-school-outcomes page an LEA change reloads it instead', () => {
    path = '/post-school-outcomes/collection-manager';
    createContextChanger(nav).chooseLea(4);
    jest.advanceTimersByTime(100);
    expect(nav.reload).toHaveBeenCalledTimes(1);
    expect(nav.navigate).not.toHaveBeenCalled();
  });

  test('a school year is saved before the application reloads', () => {
    path = '/child-search/dashboard';
    nav.reload.mockImplementation(() =>
      expect(JSON.parse(localStorage.getItem('currentSchoolYear')!)).toEqual({ key: 2026, label: '2025-2026' }),
    );
    createContextChanger(nav).chooseSchoolYear({ key: 2026, label: '2025-2026' });
    jest.advanceTimersByTime(100);
    expect(nav.reload).toHaveBeenCalledTimes(1);
    expect(sessionStore.getState().currentSchoolYear?.key).toBe(2026);
  });

  test('a change still waiting is dropped when the shell goes away', () => {
    const changer = createContextChanger(nav);
    changer.chooseSchoolYear({ key: 2026, label: '2025-2026' });
    changer.cancel();
    jest.advanceTimersByTime(500);
    expect(nav.reload).not.toHaveBeenCalled();
  });
});
