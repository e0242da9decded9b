// May a licence do an action on a subject? core's permission matrix (app-shell §6), from plain Node.
//   npm run build -w @cible/core && node docs/examples/licence-may.mjs [licence id] [action] [subject]
//   e.g. node docs/examples/licence-may.mjs 13 create SEQUENCES
import { abilityFor, can, effectiveActions, isLicenceId, LICENCES, PERMISSION_ACTIONS, PERMISSION_SUBJECTS } from '@cible/core';

const [licenceText = '13', action = 'create', subject = 'SEQUENCES'] = process.argv.slice(2);
const licenceId = Number(licenceText);
if (!isLicenceId(licenceId)) fail(`unknown licence ${licenceText} (0 to 15)`);
if (!PERMISSION_ACTIONS.includes(action)) fail(`unknown action ${action} (${PERMISSION_ACTIONS.join(', ')})`);
if (!PERMISSION_SUBJECTS.includes(subject)) fail(`unknown subject ${subject}`);

// A user of that licence: no tester level, not an organisation manager, no export rights.
const user = { licenceId, testerLevel: null, isOrganizationManager: false, canExport: false, canExportLocation: false };
const licence = LICENCES.find((entry) => entry.id === licenceId);
console.log(`Licence ${licenceId} (${licence.code}) may ${action} ${subject}: ${can(abilityFor(user), action, subject) ? 'yes' : 'no'}`);
console.log(`Its actions on ${subject}: ${effectiveActions(user, subject).join(', ') || 'none'}`);

function fail(message) {
  console.error(message);
  process.exit(2);
}
