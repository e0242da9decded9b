import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/components/Button/Button';
import { Modal } from '../../../ui/components/Modal/Modal';
import type { ConnectionKind } from './ConnectionsViewModel';

export interface DisconnectDialogProps {
  /** The connection to disconnect; `null` keeps the dialog closed. */
  kind: ConnectionKind | null;
  /** The account named in the question (address or LinkedIn name). */
  account: string | null;
  isPending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The confirmation before a disconnection (an alert dialog: focus trapped, Escape cancels). */
export function DisconnectDialog({ kind, account, isPending, onCancel, onConfirm }: DisconnectDialogProps) {
  const { t } = useTranslation();
  const what = kind === 'linkedin' ? 'linkedin' : 'mailbox';
  return (
    <Modal
      isOpen={kind !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      role="alertdialog"
      size="sm"
      isDismissable={!isPending}
      isKeyboardDismissDisabled={isPending}
      title={t(`connections.confirm.${what}.title`)}
      footer={
        <>
          <Button onPress={onCancel} isDisabled={isPending}>
            {t('common.cancel')}
          </Button>
          <Button variant="danger" onPress={onConfirm} isPending={isPending}>
            {t('connections.disconnect')}
          </Button>
        </>
      }
    >
      <p>{account ? t(`connections.confirm.${what}.textWithAccount`, { account }) : t(`connections.confirm.${what}.text`)}</p>
    </Modal>
  );
}
