import { lazy, Suspense, useMemo, useState, type FormEvent } from 'react';
import { Alert, Button, SimpleGrid, Divider, Group, List, Modal, Select, Skeleton, Stack, Switch, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import {
  LESSONS_PER_SUBJECT, createLessonSchema, updateLessonSchema,
  type AuthoringLesson, type CreateLessonRequest, type SimulatorId, type UpdateLessonRequest,
} from '@prayog/contract';
import { isApiError } from '../../../lib/api';
import { useCreateLesson, usePracticeQuizChoices, useUpdateLesson } from '../../../api/authoring';
import { LessonFiles } from './LessonFiles';
import { localMessage } from './messages';
import { quizTypeLabel, simulatorOptions } from './options';

// The rich text editor (ProseMirror) is most of this section's code: it loads when a lesson is first opened.
const ContentEditor = lazy(() => import('../../../components/ContentEditor').then((m) => ({ default: m.ContentEditor })));

type FieldName = 'name' | 'position' | 'content_html' | 'video_url' | 'simulator' | 'practice_quiz_id' | 'display_on_frontend';
type FieldErrors = Partial<Record<FieldName, string>>;

interface LessonEditorModalProps {
  opened: boolean;
  subjectId: number;
  /** The lesson edited; null adds one. */
  lesson: AuthoringLesson | null;
  /** The positions the subject's other lessons hold (a new lesson starts at the first free one). */
  takenPositions: readonly number[];
  onClose: () => void;
}

/** Add Lesson / Edit Lesson; mounted afresh at each opening so it starts from the lesson's stored values. */
export function LessonEditorModal(props: LessonEditorModalProps) {
  const { t } = useTranslation('authoring');
  const { opened, lesson, onClose } = props;
  const [busy, setBusy] = useState(false);
  // On a phone the editor takes the whole screen: its toolbar and answers need the width.
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal closeButtonProps={{ 'aria-label': t('common.close') }}
      fullScreen={phone}
      opened={opened}
      onClose={busy ? () => {} : onClose}
      closeOnClickOutside={false}
      size="xl"
      title={lesson ? t('lessons.form.editTitle', { name: lesson.name }) : t('lessons.form.addTitle')}
      data-testid="lesson-editor"
    >
      {opened && <LessonEditorBody {...props} busy={busy} setBusy={setBusy} />}
    </Modal>
  );
}

