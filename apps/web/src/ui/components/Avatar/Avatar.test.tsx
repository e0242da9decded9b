import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Avatar } from './Avatar';

describe('Avatar', () => {
  it('shows the image while it loads', () => {
    const { container } = render(<Avatar src="/portraits/12.jpg" name="Marie Curie" />);
    expect(screen.getByRole('img', { name: 'Photo de Marie Curie' })).toHaveAttribute('data-avatar', 'image');
    expect(container.querySelector('img')).toHaveAttribute('src', '/portraits/12.jpg');
  });

  it('falls back to initials when the image fails', () => {
    const { container } = render(<Avatar src="/portraits/missing.jpg" name="Marie Curie" />);
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    const avatar = screen.getByRole('img', { name: 'Photo de Marie Curie' });
    expect(avatar).toHaveAttribute('data-avatar', 'initials');
    // The initials are drawn by CSS (not text of the avatar's container): see Avatar.tsx.
    expect(avatar.querySelector('[data-initials]')).toHaveAttribute('data-initials', 'MC');
    expect(avatar).toHaveTextContent('');
  });

  it('falls back to the default portrait without a name', () => {
    const { container } = render(<Avatar src="/portraits/missing.jpg" />);
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(screen.getByRole('img', { name: 'Photo de profil' })).toHaveAttribute('data-avatar', 'portrait');
  });

  it('tries again when given a new image', () => {
    const { container, rerender } = render(<Avatar src="/a.jpg" name="Marie Curie" />);
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    rerender(<Avatar src="/b.jpg" name="Marie Curie" />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/b.jpg');
  });

  it('can be decorative', () => {
    const { container } = render(<Avatar name="Marie Curie" isDecorative />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
