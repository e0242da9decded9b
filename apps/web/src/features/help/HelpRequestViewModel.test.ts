import { describe, expect, it, vi } from 'vitest';
import type { HelpRequestBody, HelpRequestGateway, User } from '@cible/core';
import { translate } from '../../testing/translate';
import { changeAppLanguage } from '../../i18n/i18n';
import { makeTestUser } from '../../testing/testUsers';
import type { HelpAttachmentFile } from './HelpAttachmentFile';
import { HelpRequestViewModel } from './HelpRequestViewModel';
import { SPEC_TEXTS } from '../../testing/specTexts';

const MB = 1_048_576;

function fakeFile(size: number, name = 'journal.txt', type = 'text/plain'): HelpAttachmentFile & { text: ReturnType<typeof vi.fn> } {
  return { name, type, size, text: vi.fn(async () => 'x'.repeat(size)) };
}

function setup(options: { user?: User | null; send?: () => Promise<void> } = {}) {
  const sent: HelpRequestBody[] = [];
  const gateway = {
    sendHelpRequest: vi.fn(async (input: { body: HelpRequestBody }) => {
      sent.push(input.body);
      await options.send?.();
    }),
  } as unknown as HelpRequestGateway & { sendHelpRequest: ReturnType<typeof vi.fn> };
  let nextToast = 0;
  const toasts = { success: vi.fn(() => ++nextToast), error: vi.fn(() => ++nextToast), dismiss: vi.fn() };
  const user =
    options.user === undefined
      ? makeTestUser(1, { phone: '01 23 45 67 89', mobile_phone: '', organization: { id: 1, name: ' Atlas Conseil ' } })
      : options.user;
  const featureUsage = { used: vi.fn() };
  const vm = new HelpRequestViewModel(gateway, { user }, toasts, translate, featureUsage);
  return { vm, gateway, toasts, sent, featureUsage };
}

