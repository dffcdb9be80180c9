import { ProgrammeDocumentView } from '../components/ProgrammeDocumentView';

/** Innovation Calendar (spec 3 and spec 2 §2.2 sidebars): the programme's year, embedded. */
export default function InnovationCalendarPage() {
  return <ProgrammeDocumentView documentKey="innovation_calendar" />;
}
