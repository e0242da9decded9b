import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles with a click and with the space bar', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Checkbox onChange={onChange}>Recevoir la newsletter</Checkbox>);
    const box = screen.getByRole('checkbox', { name: 'Recevoir la newsletter' });
    await user.click(box);
    expect(box).toBeChecked();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('exposes the indeterminate state and the disabled state', () => {
    render(
      <>
        <Checkbox isIndeterminate>Tout sélectionner</Checkbox>
        <Checkbox isDisabled>Indisponible</Checkbox>
      </>,
    );
    expect(screen.getByRole('checkbox', { name: 'Tout sélectionner' })).toBePartiallyChecked();
    expect(screen.getByRole('checkbox', { name: 'Indisponible' })).toBeDisabled();
  });
});
