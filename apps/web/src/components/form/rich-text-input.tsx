import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import { mergeAttributes, Node, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type ComponentProps, useEffect } from 'react';

/** @mantine/tiptap's types read Tiptap's CommonJS declarations, ours its ES ones: the same editor, two type names. */
type MantineEditor = ComponentProps<typeof RichTextEditor>['editor'];

/** A picture put in the text: its address and what it shows. */
export interface InsertedPicture {
  src: string;
  alt: string;
}

/**
 * Pictures in the text (`<img src alt>`, a block of its own): the StarterKit has none. Only what the
 * API's sanitiser keeps is written (src, alt, title, width, height).
 */
const Picture = Node.create({
  name: 'image',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes: () => ({
    src: { default: null },
    alt: { default: null },
    title: { default: null },
    width: { default: null },
    height: { default: null },
  }),
  parseHTML: () => [{ tag: 'img[src]' }],
  renderHTML: ({ HTMLAttributes }) => ['img', mergeAttributes(HTMLAttributes)],
});

interface RichTextInputProps {
  label: string;
  value?: string;
  onChange: (html: string) => void;
  error?: React.ReactNode;
  testId?: string;
  /**
   * A toolbar button that inserts a picture: `request` is called with the function that puts the
   * chosen picture where the cursor is (the caller picks it, from the media library).
   */
  pictures?: { label: string; request: (insert: (picture: InsertedPicture) => void) => void };
}

/** A framed landscape, as the toolbar's other icons are drawn (stroke, 16 px). */
const PictureIcon = () => (
  <svg
    width="16"
    height="16"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    aria-hidden
  >
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="9" cy="10" r="2" />
    <path d="M21 16l-5-5-9 9" />
  </svg>
);

/** HTML typed with Mantine's Tiptap editor; the API sanitises it on write. Loaded with the editors that use it only (posts, popups). */
export const RichTextInput = ({
  label,
  value = '',
  onChange,
  error,
  testId,
  pictures,
}: RichTextInputProps) => {
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } }), Picture],
    content: value,
    immediatelyRender: false,
    editorProps: { attributes: { 'aria-label': label } },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  // A reload (after a save or a 409) puts other HTML in the form: the editor follows it.
  useEffect(() => {
    if (editor && !editor.isFocused && editor.getHTML() !== value)
      editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  return (
    <Input.Wrapper label={label} error={error}>
      <RichTextEditor editor={editor as unknown as MantineEditor} data-testid={testId}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          {pictures && (
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Control
                onClick={() =>
                  pictures.request((picture) =>
                    editor?.chain().focus().insertContent({ type: 'image', attrs: picture }).run(),
                  )
                }
                aria-label={pictures.label}
                title={pictures.label}
                data-testid={testId ? `${testId}-insert-picture` : undefined}
              >
                <PictureIcon />
              </RichTextEditor.Control>
            </RichTextEditor.ControlsGroup>
          )}
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content />
      </RichTextEditor>
    </Input.Wrapper>
  );
};
