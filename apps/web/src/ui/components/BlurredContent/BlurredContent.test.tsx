import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BlurredContent } from './BlurredContent';

const MESSAGE = "Votre licence ne vous permet pas d'accéder à ce contenu.";
const ADVICE = 'Pour en savoir plus, contactez votre interlocuteur commercial ou notre service client.';

describe('BlurredContent', () => {
  it('shows blurred placeholder lines only, named with the spec’s sentence and the advice', () => {
    render(<BlurredContent lines={2} />);
    const blurred = screen.getByRole('img', { name: `Contenu masqué : ${MESSAGE} ${ADVICE}` });
    expect(blurred).toHaveAttribute('data-blurred');
    expect(blurred.textContent).toBe('Contenu masquéContenu masqué');
  });

  it('shows the spec’s blurred-content tooltip on keyboard focus', async () => {
    const user = userEvent.setup();
    render(<BlurredContent />);
    await user.tab();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent(MESSAGE);
    expect(tooltip).toHaveTextContent(ADVICE);
  });
});
