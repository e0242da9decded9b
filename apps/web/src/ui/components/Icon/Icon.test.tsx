import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Icon } from './Icon';
import { iconPaths } from './iconPaths';
import { errorScreenIconPaths } from './errorScreenIconPaths';

describe('Icon', () => {
  it('is hidden from assistive technologies when decorative', () => {
    const { container } = render(<Icon name="search" />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('is an image with a name when labelled', () => {
    render(<Icon name="bell" label="Notifications" />);
    expect(screen.getByRole('img', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('ships the icons the shell needs', () => {
    const needed = [
      'search',
      'bell',
      'user',
      'chevronDown',
      'close',
      'check',
      'warning',
      'info',
      'externalLink',
      'logout',
      'settings',
      'mail',
      'linkedin',
      'building',
      'person',
      'newspaper',
      'calendar',
      'plus',
      'trash',
      'edit',
    ];
    expect(Object.keys(iconPaths)).toEqual(expect.arrayContaining(needed));
  });

  it('draws the error screens\' icons with the same shapes as the set', () => {
    for (const [name, shape] of Object.entries(errorScreenIconPaths)) expect(iconPaths[name as keyof typeof iconPaths], name).toBe(shape);
    const { container } = render(<Icon name="refresh" />);
    expect(container.querySelector('svg[data-icon="refresh"] path')).toHaveAttribute('d', 'M21 12a9 9 0 1 1-9-9c2.52 0 4.93 1 6.74 2.74L21 8');
  });
});
