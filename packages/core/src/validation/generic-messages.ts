/**
 * Generic toasts (verbatim from the error catalogue): the error of a failed delete, duplicate or update,
 * and the three successes.
 * @rule app-shell §8, prospecting §8 · generic toasts for delete, duplicate and update
 */
export const GENERIC_MESSAGES_FR = {
  error: 'Nous avons rencontré une erreur',
  deleted: 'Cet élément a bien été supprimé',
  duplicated: 'Cet élément a bien été dupliqué',
  updated: 'La modification a bien été enregistrée',
} as const;

/**
 * Error toast of a failed quick search (verbatim); the result lists are emptied.
 * @rule app-shell §8 · quick search failure toast
 */
export const QUICK_SEARCH_ERROR_FR = "Il y a eu une erreur lors de l'extraction des résultats. Veuillez réessayer plus tard.";
