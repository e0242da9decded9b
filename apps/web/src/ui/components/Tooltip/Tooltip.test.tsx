import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../Button/Button';
import { Tooltip } from './Tooltip';

describe('Tooltip', () => {
  it('opens on keyboard focus, describes its trigger and closes on Escape', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content="Exporter au format CSV">
        <Button>Exporter</Button>
      </Tooltip>,
    );
    await user.tab();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Exporter au format CSV');
    expect(screen.getByRole('button', { name: 'Exporter' })).toHaveAttribute('aria-describedby', tooltip.id);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
