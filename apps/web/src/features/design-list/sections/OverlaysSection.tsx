import { useState } from 'react';
import { DialogTrigger } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/components/Button/Button';
import { CountBadge } from '../../../ui/components/Badge/CountBadge';
import { EmptyState } from '../../../ui/components/EmptyState/EmptyState';
import { IconButton } from '../../../ui/components/IconButton/IconButton';
import { ConfirmDialog } from '../../../ui/components/ConfirmDialog/ConfirmDialog';
import { Modal } from '../../../ui/components/Modal/Modal';
import { PopoverDialog } from '../../../ui/components/Popover/PopoverDialog';
import { Select } from '../../../ui/components/Select/Select';
import { TextArea } from '../../../ui/components/TextArea/TextArea';
import { Tooltip } from '../../../ui/components/Tooltip/Tooltip';
import { TextLink } from '../../../ui/components/TextLink/TextLink';
import { DesignSection } from '../DesignSection';
import { Specimen } from '../Specimen';
import { StateSample } from '../StateSample';
import styles from '../DesignSection.module.css';

const REQUEST_TYPES = ['customerService', 'profileSetup', 'training', 'bug'] as const;

export function OverlaysSection() {
  const { t } = useTranslation();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const requestTypes = REQUEST_TYPES.map((type, index) => ({ value: index + 1, name: t(`designList.samples.requestTypes.${type}`) }));

  return (
    <DesignSection id="overlays" title={t('designList.overlays.title')} lead={t('designList.overlays.lead')} columns={3}>
      <Specimen title={t('designList.overlays.modal')} description={t('designList.overlays.modalHint')}>
        <StateSample caption={t('designList.overlays.form')}>
          <DialogTrigger>
            <Button iconStart="help">{t('designList.overlays.contactUs')}</Button>
            <Modal
              title={t('designList.overlays.helpTitle')}
              description={t('designList.overlays.helpPromise')}
              footer={(close) => (
                <>
                  <Button variant="ghost" onPress={close}>
                    {t('common.cancel')}
                  </Button>
                  <Button variant="primary" onPress={close}>
                    {t('common.validate')}
                  </Button>
                </>
              )}
            >
              <div className={`${styles.stage} ${styles.column}`}>
                <Select label={t('designList.forms.requestType')} options={requestTypes} defaultValue={1} />
                <TextArea label={t('designList.forms.message')} isRequired placeholder={t('designList.forms.messagePlaceholder')} />
              </div>
            </Modal>
          </DialogTrigger>
        </StateSample>
        <StateSample caption={t('designList.overlays.confirm')}>
          <Button variant="danger" iconStart="trash" onPress={() => setConfirmOpen(true)}>
            {t('designList.overlays.deleteList')}
          </Button>
          <ConfirmDialog
            isOpen={confirmOpen}
            title={t('designList.overlays.confirmTitle')}
            confirmLabel={t('common.delete')}
            onConfirm={() => setConfirmOpen(false)}
            onCancel={() => setConfirmOpen(false)}
          >
            <p>{t('designList.overlays.confirmText')}</p>
          </ConfirmDialog>
        </StateSample>
      </Specimen>

      <Specimen title={t('designList.overlays.popover')} description={t('designList.overlays.popoverHint')}>
        <StateSample caption={t('designList.overlays.notificationPanel')}>
          <DialogTrigger>
            <CountBadge count={4}>
              <IconButton icon="bell" variant="secondary" label={t('designList.overlays.notifications')} />
            </CountBadge>
            <PopoverDialog title={t('designList.overlays.notifications')} placement="bottom start" width={320}>
              <EmptyState
                isCompact
                icon="bell"
                title={t('designList.overlays.noNotification')}
                text={t('designList.overlays.noNotificationText')}
                action={<TextLink href="#overlays">{t('designList.overlays.notificationSettings')}</TextLink>}
              />
            </PopoverDialog>
          </DialogTrigger>
        </StateSample>
      </Specimen>

      <Specimen title={t('designList.overlays.tooltip')} description={t('designList.overlays.tooltipHint')}>
        <StateSample caption={t('designList.overlays.onButton')}>
          <Tooltip content={t('designList.overlays.blurred')}>
            <Button iconStart="info">{t('designList.overlays.hiddenContent')}</Button>
          </Tooltip>
        </StateSample>
        <StateSample caption={t('designList.overlays.placementBottom')}>
          <Tooltip content={t('designList.overlays.quota', { count: 15 })} placement="bottom">
            <Button isDisabled={false} variant="secondary">
              {t('designList.overlays.requestInquiry')}
            </Button>
          </Tooltip>
        </StateSample>
      </Specimen>
    </DesignSection>
  );
}
