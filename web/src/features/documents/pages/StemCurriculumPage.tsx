import { ProgrammeDocumentView } from '../components/ProgrammeDocumentView';

/** STEM Curriculum (spec 2 §2.2 sidebar): the subjects and lessons of every grade, embedded. */
export default function StemCurriculumPage() {
  return <ProgrammeDocumentView documentKey="stem_curriculum" />;
}
