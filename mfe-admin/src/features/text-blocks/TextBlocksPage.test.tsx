import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppPermissions, FieldMessages, type Page, type TextBlock } from '@portal/shared-contracts';
import {
  textBlockColumns,
  textBlockColumnsFor,
  TextBlockVisibilityWords,
  type UpdateTextBlockRequest,
} from '@portal/shared-contracts/admin';
import { dialogClosed, findDialog } from '@portal/shared-contracts/testing';
import { adminWith, installApi, refusal, renderAdminRoute, type ApiCall } from '../../testing/admin-harness';
import { TextBlocksTexts } from './text-blocks-texts';

// ProseMirror measures the selection to scroll it into view; jsdom lays nothing out.
Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
Range.prototype.getBoundingClientRect = () => new DOMRect();

const block = (
  id: number,
  blockCode: string,
  groupCode: string,
  title: string,
  html: string,
  rest: Partial<TextBlock> = {},
): TextBlock => ({
  id,
  blockCode,
  groupCode,
  title,
  html,
  isVisible: true,
  displayFormat: 'Div',
  ...rest,
});

const seeded = () => [
  block(1, 'LOGIN_TEXT', 'AUTH', 'Sign in', '<p>Use your work e-mail.</p>'),
  block(2, 'MAIN_DASHBOARD_TEXT', 'DASHBOARD', 'Welcome', '<p>Welcome to the portal.</p>', { displayFormat: 'Card' }),
  block(3, 'CONTACT', 'HELP', 'Contact', '<p>Call us.</p>'),
  block(4, 'FAQ', 'HELP', 'Frequently asked questions', '<h2>How do I get an account?</h2><p>Ask your district.</p>', { isVisible: false }),
];

/** What identity's sanitiser does to the HTML these tests send. */
const sanitised = (html: string) => html.replace(/<script>.*?<\/script>/g, '').replace(/ onclick="[^"]*"/g, '');

function installTextBlocks(answer: (call: ApiCall) => Response | undefined = () => undefined) {
  const blocks = seeded();
  const calls = installApi((call) => {
    const overridden = answer(call);
    if (overridden) return overridden;
    if (call.method === 'GET' && call.path === '/api/text-blocks') {
      if (call.query.format === 'csv') return new Response('Group,Code\r\n', { headers: { 'content-type': 'text/csv' } });
      const search = (call.query.search ?? '').toLowerCase();
      const items = blocks.filter(
        (b) =>
          (!call.query.groupCode || b.groupCode === call.query.groupCode) && `${b.title} ${b.blockCode}`.toLowerCase().includes(search),
      );
      return {
        items,
        totalCount: items.length,
        pageNumber: Number(call.query.pageNumber ?? 1),
        pageSize: Number(call.query.pageSize ?? 25),
      } satisfies Page<TextBlock>;
    }
    const put = /^\/api\/text-blocks\/(\d+)$/.exec(call.path);
    if (call.method === 'PUT' && put) {
      const body = call.body as UpdateTextBlockRequest;
      const stored = blocks.find((b) => b.id === Number(put[1]))!;
      Object.assign(stored, body, { html: sanitised(body.html) });
      return stored;
    }
    return undefined;
  });
  return calls;
}

const puts = (calls: ApiCall[]) => calls.filter((c) => c.method === 'PUT');
const editorCard = () => screen.getByRole('form', { name: /^Editing / });
const preview = (name: string) => screen.getByRole('region', { name });

async function openPage(answer?: (call: ApiCall) => Response | undefined) {
  const calls = installTextBlocks(answer);
  renderAdminRoute('manage-text-blocks', adminWith(AppPermissions.TextBlocksManage));
  expect(await screen.findByRole('heading', { level: 1, name: 'Manage Text Blocks' })).toBeInTheDocument();
  await screen.findByText('Sign in');
  return calls;
}

async function editBlock(tab: string, title: string) {
  fireEvent.click(screen.getByRole('radio', { name: tab }));
  fireEvent.click(await screen.findByRole('button', { name: TextBlocksTexts.edit(title) }));
  return screen.findByRole('form', { name: new RegExp(`^Editing ${title}`) });
}

const gets = (calls: ApiCall[]) => calls.filter((c) => c.method === 'GET' && c.path === '/api/text-blocks').map((c) => c.query);

