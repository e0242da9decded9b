import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/components/Button/Button';
import { Modal } from '../../ui/components/Modal/Modal';
import { TextArea } from '../../ui/components/TextArea/TextArea';
import type { InquiryRequestViewModel } from './InquiryRequestViewModel';

/** The "request an inquiry" dialog of a company card: an optional message, send or cancel. */
export const InquiryDialog = observer(function InquiryDialog({ vm }: { vm: InquiryRequestViewModel }) {
  const { t } = useTranslation();
  return (
    <Modal
      isOpen={vm.isDialogOpen}
      onOpenChange={(open) => {
        if (!open) vm.close();
      }}
      size="sm"
      title={t('quickSearch.inquiry.title')}
      description={t('quickSearch.inquiry.description', { company: vm.companyName ?? '' })}
      footer={
        <>
          <Button variant="secondary" onPress={vm.close}>
            {t('quickSearch.inquiry.cancel')}
          </Button>
          <Button variant="primary" isPending={vm.isSending} onPress={() => void vm.submit()}>
            {t('quickSearch.inquiry.send')}
          </Button>
        </>
      }
    >
      <TextArea label={t('quickSearch.inquiry.message')} value={vm.message} onChange={vm.messageChanged} rows={4} maxLength={1000} />
    </Modal>
  );
});
