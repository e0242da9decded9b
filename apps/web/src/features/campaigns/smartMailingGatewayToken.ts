import type { SmartMailingGateway } from '@cible/core';
import { token } from '../../di/token';

/**
 * The smart-mailing port (senders, sending domains, header and footer, campaigns, targets, statistics). Declared and
 * bound with the campaign pages' module (di/modules/campaignsModule.ts), not in the app-wide tokens: the first route is
 * at its budget (docs/performance.md).
 */
export const SMART_MAILING_GATEWAY = token<SmartMailingGateway>('SmartMailingGateway');
