/**
 * The French texts of the specification's error catalogues (the app shell's and the prospecting work's), verbatim: the
 * oracle the tests compare the screens with. The product's texts are the web app's i18n files (i18n/specTexts.test.ts
 * checks that they hold these); core holds none of them (docs/ui.md, "Where texts live").
 */
export const SPEC_TEXTS = {
  quickSearchFailure: "Il y a eu une erreur lors de l'extraction des résultats. Veuillez réessayer plus tard.",
  inquiryQuota: (count: number) =>
    `Vous avez déjà ${count} demandes en cours. Afin de fluidifier la qualité de leurs traitements, veuillez patienter pour faire votre prochaine demande.`,
  blurredContent: "Votre licence ne vous permet pas d'accéder à ce contenu.",
  helpMessageRequired: 'Vous devez écrire un message',
  helpFileTooLarge: 'Votre fichier doit faire moins de 3 MB',
  helpSent: 'Votre message a bien été envoyé',
  genericError: 'Nous avons rencontré une erreur',
  genericDeleted: 'Cet élément a bien été supprimé',
  genericDuplicated: 'Cet élément a bien été dupliqué',
  genericUpdated: 'La modification a bien été enregistrée',
} as const;
