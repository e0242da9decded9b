import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { INQUIRY_TYPES } from '@cible/core';
import type { InquiryTypeId } from '@cible/core';
import { useCoreText } from '../../i18n/coreText';
import { Button } from '../../ui/components/Button/Button';
import { Modal } from '../../ui/components/Modal/Modal';
import { RadioGroup } from '../../ui/components/RadioGroup/RadioGroup';
import { Select } from '../../ui/components/Select/Select';
import { TextArea } from '../../ui/components/TextArea/TextArea';
import { TextField } from '../../ui/components/TextField/TextField';
import type { InquiryRequestViewModel } from './InquiryRequestViewModel';
import styles from './Inquiries.module.css';

/**
 * The "request an inquiry" popup (quick-search company cards, /reports): the company (fixed from a card, searched
 * otherwise), optionally one of its contacts, the type and sub-type, a message; send or cancel.
 */
export const InquiryDialog = observer(function InquiryDialog({ vm }: { vm: InquiryRequestViewModel }) {
  const { t } = useTranslation();
  const coreText = useCoreText();
  const query = vm.companyQuery.trim();
  return (
    <Modal
      isOpen={vm.isDialogOpen}
      onOpenChange={(open) => {
        if (!open) vm.close();
      }}
      size="md"
      title={t('quickSearch.inquiry.title')}
      description={vm.companyId !== null ? t('quickSearch.inquiry.description', { company: vm.companyName ?? '' }) : t('inquiries.dialog.chooseCompany')}
      footer={
        <>
          <Button variant="secondary" onPress={vm.close}>
            {t('quickSearch.inquiry.cancel')}
          </Button>
          <Button variant="primary" isPending={vm.isSending} isDisabled={!vm.canSubmit} onPress={() => void vm.submit()}>
            {t('quickSearch.inquiry.send')}
          </Button>
        </>
      }
    >
      <div className={styles.form}>
        {vm.companyId === null ? (
          <div className={styles.companySearch}>
            <TextField
              label={t('inquiries.dialog.company')}
              type="search"
              icon="search"
              placeholder={t('inquiries.dialog.companyPlaceholder')}
              value={vm.companyQuery}
              onChange={vm.companyQueryChanged}
              autoFocus
            />
            <div aria-live="polite" className={styles.searchStatus}>
              {vm.isSearchingCompanies && t('inquiries.dialog.searching')}
              {!vm.isSearchingCompanies && vm.companySearchFailed && t('inquiries.dialog.searchFailed')}
              {!vm.isSearchingCompanies && !vm.companySearchFailed && query.length >= 2 && vm.companyOptions.length === 0 && t('inquiries.dialog.noCompany')}
            </div>
            {vm.companyOptions.length > 0 && (
              <ul className={styles.companyResults} aria-label={t('inquiries.dialog.companyResults')}>
                {vm.companyOptions.map((option) => (
                  <li key={option.id}>
                    <Button variant="ghost" size="sm" className={styles.companyOption} onPress={() => vm.companyChosen(option)}>
                      {option.name}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        ) : (
          <div className={styles.chosenCompany}>
            <span>
              <span className={styles.fieldName}>{t('inquiries.dialog.company')} : </span>
              <strong>{vm.companyName}</strong>
            </span>
            {!vm.isCompanyFixed && (
              <Button variant="ghost" size="sm" onPress={() => vm.companyPicked(null)}>
                {t('inquiries.dialog.changeCompany')}
              </Button>
            )}
          </div>
        )}
        <Select
          label={t('inquiries.dialog.contact')}
          placeholder={vm.isLoadingContacts ? t('inquiries.dialog.loadingContacts') : t('inquiries.dialog.noContactChosen')}
          options={vm.contactOptions.map((option) => ({ value: option.id, name: option.name }))}
          value={vm.contactId ?? -1}
          onChange={vm.contactPicked}
          isClearable
          isDisabled={vm.companyId === null || vm.contactOptions.length === 0}
          description={vm.companyId !== null && !vm.isLoadingContacts && vm.contactOptions.length === 0 ? t('inquiries.dialog.noContacts') : undefined}
        />
        <RadioGroup
          label={t('inquiries.dialog.type')}
          orientation="horizontal"
          options={INQUIRY_TYPES.map((type) => ({ value: String(type.id), label: coreText(type.label) }))}
          value={String(vm.inquiryTypeId)}
          onChange={(value) => vm.inquiryTypeChanged(Number(value) as InquiryTypeId)}
          isInvalid={vm.isContactMissing}
          errorMessage={vm.isContactMissing ? t('inquiries.dialog.contactRequired') : undefined}
        />
        <Select
          label={t('inquiries.dialog.subType')}
          placeholder={t('inquiries.dialog.noSubType')}
          options={vm.subTypeOptions.map((subType) => ({ value: subType.id, name: coreText(subType.label) }))}
          value={vm.subTypeId ?? -1}
          onChange={(value) => vm.subTypeChanged(value > 0 ? value : null)}
          isClearable
        />
        <TextArea label={t('quickSearch.inquiry.message')} value={vm.message} onChange={vm.messageChanged} rows={3} maxLength={1000} />
      </div>
    </Modal>
  );
});
