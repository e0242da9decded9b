import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SelectOption } from '@cible/core';
import { Select } from './Select';

const requestTypes: SelectOption[] = [
  { value: 1, name: 'Service client', full_name: 'Contacter le service client' },
  { value: 2, name: 'Paramétrage', full_name: 'Demander un paramétrage de profil' },
  { value: 3, name: 'Formation', full_name: 'Demander une formation', disabled: true },
  { value: 4, name: 'Bug', full_name: 'Signaler un bug' },
];

describe('Select (single choice)', () => {
  it('shows the placeholder for -1 and yields the chosen value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Select label="Type de demande" options={requestTypes} value={-1} onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: /Type de demande/ });
    expect(trigger).toHaveTextContent('Sélectionner');
    await user.click(trigger);
    await user.click(screen.getByRole('option', { name: 'Paramétrage' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
  });

  it('yields -1 when the choice is cleared', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Select label="Type de demande" options={requestTypes} defaultValue={4} isClearable onChange={onChange} />);
    expect(screen.getByRole('button', { name: /Type de demande/ })).toHaveTextContent('Signaler un bug');
    await user.click(screen.getByRole('button', { name: 'Effacer la sélection' }));
    expect(onChange).toHaveBeenLastCalledWith(-1);
    expect(screen.getByRole('button', { name: /Type de demande/ })).toHaveTextContent('Sélectionner');
  });

  it('is operable from the keyboard and skips disabled options', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Select label="Type de demande" options={requestTypes} onChange={onChange} />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    const listbox = screen.getByRole('listbox');
    expect(within(listbox).getByRole('option', { name: 'Formation' })).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(4);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('shows an error message', () => {
    render(<Select label="Région" options={requestTypes} errorMessage="Choisissez une région" />);
    expect(screen.getByText('Choisissez une région')).toBeInTheDocument();
  });
});

describe('Select (multiple choice)', () => {
  it('yields every chosen value, stays open while picking, and counts the choices', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Select multiple label="Régions" options={requestTypes} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /Régions/ }));
    const listbox = screen.getByRole('listbox');
    expect(listbox).toHaveAttribute('aria-multiselectable', 'true');
    await user.click(within(listbox).getByRole('option', { name: 'Service client' }));
    await user.click(within(listbox).getByRole('option', { name: 'Bug' }));
    expect(onChange).toHaveBeenLastCalledWith([1, 4]);
    await user.click(within(listbox).getByRole('option', { name: 'Service client' }));
    expect(onChange).toHaveBeenLastCalledWith([4]);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: /Régions/ })).toHaveTextContent('Signaler un bug');
  });

  it('yields an empty array when everything is unticked', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Select multiple label="Régions" options={requestTypes} defaultValue={[1, 2]} onChange={onChange} />);
    expect(screen.getByRole('button', { name: /Régions/ })).toHaveTextContent('2 sélectionnés');
    await user.click(screen.getByRole('button', { name: /Régions/ }));
    await user.click(screen.getByRole('option', { name: 'Service client' }));
    await user.click(screen.getByRole('option', { name: 'Paramétrage' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });
});
