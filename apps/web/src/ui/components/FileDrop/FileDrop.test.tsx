import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FileDrop } from './FileDrop';

function Controlled({ onChange = () => {} }: { onChange?: (file: File | null) => void }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <FileDrop
      label="Pièce jointe"
      description="3 Mo maximum"
      file={file}
      onChange={(next) => {
        setFile(next);
        onChange(next);
      }}
    />
  );
}

describe('FileDrop', () => {
  it('picks a file with the keyboard-reachable browse button, shows it and removes it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(<Controlled onChange={onChange} />);
    await user.tab(); // the drop area itself (keyboard paste)
    await user.tab();
    expect(screen.getByRole('button', { name: 'parcourir Pièce jointe' })).toHaveFocus();
    const file = new File(['bonjour'], 'capture.txt', { type: 'text/plain' });
    await user.upload(container.querySelector('input[type="file"]') as HTMLInputElement, file);
    expect(onChange).toHaveBeenLastCalledWith(file);
    expect(screen.getByText('capture.txt')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retirer capture.txt' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByText('capture.txt')).not.toBeInTheDocument();
  });

  it('announces an error message', () => {
    render(<FileDrop label="Pièce jointe" file={null} onChange={() => {}} errorMessage="Votre fichier doit faire moins de 3 MB" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Votre fichier doit faire moins de 3 MB');
    expect(screen.getByRole('button', { name: 'parcourir Pièce jointe' })).toHaveAccessibleDescription('Votre fichier doit faire moins de 3 MB');
  });
});
