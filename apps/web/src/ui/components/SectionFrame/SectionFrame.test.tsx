import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { SectionFrame } from './SectionFrame';

const SECTIONS = [
  { key: 'results', href: '/sequences/results', label: 'Résultats' },
  { key: 'lists', href: '/sequences/lists/ongoing', label: 'Séquences' },
];

describe('SectionFrame', () => {
  it('links the sections, marks the current one, titles the page and shows its actions', () => {
    render(
      <SectionFrame navLabel="Pages des séquences" sections={SECTIONS} current="lists" title="Séquences" lead="Vos séquences" actions={<button type="button">Nouvelle séquence</button>}>
        <p>Contenu</p>
      </SectionFrame>,
    );
    const nav = screen.getByRole('navigation', { name: 'Pages des séquences' });
    expect(nav.querySelector('[aria-current="page"]')).toHaveTextContent('Séquences');
    expect(screen.getByRole('link', { name: 'Résultats' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('heading', { level: 1, name: 'Séquences' })).toBeInTheDocument();
    expect(screen.getByText('Vos séquences')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nouvelle séquence' })).toBeInTheDocument();
    expect(screen.getByText('Contenu')).toBeInTheDocument();
  });

  it('shows no links for a single section', () => {
    render(
      <SectionFrame navLabel="Pages des campagnes" sections={SECTIONS.slice(0, 1)} current="results" title="Résultats des campagnes">
        <p>Contenu</p>
      </SectionFrame>,
    );
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
