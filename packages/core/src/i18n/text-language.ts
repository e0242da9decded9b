/** The languages of the product's texts: French (the default) and English. */
export type TextLanguage = 'fr' | 'en';

/** Every language whose texts core ships, French first. */
export const TEXT_LANGUAGES: readonly TextLanguage[] = ['fr', 'en'];
