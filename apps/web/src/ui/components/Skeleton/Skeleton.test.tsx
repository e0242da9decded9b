import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('announces a busy loading state', () => {
    render(<Skeleton />);
    expect(screen.getByRole('status', { name: 'Chargement du contenu' })).toHaveAttribute('aria-busy', 'true');
  });

  it('draws the requested number of lines', () => {
    const { container } = render(<Skeleton lines={5} />);
    expect(container.querySelectorAll('[role="status"] > span')).toHaveLength(5);
  });

  it('draws a table with a header row', () => {
    const { container } = render(<Skeleton variant="table" lines={3} columns={5} />);
    expect(container.querySelectorAll('[role="status"] > div > div')).toHaveLength(4);
    expect(container.querySelectorAll('[role="status"] > div > div:first-child > span')).toHaveLength(5);
  });
});
