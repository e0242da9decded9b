import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';

export interface ConfirmDialogProps {
  isOpen: boolean;
  title: ReactNode;
  /** The question, with what it acts on. */
  children: ReactNode;
  /** The confirming action's label ("Supprimer", "Déconnecter"…). */
  confirmLabel: ReactNode;
  /** The way out's label: "Annuler" unless told. */
  cancelLabel?: ReactNode;
  onConfirm: () => void;
  /** Cancel, Escape or a click outside. */
  onCancel: () => void;
  /** The action is running: the confirm button spins, the dialog cannot be dismissed. */
  isPending?: boolean;
  /** `danger` (the default) for what cannot be undone, `primary` for a confirmation that costs (credits…). */
  tone?: 'danger' | 'primary';
  /** The action waits for something the dialog asks (an acknowledgement ticked…). */
  isConfirmDisabled?: boolean;
}

/** A confirmation that interrupts (alertdialog): the question, a way out and the action, the action last. */
export function ConfirmDialog({ isOpen, title, children, confirmLabel, cancelLabel, onConfirm, onCancel, isPending = false, tone = 'danger', isConfirmDisabled = false }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      role="alertdialog"
      size="sm"
      isDismissable={!isPending}
      isKeyboardDismissDisabled={isPending}
      title={title}
      footer={
        <>
          <Button variant={tone === 'primary' ? 'ghost' : undefined} onPress={onCancel} isDisabled={isPending}>
            {cancelLabel ?? t('common.cancel')}
          </Button>
          <Button variant={tone} onPress={onConfirm} isPending={isPending} isDisabled={isConfirmDisabled}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
