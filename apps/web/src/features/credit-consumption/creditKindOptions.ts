import { CREDIT_HISTORY_TYPES, CREDIT_KINDS } from '@cible/core';
import type { CreditHistoryType, CreditKindCode, SelectOption, Text } from '@cible/core';

/** The credit kinds as select options (value: the catalogue id), labelled by core's catalogue. */
export function creditKindOptions(render: (text: Text) => string): SelectOption[] {
  return CREDIT_KINDS.map((kind) => ({ value: kind.id, name: render(kind.label) }));
}

/** The kind of a select value (the catalogue id), the first kind when unknown. */
export function creditKindOfValue(value: number): CreditKindCode {
  return (CREDIT_KINDS.find((kind) => kind.id === value) ?? CREDIT_KINDS[0]!).code;
}

/** The select value of a kind. */
export function creditKindValue(kind: CreditKindCode): number {
  return CREDIT_KINDS.find((candidate) => candidate.code === kind)?.id ?? CREDIT_KINDS[0]!.id;
}

/** A history type as a select value (position + 1; -1: every type) and back. */
export const historyTypeValue = (type: CreditHistoryType | null): number => (type === null ? -1 : CREDIT_HISTORY_TYPES.indexOf(type) + 1);
export const historyTypeOfValue = (value: number): CreditHistoryType | null => CREDIT_HISTORY_TYPES[value - 1] ?? null;