test('shows the blocks of the chosen group, asked of the service by group and search, with whether and how each block shows', async () => {
  const calls = await openPage();
  const groups = screen.getByRole('radiogroup', { name: TextBlocksTexts.group });
  expect(
    within(groups)
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent),
  ).toEqual([
    'Sign-in pages',
    'Dashboard',
    'Help',
    'Early Childhood Outcomes',
    'Restraint & Aversive Intervention',
    'Post-School Outcomes Survey',
    'Public one-year-out survey',
    'Dispute Resolution',
    TextBlocksTexts.allGroups,
  ]);
  expect(within(groups).getByRole('radio', { name: 'Sign-in pages' })).toBeChecked();
  fireEvent.click(within(groups).getByRole('radio', { name: 'Help' }));
  const panel = await screen.findByRole('region', { name: 'Help' });
  await within(panel).findByText('Contact');
  const rows = within(panel)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('td')].slice(0, 4).map((cell) => cell.textContent));
  expect(rows).toEqual([
    ['Contact', 'CONTACT', TextBlockVisibilityWords.shown, 'Div'],
    ['Frequently asked questions', 'FAQ', TextBlockVisibilityWords.hidden, 'Div'],
  ]);
  expect(gets(calls).at(-1)).toMatchObject({ groupCode: 'HELP', pageNumber: '1' });

  fireEvent.click(within(groups).getByRole('radio', { name: TextBlocksTexts.allGroups }));
  fireEvent.change(screen.getByRole('searchbox', { name: TextBlocksTexts.search }), { target: { value: 'welcome' } });
  fireEvent.keyDown(screen.getByRole('searchbox', { name: TextBlocksTexts.search }), { key: 'Enter', code: 'Enter', keyCode: 13 });
  const all = await screen.findByRole('region', { name: TextBlocksTexts.allGroups });
  await waitFor(() =>
    expect(
      within(all)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.querySelector('td')?.textContent),
    ).toEqual(['Welcome']),
  );
  expect(within(all).getByText('Dashboard', { selector: 'td' })).toBeInTheDocument();
  expect(gets(calls).at(-1)).toEqual({ search: 'welcome', pageNumber: '1', pageSize: '25' });
});

test("the table shows the columns its download is written from: the group's name when every group is listed, no group column for one", async () => {
  await openPage();
  const headers = (region: HTMLElement) =>
    within(region)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
  const titles = (columns: readonly { header: string }[]) => [...columns.map((column) => column.header), 'Actions'];
  const groups = screen.getByRole('radiogroup', { name: TextBlocksTexts.group });

  expect(headers(screen.getByRole('region', { name: 'Sign-in pages' }))).toEqual(titles(textBlockColumnsFor('AUTH')));
  fireEvent.click(within(groups).getByRole('radio', { name: TextBlocksTexts.allGroups }));
  const all = await screen.findByRole('region', { name: TextBlocksTexts.allGroups });
  await within(all).findByText('Welcome');
  expect(headers(all)).toEqual(titles(textBlockColumns));
  const welcome = [...within(all).getByText('Welcome').closest('tr')!.querySelectorAll('td')].map((td) => td.textContent);
  expect(welcome.slice(0, -1)).toEqual(['Welcome', 'MAIN_DASHBOARD_TEXT', 'Dashboard', TextBlockVisibilityWords.shown, 'Card']);
});

test("editing a block shows its fields and previews it as a Div and as a Card, following the form's changes", async () => {
  await openPage();
  const form = await editBlock('Help', 'Frequently asked questions');
  expect(within(form).getByLabelText(/^Title/)).toHaveValue('Frequently asked questions');
  expect(within(form).getByRole('checkbox', { name: TextBlocksTexts.visible })).not.toBeChecked();
  expect(within(form).getByRole('radio', { name: 'Div' })).toBeChecked();
  expect(await within(form).findByRole('textbox', { name: TextBlocksTexts.html })).toHaveTextContent(
    'How do I get an account?Ask your district.',
  );

  expect(within(preview(TextBlocksTexts.previewDiv)).getByRole('heading', { name: 'How do I get an account?' })).toBeInTheDocument();
  expect(within(preview(TextBlocksTexts.previewDiv)).queryByText('Frequently asked questions')).toBeNull();
  const card = preview(TextBlocksTexts.previewCard);
  expect(within(card).getByText('Frequently asked questions')).toBeInTheDocument();
  expect(within(card).getByText('Ask your district.')).toBeInTheDocument();

  fireEvent.change(within(form).getByLabelText(/^Title/), { target: { value: 'FAQ' } });
  await within(preview(TextBlocksTexts.previewCard)).findByText('FAQ');
});

test('the rich-text editor writes the HTML the form saves', async () => {
  const calls = await openPage();
  const form = await editBlock('Help', 'Contact');
  const editable = await within(form).findByRole('textbox', { name: TextBlocksTexts.html });
  expect(within(form).getByRole('toolbar', { name: 'Formatting' })).toBeInTheDocument();
  fireEvent.click(within(form).getByRole('button', { name: 'Heading' }));
  await waitFor(() => expect(editable.querySelector('h2')).toHaveTextContent('Call us.'));
  expect(within(form).getByRole('button', { name: 'Heading' })).toHaveAttribute('aria-pressed', 'true');
  await within(preview(TextBlocksTexts.previewDiv)).findByRole('heading', { name: 'Call us.' });

  fireEvent.click(within(form).getByRole('button', { name: TextBlocksTexts.save }));
  expect(await screen.findByText(TextBlocksTexts.saved)).toBeInTheDocument();
  expect(puts(calls).map((c) => c.body)).toEqual([{ title: 'Contact', html: '<h2>Call us.</h2>', isVisible: true, displayFormat: 'Div' }]);
});

