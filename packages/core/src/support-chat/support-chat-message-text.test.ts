import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkSupportChatMessage, SUPPORT_CHAT_MESSAGE_MAX_LENGTH } from './support-chat-message-text';

describe('checkSupportChatMessage', () => {
  it('keeps a plain text as typed, trimmed, with its inner line breaks and markup-looking characters', () => {
    expect(checkSupportChatMessage('  Bonjour,\r\nmon export <b>échoue</b> & rien ne s’affiche.\n ')).toEqual({
      ok: true,
      text: 'Bonjour,\nmon export <b>échoue</b> & rien ne s’affiche.',
    });
    expect(checkSupportChatMessage('a\rb')).toEqual({ ok: true, text: 'a\nb' });
  });

  it('refuses an empty or blank message', () => {
    for (const raw of ['', '   ', '\n\r\n\t']) expect(checkSupportChatMessage(raw)).toEqual({ ok: false, code: 'SUPPORT_CHAT.MESSAGE_REQUIRED' });
  });

  it('accepts 2,000 characters and refuses 2,001 (blanks around not counted)', () => {
    expect(SUPPORT_CHAT_MESSAGE_MAX_LENGTH).toBe(2000);
    expect(checkSupportChatMessage(`  ${'é'.repeat(2000)}  `)).toEqual({ ok: true, text: 'é'.repeat(2000) });
    expect(checkSupportChatMessage('é'.repeat(2001))).toEqual({ ok: false, code: 'SUPPORT_CHAT.MESSAGE_TOO_LONG' });
  });

  it('agrees with an independent reading for any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', ' ', '\n', '\r', 'é', '<', '😀'), maxLength: 2100 }), (raw) => {
        const normalised = raw.split('\r\n').join('\n').split('\r').join('\n');
        let start = 0;
        let end = normalised.length;
        while (start < end && /\s/.test(normalised[start]!)) start += 1;
        while (end > start && /\s/.test(normalised[end - 1]!)) end -= 1;
        const expected = normalised.slice(start, end);
        const check = checkSupportChatMessage(raw);
        if (expected.length === 0) return check.ok === false && check.code === 'SUPPORT_CHAT.MESSAGE_REQUIRED';
        if (expected.length > 2000) return check.ok === false && check.code === 'SUPPORT_CHAT.MESSAGE_TOO_LONG';
        return check.ok && check.text === expected;
      }),
    );
  });
});
