import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/components/Button/Button';
import { IconButton } from '../../../ui/components/IconButton/IconButton';
import { TextLink } from '../../../ui/components/TextLink/TextLink';
import { DesignSection } from '../DesignSection';
import { Specimen } from '../Specimen';
import { StateSample } from '../StateSample';
import styles from '../DesignSection.module.css';

const VARIANTS = ['primary', 'secondary', 'ghost', 'danger'] as const;

export function ActionsSection() {
  const { t } = useTranslation();
  return (
    <DesignSection id="actions" title={t('designList.actions.title')} lead={t('designList.actions.lead')}>
      <Specimen title={t('designList.actions.buttons')} description={t('designList.actions.buttonsHint')} isWide isColumn>
        <div className={styles.row}>
          {VARIANTS.map((variant) => (
            <StateSample key={variant} caption={t(`designList.actions.variant.${variant}`)}>
              <Button variant={variant} iconStart={variant === 'danger' ? 'trash' : variant === 'primary' ? 'plus' : undefined}>
                {variant === 'danger' ? t('common.delete') : variant === 'primary' ? t('designList.actions.newCampaign') : variant === 'ghost' ? t('common.cancel') : t('designList.actions.export')}
              </Button>
            </StateSample>
          ))}
          <StateSample caption={t('designList.states.disabled')}>
            <Button variant="primary" isDisabled>
              {t('common.save')}
            </Button>
          </StateSample>
          <StateSample caption={t('designList.states.loading')}>
            <Button variant="primary" isPending>
              {t('common.save')}
            </Button>
          </StateSample>
        </div>
        <div className={styles.row}>
          <StateSample caption={t('designList.actions.size.sm')}>
            <Button size="sm">{t('designList.actions.export')}</Button>
          </StateSample>
          <StateSample caption={t('designList.actions.size.md')}>
            <Button>{t('designList.actions.export')}</Button>
          </StateSample>
          <StateSample caption={t('designList.actions.size.lg')}>
            <Button size="lg" variant="primary" iconEnd="chevronRight">
              {t('common.next')}
            </Button>
          </StateSample>
        </div>
      </Specimen>

      <Specimen title={t('designList.actions.iconButtons')} description={t('designList.actions.iconButtonsHint')}>
        <StateSample caption={t('designList.actions.variant.ghost')}>
          <IconButton icon="edit" label={t('common.edit')} />
        </StateSample>
        <StateSample caption={t('designList.actions.variant.secondary')}>
          <IconButton icon="settings" variant="secondary" label={t('designList.actions.settings')} />
        </StateSample>
        <StateSample caption={t('designList.actions.variant.danger')}>
          <IconButton icon="trash" variant="danger" label={t('common.delete')} />
        </StateSample>
        <StateSample caption={t('designList.states.disabled')}>
          <IconButton icon="mail" label={t('designList.actions.sendMail')} isDisabled />
        </StateSample>
        <StateSample caption={t('designList.actions.size.sm')}>
          <IconButton icon="close" size="sm" label={t('common.close')} />
        </StateSample>
      </Specimen>

      <Specimen title={t('designList.actions.links')} description={t('designList.actions.linksHint')}>
        <StateSample caption={t('designList.states.default')}>
          <TextLink href="#actions">{t('designList.actions.seeMore')}</TextLink>
        </StateSample>
        <StateSample caption={t('designList.actions.subtle')}>
          <TextLink href="#actions" variant="subtle">
            {t('designList.actions.helpCentre')}
          </TextLink>
        </StateSample>
        <StateSample caption={t('designList.actions.external')}>
          <TextLink href="https://www.example.com" isExternal>
            {t('designList.actions.companyCard')}
          </TextLink>
        </StateSample>
        <StateSample caption={t('designList.states.disabled')}>
          <TextLink isDisabled>{t('designList.actions.seeMore')}</TextLink>
        </StateSample>
      </Specimen>
    </DesignSection>
  );
}
