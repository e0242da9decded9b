import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { TOP_PROGRESS_FINISH_MS, TopProgressBar } from './TopProgressBar';

describe('TopProgressBar', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('renders nothing while idle', () => {
    const { container } = render(<TopProgressBar isActive={false} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows a named progress bar while active, then finishes and disappears', () => {
    const { container, rerender } = render(<TopProgressBar isActive />);
    expect(screen.getByRole('progressbar', { name: 'Chargement de la page' })).toHaveAttribute('data-phase', 'running');
    rerender(<TopProgressBar isActive={false} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(container.querySelector('[data-phase="finishing"]')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(TOP_PROGRESS_FINISH_MS);
    });
    expect(container).toBeEmptyDOMElement();
  });
});
