import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { Alert, Button, FileInput, Group, NativeSelect, Paper, Progress, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { GRADES, HOMEWORK_MAX_FILE_BYTES, HOMEWORK_MAX_TEXT_CHARS, looksLikePdfName, SECTIONS } from '@prayog/contract';
import { errorDetail } from '../../../lib/api';
import { storage } from '../../../lib/storage';
import { useMySchoolName } from '../../../api/accounts';
import { useSubmitHolidayHomework, type HomeworkSubmission } from '../../../api/homework';
import { useProfile } from '../../../api/profile';
import { useSchoolChoices } from '../../../api/schools';

type Banner = { kind: 'success' | 'kept' } | { kind: 'error'; message: string };

const EMPTY: HomeworkSubmission = { school: '', grade: '', section: 'A', text: '', file: null };

/** The submission form with every rule and message of spec 1 §4 and §5. */
export function HomeworkForm() {
  const { t } = useTranslation('homework');
  const schools = useSchoolChoices();
  const mySchool = useMySchoolName();
  const profile = useProfile(storage.username());
  const [progress, setProgress] = useState<number | null>(null);
  const [banner, setBanner] = useState<Banner | null>(null);
  const submit = useSubmitHolidayHomework((fraction) => setProgress(Math.round(fraction * 100)));
  // Clears the native file input; needed when a refused file never became the form's value.
  const resetFileInput = useRef<() => void>(null);

  const form = useForm<HomeworkSubmission>({
    initialValues: EMPTY,
    validate: {
      school: (value) => (value ? null : t('schoolRequired')),
      grade: (value) => (value ? null : t('gradeRequired')),
    },
  });

  // Start on the student's own school once both lists are known; the server accepts only that one.
  const ownChoice = schools.data?.schools.find((s) => s.label === mySchool.data)?.value;
  const { setFieldValue } = form;
  const schoolChosen = form.values.school !== '';
  useEffect(() => {
    if (ownChoice && !schoolChosen) setFieldValue('school', ownChoice);
  }, [ownChoice, schoolChosen, setFieldValue]);

  // Start on the student's own class from their profile (the server files the homework under it anyway, ADR 0005);
  // the selects stay open for a student who picks another, and a choice already made is never overwritten.
  const ownGrade = profile.data ? String(profile.data.grade) : null;
  const ownSection = profile.data?.section ?? null;
  const gradeChosen = form.values.grade !== '';
  useEffect(() => {
    if (!ownGrade || gradeChosen) return;
    setFieldValue('grade', ownGrade);
    if (ownSection && (SECTIONS as readonly string[]).includes(ownSection)) setFieldValue('section', ownSection);
  }, [ownGrade, ownSection, gradeChosen, setFieldValue]);

  // The form's own refusals are toasts; a later success takes them back, so no old error stands beside it.
  const raisedToasts = useRef<string[]>([]);
  const alertUser = (message: string) => {
    raisedToasts.current.push(notifications.show({ color: 'red', message, autoClose: 6000 }));
  };
  const clearOwnToasts = () => {
    for (const id of raisedToasts.current) notifications.hide(id);
    raisedToasts.current = [];
  };

  /** Spec 1 §5: a non-PDF is refused with an alert and the file input is cleared. */
  const chooseFile = (file: File | null) => {
    setBanner(null);
    const refusal = !file ? null : !looksLikePdfName(file.name) ? t('pdfOnly') : file.size > HOMEWORK_MAX_FILE_BYTES ? t('tooLarge') : null;
    if (refusal) {
      alertUser(refusal);
      form.setFieldValue('file', null);
      resetFileInput.current?.();
      return;
    }
    form.setFieldValue('file', file);
  };

  const handleSubmit = form.onSubmit((values) => {
    setBanner(null);
    if (!values.text.trim() && !values.file) {
      alertUser(t('emptySubmission'));
      return;
    }
    setProgress(values.file ? 0 : null);
    submit.mutate(values, {
      onSuccess({ kept }) {
        clearOwnToasts();
        setBanner({ kind: kept ? 'kept' : 'success' });
        form.setValues({ text: '', file: null });
      },
      onError(err) {
        setBanner({ kind: 'error', message: errorDetail(err, t('failed')) });
      },
      onSettled: () => setProgress(null),
    });
  });

  const schoolOptions = [
    { value: '', label: schools.isPending ? t('schoolsLoading') : t('schoolPlaceholder'), disabled: true },
    ...(schools.data?.schools ?? []),
  ];
  const busy = submit.isPending;

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={handleSubmit} noValidate data-testid="homework-form">
        <Stack gap="sm">
          <Title order={2} size="h4">{t('formTitle')}</Title>
          {banner?.kind === 'success' && (
            <Alert color="green" variant="light" role="status" data-testid="homework-success">{t('success')}</Alert>
          )}
          {banner?.kind === 'kept' && (
            <Alert color="blue" variant="light" role="status" data-testid="homework-kept">{t('keptOffline')}</Alert>
          )}
          {banner?.kind === 'error' && (
            <Alert color="red" variant="light" role="alert" data-testid="homework-error">{banner.message}</Alert>
          )}
          <NativeSelect label={t('school')} name="school" required data={schoolOptions} {...form.getInputProps('school')} />
          {schools.isError && <Text c="red" size="sm" role="alert">{t('schoolsFailed')}</Text>}
          <Group grow gap="sm" align="flex-start">
            <NativeSelect
              label={t('grade')} name="grade" required
              data={[{ value: '', label: t('gradePlaceholder'), disabled: true }, ...GRADES.map(String)]}
              {...form.getInputProps('grade')}
            />
            <NativeSelect label={t('section')} name="section" data={[...SECTIONS]} {...form.getInputProps('section')} />
          </Group>
          <Textarea
            label={t('text')} name="text" placeholder={t('textPlaceholder')} autosize minRows={4} maxRows={12}
            maxLength={HOMEWORK_MAX_TEXT_CHARS} {...form.getInputProps('text')}
          />
          <FileInput
            label={t('file')} description={t('fileHint')} placeholder={t('filePlaceholder')} name="file"
            accept=".pdf,application/pdf" clearable leftSection={<IconFileTypePdf size={18} aria-hidden />}
            value={form.values.file} onChange={chooseFile} resetRef={resetFileInput}
            fileInputProps={{ 'data-testid': 'homework-file-input' } as ComponentProps<'input'>}
            data-testid="homework-file"
          />
          {progress !== null && (
            <Stack gap={4} data-testid="homework-progress">
              <Progress value={progress} aria-label={t('progressLabel')} animated={busy} />
              <Text size="xs" c="dimmed" aria-live="polite">{t('uploading', { percent: progress })}</Text>
            </Stack>
          )}
          <Group>
            <Button type="submit" disabled={busy} data-testid="homework-submit">{busy ? t('submitting') : t('submit')}</Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
