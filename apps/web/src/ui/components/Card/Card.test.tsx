import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Card } from './Card';

describe('Card', () => {
  it('renders title, description, body, actions and footer', () => {
    render(
      <Card title="Crédits" description="Consommation du mois" actions={<button type="button">Exporter</button>} footer={<span>Pied</span>}>
        <p>Corps</p>
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Crédits' })).toBeInTheDocument();
    expect(screen.getByText('Consommation du mois')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exporter' })).toBeInTheDocument();
    expect(screen.getByText('Corps')).toBeInTheDocument();
    expect(screen.getByText('Pied')).toBeInTheDocument();
  });

  it('uses the requested heading level', () => {
    render(<Card title="Sous-section" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3 })).toBeInTheDocument();
  });
});
