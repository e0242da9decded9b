import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../ui/components/Checkbox/Checkbox';
import { FileDrop } from '../../../ui/components/FileDrop/FileDrop';
import { RadioGroup } from '../../../ui/components/RadioGroup/RadioGroup';
import { Select } from '../../../ui/components/Select/Select';
import { Switch } from '../../../ui/components/Switch/Switch';
import { TextArea } from '../../../ui/components/TextArea/TextArea';
import { TextField } from '../../../ui/components/TextField/TextField';
import { DesignSection } from '../DesignSection';
import { Specimen } from '../Specimen';
import { REGIONS } from '../designListSamples';
import styles from '../DesignSection.module.css';

const REQUEST_TYPES = ['customerService', 'profileSetup', 'training', 'bug'] as const;

export function FormsSection() {
  const { t } = useTranslation();
  const [requestType, setRequestType] = useState(-1);
  const [regions, setRegions] = useState<number[]>([11, 84]);
  const [message, setMessage] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const requestTypes = REQUEST_TYPES.map((type, index) => ({ value: index + 1, name: t(`designList.samples.requestTypes.${type}`) }));

  return (
    <DesignSection id="forms" title={t('designList.forms.title')} lead={t('designList.forms.lead')}>
      <Specimen title={t('designList.forms.textFields')} description={t('designList.forms.textFieldsHint')} isColumn>
        <TextField label={t('designList.forms.email')} type="email" placeholder={t('designList.forms.emailPlaceholder')} description={t('designList.forms.emailHint')} isRequired />
        <TextField label={t('designList.forms.password')} type="password" defaultValue="Cible2024" description={t('designList.forms.passwordHint')} />
        <TextField label={t('designList.forms.phone')} type="tel" defaultValue="01 23" errorMessage={t('designList.forms.phoneError')} />
        <TextField label={t('designList.forms.company')} defaultValue={t('designList.forms.companyValue')} isDisabled />
        <TextField label={t('common.search')} icon="search" placeholder={t('designList.forms.searchPlaceholder')} type="search" />
      </Specimen>

      <Specimen title={t('designList.forms.selects')} description={t('designList.forms.selectsHint')} isColumn>
        <Select
          label={t('designList.forms.requestType')}
          options={requestTypes}
          value={requestType}
          onChange={setRequestType}
          isClearable
          description={t('designList.forms.selectValue', { value: requestType })}
        />
        <Select
          multiple
          label={t('designList.forms.regions')}
          options={REGIONS}
          value={regions}
          onChange={setRegions}
          description={t('designList.forms.selectValues', { value: `[${regions.join(', ')}]` })}
        />
        <Select label={t('designList.forms.regions')} options={REGIONS} errorMessage={t('designList.forms.regionError')} isRequired />
        <Select label={t('designList.forms.licence')} options={requestTypes} defaultValue={1} isDisabled />
      </Specimen>

      <Specimen title={t('designList.forms.textArea')} description={t('designList.forms.textAreaHint')} isColumn>
        <TextArea label={t('designList.forms.message')} isRequired value={message} onChange={setMessage} maxLength={500} showCount placeholder={t('designList.forms.messagePlaceholder')} />
        <TextArea label={t('designList.forms.message')} errorMessage={t('designList.forms.messageError')} rows={2} />
      </Specimen>

      <Specimen title={t('designList.forms.fileDrop')} description={t('designList.forms.fileDropHint')} isColumn>
        <FileDrop label={t('designList.forms.attachment')} description={t('designList.forms.attachmentHint')} file={file} onChange={setFile} />
        <FileDrop label={t('designList.forms.attachment')} file={null} onChange={() => {}} errorMessage={t('designList.forms.attachmentError')} />
      </Specimen>

      <Specimen title={t('designList.forms.choices')} description={t('designList.forms.choicesHint')} isWide>
        <div className={styles.choices}>
          <div className={styles.stack}>
            <Checkbox defaultSelected>{t('designList.forms.newsletter')}</Checkbox>
            <Checkbox description={t('designList.forms.digestHint')}>{t('designList.forms.digest')}</Checkbox>
            <Checkbox isIndeterminate>{t('designList.forms.selectAll')}</Checkbox>
            <Checkbox isDisabled>{t('designList.states.disabled')}</Checkbox>
          </div>
          <div className={styles.stack}>
            <Switch defaultSelected>{t('designList.forms.emailNotifications')}</Switch>
            <Switch>{t('designList.forms.weeklyReport')}</Switch>
            <Switch isDisabled>{t('designList.states.disabled')}</Switch>
          </div>
          <RadioGroup
            label={t('designList.forms.frequency')}
            defaultValue="weekly"
            options={[
              { value: 'daily', label: t('designList.forms.daily') },
              { value: 'weekly', label: t('designList.forms.weekly'), description: t('designList.forms.weeklyHint') },
              { value: 'never', label: t('designList.forms.never'), disabled: true },
            ]}
          />
        </div>
      </Specimen>
    </DesignSection>
  );
}
