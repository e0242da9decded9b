import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RadioGroup } from './RadioGroup';

const frequencies = [
  { value: 'daily', label: 'Quotidienne' },
  { value: 'weekly', label: 'Hebdomadaire' },
  { value: 'never', label: 'Jamais', disabled: true },
];

describe('RadioGroup', () => {
  it('is a labelled group where arrow keys choose', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<RadioGroup label="Fréquence" options={frequencies} defaultValue="daily" onChange={onChange} />);
    expect(screen.getByRole('radiogroup', { name: 'Fréquence' })).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Quotidienne' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Hebdomadaire' })).toBeChecked();
    expect(onChange).toHaveBeenCalledWith('weekly');
    expect(screen.getByRole('radio', { name: 'Jamais' })).toBeDisabled();
  });
});
