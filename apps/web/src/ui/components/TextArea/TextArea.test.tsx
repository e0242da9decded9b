import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextArea } from './TextArea';

function Controlled() {
  const [value, setValue] = useState('');
  return <TextArea label="Message" isRequired value={value} onChange={setValue} maxLength={200} showCount />;
}

describe('TextArea', () => {
  it('accepts multi-line text and counts characters', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const area = screen.getByRole('textbox', { name: /Message/ });
    await user.type(area, 'Bonjour{Enter}Merci');
    expect(area).toHaveValue('Bonjour\nMerci');
    expect(screen.getByText('13 / 200')).toBeInTheDocument();
    expect(area).toBeRequired();
  });

  it('shows an error message', () => {
    render(<TextArea label="Message" errorMessage="Vous devez écrire un message" />);
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription('Vous devez écrire un message');
  });
});
