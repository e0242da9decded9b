import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is an indeterminate progress bar named "Chargement…" by default', () => {
    render(<Spinner />);
    const bar = screen.getByRole('progressbar', { name: 'Chargement…' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
  });

  it('takes a custom label', () => {
    render(<Spinner label="Envoi" />);
    expect(screen.getByRole('progressbar', { name: 'Envoi' })).toBeInTheDocument();
  });
});
