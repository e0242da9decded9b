import { z } from 'zod';
import { PORT_LIMITS } from './api-primitives';
import { CountSchema } from './counters';
import { queryInt } from './query-params';

/**
 * Paging of list calls: `limit` (1 to `maxLimit`, default `defaultLimit`) and `offset` (0 to 1 000 000, default 0),
 * as query-string fields (GET) — strings accepted.
 */
export function paginationQuery(defaultLimit: number, maxLimit: number = PORT_LIMITS.pageLimit) {
  return {
    limit: queryInt(1, maxLimit).default(defaultLimit),
    offset: queryInt(0, PORT_LIMITS.maxOffset).default(0),
  };
}

/** Paging as body fields (POST searches): numbers only. */
export function paginationBody(defaultLimit: number, maxLimit: number = PORT_LIMITS.pageLimit) {
  return {
    limit: z.number().int().min(1).max(maxLimit).default(defaultLimit),
    offset: z.number().int().min(0).max(PORT_LIMITS.maxOffset).default(0),
  };
}

/** The default paging of list queries: 20 per page, at most 1000. */
export const PaginationQuerySchema = z.strictObject(paginationQuery(20));
export type PaginationQuery = z.infer<typeof PaginationQuerySchema>;

/** The shape of a paged list answer: `{ [listKey]: Item[], [countKey]: number }`. */
export type PagedListShape<Item extends z.ZodType, ListKey extends string, CountKey extends string> = {
  [K in ListKey]: z.ZodArray<Item>;
} & { [K in CountKey]: z.ZodNumber };

/**
 * A paged list, the contract's usual answer (docs/rules/ports.md "Conventions (designed)", Paging):
 * `pagedList(SequenceSchema, 'sequence_list', 'sequence_count')` describes
 * `{ sequence_list: Sequence[], sequence_count: number }`. The count is the total matching the filter, not the page
 * size.
 */
export function pagedList<Item extends z.ZodType, ListKey extends string, CountKey extends string>(
  item: Item,
  listKey: ListKey,
  countKey: CountKey,
): z.ZodObject<PagedListShape<Item, ListKey, CountKey>> {
  const shape = { [listKey]: z.array(item), [countKey]: CountSchema };
  return z.object(shape) as unknown as z.ZodObject<PagedListShape<Item, ListKey, CountKey>>;
}

/** A list without count (`{ [listKey]: Item[] }`), for short lists that are never paged. */
export function listOnlyResponse<Item extends z.ZodType, ListKey extends string>(
  item: Item,
  listKey: ListKey,
): z.ZodObject<{ [K in ListKey]: z.ZodArray<Item> }> {
  return z.object({ [listKey]: z.array(item) }) as unknown as z.ZodObject<{ [K in ListKey]: z.ZodArray<Item> }>;
}

/** @deprecated The former name of {@link pagedList}. */
export const listResponse = pagedList;

/** @deprecated The former name of {@link PagedListShape}. */
export type ListResponseShape<Item extends z.ZodType, ListKey extends string, CountKey extends string> = PagedListShape<Item, ListKey, CountKey>;
