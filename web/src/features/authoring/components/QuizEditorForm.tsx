import { useMemo, useState, type FormEvent } from 'react';
import { Alert, Button, SimpleGrid, Group, List, NumberInput, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconDatabase, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  GRADES, QUIZ_MAX_QUESTIONS, updateQuizSchema,
  type AuthoringQuiz, type BankQuestion, type CreateQuizRequest, type QuizKind, type QuizSaveResponse, type QuizType, type ReviewMode, type UpdateQuizRequest,
} from '@prayog/contract';
import { isApiError } from '../../../lib/api';
import { useCreateQuiz, useUpdateQuiz } from '../../../api/authoring';
import { drawOf, MarkingFields, type Marking } from './MarkingFields';
import { QuestionBankModal } from './QuestionBankModal';
import { QuestionEditor } from './QuestionEditor';
import { quizKindOptions, quizTypeOptions, reviewModeOptions } from './options';
import { emptyQuestion, fromBank, fromStored, questionsChanged, toInput, totalMarks, type DraftQuestion } from './quiz-draft';
import { checkQuiz, NO_ERRORS, pathOf, placeIssues, type Errors } from './quiz-errors';

export interface SubjectChoice {
  id: number;
  name: string;
  grade: number;
  /** The schools the subject is offered to (administrators' choices); the new quiz's School starts from them. */
  school_ids?: readonly number[];
}
export interface SchoolChoice { id: number; name: string }

/** '' in the school select: a quiz for every school. */
const EVERY_SCHOOL = '';

interface QuizEditorFormProps {
  quiz: AuthoringQuiz | null;
  schoolChoices: readonly SchoolChoice[] | null;
  subjectChoices: readonly SubjectChoice[];
  onClose: () => void;
  onSaved: (answer: QuizSaveResponse) => void;
  busy: boolean;
  setBusy: (busy: boolean) => void;
}

