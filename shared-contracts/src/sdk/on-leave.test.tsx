/**
 * @jest-environment jest-fixed-jsdom
 */
import { jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { useOnLeave } from './on-leave';

function RequestPage({ onLeave }: { onLeave: () => void }) {
  useOnLeave(onLeave);
  return <Link to="/reports">Reports</Link>;
}

function renderApp(onLeave: () => void) {
  return render(
    <StrictMode>
      <MemoryRouter initialEntries={['/request']}>
        <Routes>
          <Route path="/request" element={<RequestPage onLeave={onLeave} />} />
          <Route path="/reports" element={<p>The reports</p>} />
        </Routes>
      </MemoryRouter>
    </StrictMode>,
  );
}

// The microtask the hook waits for runs before the awaited act returns.
const settle = () => act(async () => undefined);

test('leaving the page runs its clean-up once', async () => {
  const onLeave = jest.fn();
  renderApp(onLeave);
  await settle();
  expect(onLeave).not.toHaveBeenCalled();

  await act(async () => screen.getByRole('link', { name: 'Reports' }).click());
  await settle();

  screen.getByText('The reports');
  expect(onLeave).toHaveBeenCalledTimes(1);
});

test('closing the app on the page counts as leaving it', async () => {
  const onLeave = jest.fn();
  const { unmount } = renderApp(onLeave);
  await settle();

  unmount();
  await settle();

  expect(onLeave).toHaveBeenCalledTimes(1);
});
