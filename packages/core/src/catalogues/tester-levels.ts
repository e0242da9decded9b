/** Tester levels (docs/rules/access.md "Model"): Alpha grants alpha and beta features, Beta grants beta features. */
export type TesterLevel = 'Alpha' | 'Beta';

export const TESTER_LEVELS: readonly TesterLevel[] = ['Alpha', 'Beta'];

/** A feature's release stage: generally available, beta (alpha or beta testers) or alpha (alpha testers only). */
export type FeatureStage = 'ga' | 'beta' | 'alpha';

/** Rank of a tester level: none 0 < Beta 1 < Alpha 2. */
export function testerRank(level: TesterLevel | null | undefined): number {
  if (level === 'Alpha') return 2;
  if (level === 'Beta') return 1;
  return 0;
}

/**
 * Whether a user of this tester level may use a feature of this stage.
 * @rule app-shell §6 · Alpha grants alpha and beta features, Beta grants beta features
 */
export function testerLevelAllows(level: TesterLevel | null | undefined, stage: FeatureStage): boolean {
  if (stage === 'ga') return true;
  if (stage === 'beta') return testerRank(level) >= 1;
  return testerRank(level) >= 2;
}
