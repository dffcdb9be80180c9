import { Card, Image, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBolt, IconBook2, IconBrain, IconPuzzle, IconRobot, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { learningPath, type SubjectCard as Subject } from '@prayog/contract';
import { TextLanguageNote } from '../../../components/TextLanguageNote';

// Subjects have no image in the demo data; a subject-shaped icon keeps the cards telling apart.
const ICONS: Record<string, Icon> = { robotics: IconRobot, 'scratch-programming': IconPuzzle, electronics: IconBolt, 'artificial-intelligence': IconBrain };
const COLORS: Record<string, string> = { robotics: 'teal', 'scratch-programming': 'orange', electronics: 'blue', 'artificial-intelligence': 'violet' };

/** The card of spec 1 §2 (a title and an optional image), linking to the subject's lesson viewer. */
export function SubjectCard({ subject }: { subject: Subject }) {
  const { t } = useTranslation('lessons');
  const SubjectIcon = ICONS[subject.slug] ?? IconBook2;
  const color = COLORS[subject.slug] ?? 'blue';
  return (
    <Card
      component={Link}
      to={learningPath(subject.grade, subject.slug)}
      withBorder
      radius="md"
      padding="md"
      data-testid={`subject-card-${subject.slug}`}
      style={{ textDecoration: 'none', color: 'inherit' }}
    >
      <Card.Section>
        {subject.image ? (
          <Image src={subject.image} alt="" h={120} height={120} fit="cover" loading="lazy" decoding="async" />
        ) : (
          <Stack h={120} align="center" justify="center" bg={`${color}.0`}>
            <ThemeIcon size={64} radius="xl" color={color} variant="light" aria-hidden="true">
              <SubjectIcon size={40} stroke={1.5} />
            </ThemeIcon>
          </Stack>
        )}
      </Card.Section>
      <Stack gap={6} mt="md">
        <Title order={2} size="h4">{subject.name}</Title>
        {subject.description && <Text size="sm" c="dimmed" lineClamp={2}>{subject.description}</Text>}
        <TextLanguageNote textLanguage={subject.text_language} />
        <Progress
          value={subject.total_lessons ? (100 * subject.completed_lessons) / subject.total_lessons : 0}
          color={color}
          size="sm"
          aria-label={t('subjects.progress', { completed: subject.completed_lessons, total: subject.total_lessons })}
        />
        <Text size="xs" c="dimmed">{t('subjects.progress', { completed: subject.completed_lessons, total: subject.total_lessons })}</Text>
      </Stack>
    </Card>
  );
}