function LessonEditorBody({ subjectId, lesson, takenPositions, onClose, busy, setBusy }: LessonEditorModalProps & { busy: boolean; setBusy: (busy: boolean) => void }) {
  const { t } = useTranslation('authoring');
  const create = useCreateLesson();
  const update = useUpdateLesson();
  const practiceQuizzes = usePracticeQuizChoices(subjectId);
  const firstFree = Array.from({ length: LESSONS_PER_SUBJECT }, (_, i) => i + 1).find((p) => !takenPositions.includes(p)) ?? null;
  const [stored, setStored] = useState(lesson);
  const [name, setName] = useState(lesson?.name ?? '');
  const [position, setPosition] = useState<string | null>(String(lesson?.position ?? firstFree ?? ''));
  const [contentHtml, setContentHtml] = useState(lesson?.content_html ?? '');
  const [videoUrl, setVideoUrl] = useState(lesson?.video_url ?? '');
  const [simulator, setSimulator] = useState<string | null>(lesson?.simulator ?? null);
  const [practiceQuiz, setPracticeQuiz] = useState<string | null>(lesson?.practice_quiz_id != null ? String(lesson.practice_quiz_id) : null);
  const [display, setDisplay] = useState(lesson?.display_on_frontend ?? true);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<{ message: string; more: string[] } | null>(null);

  const positionOptions = useMemo(() => Array.from({ length: LESSONS_PER_SUBJECT }, (_, i) => {
    const p = i + 1;
    const taken = takenPositions.includes(p) && p !== lesson?.position;
    return { value: String(p), label: taken ? t('lessons.form.positionTaken', { position: p }) : String(p) };
  }), [takenPositions, lesson, t]);
  const quizOptions = useMemo(() => {
    const options = (practiceQuizzes.data ?? []).map((q) => ({ value: String(q.id), label: `${q.name} (${quizTypeLabel(t, q.quiz_type)})` }));
    // The stored choice stays listed even when the list no longer offers it (archived since).
    if (practiceQuiz && !options.some((o) => o.value === practiceQuiz)) options.unshift({ value: practiceQuiz, label: `#${practiceQuiz}` });
    return options;
  }, [practiceQuizzes.data, practiceQuiz, t]);

  const values = {
    name,
    position: position ? Number(position) : undefined,
    content_html: contentHtml,
    video_url: videoUrl.trim() === '' ? null : videoUrl.trim(),
    simulator: (simulator ?? null) as SimulatorId | null,
    practice_quiz_id: practiceQuiz ? Number(practiceQuiz) : null,
    display_on_frontend: display,
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const parsed = stored ? updateLessonSchema.safeParse(changesOf(stored, values)) : createLessonSchema.safeParse(values);
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as FieldName] ??= localMessage(t, issue.message);
      setErrors(next);
      return;
    }
    setErrors({});
    if (stored && Object.keys(parsed.data).length === 0) {
      notifications.show({ color: 'blue', message: t('lessons.form.unchanged') });
      onClose();
      return;
    }
    setBusy(true);
    try {
      const saved = stored
        ? await update.mutateAsync({ id: stored.id, changes: parsed.data as UpdateLessonRequest })
        : await create.mutateAsync({ subjectId, body: parsed.data as CreateLessonRequest });
      notifications.show({ color: 'green', message: t('lessons.form.saved', { name: saved.name }) });
      setBusy(false);
      onClose();
    } catch (error) {
      setBusy(false);
      if (!isApiError(error)) {
        setFormError({ message: t('lessons.form.failed'), more: [] });
        return;
      }
      const placed: FieldErrors = {};
      const more: string[] = [];
      for (const e of error.fieldErrors) {
        const field = e.field.replace(/^body\./, '').split('.')[0] as FieldName;
        if (field in values && !placed[field]) placed[field] = e.message;
        else more.push(e.message);
      }
      setErrors(placed);
      setFormError({ message: error.detail ?? t('lessons.form.failed'), more: more.filter((m) => m !== error.detail) });
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-busy={busy || undefined} data-testid="lesson-editor-form">
      <Stack gap="sm">
        {formError && (
          <Alert color="red" variant="light" role="alert" data-testid="lesson-editor-error">
            {formError.message}
            {formError.more.length > 0 && <List size="sm" mt="xs">{formError.more.map((m) => <List.Item key={m}>{m}</List.Item>)}</List>}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label={t('lessons.form.name')} value={name} onChange={(e) => setName(e.currentTarget.value)} required error={errors.name}
            data-autofocus name="name" data-testid="lesson-name" />
          <Select label={t('lessons.form.position')} description={stored ? t('lessons.form.positionHint') : undefined} data={positionOptions}
            value={position} onChange={setPosition} error={errors.position} allowDeselect={false} name="position" data-testid="lesson-position"
            />
        </SimpleGrid>
        {stored && !stored.content_html && stored.content_page_url && (
          <Alert variant="light" color="blue" data-testid="lesson-builtin-page">{t('lessons.form.builtInPage')}</Alert>
        )}
        <Suspense fallback={<Skeleton height={280} radius="md" data-testid="lesson-content-loading" />}>
          <ContentEditor initialHtml={lesson?.content_html ?? ''} onChange={setContentHtml} label={t('lessons.form.content')}
            description={t('lessons.form.contentHint')} error={errors.content_html} />
        </Suspense>
        <TextInput label={t('lessons.form.video')} description={t('lessons.form.videoHint')} placeholder="https://www.youtube.com/watch?v=…"
          value={videoUrl} onChange={(e) => setVideoUrl(e.currentTarget.value)} error={errors.video_url} type="url" name="video_url" data-testid="lesson-video" />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Select label={t('lessons.form.simulator')} placeholder={t('common.none')} data={simulatorOptions(t)} value={simulator} onChange={setSimulator}
            clearable error={errors.simulator} name="simulator" data-testid="lesson-simulator" />
          <Select label={t('lessons.form.practiceQuiz')} placeholder={practiceQuizzes.isError ? t('lessons.form.practiceQuizFailed') : t('common.none')}
            description={t('lessons.form.practiceQuizHint')} data={quizOptions} value={practiceQuiz} onChange={setPracticeQuiz} clearable searchable
            nothingFoundMessage={t('lessons.form.noPracticeQuiz')} error={errors.practice_quiz_id} name="practice_quiz_id" data-testid="lesson-practice-quiz"
            />
        </SimpleGrid>
        <Switch label={t('lessons.form.display')} description={t('lessons.form.displayHint')} checked={display}
          onChange={(e) => setDisplay(e.currentTarget.checked)} name="display_on_frontend" data-testid="lesson-display" />
        <Divider />
        {stored
          ? <LessonFiles lesson={stored} onChanged={setStored} />
          : <Alert variant="light" color="blue">{t('files.afterSave')}</Alert>}
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button variant="default" onClick={onClose} disabled={busy} data-testid="lesson-editor-cancel">{t('common.cancel')}</Button>
          <Button type="submit" loading={busy} data-testid="lesson-editor-submit">{t('lessons.form.submit')}</Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The fields whose value differs from the stored lesson (an edit sends only those; an unchanged position never swaps). */
function changesOf(lesson: AuthoringLesson, values: CreateLessonRequest): UpdateLessonRequest {
  const changes: UpdateLessonRequest = {};
  if (values.name !== lesson.name) changes.name = values.name;
  if (values.position !== lesson.position) changes.position = values.position;
  if (values.content_html !== lesson.content_html) changes.content_html = values.content_html;
  if ((values.video_url ?? null) !== lesson.video_url) changes.video_url = values.video_url;
  if ((values.simulator ?? null) !== lesson.simulator) changes.simulator = values.simulator;
  if ((values.practice_quiz_id ?? null) !== lesson.practice_quiz_id) changes.practice_quiz_id = values.practice_quiz_id;
  if (values.display_on_frontend !== lesson.display_on_frontend) changes.display_on_frontend = values.display_on_frontend;
  return changes;
}
