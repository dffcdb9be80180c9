import { ProgrammeDocumentView } from '../components/ProgrammeDocumentView';

/** STEM-SOP (spec 3 sidebar): the STEM lab's standard operating procedure, embedded. */
export default function StemSopPage() {
  return <ProgrammeDocumentView documentKey="stem_sop" />;
}
