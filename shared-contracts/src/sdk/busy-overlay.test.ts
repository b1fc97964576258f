import { BUSY_DEFAULT_TEXT, busyStore, busyText, showBusy } from './busy-overlay';

const view = () => ({ visible: busyStore.getState().holds.length > 0, text: busyText(busyStore.getState().holds) });

test('the overlay shows its text while held and is back to the default once hidden (spec 2)', () => {
  expect(view()).toEqual({ visible: false, text: BUSY_DEFAULT_TEXT });
  const release = showBusy('Saving the visit...');
  expect(view()).toEqual({ visible: true, text: 'Saving the visit...' });
  release();
  expect(view()).toEqual({ visible: false, text: 'Please Wait...' });
  const again = showBusy();
  expect(view()).toEqual({ visible: true, text: 'Please Wait...' });
  again();
});

test('overlapping holders: it stays until the last lets go, showing the newest text', () => {
  const navigation = showBusy();
  const page = showBusy('Loading students...');
  expect(view().text).toBe('Loading students...');
  page();
  expect(view()).toEqual({ visible: true, text: 'Please Wait...' });
  navigation();
  navigation();
  expect(view().visible).toBe(false);
});
