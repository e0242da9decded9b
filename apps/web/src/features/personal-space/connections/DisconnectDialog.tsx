import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/components/ConfirmDialog/ConfirmDialog';
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
    <ConfirmDialog
      isOpen={kind !== null}
      title={t(`connections.confirm.${what}.title`)}
      confirmLabel={t('connections.disconnect')}
      isPending={isPending}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>{account ? t(`connections.confirm.${what}.textWithAccount`, { account }) : t(`connections.confirm.${what}.text`)}</p>
    </ConfirmDialog>
  );
}
