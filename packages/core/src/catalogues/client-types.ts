import type { CatalogueEntry } from './catalogue-entry';
import { labelled } from './catalogue-entry';

/**
 * Client type ids (docs/rules/catalogues-places-companies.md "Client types and structure types"): 162 B2B, 167 B2B and
 * B2C, 169 B2C.
 */
export type ClientTypeId = 162 | 167 | 169;

export interface ClientType extends CatalogueEntry<ClientTypeId> {
  /** Whether the company sells to businesses. */
  readonly sellsToBusinesses: boolean;
  /** Whether the company sells to consumers. */
  readonly sellsToConsumers: boolean;
}

/**
 * Client types: whom a company sells to.
 * @rule prospecting §3 · client types 162 B2B, 167 B2B and B2C, 169 B2C
 */
export const CLIENT_TYPES: readonly ClientType[] = labelled<ClientType>('clientTypes', [
  { id: 162, sellsToBusinesses: true, sellsToConsumers: false },
  { id: 167, sellsToBusinesses: true, sellsToConsumers: true },
  { id: 169, sellsToBusinesses: false, sellsToConsumers: true },
]);
