import { describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Overlay } from './Overlay';

describe('Overlay', () => {
  it('is absent when not visible', () => {
    const { container } = render(<Overlay isVisible={false} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('dims the page, stays out of the accessibility tree and dismisses on click', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    const { container } = render(<Overlay isVisible onDismiss={onDismiss} />);
    const layer = container.querySelector('[data-overlay]') as HTMLElement;
    expect(layer).toHaveAttribute('aria-hidden', 'true');
    await user.click(layer);
    expect(onDismiss).toHaveBeenCalledOnce();
  });
});
