import { Blockquote, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/QueryState';
import { useTeacherRemark } from '../../../api/course-report';
import { SectionCard } from '../../../components/SectionCard';
import { formatMomentDay } from '../../../lib/format';

/** The newest remark a teacher wrote for this student (the original showed a static text). */
export function TeacherCommentCard() {
  const { t, i18n } = useTranslation('courseReport');
  const query = useTeacherRemark();
  return (
    <SectionCard title={t('teacherComment.title')} testId="teacher-comment-card">
      <QueryState
        query={query}
        errorFallback={t('teacherComment.failed')}
        isEmpty={(data) => data.teacher_remark === null}
        emptyMessage={t('teacherComment.empty')}
        skeleton={<Skeleton height={96} data-testid="panel-loading" />}
      >
        {({ teacher_remark: remark }) => remark && (
          <Blockquote color="blue" p="md" mt="xs" data-testid="teacher-comment"
            cite={t('teacherComment.by', {
              name: remark.teacher_name,
              date: formatMomentDay(remark.created_at, i18n.language),
            })}
          >
            <Text style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>{remark.remark}</Text>
          </Blockquote>
        )}
      </QueryState>
    </SectionCard>
  );
}
