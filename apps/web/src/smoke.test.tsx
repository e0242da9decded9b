import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';

describe('web test project', () => {
  it('renders React components in jsdom', () => {
    render(<p>Bonjour</p>);
    expect(screen.getByText('Bonjour')).toBeTruthy();
  });
});
