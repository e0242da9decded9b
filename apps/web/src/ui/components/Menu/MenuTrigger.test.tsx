import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../Button/Button';
import { Menu } from './Menu';
import { MenuItem } from './MenuItem';
import { MenuSection } from './MenuSection';
import { MenuTrigger } from './MenuTrigger';

function UserMenu({ openOnHover = false, keepOpen = false, onAction = () => {} }: { openOnHover?: boolean; keepOpen?: boolean; onAction?: (key: unknown) => void }) {
  return (
    <>
      <MenuTrigger openOnHover={openOnHover} keepOpen={keepOpen} closeDelay={50} trigger={<Button>Marie Curie</Button>}>
        <Menu onAction={onAction}>
          <MenuSection title="Mon espace">
            <MenuItem id="profile" icon="user">
              Profil
            </MenuItem>
            <MenuItem id="exports" isDisabled>
              Exports
            </MenuItem>
          </MenuSection>
          <MenuSection aria-label="Session">
            <MenuItem id="logout" icon="logout" isDanger>
              Déconnexion
            </MenuItem>
          </MenuSection>
        </Menu>
      </MenuTrigger>
      <p>Ailleurs</p>
    </>
  );
}

describe('MenuTrigger', () => {
  it('opens with the keyboard, moves with arrows, runs the action and restores focus', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    render(<UserMenu onAction={onAction} />);
    await user.tab();
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('menu');
    expect(screen.getByRole('menuitem', { name: 'Profil' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Déconnexion' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onAction.mock.calls[0]?.[0]).toBe('logout');
    expect(menu).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Marie Curie' })).toHaveFocus());
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    render(<UserMenu />);
    await user.click(screen.getByRole('button', { name: 'Marie Curie' }));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('does not open on hover unless asked to', async () => {
    const user = userEvent.setup();
    render(<UserMenu />);
    await user.hover(screen.getByRole('button', { name: 'Marie Curie' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens on mouse over and closes when the mouse leaves', async () => {
    const user = userEvent.setup();
    render(<UserMenu openOnHover />);
    const trigger = screen.getByRole('button', { name: 'Marie Curie' });
    await user.hover(trigger);
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await user.unhover(trigger);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('stays open while the mouse travels from the trigger to the menu', async () => {
    const user = userEvent.setup();
    render(<UserMenu openOnHover />);
    const trigger = screen.getByRole('button', { name: 'Marie Curie' });
    await user.hover(trigger);
    await user.unhover(trigger);
    await user.hover(await screen.findByRole('menu'));
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  it('stays open on leave when told to', async () => {
    const user = userEvent.setup();
    render(<UserMenu openOnHover keepOpen />);
    const trigger = screen.getByRole('button', { name: 'Marie Curie' });
    await user.hover(trigger);
    await user.unhover(trigger);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });
});
