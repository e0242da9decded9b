import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { readTypedBeforeScript, restoreTypedBeforeScript } from './takeOver';

function Form({ onEmail }: { onEmail: (value: string) => void }) {
  const [email, setEmail] = useState('');
  return (
    <form>
      <input
        aria-label="email"
        name="email"
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          onEmail(event.target.value);
        }}
      />
      <input aria-label="password" name="password" type="password" defaultValue="" />
    </form>
  );
}

describe('taking over the prerendered first paint', () => {
  it('gives what was typed before the script ran to the React fields of the same names, and the focus back', () => {
    const root = document.createElement('div');
    document.body.append(root);
    // The prerendered markup, as index.html has it, after the user typed in it.
    root.innerHTML = '<form><input name="email"><input name="password" type="password"></form>';
    root.querySelector<HTMLInputElement>('input[name="email"]')!.value = 'ada@atlas.demo';
    const password = root.querySelector<HTMLInputElement>('input[name="password"]')!;
    password.value = 'secret';
    password.focus();

    const typed = readTypedBeforeScript(root);
    expect(typed.focused).toBe('password');
    const seen: string[] = [];
    const reactRoot = createRoot(root);
    flushSync(() => reactRoot.render(<Form onEmail={(value) => seen.push(value)} />));
    restoreTypedBeforeScript(root, typed);

    expect(seen).toEqual(['ada@atlas.demo']);
    expect(screen.getByLabelText('email')).toHaveValue('ada@atlas.demo');
    expect(screen.getByLabelText('password')).toHaveValue('secret');
    expect(screen.getByLabelText('password')).toHaveFocus();
    reactRoot.unmount();
    root.remove();
  });

  it('leaves untouched fields alone', () => {
    const { container } = render(<Form onEmail={() => undefined} />);
    const typed = readTypedBeforeScript(container);
    expect(typed).toEqual({ values: new Map(), focused: null });
  });
});
