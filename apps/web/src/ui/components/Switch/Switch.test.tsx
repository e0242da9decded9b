import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Switch } from './Switch';

describe('Switch', () => {
  it('turns on and off from the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Switch onChange={onChange}>Notifications par e-mail</Switch>);
    await user.tab();
    await user.keyboard(' ');
    const control = screen.getByRole('switch', { name: 'Notifications par e-mail' });
    expect(control).toBeChecked();
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('cannot be toggled when disabled', async () => {
    const user = userEvent.setup();
    render(<Switch isDisabled>Désactivé</Switch>);
    const control = screen.getByRole('switch', { name: 'Désactivé' });
    await user.click(control);
    expect(control).not.toBeChecked();
  });
});
