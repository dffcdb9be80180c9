import { useTranslation } from 'react-i18next';
import type { QuizReport } from '@prayog/contract';
import type { ParentReportKind } from '../../api/parents';
import { ReportChart } from '../../features/assignments/components/ReportChart';
import { ReportFigures } from '../../features/assignments/components/ReportFigures';
import { ParentFrame } from '../../features/parents/components/ParentFrame';
import { ParentReport } from '../../features/parents/components/ParentReport';

const figures = (report: QuizReport) => <ReportFigures report={report} />;
const chart = (report: QuizReport) => <ReportChart report={report} />;

/**
 * The parent's Homework Report, Pre- and Post-Assessment, Half-Yearly and Annual Exam sections (ADR 0014): the parent
 * report with the staff report's figure cards and chart, composed here because a feature does not import another.
 */
function ParentReportPanel({ kind }: { kind: ParentReportKind }) {
  const { t } = useTranslation('parents');
  return (
    <ParentFrame title={t(`reports.${kind}.title`)}>
      {(child, dashboard) => <ParentReport key={child} child={child} childName={dashboard.child_name} kind={kind} figures={figures} chart={chart} />}
    </ParentFrame>
  );
}

export const ParentHomeworkPanel = () => <ParentReportPanel kind="homework" />;
export const ParentPrePanel = () => <ParentReportPanel kind="pre" />;
export const ParentPostPanel = () => <ParentReportPanel kind="post" />;
export const ParentHalfYearlyPanel = () => <ParentReportPanel kind="halfYearly" />;
export const ParentAnnualPanel = () => <ParentReportPanel kind="annual" />;
