import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DialogTrigger } from 'react-aria-components';
import { Button } from '../Button/Button';
import { PopoverDialog } from './PopoverDialog';

describe('PopoverDialog', () => {
  it('opens from its trigger, is named by its title and closes on Escape with focus restored', async () => {
    const user = userEvent.setup();
    render(
      <DialogTrigger>
        <Button>Filtres</Button>
        <PopoverDialog title="Filtres rapides">
          <Button>Appliquer</Button>
        </PopoverDialog>
      </DialogTrigger>,
    );
    const trigger = screen.getByRole('button', { name: 'Filtres' });
    await user.click(trigger);
    expect(screen.getByRole('dialog', { name: 'Filtres rapides' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
  });
});
