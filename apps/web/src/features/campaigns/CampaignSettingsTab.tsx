import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Card } from '../../ui/components/Card/Card';
import { Checkbox } from '../../ui/components/Checkbox/Checkbox';
import { Select } from '../../ui/components/Select/Select';
import { TextField } from '../../ui/components/TextField/TextField';
import { CampaignSaveForm } from './CampaignSaveForm';
import type { CampaignDetailsViewModel, CampaignDraftField } from './CampaignDetailsViewModel';

/** The settings tab: name, sender, subject, pre-header, mirror link and its text. */
export const CampaignSettingsTab = observer(function CampaignSettingsTab({ vm }: { vm: CampaignDetailsViewModel }) {
  const { t } = useTranslation();
  const draft = vm.draft;
  if (draft === null) return null;
  const errorOf = (field: CampaignDraftField) => {
    const error = vm.errorOf(field);
    return error === null ? undefined : t(`campaigns.details.fieldErrors.${error}`);
  };
  return (
    <Card>
      <CampaignSaveForm
        onSave={() => void vm.save()}
        error={vm.error}
        errorText={(error) => t(`campaigns.errors.${error}`)}
        savedText={vm.saved ? t('campaigns.details.saved') : null}
        saving={vm.saving}
        canSave={vm.changed}
        saveLabel={t('campaigns.details.save')}
        readOnlyText={vm.readOnly ? t('campaigns.details.readOnly') : null}
      >
        <TextField label={t('campaigns.details.name')} isRequired isReadOnly={vm.readOnly} value={draft.name} onChange={(value) => vm.setField('name', value)} errorMessage={errorOf('name')} />
        <Select
          label={t('campaigns.details.sender')}
          placeholder={t('campaigns.details.noSender')}
          description={vm.senders.value !== null && vm.senderOptions.length === 0 ? t('campaigns.details.noSenderYet') : undefined}
          options={vm.senderOptions}
          value={draft.sender_id ?? undefined}
          isDisabled={vm.readOnly}
          onChange={(value) => vm.setField('sender_id', value)}
        />
        <TextField label={t('campaigns.details.subject')} isReadOnly={vm.readOnly} value={draft.email_subject} onChange={(value) => vm.setField('email_subject', value)} errorMessage={errorOf('email_subject')} />
        <TextField
          label={t('campaigns.details.preHeader')}
          description={t('campaigns.details.preHeaderHelp')}
          isReadOnly={vm.readOnly}
          value={draft.email_pre_header}
          onChange={(value) => vm.setField('email_pre_header', value)}
          errorMessage={errorOf('email_pre_header')}
        />
        <Checkbox isSelected={draft.mirror_link} isDisabled={vm.readOnly} onChange={(value) => vm.setField('mirror_link', value)} description={t('campaigns.details.mirrorLinkHelp')}>
          {t('campaigns.details.mirrorLink')}
        </Checkbox>
        {draft.mirror_link && (
          <TextField label={t('campaigns.details.mirrorLinkText')} isRequired isReadOnly={vm.readOnly} value={draft.mirror_link_text} onChange={(value) => vm.setField('mirror_link_text', value)} errorMessage={errorOf('mirror_link_text')} />
        )}
      </CampaignSaveForm>
    </Card>
  );
});
