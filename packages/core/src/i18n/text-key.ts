import type fr from './fr.json';

/** Plural forms of a key (i18next's suffixes): `key_one`, `key_other`, `key_many` are all the text `key`. */
type WithoutPluralSuffix<K extends string> = K extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? Base : K;

/** The dotted paths of the strings of a nested texts object. */
type LeafKeys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${WithoutPluralSuffix<K>}` : LeafKeys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** The key of a text of core's i18n files (French is the reference: the parity test keeps English in step). */
export type TextKey = LeafKeys<typeof fr>;

/** The names of the catalogues whose labels live in core's i18n files (`catalogue.<name>.<id>`). */
export type CatalogueTextName = keyof (typeof fr)['catalogue'];

/** The keys under a prefix, without it: `TextKeysUnder<'mail.passwordReset'>` is `'subject' | 'greeting' | …`. */
export type TextKeysUnder<Prefix extends string> = TextKey extends infer K ? (K extends `${Prefix}.${infer Rest}` ? Rest : never) : never;
