import type { TextKey } from './text-key';

/** A value put into a text: a plain string (a name, a code), a number (formatted in the reader's language) or another text. */
export type TextParam = string | number | Text;

/**
 * A user-facing text as core hands it out: the key of a sentence or label of core's i18n files (`i18n/fr.json`,
 * `i18n/en.json`) and the values put into its `{{placeholders}}`. A numeric `count` picks the plural form
 * (`key_one`, `key_other`, `key_many`). The web app and the API render it in the reader's language (renderText).
 */
export interface Text {
  readonly key: TextKey;
  readonly params?: Readonly<Record<string, TextParam>>;
}

/** A text of core's i18n files, with the values of its placeholders. */
export function text(key: TextKey, params?: Readonly<Record<string, TextParam>>): Text {
  return params === undefined ? { key } : { key, params };
}

/** Whether a value is a {@link Text} (an object with a string key). */
export function isText(value: unknown): value is Text {
  return typeof value === 'object' && value !== null && typeof (value as { key?: unknown }).key === 'string';
}

/** A value shown as it is in every language (a typed keyword, an entity's name): the text `verbatim`, "{{value}}". */
export function verbatim(value: string): Text {
  return { key: 'verbatim', params: { value } };
}

/** Renders a text in some language (the web app's `coreText`, the API's `translate`): what view-models are given. */
export type TextRenderer = (text: Text) => string;
