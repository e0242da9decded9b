import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Icon } from './Icon';
import { iconPaths } from './iconPaths';

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
});
