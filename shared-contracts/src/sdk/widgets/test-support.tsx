// Test-only (nothing exports it): the widgets' tests run in jsdom, chosen by each file's docblock,
// while the rest of this package's tests run in node.
import '@testing-library/jest-dom';
import '../../../../tools/jest/browser-setup.mjs';
import type { ReactElement } from 'react';
import { render, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AntdTestRoot } from '../testing/antd-test-root';
import { sessionStore } from '../session-store';

// Signed in, a school year is always chosen; without one the client would fetch the years first.
sessionStore.setState({ currentSchoolYear: { key: 2026, label: '2025-2026' } });

/** Renders as the signed-in shell does: antd's App outside the QueryClient, as in SignedInShell. */
export function renderWidget(ui: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <AntdTestRoot>
      <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
    </AntdTestRoot>,
  );
  return { ...result, queryClient };
}

/** Waits until every query the widget started has its answer, shown or not. */
export async function queriesSettled(queryClient: QueryClient): Promise<void> {
  await waitFor(() =>
    expect(queryClient.getQueryCache().findAll({ predicate: (query) => query.state.status === 'pending' })).toHaveLength(0),
  );
}
