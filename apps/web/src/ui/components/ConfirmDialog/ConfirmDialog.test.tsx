import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './ConfirmDialog';

function renderDialog(props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <ConfirmDialog isOpen title="Supprimer la séquence ?" confirmLabel="Supprimer" onConfirm={onConfirm} onCancel={onCancel} {...props}>
      <p>« Relance Q4 » sera supprimée.</p>
    </ConfirmDialog>,
  );
  return { onConfirm, onCancel };
}

describe('ConfirmDialog', () => {
  it('interrupts as an alertdialog with the question, the way out ("Annuler") and the action', async () => {
    const { onConfirm, onCancel } = renderDialog();
    const dialog = screen.getByRole('alertdialog', { name: 'Supprimer la séquence ?' });
    expect(dialog).toHaveTextContent('« Relance Q4 » sera supprimée.');
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('cancels on Escape, unless the action is running', async () => {
    const { onCancel } = renderDialog();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('keeps the dialog while the action runs: Escape and the way out do nothing', async () => {
    const { onCancel, onConfirm } = renderDialog({ isPending: true, cancelLabel: 'Garder' });
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Garder' }));
    expect(onCancel).not.toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('keeps the action disabled while the dialog waits for something asked (an acknowledgement)', async () => {
    const { onConfirm } = renderDialog({ isConfirmDisabled: true });
    const action = screen.getByRole('button', { name: 'Supprimer' });
    expect(action).toBeDisabled();
    await userEvent.click(action);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
