import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextLink } from './TextLink';

describe('TextLink', () => {
  it('is a keyboard-focusable link', async () => {
    const user = userEvent.setup();
    render(<TextLink href="/reports">Mes demandes</TextLink>);
    await user.tab();
    const link = screen.getByRole('link', { name: 'Mes demandes' });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('data-focus-visible', 'true');
  });

  it('opens external links in a new tab and announces it', () => {
    render(
      <TextLink href="https://aide.example" isExternal>
        Centre d’aide
      </TextLink>,
    );
    const link = screen.getByRole('link', { name: /Centre d’aide.*nouvel onglet/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
