import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Badge } from './Badge';
import { CountBadge } from './CountBadge';

describe('Badge', () => {
  it('shows its label', () => {
    render(
      <Badge tone="success" withDot>
        Envoyée
      </Badge>,
    );
    expect(screen.getByText('Envoyée')).toBeInTheDocument();
  });
});

describe('CountBadge', () => {
  it('shows the count with an accessible label', () => {
    render(<CountBadge count={3} />);
    expect(screen.getByRole('status', { name: '3 nouveautés' })).toHaveTextContent('3');
  });

  it('caps the displayed number', () => {
    render(<CountBadge count={120} max={99} />);
    expect(screen.getByRole('status')).toHaveTextContent('99+');
  });

  it('is hidden at zero but keeps its anchor', () => {
    render(
      <CountBadge count={0}>
        <button type="button">Notifications</button>
      </CountBadge>,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });
});