export function QuizEditorForm({ quiz, schoolChoices, subjectChoices, onClose, onSaved, busy, setBusy }: QuizEditorFormProps) {
  const { t } = useTranslation('authoring');
  const create = useCreateQuiz();
  const update = useUpdateQuiz();
  const [name, setName] = useState(quiz?.name ?? '');
  const [topic, setTopic] = useState(quiz?.topic ?? '');
  const [quizType, setQuizType] = useState<string | null>(quiz?.quiz_type ?? 'homework');
  const [kind, setKind] = useState<QuizKind>(quiz?.kind ?? 'graded');
  const [time, setTime] = useState<number | string>(quiz?.time_minutes ?? 20);
  const [passPercent, setPassPercent] = useState<number | string>(quiz?.pass_percent ?? 60);
  const [reviewMode, setReviewMode] = useState<string | null>(quiz?.review_mode ?? 'after_close');
  const [subject, setSubject] = useState<string | null>(quiz?.subject_id != null ? String(quiz.subject_id) : null);
  const [grade, setGrade] = useState<string | null>(quiz?.grade != null ? String(quiz.grade) : null);
  const [school, setSchool] = useState<string>(EVERY_SCHOOL);
  // Until the author picks a School, it follows the chosen subject's offer.
  const [schoolChosen, setSchoolChosen] = useState(false);
  const [marking, setMarking] = useState<Marking>({ negativePercent: quiz?.negative_percent ?? 0, draw: quiz?.draw_count ?? '', shuffle: quiz?.shuffle ?? false });
  const [questions, setQuestions] = useState<DraftQuestion[]>(() => (quiz ? quiz.questions.map(fromStored) : [emptyQuestion()]));
  const [errors, setErrors] = useState<Errors>(NO_ERRORS);
  const [formError, setFormError] = useState<{ message: string; more: string[] } | null>(null);
  const [bankOpen, setBankOpen] = useState(false);

  const subjectOptions = useMemo(() => subjectChoices.map((s) => ({ value: String(s.id), label: t('quizzes.editor.subjectOption', { name: s.name, grade: s.grade }) })), [subjectChoices, t]);
  const takenBank = useMemo(() => new Set(questions.flatMap((q) => (q.bank ? [q.bank.id] : []))), [questions]);
  const tagChoices = useMemo(() => [...new Set(questions.flatMap((q) => q.tags))].sort(), [questions]);
  const draw = drawOf(marking.draw);
  const subjectId = subject ? Number(subject) : null;

  const chooseSubject = (value: string | null) => {
    setSubject(value);
    // The subject's grade is the quiz's unless another was chosen.
    const chosen = subjectChoices.find((s) => String(s.id) === value);
    if (chosen && !grade) setGrade(String(chosen.grade));
    // A subject offered to one school makes a quiz of that school, not one for every school (issue 28): the School
    // starts as the subject's. A subject offered to several schools or to none leaves it for the author.
    if (schoolChoices && !quiz && !schoolChosen) {
      const offered = chosen?.school_ids ?? [];
      setSchool(offered.length === 1 && schoolChoices.some((s) => s.id === offered[0]) ? String(offered[0]) : EVERY_SCHOOL);
    }
  };
  // What was said about a question (or the marking) no longer holds once it changes; removing one renumbers the rest.
  const setQuestion = (index: number, next: DraftQuestion) => {
    setQuestions((all) => all.map((q) => (q.key === next.key ? next : q)));
    setErrors((e) => (e.questions[index] ? { ...e, questions: { ...e.questions, [index]: {} } } : e));
  };
  const removeQuestion = (key: string) => {
    setQuestions((all) => all.filter((q) => q.key !== key));
    setErrors((e) => ({ ...e, questions: {} }));
  };
  const changeMarking = (next: Marking) => {
    setMarking(next);
    setErrors((e) => ({ ...e, fields: { ...e.fields, negative_percent: undefined, draw_count: undefined, shuffle: undefined } }));
  };
  // "Add all with this tag" adds several at once; one already in the quiz is not added twice.
  const addFromBank = (added: readonly BankQuestion[]) => setQuestions((all) => {
    const taken = new Set(all.flatMap((q) => (q.bank ? [q.bank.id] : [])));
    return [...all, ...added.filter((q) => !taken.has(q.id)).map(fromBank)].slice(0, QUIZ_MAX_QUESTIONS);
  });

  const body = (): CreateQuizRequest => ({
    name,
    topic,
    quiz_type: (quizType ?? undefined) as QuizType,
    kind,
    time_minutes: typeof time === 'number' ? time : Number.NaN,
    pass_percent: typeof passPercent === 'number' ? passPercent : Number.NaN,
    negative_percent: marking.negativePercent,
    draw_count: draw,
    shuffle: marking.shuffle,
    review_mode: (reviewMode ?? undefined) as ReviewMode,
    subject_id: subjectId,
    grade: grade ? Number(grade) : null,
    ...(schoolChoices && !quiz ? { school_id: school === EVERY_SCHOOL ? null : Number(school) } : {}),
    questions: questions.map(toInput),
  });

  const changes = (stored: AuthoringQuiz, all: CreateQuizRequest): UpdateQuizRequest => {
    const out: UpdateQuizRequest = {};
    if (all.name !== stored.name) out.name = all.name;
    if (all.topic !== stored.topic) out.topic = all.topic;
    if (all.quiz_type !== stored.quiz_type) out.quiz_type = all.quiz_type;
    if (all.kind !== stored.kind) out.kind = all.kind;
    if (all.time_minutes !== stored.time_minutes) out.time_minutes = all.time_minutes;
    if (all.pass_percent !== stored.pass_percent) out.pass_percent = all.pass_percent;
    if (all.negative_percent !== stored.negative_percent) out.negative_percent = all.negative_percent;
    if (all.draw_count !== stored.draw_count) out.draw_count = all.draw_count;
    if (all.shuffle !== stored.shuffle) out.shuffle = all.shuffle;
    if (all.review_mode !== stored.review_mode) out.review_mode = all.review_mode;
    if (all.subject_id !== stored.subject_id) out.subject_id = all.subject_id;
    if (all.grade !== stored.grade) out.grade = all.grade;
    if (questionsChanged(questions, stored.questions)) out.questions = all.questions;
    return out;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const all = body();
    // Every rule of the contract is checked here first (a question without its correct answer, a numeric question
    // without a number, a pool drawing more than it holds...): nothing is sent until the quiz is whole.
    const problems = checkQuiz(t, all, questions, draw);
    if (problems) {
      setErrors(problems);
      setFormError({ message: t('quizzes.editor.fixErrors'), more: [] });
      return;
    }
    setErrors(NO_ERRORS);
    const patch = quiz ? updateQuizSchema.parse(changes(quiz, all)) : null;
    if (quiz && patch && Object.keys(patch).length === 0) {
      setFormError({ message: t('quizzes.editor.unchanged'), more: [] });
      return;
    }
    setBusy(true);
    try {
      const answer = quiz && patch
        ? await update.mutateAsync({ id: quiz.id, changes: patch })
        : await create.mutateAsync(all);
      setBusy(false);
      onClose();
      onSaved(answer);
    } catch (error) {
      setBusy(false);
      if (!isApiError(error)) {
        setFormError({ message: t('quizzes.editor.failed'), more: [] });
        return;
      }
      setErrors(placeIssues(error.fieldErrors.map((e) => ({ path: pathOf(e.field), message: e.message }))));
      setFormError({ message: error.detail ?? t('quizzes.editor.failed'), more: [] });
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-busy={busy || undefined} data-testid="quiz-editor-form">
      <Stack gap="sm">
        {formError && (
          <Alert color="red" variant="light" role="alert" data-testid="quiz-editor-error">
            {formError.message}
            {errors.fields.questions && <List size="sm" mt="xs"><List.Item>{errors.fields.questions}</List.Item></List>}
          </Alert>
        )}
        {quiz?.has_attempts && <Alert color="orange" variant="light" data-testid="quiz-has-attempts">{t('quizzes.editor.hasAttempts')}</Alert>}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label={t('quizzes.editor.name')} value={name} onChange={(e) => setName(e.currentTarget.value)} required error={errors.fields.name}
            data-autofocus data-testid="quiz-name" />
          <TextInput label={t('quizzes.editor.topic')} value={topic} onChange={(e) => setTopic(e.currentTarget.value)} required error={errors.fields.topic}
            data-testid="quiz-topic" />
        </SimpleGrid>
        {/* Practice or graded (ADR 0022): a practice quiz never becomes graded, so its kind is shown, not offered. */}
        <Select label={t('quizzes.editor.kind')} description={t(`quizzes.editor.kindHint.${kind}`)} data={quizKindOptions(t)} value={kind}
          onChange={(v) => setKind((v ?? 'graded') as QuizKind)} allowDeselect={false} required disabled={quiz?.kind === 'practice'}
          error={errors.fields.kind} data-testid="quiz-kind" />
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          <Select label={t('quizzes.editor.type')} data={quizTypeOptions(t)} value={quizType} onChange={setQuizType} allowDeselect={false} required
            error={errors.fields.quiz_type} data-testid="quiz-type" />
          <NumberInput label={t('quizzes.editor.time')} value={time} onChange={setTime} min={1} max={300} allowDecimal={false} required
            error={errors.fields.time_minutes} data-testid="quiz-time" />
          <NumberInput label={t('quizzes.editor.passPercent')} value={passPercent} onChange={setPassPercent} min={0} max={100} allowDecimal={false}
            error={errors.fields.pass_percent} data-testid="quiz-pass" />
          <Select label={t('quizzes.editor.reviewMode')} data={reviewModeOptions(t)} value={reviewMode} onChange={setReviewMode} allowDeselect={false}
            error={errors.fields.review_mode} data-testid="quiz-review" />
        </SimpleGrid>
        <MarkingFields value={marking} onChange={changeMarking} questionCount={questions.length} errors={errors.fields} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Select label={t('quizzes.editor.subject')} description={t('quizzes.editor.subjectHint')} placeholder={t('common.none')} data={subjectOptions}
            value={subject} onChange={chooseSubject} clearable searchable error={errors.fields.subject_id} data-testid="quiz-subject" />
          <Select label={t('quizzes.editor.grade')} placeholder={t('common.none')} data={GRADES.map((g) => ({ value: String(g), label: t('common.grade', { grade: g }) }))}
            value={grade} onChange={setGrade} clearable error={errors.fields.grade} data-testid="quiz-grade" />
          {schoolChoices && !quiz && (
            <Select label={t('quizzes.editor.school')} description={t('quizzes.editor.schoolHint')}
              data={[{ value: EVERY_SCHOOL, label: t('quizzes.everySchool') }, ...schoolChoices.map((s) => ({ value: String(s.id), label: s.name }))]}
              value={school} onChange={(v) => { setSchool(v ?? EVERY_SCHOOL); setSchoolChosen(true); }} allowDeselect={false} searchable error={errors.fields.school_id}
              data-testid="quiz-school" />
          )}
        </SimpleGrid>
        <Group justify="space-between" mt="xs" wrap="wrap">
          <Title order={3} size="h5">{t('quizzes.editor.questions', { count: questions.length })}</Title>
          <Text size="sm" fw={600} data-testid="quiz-total-marks">
            {draw !== null && draw < questions.length
              ? t('quizzes.editor.poolMarks', { draw, count: questions.length, marks: totalMarks(questions, draw) })
              : t('quizzes.editor.totalMarks', { count: totalMarks(questions, null) })}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">{t('quizzes.editor.questionsHint')}</Text>
        {questions.length === 0 && <Text size="sm" c="dimmed">{t('quizzes.editor.noQuestions')}</Text>}
        {questions.map((q, i) => (
          <QuestionEditor key={q.key} question={q} index={i} onChange={(next) => setQuestion(i, next)} onRemove={() => removeQuestion(q.key)}
            errors={errors.questions[i]} tagChoices={tagChoices} />
        ))}
        <Group gap="sm" wrap="wrap">
          <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setQuestions((all) => [...all, emptyQuestion()])}
            disabled={questions.length >= QUIZ_MAX_QUESTIONS} data-testid="add-question">{t('quizzes.editor.addQuestion')}</Button>
          <Button variant="light" color="grape" leftSection={<IconDatabase size={16} aria-hidden />} onClick={() => setBankOpen(true)} disabled={subjectId === null}
            title={subjectId === null ? t('quizzes.bank.chooseSubject') : undefined} data-testid="open-question-bank">{t('quizzes.bank.open')}</Button>
          {subjectId === null && <Text size="xs" c="dimmed">{t('quizzes.bank.chooseSubject')}</Text>}
        </Group>
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button variant="default" onClick={onClose} disabled={busy} data-testid="quiz-editor-cancel">{t('common.cancel')}</Button>
          <Button type="submit" loading={busy} data-testid="quiz-editor-submit">{t('quizzes.editor.submit')}</Button>
        </Group>
      </Stack>
      <QuestionBankModal opened={bankOpen} subjectId={subjectId} kind={kind} taken={takenBank} onClose={() => setBankOpen(false)}
        room={QUIZ_MAX_QUESTIONS - questions.length} onAdd={addFromBank} />
    </form>
  );
}
