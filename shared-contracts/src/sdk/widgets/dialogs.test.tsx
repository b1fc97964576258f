/**
 * @jest-environment jest-fixed-jsdom
 */
import { jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { TextBlockCodes, TextBlockGroups } from '../../text-block-codes';
import { useAlert, useConfirm, useYesNoConfirm } from './dialogs';
import { renderWidget } from './test-support';

type Opener = () => Promise<unknown>;

// A page that opens a dialog from a button, as remotes do, and keeps the answer.
function open(useOpener: () => Opener) {
  const answers: unknown[] = [];
  function Page() {
    const opener = useOpener();
    return <button onClick={() => void opener().then((answer) => answers.push(answer))}>open</button>;
  }
  renderWidget(<Page />);
  fireEvent.click(screen.getByText('open'));
  return answers;
}

const dialog = (name: string) => screen.findByRole('dialog', { name });

test('confirm: spec 2 defaults, and Ok answers true', async () => {
  const answers = open(() => {
    const confirm = useConfirm();
    return () => confirm();
  });

  const shown = await dialog('Are you sure?');
  expect(within(shown).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  expect(shown.style.width).toBe('350px');
  fireEvent.click(within(shown).getByRole('button', { name: 'Ok' }));
  await waitFor(() => expect(answers).toEqual([true]));
});

test('confirm: its own title, sanitised HTML body, labels and the wider width; Cancel answers false', async () => {
  const answers = open(() => {
    const confirm = useConfirm();
    return () =>
      confirm({
        title: 'Delete visit',
        html: '<p>Delete <b>Visit 4</b>?<img src=x onerror="steal()"></p>',
        okLabel: 'Delete',
        cancelLabel: 'Keep',
        width: 450,
      });
  });

  const shown = await dialog('Delete visit');
  expect(within(shown).getByText('Visit 4').closest('p')?.outerHTML).toBe('<p>Delete <b>Visit 4</b>?</p>');
  expect(shown.style.width).toBe('450px');
  fireEvent.click(within(shown).getByRole('button', { name: 'Keep' }));
  await waitFor(() => expect(answers).toEqual([false]));
});

describe('yes/no confirm', () => {
  let fetchMock: jest.SpiedFunction<typeof fetch>;
  beforeEach(() => {
    fetchMock = jest.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      Response.json({
        id: 9,
        title: 'Withdraw',
        html: '<p>Withdrawing ends the request.</p>',
        isVisible: true,
        blockCode: TextBlockCodes.withdrawConfirmation,
        groupCode: TextBlockGroups.dispute,
        displayFormat: 'Div',
      }),
    );
  });
  afterEach(() => fetchMock.mockRestore());

  test('shows a text block by code in the format asked for, and Yes answers true', async () => {
    const answers = open(() => {
      const yesNo = useYesNoConfirm();
      return () => yesNo({ textBlock: { code: TextBlockCodes.withdrawConfirmation, format: 'Card' } });
    });

    const shown = await dialog('Are you sure?');
    expect(await within(shown).findByText('Withdrawing ends the request.')).toBeInTheDocument();
    expect(within(shown).getByText('Withdraw').closest('.ant-card')).not.toBeNull();
    expect(new URL((fetchMock.mock.calls[0]?.[0] as Request).url).pathname).toBe('/api/text-blocks/by-block-code/WITHDRAW_CONFIRMATION');
    fireEvent.click(within(shown).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(answers).toEqual([true]));
  });

  test('No answers false', async () => {
    const answers = open(() => {
      const yesNo = useYesNoConfirm();
      return () => yesNo({ html: '<p>Leave?</p>' });
    });

    fireEvent.click(within(await dialog('Are you sure?')).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(answers).toEqual([false]));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

test('alert: a single Ok, titled Notice, 600 px wide', async () => {
  const answers = open(() => {
    const alert = useAlert();
    return () => alert({ html: '<p>Saved for later.</p>' });
  });

  const shown = await dialog('Notice');
  expect(within(shown).getByText('Saved for later.')).toBeInTheDocument();
  expect(
    within(shown)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['Ok']);
  expect(shown.style.width).toBe('600px');
  fireEvent.click(within(shown).getByRole('button', { name: 'Ok' }));
  await waitFor(() => expect(answers).toEqual([undefined]));
});

test("outside antd's App the hooks fail at once, not when a dialog should open", () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  function Page() {
    useConfirm();
    return null;
  }
  expect(() => render(<Page />)).toThrow("need antd's <App>");
  error.mockRestore();
});
