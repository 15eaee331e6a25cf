import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type ComponentProps, useEffect } from 'react';

/** @mantine/tiptap's types read Tiptap's CommonJS declarations, ours its ES ones: the same editor, two type names. */
type MantineEditor = ComponentProps<typeof RichTextEditor>['editor'];

interface RichTextInputProps {
  label: string;
  value?: string;
  onChange: (html: string) => void;
  error?: React.ReactNode;
  testId?: string;
}

/** HTML typed with Mantine's Tiptap editor; the API sanitises it on write. Loaded with the editors that use it only (posts, popups). */
export const RichTextInput = ({ label, value = '', onChange, error, testId }: RichTextInputProps) => {
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } })],
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
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content />
      </RichTextEditor>
    </Input.Wrapper>
  );
};
