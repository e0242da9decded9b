import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ComboBox } from './ComboBox';

const ZONES = [
  { value: 0, name: 'Europe/Paris (UTC+1)' },
  { value: 1, name: 'Europe/Zurich (UTC+1)' },
  { value: 2, name: 'America/Montreal (UTC−5)' },
  { value: 3, name: 'Indian/Réunion (UTC+4)' },
];

function Example({ onChange }: { onChange: (value: number) => void }) {
  const [value, setValue] = useState(0);
  return (
    <ComboBox
      label="Fuseau horaire"
      options={ZONES}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('ComboBox', () => {
  it('shows the chosen option, narrows the list to what contains the text (case and accents ignored), picks with the keyboard', async () => {
    const onChange = vi.fn();
    render(<Example onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Fuseau horaire' });
    expect(input).toHaveValue('Europe/Paris (UTC+1)');
    await userEvent.clear(input);
    await userEvent.type(input, 'reunion');
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).toEqual(['Indian/Réunion (UTC+4)']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect(input).toHaveValue('Indian/Réunion (UTC+4)');
  });

  it('says when nothing matches, and keeps the choice', async () => {
    const onChange = vi.fn();
    render(<Example onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Fuseau horaire' });
    await userEvent.clear(input);
    await userEvent.type(input, 'Tokyo');
    expect(await screen.findByText('Aucune option disponible')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('lists every option from its button', async () => {
    render(<Example onChange={vi.fn()} />);
    const showAll = screen.getByRole('button');
    expect(showAll).toHaveAccessibleName(/suggestions/i);
    await userEvent.click(showAll);
    expect(within(await screen.findByRole('listbox')).getAllByRole('option')).toHaveLength(4);
  });
});
