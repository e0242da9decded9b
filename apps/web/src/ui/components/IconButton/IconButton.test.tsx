import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is named by its label and pressable from the keyboard', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(<IconButton icon="trash" label="Supprimer la liste" onPress={onPress} />);
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Supprimer la liste' })).toBeInTheDocument();
    expect(onPress).toHaveBeenCalledOnce();
  });

  it('shows its label as a tooltip on focus', async () => {
    const user = userEvent.setup();
    render(<IconButton icon="edit" label="Modifier" />);
    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Modifier');
  });

  it('can go without tooltip', async () => {
    const user = userEvent.setup();
    render(<IconButton icon="edit" label="Modifier" showTooltip={false} />);
    await user.tab();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