test('HTML with a script is sent as written; the page then shows what the server kept, and says it differs', async () => {
  const calls = await openPage();
  const form = await editBlock('Help', 'Contact');
  fireEvent.click(within(form).getByRole('radio', { name: TextBlocksTexts.htmlSource }));
  const source = within(form).getByRole('textbox', { name: TextBlocksTexts.htmlSourceLabel });
  expect(source).toHaveValue('<p>Call us.</p>');
  const dirty = '<p onclick="steal()">Call us on 555-0100.</p><script>steal()</script>';
  fireEvent.change(source, { target: { value: dirty } });
  // The preview never runs it either.
  await within(preview(TextBlocksTexts.previewDiv)).findByText('Call us on 555-0100.');
  expect(screen.getByRole('region', { name: TextBlocksTexts.previewDiv }).querySelector('script, [onclick]')).toBeNull();
  fireEvent.click(within(form).getByRole('checkbox', { name: TextBlocksTexts.visible }));
  fireEvent.click(within(form).getByRole('radio', { name: 'Card' }));
  fireEvent.click(within(form).getByRole('button', { name: TextBlocksTexts.save }));

  expect(await screen.findByText(TextBlocksTexts.saved)).toBeInTheDocument();
  expect(puts(calls).map((c) => c.body)).toEqual([{ title: 'Contact', html: dirty, isVisible: false, displayFormat: 'Card' }]);
  await waitFor(() =>
    expect(within(editorCard()).getByRole('textbox', { name: TextBlocksTexts.htmlSourceLabel })).toHaveValue('<p>Call us on 555-0100.</p>'),
  );
  expect(screen.getByText(TextBlocksTexts.cleaned)).toBeInTheDocument();
  expect(within(editorCard()).getByRole('button', { name: TextBlocksTexts.discard })).toBeDisabled();
  const row = within(screen.getByRole('region', { name: 'Help' }))
    .getByText('Contact', { selector: 'td' })
    .closest('tr')!;
  expect(within(row).getByText(TextBlockVisibilityWords.hidden)).toBeInTheDocument();
});

test('a title is required and limited as the service limits it; nothing is sent until it is valid', async () => {
  const calls = await openPage();
  const form = await editBlock('Sign-in pages', 'Sign in');
  fireEvent.change(within(form).getByLabelText(/^Title/), { target: { value: '   ' } });
  fireEvent.click(within(form).getByRole('button', { name: TextBlocksTexts.save }));
  expect(await within(form).findByText(FieldMessages.required)).toBeInTheDocument();
  fireEvent.change(within(form).getByLabelText(/^Title/), { target: { value: 'x'.repeat(201) } });
  expect(await within(form).findByText('max length 200')).toBeInTheDocument();
  expect(puts(calls)).toEqual([]);
});

test("the service's field errors show under the field", async () => {
  await openPage((call) => (call.method === 'PUT' ? refusal(400, 'The request is not valid.', { html: 'max length 20000' }) : undefined));
  const form = await editBlock('Sign-in pages', 'Sign in');
  fireEvent.click(within(form).getByRole('button', { name: TextBlocksTexts.save }));
  expect(await within(form).findByText('max length 20000')).toBeInTheDocument();
  expect(await screen.findByText('Error: html: max length 20000')).toBeInTheDocument();
});

test('leaving a block with unsaved changes asks first', async () => {
  await openPage();
  const form = await editBlock('Sign-in pages', 'Sign in');
  fireEvent.change(within(form).getByLabelText(/^Title/), { target: { value: 'Sign in here' } });
  await waitFor(() => expect(within(form).getByRole('button', { name: TextBlocksTexts.discard })).toBeEnabled());

  fireEvent.click(screen.getByRole('radio', { name: 'Help' }));
  fireEvent.click(await screen.findByRole('button', { name: TextBlocksTexts.edit('Contact') }));
  let confirm = await findDialog(TextBlocksTexts.discardTitle);
  fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
  await dialogClosed(TextBlocksTexts.discardTitle);
  expect(within(editorCard()).getByLabelText(/^Title/)).toHaveValue('Sign in here');

  fireEvent.click(screen.getByRole('button', { name: TextBlocksTexts.edit('Contact') }));
  confirm = await findDialog(TextBlocksTexts.discardTitle);
  fireEvent.click(within(confirm).getByRole('button', { name: TextBlocksTexts.discard }));
  await screen.findByRole('form', { name: 'Editing Contact (CONTACT)' });
});

test('is denied to an administrator without App.textblocks.manage, who never calls the service', () => {
  const calls = installTextBlocks();
  renderAdminRoute('manage-text-blocks', adminWith(AppPermissions.ListManagerManage));
  expect(screen.getByText('Access Denied!')).toBeInTheDocument();
  expect(calls).toEqual([]);
});
