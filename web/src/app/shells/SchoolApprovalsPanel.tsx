import ApprovalsPage from '../../features/approvals/pages/ApprovalsPage';
import { RosterImportButton } from '../../features/roster-import/components/RosterImportButton';

/**
 * The school's Approvals with Import Teachers in its title row: teachers imported from a CSV are approved at
 * once (issue 12), so the school adds them where it decides on the ones who signed up.
 */
export default function SchoolApprovalsPanel() {
  return <ApprovalsPage actions={<RosterImportButton kind="teachers" />} />;
}
