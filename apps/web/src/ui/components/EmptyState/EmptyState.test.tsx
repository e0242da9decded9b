import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows a title, a text and an action', () => {
    render(<EmptyState icon="search" title="Aucune entreprise" text="Essayez un autre nom." action={<button type="button">Nouvelle recherche</button>} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Aucune entreprise' })).toBeInTheDocument();
    expect(screen.getByText('Essayez un autre nom.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nouvelle recherche' })).toBeInTheDocument();
  });
});
