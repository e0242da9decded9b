import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/components/Button/Button';
import { Checkbox } from '../../ui/components/Checkbox/Checkbox';
import { Modal } from '../../ui/components/Modal/Modal';
import { Select } from '../../ui/components/Select/Select';
import { TextField } from '../../ui/components/TextField/TextField';
import type { CampaignSendersViewModel, SenderField } from './CampaignSendersViewModel';
import styles from './Campaigns.module.css';

/** The sender form (create or edit): name, local part, domain among the organisation's, reply-to, default. */
export const CampaignSenderDialog = observer(function CampaignSenderDialog({ vm }: { vm: CampaignSendersViewModel }) {
  const { t } = useTranslation();
  const form = vm.form;
  const errorOf = (field: SenderField) => {
    const error = vm.errorOf(field);
    return error === null ? undefined : t(`campaigns.senders.fieldErrors.${error}`);
  };
  const domains = vm.domains.map((name, index) => ({ value: index, name }));
  const domainIndex = form ? vm.domains.indexOf(form.draft.sender_email_domain_name_part) : -1;
  return (
    <Modal
      isOpen={form !== null}
      onOpenChange={(open) => {
        if (!open && !vm.saving) vm.closeForm();
      }}
      title={form?.id === null ? t('campaigns.senders.createTitle') : t('campaigns.senders.editTitle')}
      description={form ? t('campaigns.senders.addressPreview', { address: vm.address }) : undefined}
      footer={
        <>
          <Button onPress={vm.closeForm} isDisabled={vm.saving}>
            {t('common.cancel')}
          </Button>
          <Button variant="primary" type="submit" form="campaign-sender-form" isPending={vm.saving}>
            {t('campaigns.senders.save')}
          </Button>
        </>
      }
    >
      {form && (
        <form
          id="campaign-sender-form"
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void vm.submit();
          }}
        >
          <TextField label={t('campaigns.senders.name')} isRequired value={form.draft.sender_name} onChange={(value) => vm.setField('sender_name', value)} errorMessage={errorOf('sender_name')} />
          <div className={styles.row}>
            <TextField
              label={t('campaigns.senders.localPart')}
              description={t('campaigns.senders.localPartHelp')}
              isRequired
              value={form.draft.sender_email_local_part}
              onChange={(value) => vm.setField('sender_email_local_part', value.trim())}
              errorMessage={errorOf('sender_email_local_part')}
            />
            <Select
              label={t('campaigns.senders.domain')}
              isRequired
              options={domains}
              value={domainIndex >= 0 ? domainIndex : undefined}
              onChange={(index) => vm.setField('sender_email_domain_name_part', vm.domains[index] ?? '')}
              errorMessage={errorOf('sender_email_domain_name_part')}
            />
          </div>
          <TextField label={t('campaigns.senders.replyTo')} type="email" description={t('campaigns.senders.replyToHelp')} value={form.draft.reply_to_email} onChange={(value) => vm.setField('reply_to_email', value)} errorMessage={errorOf('reply_to_email')} />
          <Checkbox isSelected={form.draft.is_default} onChange={(value) => vm.setField('is_default', value)} description={t('campaigns.senders.defaultHelp')}>
            {t('campaigns.senders.makeDefault')}
          </Checkbox>
          {vm.error !== null && (
            <p className={styles.error} role="alert">
              {t(`campaigns.errors.${vm.error}`)}
            </p>
          )}
        </form>
      )}
    </Modal>
  );
});
