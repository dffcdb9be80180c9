import { Badge, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StaffHome } from '@prayog/contract';
import { EmptyState } from '../../../components/EmptyState';

type Subject = StaffHome['subjects'][number];

/** Subjects grouped by grade, in the server's order (grade, then name). */
function byGrade(subjects: readonly Subject[]): [number, Subject[]][] {
  const groups = new Map<number, Subject[]>();
  for (const subject of subjects) groups.set(subject.grade, [...(groups.get(subject.grade) ?? []), subject]);
  return [...groups.entries()];
}

/** 'All Subjects' (spec 3): the subjects offered to the school, by grade, with how many lessons each has. */
export function SubjectsModal({ opened, onClose, subjects }: { opened: boolean; onClose: () => void; subjects: readonly Subject[] }) {
  const { t } = useTranslation('staffDashboard');
  const { t: tc } = useTranslation('components');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('subjects.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': tc('form.close') }}
      data-testid="subjects-modal"
    >
      {subjects.length === 0 ? (
        <EmptyState message={t('subjects.empty')} />
      ) : (
        <Stack gap="md">
          {byGrade(subjects).map(([grade, list]) => (
            <section key={grade} aria-label={t('subjects.grade', { grade })}>
              <Title order={3} size="h5" mb={6}>{t('subjects.grade', { grade })}</Title>
              <Group gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {list.map((subject) => (
                  <li key={subject.id} data-testid="subject-item">
                    <Badge variant="light" size="lg" radius="sm" tt="none" fw={500} style={{ height: 'auto', whiteSpace: 'normal', paddingBlock: 4 }}>
                      {subject.name}
                      <Text span size="xs" c="dimmed" ml={6}>{t('subjects.lessons', { count: subject.lesson_count })}</Text>
                    </Badge>
                  </li>
                ))}
              </Group>
            </section>
          ))}
        </Stack>
      )}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>{t('subjects.close')}</Button>
      </Group>
    </Modal>
  );
}
