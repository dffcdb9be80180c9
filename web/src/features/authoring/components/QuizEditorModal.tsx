import { useState } from 'react';
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { QuizSaveResponse } from '@prayog/contract';
import { QueryState } from '../../../components/QueryState';
import { useAuthoringQuiz } from '../../../api/authoring';
import { QuizEditorForm, type SchoolChoice, type SubjectChoice } from './QuizEditorForm';

export interface QuizEditorModalProps {
  opened: boolean;
  /** The quiz edited; null writes a new one. */
  quizId: number | null;
  /** Administrators choose the owning school (or every school); a teacher's quizzes are their own school's. */
  schoolChoices: readonly SchoolChoice[] | null;
  subjectChoices: readonly SubjectChoice[];
  onClose: () => void;
  /** The server's answer: its detail, and whether a new version was made. */
  onSaved: (answer: QuizSaveResponse) => void;
}

/** Add Quiz / Edit Quiz: an edit starts from the quiz as stored now (fetched afresh at each opening). */
export function QuizEditorModal({ opened, quizId, onClose, ...rest }: QuizEditorModalProps) {
  const { t } = useTranslation('authoring');
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
      title={quizId === null ? t('quizzes.editor.addTitle') : t('quizzes.editor.editTitle')}
      data-testid="quiz-editor"
    >
      {opened && (quizId === null
        ? <QuizEditorForm quiz={null} onClose={onClose} busy={busy} setBusy={setBusy} {...rest} />
        : <StoredQuizForm quizId={quizId} onClose={onClose} busy={busy} setBusy={setBusy} {...rest} />)}
    </Modal>
  );
}

function StoredQuizForm({ quizId, ...rest }: Omit<QuizEditorModalProps, 'opened'> & { quizId: number; busy: boolean; setBusy: (busy: boolean) => void }) {
  const { t } = useTranslation('authoring');
  const quiz = useAuthoringQuiz(quizId);
  return (
    <QueryState query={quiz} errorFallback={t('quizzes.loadOneFailed')}>
      {(stored) => <QuizEditorForm key={stored.id} quiz={stored} {...rest} />}
    </QueryState>
  );
}
