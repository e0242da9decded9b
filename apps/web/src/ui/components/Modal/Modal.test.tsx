import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DialogTrigger } from 'react-aria-components';
import { Button } from '../Button/Button';
import { Modal } from './Modal';

function Example({ onConfirm = () => {} }: { onConfirm?: () => void }) {
  return (
    <DialogTrigger>
      <Button>Nous contacter</Button>
      <Modal
        title="Contactez-nous"
        description="Réponse le jour même"
        footer={(close) => (
          <>
            <Button onPress={close}>Annuler</Button>
            <Button
              variant="primary"
              onPress={() => {
                onConfirm();
                close();
              }}
            >
              Valider
            </Button>
          </>
        )}
      >
        <p>Contenu</p>
      </Modal>
    </DialogTrigger>
  );
}

describe('Modal', () => {
  it('opens as a named, described dialog and closes on Escape, restoring focus', async () => {
    const user = userEvent.setup();
    render(<Example />);
    const trigger = screen.getByRole('button', { name: 'Nous contacter' });
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Contactez-nous' });
    expect(dialog).toHaveAccessibleDescription('Réponse le jour même');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('traps focus inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('button', { name: 'Nous contacter' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('runs footer actions and closes with the close button', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Example onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Nous contacter' }));
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Nous contacter' }));
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
