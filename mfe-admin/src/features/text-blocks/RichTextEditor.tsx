import { useEffect, useId, useState, type ReactNode } from 'react';
import {
  BoldOutlined,
  ItalicOutlined,
  OrderedListOutlined,
  RedoOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Input, Radio, Space } from 'antd';
import { FieldFrame, type FieldControlProps } from '@portal/shared-contracts/sdk';
import { TextBlocksTexts } from './text-blocks-texts';

// Only what the text-block allow-list keeps (services/identity/src/text-blocks/sanitise-html.ts):
// no code, code blocks or strike-through, and headings from h2 down, the page owning h1. No
// trailing empty paragraph either, which the block would then show as a gap.
const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    code: false,
    codeBlock: false,
    strike: false,
    trailingNode: false,
    link: { openOnClick: false },
  }),
];

type Mode = 'rich' | 'source';

interface ToolDef {
  label: string;
  /** An icon, or no icon and the label as the button's text. */
  icon?: ReactNode;
  active?(editor: Editor): boolean;
  run(editor: Editor): void;
}

const tools: ToolDef[] = [
  { label: 'Bold', icon: <BoldOutlined />, active: (e) => e.isActive('bold'), run: (e) => e.chain().focus().toggleBold().run() },
  { label: 'Italic', icon: <ItalicOutlined />, active: (e) => e.isActive('italic'), run: (e) => e.chain().focus().toggleItalic().run() },
  {
    label: 'Underline',
    icon: <UnderlineOutlined />,
    active: (e) => e.isActive('underline'),
    run: (e) => e.chain().focus().toggleUnderline().run(),
  },
  { label: 'Heading', active: (e) => e.isActive('heading', { level: 2 }), run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run() },
  {
    label: 'Subheading',
    active: (e) => e.isActive('heading', { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    label: 'Bulleted list',
    icon: <UnorderedListOutlined />,
    active: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    label: 'Numbered list',
    icon: <OrderedListOutlined />,
    active: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  { label: 'Quote', active: (e) => e.isActive('blockquote'), run: (e) => e.chain().focus().toggleBlockquote().run() },
  { label: 'Undo', icon: <UndoOutlined />, run: (e) => e.chain().focus().undo().run() },
  { label: 'Redo', icon: <RedoOutlined />, run: (e) => e.chain().focus().redo().run() },
];

function Toolbar({ editor }: { editor: Editor }) {
  const active = useEditorState({ editor, selector: ({ editor: e }) => tools.map((tool) => tool.active?.(e) ?? false) });
  return (
    <Space.Compact role="toolbar" aria-label="Formatting" style={{ marginBottom: 4 }}>
      {tools.map((tool, i) => (
        <Button
          key={tool.label}
          size="small"
          icon={tool.icon}
          title={tool.label}
          aria-label={tool.icon ? tool.label : undefined}
          aria-pressed={tool.active ? active[i] : undefined}
          type={active[i] ? 'primary' : 'default'}
          // The editor keeps its selection: the button does not take the focus on a click.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => tool.run(editor)}
        >
          {tool.icon ? null : tool.label}
        </Button>
      ))}
    </Space.Compact>
  );
}

/**
 * A text block's HTML, edited as rich text (TipTap) or as HTML source. The source is sent as
 * written: the identity service sanitises on save, and the page shows what it kept. Switching
 * to rich text reads the source into the editor, which keeps only what it can show.
 */
export default function RichTextEditor({ label, value, onChange, onBlur, error, id }: FieldControlProps<string>) {
  const [mode, setMode] = useState<Mode>('rich');
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const editor = useEditor({
    extensions,
    content: value,
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
    ...(onBlur ? { onBlur } : {}),
  });
  // A value from outside (a saved block, another block chosen, the source edited) replaces the editor's content.
  // React may run effects again on an editor its hook has already replaced and destroyed.
  useEffect(() => {
    if (!editor.isDestroyed && mode === 'rich' && editor.getHTML() !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, mode, value]);
  // The editable element is ProseMirror's own: it gets the field's name, id and error as the SDK's fields give their inputs.
  useEffect(() => {
    const attributes: Record<string, string> = { id: controlId, role: 'textbox', 'aria-multiline': 'true', 'aria-label': label };
    if (error) Object.assign(attributes, { 'aria-invalid': 'true', 'aria-describedby': `${controlId}-error` });
    if (!editor.isDestroyed) editor.setOptions({ editorProps: { attributes } });
  }, [editor, controlId, label, error]);

  return (
    <FieldFrame label={label} error={error} id={controlId}>
      {(aria) => (
        <div>
          <Radio.Group
            optionType="button"
            size="small"
            aria-label={`${label}: edit as`}
            value={mode}
            onChange={(event) => setMode(event.target.value as Mode)}
            options={[
              { value: 'rich', label: TextBlocksTexts.richText },
              { value: 'source', label: TextBlocksTexts.htmlSource },
            ]}
            style={{ marginBottom: 8, display: 'block' }}
          />
          {mode === 'rich' ? (
            <>
              <Toolbar editor={editor} />
              <EditorContent
                editor={editor}
                style={{ border: '1px solid #d9d9d9', borderRadius: 6, padding: '4px 11px', minHeight: 160 }}
              />
            </>
          ) : (
            <Input.TextArea
              {...aria}
              aria-label={TextBlocksTexts.htmlSourceLabel}
              value={value}
              onChange={(event) => onChange(event.target.value)}
              onBlur={onBlur}
              autoSize={{ minRows: 8, maxRows: 24 }}
              spellCheck={false}
            />
          )}
        </div>
      )}
    </FieldFrame>
  );
}
