import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyTextToClipboard } from './copyTextToClipboard';

/** jsdom has no execCommand: each test gives the document its own. */
function stubExecCommand(implementation: () => boolean) {
  const execCommand = vi.fn(implementation);
  Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true, writable: true });
  return execCommand;
}

afterEach(() => {
  Reflect.deleteProperty(document, 'execCommand');
});

describe('copyTextToClipboard', () => {
  it('uses the Clipboard API when there is one', async () => {
    const writeText = vi.fn(async () => undefined);
    const execCommand = stubExecCommand(() => true);
    expect(await copyTextToClipboard('<table></table>', { navigator: { clipboard: { writeText } } as unknown as Navigator, document })).toBe(true);
    expect(writeText).toHaveBeenCalledWith('<table></table>');
    expect(execCommand).not.toHaveBeenCalled();
  });

  it('falls back to a hidden text area and execCommand, and says when that fails too', async () => {
    const writeText = vi.fn(async () => Promise.reject(new Error('denied')));
    let copied = '';
    const execCommand = stubExecCommand(() => {
      copied = (document.activeElement as HTMLTextAreaElement | null)?.value ?? '';
      return true;
    });
    expect(await copyTextToClipboard('<p>x</p>', { navigator: { clipboard: { writeText } } as unknown as Navigator, document })).toBe(true);
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(copied).toBe('<p>x</p>');
    expect(document.querySelector('textarea')).toBeNull();
    execCommand.mockImplementation(() => false);
    expect(await copyTextToClipboard('<p>x</p>', { navigator: {} as Navigator, document })).toBe(false);
  });
});
