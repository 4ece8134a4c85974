import '@mantine/tiptap/styles.css';
import { useLingui } from '@lingui/react/macro';
import { Input } from '@mantine/core';
import { Link, RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId } from 'react';

function useLabels(): Partial<RichTextEditorLabels> {
  const { t } = useLingui();
  return {
    boldControlLabel: t`Bold`,
    italicControlLabel: t`Italic`,
    underlineControlLabel: t`Underline`,
    strikeControlLabel: t`Strikethrough`,
    clearFormattingControlLabel: t`Clear formatting`,
    h2ControlLabel: t`Heading`,
    h3ControlLabel: t`Subheading`,
    bulletListControlLabel: t`Bulleted list`,
    orderedListControlLabel: t`Numbered list`,
    blockquoteControlLabel: t`Quote`,
    hrControlLabel: t`Dividing line`,
    linkControlLabel: t`Link`,
    unlinkControlLabel: t`Remove the link`,
    undoControlLabel: t`Undo`,
    redoControlLabel: t`Redo`,
    linkEditorInputLabel: t`Link address`,
    linkEditorInputPlaceholder: 'https://…',
    linkEditorExternalLink: t`Open the link in a new tab`,
    linkEditorInternalLink: t`Open the link in the same tab`,
    linkEditorSave: t`Save`,
  };
}

/**
 * An article's text in Mantine's Tiptap editor (headings, emphasis, lists, quotes, links). It writes HTML; the
 * server sanitises it before storing it and the app again before showing it (decision 0289). Loaded with the
 * editor only (React.lazy in content-editor-screen.tsx): Tiptap and ProseMirror stay out of the console's start.
 */
export default function ContentRichText({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
}) {
  const labelId = useId();
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false, heading: { levels: [2, 3] } }), Link],
    content: value,
    immediatelyRender: false,
    editorProps: {
      attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelId },
    },
    onUpdate: ({ editor: changed }) => onChange(changed.getHTML()),
  });
  return (
    <div>
      <Input.Label id={labelId} mb={4}>
        {label}
      </Input.Label>
      <RichTextEditor editor={editor} labels={useLabels()} className="content-rich-text">
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
            <RichTextEditor.Hr />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content />
      </RichTextEditor>
    </div>
  );
}
