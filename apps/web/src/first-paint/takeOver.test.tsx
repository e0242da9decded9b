import { startTransition, useLayoutEffect, useState } from 'react';
import { render, screen } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { followTypedBeforeScript, readTypedBeforeScript, restoreTypedBeforeScript } from './takeOver';

function Form({ onEmail }: { onEmail: (value: string) => void }) {
  const [email, setEmail] = useState('');
  return (
    <form>
      <input
        aria-label="email"
        name="email"
        // As the login form: React focuses it at the commit, which must not count as the visitor's focus.
        autoFocus
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
    expect(typed.values).toEqual(new Map());
  });

  it('keeps what is typed while React renders in the background, and hands it over at the commit', async () => {
    const root = document.createElement('div');
    document.body.append(root);
    root.innerHTML = '<form><input name="email"><input name="password" type="password"></form>';
    const email = root.querySelector<HTMLInputElement>('input[name="email"]')!;
    email.value = 'ada@';
    const followed = followTypedBeforeScript(root);

    const seen: string[] = [];
    const committed = new Promise<void>((resolve) => {
      function Committed() {
        useLayoutEffect(() => {
          restoreTypedBeforeScript(root, followed.stop());
          resolve();
        }, []);
        return <Form onEmail={(value) => seen.push(value)} />;
      }
      const reactRoot = createRoot(root);
      startTransition(() => reactRoot.render(<Committed />));
    });
    // Typed after the render started, before its commit: the prerendered field is still there.
    expect(root.querySelector('input[name="email"]')).toBe(email);
    email.value = 'ada@atlas.demo';
    email.dispatchEvent(new Event('input', { bubbles: true }));
    const password = root.querySelector<HTMLInputElement>('input[name="password"]')!;
    password.value = 'secret';
    password.dispatchEvent(new Event('input', { bubbles: true }));
    password.focus();
    await committed;

    expect(root.querySelector('input[name="email"]')).not.toBe(email);
    expect(seen).toEqual(['ada@atlas.demo']);
    expect(screen.getByLabelText('email')).toHaveValue('ada@atlas.demo');
    expect(screen.getByLabelText('password')).toHaveValue('secret');
    expect(screen.getByLabelText('password')).toHaveFocus();
    // Typing after the commit is React's business: the follower no longer listens.
    expect(followed.stop().values.get('email')).toBe('ada@atlas.demo');
    root.remove();
  });
});
