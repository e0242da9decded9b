import { useTranslation } from 'react-i18next';
import { tokens } from '../../../ui/tokens';
import { DesignSection } from '../DesignSection';
import { Specimen } from '../Specimen';
import sectionStyles from '../DesignSection.module.css';
import styles from './FoundationsSection.module.css';

const nameOf = (reference: string) => reference.slice('var('.length, -1);

/** Text colour that reads on a scale step (light steps get dark text). */
const inkOn = (step: string) => (Number(step) >= 500 ? tokens.color.text.inverse : tokens.color.text.default);

const SEMANTIC = [
  ['surface', tokens.color.bg.surface],
  ['canvas', tokens.color.bg.canvas],
  ['muted', tokens.color.bg.muted],
  ['selected', tokens.color.bg.selected],
  ['border', tokens.color.border.default],
  ['borderStrong', tokens.color.border.strong],
  ['text', tokens.color.text.default],
  ['textSecondary', tokens.color.text.secondary],
  ['textTertiary', tokens.color.text.tertiary],
  ['link', tokens.color.text.link],
  ['focus', tokens.color.border.focus],
  ['inverse', tokens.color.bg.inverse],
] as const;

const STATUS = [
  ['success', tokens.color.success],
  ['warning', tokens.color.warning],
  ['error', tokens.color.error],
  ['info', tokens.color.info],
] as const;

const TYPE = [
  ['3xl', tokens.text['3xl'], tokens.weight.bold],
  ['2xl', tokens.text['2xl'], tokens.weight.semibold],
  ['xl', tokens.text.xl, tokens.weight.semibold],
  ['lg', tokens.text.lg, tokens.weight.medium],
  ['md', tokens.text.md, tokens.weight.regular],
  ['sm', tokens.text.sm, tokens.weight.regular],
  ['xs', tokens.text.xs, tokens.weight.regular],
] as const;

const SCALES = ['brand', 'neutral'] as const;
const RADII = ['sm', 'md', 'lg', 'xl', 'full'] as const;
const SHADOWS = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
const SPACES = ['1', '2', '3', '4', '5', '6', '8', '10', '12', '16'] as const;
const SPACE_PX: Record<(typeof SPACES)[number], number> = { 1: 4, 2: 8, 3: 12, 4: 16, 5: 20, 6: 24, 8: 32, 10: 40, 12: 48, 16: 64 };

export function FoundationsSection() {
  const { t } = useTranslation();
  return (
    <DesignSection id="foundations" title={t('designList.foundations.title')} lead={t('designList.foundations.lead')}>
      <Specimen title={t('designList.foundations.colours')} description={t('designList.foundations.coloursHint')} isWide isColumn>
        {SCALES.map((scale) => (
          <div key={scale} className={styles.swatchGroup}>
            <span className={styles.groupTitle}>{t(`designList.foundations.scale.${scale}`)}</span>
            <div className={styles.scale}>
              {Object.entries(tokens.color[scale]).map(([step, value]) => (
                <div key={step} className={styles.scaleStep} style={{ background: value, color: inkOn(step) }} title={nameOf(value)}>
                  {step}
                </div>
              ))}
            </div>
          </div>
        ))}
        <div className={styles.swatchGroup}>
          <span className={styles.groupTitle}>{t('designList.foundations.scale.status')}</span>
          <div className={styles.swatches}>
            {STATUS.map(([name, scale]) => (
              <div key={name} className={styles.swatch}>
                <div className={styles.swatchColor} style={{ background: `linear-gradient(90deg, ${scale['600']} 0 50%, ${scale['50']} 50% 100%)` }} />
                <div className={styles.swatchText}>
                  <span className={styles.swatchName}>{t(`designList.foundations.status.${name}`)}</span>
                  <span className={styles.token}>{nameOf(scale['600'])}</span>
                </div>
              </div>
            ))}
          </div>
        </div>
        <div className={styles.swatchGroup}>
          <span className={styles.groupTitle}>{t('designList.foundations.scale.semantic')}</span>
          <div className={styles.swatches}>
            {SEMANTIC.map(([name, value]) => (
              <div key={name} className={styles.swatch}>
                <div className={styles.swatchColor} style={{ background: value }} />
                <div className={styles.swatchText}>
                  <span className={styles.swatchName}>{t(`designList.foundations.semantic.${name}`)}</span>
                  <span className={styles.token}>{nameOf(value)}</span>
                </div>
              </div>
            ))}
          </div>
        </div>
      </Specimen>

      <Specimen title={t('designList.foundations.type')} description={t('designList.foundations.typeHint')} isWide isColumn>
        {TYPE.map(([name, size, weight]) => (
          <div key={name} className={styles.typeRow}>
            <span className={styles.token}>{nameOf(size)}</span>
            <span className={styles.typeSample} style={{ fontSize: size, fontWeight: weight }}>
              {t('designList.foundations.typeSample')}
            </span>
          </div>
        ))}
      </Specimen>

      <Specimen title={t('designList.foundations.spacing')} description={t('designList.foundations.spacingHint')} isColumn>
        {SPACES.map((step) => (
          <div key={step} className={styles.spaceRow}>
            <span className={styles.token}>{nameOf(tokens.space[step])}</span>
            <span className={styles.token}>{`${SPACE_PX[step]}px`}</span>
            <span className={styles.spaceBar} style={{ width: tokens.space[step] }} />
          </div>
        ))}
      </Specimen>

      <div className={sectionStyles.pair}>
        <Specimen title={t('designList.foundations.radii')} description={t('designList.foundations.radiiHint')}>
          <div className={styles.tiles}>
            {RADII.map((radius) => (
              <div key={radius} className={styles.tile}>
                <div className={`${styles.tileBox} ${styles.radiusBox}`} style={{ borderRadius: tokens.radius[radius] }} />
                <span className={styles.token}>{nameOf(tokens.radius[radius])}</span>
              </div>
            ))}
          </div>
        </Specimen>

        <Specimen title={t('designList.foundations.shadows')} description={t('designList.foundations.shadowsHint')}>
          <div className={`${styles.tiles} ${styles.shadowStage}`}>
            {SHADOWS.map((shadow) => (
              <div key={shadow} className={styles.tile}>
                <div className={`${styles.tileBox} ${styles.shadowBox}`} style={{ boxShadow: tokens.shadow[shadow] }} />
                <span className={styles.token}>{nameOf(tokens.shadow[shadow])}</span>
              </div>
            ))}
          </div>
        </Specimen>
      </div>
    </DesignSection>
  );
}