describe('HelpRequestViewModel', () => {
  it('counts a sent form as a use of the help form, never its message; a refused form is not counted', async () => {
    const { vm, featureUsage } = setup();
    vm.messageChanged('   ');
    await vm.submit();
    expect(featureUsage.used).not.toHaveBeenCalled();
    vm.messageChanged('Mon export ne part pas');
    await expect(vm.submit()).resolves.toBe(true);
    expect(featureUsage.used.mock.calls).toEqual([['help_request_sent']]);
  });

  it('refuses an empty message with the verbatim toast and marks the message field', async () => {
    const { vm, gateway, toasts } = setup();
    vm.messageChanged('   ');

    await expect(vm.submit()).resolves.toBe(false);

    expect(toasts.error).toHaveBeenCalledWith('Vous devez écrire un message');
    expect(vm.messageError).toBe('Vous devez écrire un message');
    expect(gateway.sendHelpRequest).not.toHaveBeenCalled();
    vm.messageChanged('Bonjour');
    expect(vm.messageError).toBeNull();
  });

  it('refuses a file of 3 MB + 1 byte without reading it, with the verbatim toast', async () => {
    const { vm, gateway, toasts } = setup();
    const file = fakeFile(3 * MB + 1);
    vm.messageChanged('Voici le fichier');
    vm.attachmentChanged(file);
    expect(vm.attachmentError).toBe('Votre fichier doit faire moins de 3 MB');

    await expect(vm.submit()).resolves.toBe(false);

    expect(toasts.error).toHaveBeenCalledWith('Votre fichier doit faire moins de 3 MB');
    expect(vm.invalidField).toBe('attachment');
    expect(file.text).not.toHaveBeenCalled();
    expect(gateway.sendHelpRequest).not.toHaveBeenCalled();
  });

  it('accepts a file of exactly 3 MB, read as text', async () => {
    const { vm, sent } = setup();
    const file = fakeFile(3 * MB, 'export.csv', '');
    vm.messageChanged('Voici le fichier');
    vm.attachmentChanged(file);

    await expect(vm.submit()).resolves.toBe(true);

    expect(file.text).toHaveBeenCalledOnce();
    expect(sent[0]?.attachment).toEqual({ file_content: 'x'.repeat(3 * MB), file_name: 'export.csv', file_type: 'application/octet-stream' });
  });

  it('refuses a file that is not plain text, by its content, before sending, in French and English', async () => {
    const { vm, gateway, toasts, sent } = setup();
    vm.messageChanged('Voici la capture');
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>';
    const file = { name: 'capture.txt', type: 'text/plain', size: svg.length, text: vi.fn(async () => svg) };
    vm.attachmentChanged(file);
    expect(vm.attachmentError).toBeNull();

    await expect(vm.submit()).resolves.toBe(false);

    expect(file.text).toHaveBeenCalledOnce();
    expect(toasts.error).toHaveBeenCalledWith('Votre fichier doit être un fichier texte (.txt, .csv, .log)');
    expect(vm.invalidField).toBe('attachment');
    expect(vm.attachmentError).toBe('Votre fichier doit être un fichier texte (.txt, .csv, .log)');
    expect(gateway.sendHelpRequest).not.toHaveBeenCalled();
    try {
      await changeAppLanguage('en');
      expect(vm.attachmentError).toBe('Your file must be a text file (.txt, .csv, .log)');
    } finally {
      await changeAppLanguage('fr');
    }

    // An executable read as text, and a text declared as HTML, are refused the same way; a text named .exe is sent.
    vm.attachmentChanged({ name: 'outil.exe', type: 'application/x-msdownload', size: 6, text: async () => 'MZ\uFFFD\u0000\u0003\u0000' });
    expect(vm.attachmentError).toBeNull();
    await expect(vm.submit()).resolves.toBe(false);
    vm.attachmentChanged({ name: 'page.html', type: 'text/html', size: 7, text: async () => 'Bonjour' });
    await expect(vm.submit()).resolves.toBe(false);
    expect(toasts.error).toHaveBeenCalledTimes(3);
    vm.attachmentChanged({ name: 'rapport.exe', type: '', size: 7, text: async () => 'Bonjour' });
    await expect(vm.submit()).resolves.toBe(true);
    expect(sent).toEqual([expect.objectContaining({ attachment: { file_content: 'Bonjour', file_name: 'rapport.exe', file_type: 'application/octet-stream' } })]);
  });

  it('checks the message before the file', async () => {
    const { vm, toasts } = setup();
    vm.attachmentChanged(fakeFile(3 * MB + 1));

    await vm.submit();

    expect(toasts.error).toHaveBeenCalledWith('Vous devez écrire un message');
    expect(vm.invalidField).toBe('message');
  });

  it('sends the first request type when none is chosen', async () => {
    const { vm, sent } = setup();
    vm.messageChanged('Une question');
    expect(vm.effectiveRequestType.code).toBe('customer_service');

    await vm.submit();

    expect(sent[0]?.request_type).toBe('customer_service');
  });

  it('sends the chosen request type', async () => {
    const { vm, sent } = setup();
    vm.requestTypeChanged(4);
    vm.messageChanged('La page plante');

    await vm.submit();

    expect(sent[0]?.request_type).toBe('bug_report');
  });

  it('fills the user fields from the session user, trimmed, and drops empty values', async () => {
    const { vm, sent } = setup();
    vm.messageChanged('  Bonjour  ');

    await vm.submit();

    expect(sent[0]).toEqual({
      request_type: 'customer_service',
      message: 'Bonjour',
      user_first_name: 'Camille',
      user_last_name: 'Durand',
      organization_name: 'Atlas Conseil',
      email: 'camille.durand@atlas.demo',
      direct_phone: '01 23 45 67 89',
    });
  });

  it('on success shows "Votre message a bien été envoyé", resolves true and empties the form', async () => {
    const { vm, toasts } = setup();
    vm.requestTypeChanged(2);
    vm.messageChanged('Merci');

    await expect(vm.submit()).resolves.toBe(true);

    expect(toasts.success).toHaveBeenCalledWith('Votre message a bien été envoyé');
    expect(toasts.error).not.toHaveBeenCalled();
    expect(vm.message).toBe('');
    expect(vm.requestType).toBe(-1);
    expect(vm.isSending).toBe(false);
  });

  it('does not wait for the API (spec: the toast shows at once, the answer is not read): accepted while the call still runs', async () => {
    let release: () => void = () => undefined;
    const { vm, gateway, toasts } = setup({ send: () => new Promise<void>((resolve) => (release = resolve)) });
    vm.messageChanged('Bonjour');

    await expect(vm.submit()).resolves.toBe(true);

    expect(gateway.sendHelpRequest).toHaveBeenCalledOnce();
    expect(toasts.success).toHaveBeenCalledWith('Votre message a bien été envoyé');
    expect(vm.message).toBe('');
    release();
    await vm.delivery;
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it('loses nothing when the call then fails: the draft comes back in the form, with a lasting toast', async () => {
    const { vm, toasts } = setup({ send: () => Promise.reject(new Error('network down')) });
    vm.requestTypeChanged(4);
    vm.messageChanged('Bonjour');

    await expect(vm.submit()).resolves.toBe(true);
    expect(toasts.success).toHaveBeenCalledWith('Votre message a bien été envoyé');
    await vm.delivery;

    expect(toasts.error).toHaveBeenCalledWith(
      "Votre message n'a pas pu être envoyé : il vous attend dans « Nous contacter », réessayez dans un instant.",
      { timeout: 0, multiLine: true },
    );
    expect([vm.message, vm.requestType]).toEqual(['Bonjour', 4]);
    expect(vm.isSending).toBe(false);
  });

  it('keeps a new draft typed meanwhile rather than the failed one', async () => {
    let fail: (error: Error) => void = () => undefined;
    const { vm } = setup({ send: () => new Promise<void>((_resolve, reject) => (fail = reject)) });
    vm.messageChanged('Premier');
    await vm.submit();
    vm.messageChanged('Second');
    fail(new Error('network down'));
    await vm.delivery;
    expect(vm.message).toBe('Second');
  });

  it('dismisses the error toast of a refused submit when the form is submitted again', async () => {
    const { vm, toasts } = setup();
    await vm.submit();
    const errorToast = toasts.error.mock.results[0]?.value as number;
    vm.messageChanged('Bonjour');

    await vm.submit();

    expect(toasts.dismiss).toHaveBeenCalledWith(errorToast);
    expect(toasts.success).toHaveBeenCalledOnce();
  });

  it('sends without user fields when no user is loaded', async () => {
    const { vm, sent } = setup({ user: null });
    vm.messageChanged('Bonjour');

    await vm.submit();

    expect(sent[0]).toEqual({ request_type: 'customer_service', message: 'Bonjour' });
  });

  it('uses the catalogue texts of the spec, verbatim', async () => {
    const { vm, toasts } = setup();
    await vm.submit();
    expect(toasts.error).toHaveBeenLastCalledWith(SPEC_TEXTS.helpMessageRequired);
    vm.messageChanged('Bonjour');
    vm.attachmentChanged(fakeFile(3 * MB + 1));
    await vm.submit();
    expect(toasts.error).toHaveBeenLastCalledWith(SPEC_TEXTS.helpFileTooLarge);
    vm.attachmentChanged(null);
    await vm.submit();
    expect(toasts.success).toHaveBeenLastCalledWith(SPEC_TEXTS.helpSent);
    expect(SPEC_TEXTS.genericError).toBe('Nous avons rencontré une erreur');
  });
});
