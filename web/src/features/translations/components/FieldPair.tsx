import { Suspense, lazy, useId } from 'react';
import { Badge, Box, Group, Skeleton, Text, Textarea, Typography } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TRANSLATION_MAX_LENGTH, type Language, type TranslationField } from '@prayog/contract';
import { isMissing } from './items';
import classes from './translations.module.css';

// The rich text editor is the heaviest code of the screen: it loads with the first lesson opened.
const ContentEditor = lazy(() => import('../../../components/ContentEditor').then((m) => ({ default: m.ContentEditor })));

const FIELD_NAMES = ['name', 'description', 'content_html', 'quiz_name', 'topic', 'text', 'title', 'content', 'message', 'subject'] as const;
type FieldName = (typeof FIELD_NAMES)[number];
const isFieldName = (field: string): field is FieldName => (FIELD_NAMES as readonly string[]).includes(field);

const maxLengthOf = (field: string) => TRANSLATION_MAX_LENGTH[field as keyof typeof TRANSLATION_MAX_LENGTH] ?? TRANSLATION_MAX_LENGTH.default;

interface FieldPairProps {
  field: TranslationField;
  language: Language;
  languageName: string;
  /** The text in the language as shown (unsaved or saved). */
  value: string;
  onChange: (text: string) => void;
  /** Unique on the page (the item's key and the field), for the fields' ids. */
  idBase: string;
  /** The caller may not write this item (a teacher reading every school's quiz): the version is shown, not editable. */
  readOnly?: boolean;
}

/**
 * One field side by side: the English text read only, and the version in the language to write (the lesson's content
 * in the rich text editor). A field with English and no version yet says "Missing".
 */
export function FieldPair({ field, language, languageName, value, onChange, idBase, readOnly = false }: FieldPairProps) {
  const { t } = useTranslation('translations');
  const englishId = useId();
  const name = isFieldName(field.field) ? t(`field.${field.field}`) : field.field;
  const missing = isMissing(field);
  const hasEnglish = field.source.trim() !== '';
  // Shown: the language's name over its column, as "English" is over the other; read: "Name in हिन्दी".
  const label = <span lang={language}>{languageName}</span>;
  const accessibleName = t('editor.fieldInLanguage', { field: name, language: languageName });
  const html = field.field === 'content_html';

  return (
    <Box className={missing ? classes.missing : classes.field} data-testid={`field-${idBase}`} data-missing={missing || undefined}>
      <Group gap="xs" mb={4}>
        <Text size="sm" fw={600}>{name}</Text>
        {missing && <Badge color="orange" variant="light" size="sm">{t('editor.missing')}</Badge>}
      </Group>
      <div className={classes.pair}>
        <div>
          <Text size="sm" fw={500} mb={2}>{t('editor.english')}</Text>
          <div
            id={englishId}
            role="group"
            aria-label={t('editor.englishOf', { field: name })}
            lang="en"
            className={`${classes.english} ${html ? classes.englishHtml : ''}`}
            data-testid={`english-${idBase}`}
          >
            {!hasEnglish && <Text size="sm" c="dimmed" span>{t('editor.noEnglish')}</Text>}
            {hasEnglish && (html
              // The server sanitised the lesson's HTML when it was saved (as the lesson preview shows it).
              ? <Typography><div dangerouslySetInnerHTML={{ __html: field.source }} /></Typography>
              : field.source)}
          </div>
        </div>
        <div>
          {html && readOnly ? (
            <>
              <Text size="sm" fw={500} mb={2}><span lang={language}>{languageName}</span></Text>
              <div role="group" aria-label={accessibleName} lang={language} className={`${classes.english} ${classes.englishHtml}`} data-testid={`version-${idBase}`}>
                <Typography><div dangerouslySetInnerHTML={{ __html: value }} /></Typography>
              </div>
            </>
          ) : html ? (
            <Suspense fallback={<Skeleton height={260} radius="md" />}>
              <ContentEditor initialHtml={value} onChange={onChange} label={label} accessibleName={accessibleName} id={`content-${idBase}`} lang={language}
                testId={`version-${idBase}`} minHeight={160} />
            </Suspense>
          ) : (
            <Textarea
              label={label}
              aria-label={accessibleName}
              value={value}
              onChange={(event) => onChange(event.currentTarget.value)}
              autosize
              minRows={field.field === 'content' || field.field === 'description' ? 3 : 1}
              maxRows={12}
              maxLength={maxLengthOf(field.field)}
              lang={language}
              readOnly={readOnly}
              aria-describedby={hasEnglish ? englishId : undefined}
              name={`${idBase}`}
              data-testid={`version-${idBase}`}
            />
          )}
        </div>
      </div>
    </Box>
  );
}
