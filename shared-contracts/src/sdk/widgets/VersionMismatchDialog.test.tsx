/**
 * @jest-environment jest-fixed-jsdom
 */
import { jest } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { renderWidget } from './test-support';
import { VersionMismatchDialog } from './VersionMismatchDialog';

test('asks for a refresh in the words of spec 2, and Refresh Now refreshes', async () => {
  const onRefresh = jest.fn();
  renderWidget(<VersionMismatchDialog open onRefresh={onRefresh} />);

  const dialog = await screen.findByRole('dialog', { name: 'Version Mismatch' });
  expect(dialog).toHaveTextContent('Please refresh your browser to get the latest changes. Or click the refresh button below.');
  fireEvent.click(screen.getByRole('button', { name: 'Refresh Now' }));
  expect(onRefresh).toHaveBeenCalledTimes(1);
});

test('offers no way out but the refresh: no close button, no cancel', async () => {
  renderWidget(<VersionMismatchDialog open />);

  await screen.findByRole('dialog', { name: 'Version Mismatch' });
  expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Refresh Now']);
});

test('shows nothing while closed', () => {
  renderWidget(<VersionMismatchDialog open={false} />);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
