import { screen, waitFor } from '@testing-library/react';

const titled = (title: string) =>
  screen.queryAllByRole('dialog').find((candidate) => candidate.querySelector('.ant-modal-title')?.textContent === title);

/**
 * The open dialog with this title. Found by its title's text, not its accessible name: under test
 * every antd component takes the id 'test-id', so aria-labelledby cannot single the title out
 * (the browser tests check the name).
 */
export function findDialog(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const dialog = titled(title);
    if (!dialog) throw new Error(`No dialog titled '${title}'`);
    return dialog;
  });
}

/** Waits until the dialog with this title has closed. */
export function dialogClosed(title: string): Promise<void> {
  return waitFor(() => {
    if (titled(title)) throw new Error(`The dialog '${title}' is still open`);
  });
}
