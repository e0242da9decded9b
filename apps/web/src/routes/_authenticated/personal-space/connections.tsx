import { createFileRoute } from '@tanstack/react-router';
import { ConnectionsPage } from '../../../features/personal-space/connections/ConnectionsPage';

/**
 * /personal-space/connections: the connections overview (docs/web-shell.md "Connections overview",
 * docs/adr/007-connections-overview.md).
 */
export const Route = createFileRoute('/_authenticated/personal-space/connections')({ component: ConnectionsPage });
