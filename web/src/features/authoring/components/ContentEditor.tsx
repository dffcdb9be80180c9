import { useMemo } from 'react';
import { Input } from '@mantine/core';
import { Link, RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';
import '@mantine/tiptap/styles.css';

interface ContentEditorProps {
  /** The HTML the editor starts from (the lesson's stored content). */
  initialHtml: string;
  onChange: (html: string) => void;
  label: string;
  description?: string;
  error?: string;
}

/**
 * The lesson's Content tab as rich text: headings, emphasis, lists, quotes and links. What it sends is sanitised by
 * the server, which answers the stored HTML; the editor offers nothing the sanitiser would remove.
 */
export function ContentEditor({ initialHtml, onChange, label, description, error }: ContentEditorProps) {
  const { t } = useTranslation('authoring');
  const editor = useEditor({
    // StarterKit brings its own link extension; Mantine's adds the link editor's keyboard shortcut.
    extensions: [StarterKit.configure({ link: false }), Link.configure({ openOnClick: false, protocols: ['mailto'] })],
    content: initialHtml,
    // The editable area is the text box a screen reader lands in: it carries the field's name.
    editorProps: { attributes: { 'aria-label': label, 'aria-multiline': 'true' } },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  const labels = useMemo<Partial<RichTextEditorLabels>>(() => ({
    boldControlLabel: t('editor.bold'),
    italicControlLabel: t('editor.italic'),
    underlineControlLabel: t('editor.underline'),
    strikeControlLabel: t('editor.strike'),
    clearFormattingControlLabel: t('editor.clearFormatting'),
    h2ControlLabel: t('editor.heading2'),
    h3ControlLabel: t('editor.heading3'),
    bulletListControlLabel: t('editor.bulletList'),
    orderedListControlLabel: t('editor.orderedList'),
    blockquoteControlLabel: t('editor.blockquote'),
    hrControlLabel: t('editor.rule'),
    linkControlLabel: t('editor.link'),
    unlinkControlLabel: t('editor.unlink'),
    undoControlLabel: t('editor.undo'),
    redoControlLabel: t('editor.redo'),
    linkEditorInputLabel: t('editor.linkAddress'),
    linkEditorInputPlaceholder: 'https://example.org/',
    linkEditorExternalLink: t('editor.linkNewTab'),
    linkEditorInternalLink: t('editor.linkSameTab'),
    linkEditorSave: t('editor.linkSave'),
  }), [t]);

  return (
    <Input.Wrapper label={label} description={description} error={error} id="lesson-content" data-testid="lesson-content">
      <RichTextEditor editor={editor} labels={labels} mt={4}>
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
        <RichTextEditor.Content mih={220} data-testid="lesson-content-editor" />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
