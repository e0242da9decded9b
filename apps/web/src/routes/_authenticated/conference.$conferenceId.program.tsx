import { createFileRoute } from '@tanstack/react-router';
import { ConferenceProgramPage } from '../../features/conferences/ConferenceProgramPage';

/** /conference/{conferenceId}/program (route 'ConferenceProgram'; docs/conferences.md): a conference and its sessions. */
export const Route = createFileRoute('/_authenticated/conference/$conferenceId/program')({ component: ConferenceProgramRoute });

function ConferenceProgramRoute() {
  const { conferenceId } = Route.useParams();
  // A numeric parameter (docs/conferences.md): anything that is not a positive integer is a conference that does not exist.
  return <ConferenceProgramPage key={conferenceId} conferenceId={/^\d{1,10}$/.test(conferenceId) ? Number(conferenceId) : Number.NaN} />;
}
