import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './Button';

describe('Button', () => {
  it('fires onPress from the mouse and the keyboard', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(<Button onPress={onPress}>Enregistrer</Button>);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await user.tab();
    await user.tab({ shift: true });
    await user.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('shows a visible focus state when reached with the keyboard', async () => {
    const user = userEvent.setup();
    render(<Button variant="primary">Valider</Button>);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Valider' })).toHaveAttribute('data-focus-visible', 'true');
  });

  it('does not fire while disabled', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <Button isDisabled onPress={onPress}>
        Supprimer
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: 'Supprimer' }));
    expect(onPress).not.toHaveBeenCalled();
  });

  it('ignores presses and shows a spinner while pending', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <Button isPending onPress={onPress}>
        Envoyer
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Envoyer/ });
    await user.click(button);
    expect(onPress).not.toHaveBeenCalled();
    expect(button).toHaveAttribute('data-pending', 'true');
    expect(screen.getByRole('progressbar', { name: 'Action en cours' })).toBeInTheDocument();
  });
});
