import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EmailMiscGateway, HttpFailure } from '@cible/core';
import { createTestApp } from '../../testing/createTestApp';
import { EMAIL_MISC_GATEWAY } from './UnsubscribeViewModelFactory';

const TOKEN = 'AQEAAAAqAAAAB2mkW9Cq9Kc5mDJpZgYx1w7lB3Ft';

/** The test app with a fake e-mail actions gateway (bound before the page's module loads). */
function appWith(unsubscribe: EmailMiscGateway['unsubscribe']) {
  const test = createTestApp();
  const gateway = { unsubscribe: vi.fn(unsubscribe) };
  test.container.bind(EMAIL_MISC_GATEWAY).toConstantValue(gateway as unknown as EmailMiscGateway);
  return { test, gateway };
}

describe('UnsubscribePage (/unsubscribe, login layout)', () => {
  it('asks, then unsubscribes with the keyboard and confirms', async () => {
    const { test, gateway } = appWith(async () => undefined);
    await test.renderAt(`/unsubscribe?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Désabonnement' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Voulez-vous vous désabonner des e-mails de cet expéditeur ?')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Se désabonner' });
    await waitFor(() => expect(button).toHaveFocus());
    await userEvent.setup().keyboard('{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('C’est fait : vous êtes désabonné.');
    expect(gateway.unsubscribe).toHaveBeenCalledWith({ body: { token: TOKEN } });
    expect(screen.queryByRole('button', { name: 'Se désabonner' })).toBeNull();
    // The first render of the file loads the page's lazy chunk.
  }, 20_000);

  it('says already unsubscribed on a replay', async () => {
    const { test } = appWith(() => Promise.reject({ kind: 'api', status: 409, error: { code: 'UNSUBSCRIBE.ALREADY_DONE', message: 'x' } } satisfies HttpFailure));
    await test.renderAt(`/unsubscribe?token=${TOKEN}`);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Se désabonner' }, { timeout: 5000 }));
    expect(await screen.findByRole('status')).toHaveTextContent('Vous êtes déjà désabonné');
  });

  it('says a forged link is not valid, and a link without token is incomplete (no call)', async () => {
    const { test, gateway } = appWith(() => Promise.reject({ kind: 'api', status: 400, error: { code: 'UNSUBSCRIBE.INVALID_TOKEN', message: 'x' } } satisfies HttpFailure));
    const { view } = await test.renderAt(`/unsubscribe?token=${TOKEN}`);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Se désabonner' }, { timeout: 5000 }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce lien de désabonnement n’est pas valable.');
    view.unmount();

    const again = appWith(async () => undefined);
    await again.test.renderAt('/unsubscribe');
    expect(await screen.findByRole('alert', undefined, { timeout: 5000 })).toHaveTextContent('Ce lien de désabonnement est incomplet.');
    expect(screen.queryByRole('button', { name: 'Se désabonner' })).toBeNull();
    expect(again.gateway.unsubscribe).not.toHaveBeenCalled();
    expect(gateway.unsubscribe).toHaveBeenCalledTimes(1);
  });
});
