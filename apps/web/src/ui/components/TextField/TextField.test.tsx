import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is labelled, described and reports typed text', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TextField label="Adresse e-mail" description="Votre identifiant Cible" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Adresse e-mail' });
    expect(input).toHaveAccessibleDescription('Votre identifiant Cible');
    await user.type(input, 'ab');
    expect(onChange).toHaveBeenLastCalledWith('ab');
  });

  it('marks a required field and shows its error message', () => {
    render(<TextField label="Nom" isRequired errorMessage="Ce champ est obligatoire" />);
    const input = screen.getByRole('textbox', { name: /Nom/ });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Ce champ est obligatoire');
  });

  it('shows and hides a password with a keyboard-operable toggle', async () => {
    const user = userEvent.setup();
    render(<TextField label="Mot de passe" type="password" defaultValue="Secret123" />);
    const input = screen.getByLabelText('Mot de passe');
    expect(input).toHaveAttribute('type', 'password');
    await user.tab();
    await user.tab();
    const toggle = screen.getByRole('button', { name: 'Afficher le mot de passe' });
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Masquer le mot de passe' })).toBeInTheDocument();
  });
});
