import { useMemo, type ReactNode } from 'react';
import { Input } from '@mantine/core';
import { Link, RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';
import '@mantine/tiptap/styles.css';

export interface ContentEditorProps {
  /** The HTML the editor starts from (the lesson's stored content). */
  initialHtml: string;
  /** The HTML now, or '' when the editor is empty. */
  onChange: (html: string) => void;
  /** Shown over the editor. */
  label: ReactNode;
  /** What a screen reader calls the editable area; the label when it is text. */
  accessibleName?: string;
  description?: string;
  error?: string;
  /** The wrapper's id; several editors on one page need their own. */
  id?: string;
  /** The language of the text written in it (a Hindi version's editor is `hi`), for spelling and screen readers. */
  lang?: string;
  /** Test ids `<testId>` (the wrapper) and `<testId>-editor` (the editable area). */
  testId?: string;
  /** The editable area's least height. */
  minHeight?: number;
}

/**
 * A lesson's content as rich text (Authoring's lesson form, the side-by-side translation of a lesson): headings,
 * emphasis, lists, quotes and links. What it sends is sanitised by the server, which answers the stored HTML; the
 * editor offers nothing the sanitiser would remove. Load it lazily: the editor is the heaviest code of those screens.
 */
export function ContentEditor({
  initialHtml, onChange, label, accessibleName, description, error, id = 'lesson-content', lang, testId = 'lesson-content', minHeight = 220,
}: ContentEditorProps) {
  const { t } = useTranslation('components');
  const editor = useEditor({
    // StarterKit brings its own link extension; Mantine's adds the link editor's keyboard shortcut.
    extensions: [StarterKit.configure({ link: false }), Link.configure({ openOnClick: false, protocols: ['mailto'] })],
    content: initialHtml,
    // The editable area is the text box a screen reader lands in: it carries the field's name.
    editorProps: { attributes: { 'aria-label': accessibleName ?? (typeof label === 'string' ? label : ''), 'aria-multiline': 'true', ...(lang ? { lang } : {}) } },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  const labels = useMemo<Partial<RichTextEditorLabels>>(() => ({
    boldControlLabel: t('richText.bold'),
    italicControlLabel: t('richText.italic'),
    underlineControlLabel: t('richText.underline'),
    strikeControlLabel: t('richText.strike'),
    clearFormattingControlLabel: t('richText.clearFormatting'),
    h2ControlLabel: t('richText.heading2'),
    h3ControlLabel: t('richText.heading3'),
    bulletListControlLabel: t('richText.bulletList'),
    orderedListControlLabel: t('richText.orderedList'),
    blockquoteControlLabel: t('richText.blockquote'),
    hrControlLabel: t('richText.rule'),
    linkControlLabel: t('richText.link'),
    unlinkControlLabel: t('richText.unlink'),
    undoControlLabel: t('richText.undo'),
    redoControlLabel: t('richText.redo'),
    linkEditorInputLabel: t('richText.linkAddress'),
    linkEditorInputPlaceholder: 'https://example.org/',
    linkEditorExternalLink: t('richText.linkNewTab'),
    linkEditorInternalLink: t('richText.linkSameTab'),
    linkEditorSave: t('richText.linkSave'),
  }), [t]);

  return (
    <Input.Wrapper label={label} description={description} error={error} id={id} data-testid={testId}>
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
        <RichTextEditor.Content mih={minHeight} data-testid={`${testId}-editor`} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
