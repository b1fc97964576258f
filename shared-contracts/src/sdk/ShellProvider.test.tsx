import ky from 'ky';
import { renderToString } from 'react-dom/server';
import type { ShellApi } from './contract';
import { ShellProvider, useShell } from './ShellProvider';

const shell: ShellApi = { http: ky, navigate: () => undefined, signOut: () => undefined };

function ShellReader() {
  return useShell() === shell ? 'the host shell' : 'another shell';
}

test('a page inside ShellProvider reaches the shell the host handed to the remote', () => {
  expect(
    renderToString(
      <ShellProvider shell={shell}>
        <ShellReader />
      </ShellProvider>,
    ),
  ).toBe('the host shell');
});

test('a page outside ShellProvider fails loudly instead of running without the host', () => {
  expect(() => renderToString(<ShellReader />)).toThrow('useShell needs the ShellProvider');
});
