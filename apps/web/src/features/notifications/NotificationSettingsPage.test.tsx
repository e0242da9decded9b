import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestApp } from '../../testing/createTestApp';

describe('NotificationSettingsPage (/personal-space/notifications/settings)', { timeout: 15_000 }, () => {
  it('shows the newsletter switches and which alerts come by e-mail; saving says "La modification a bien été enregistrée"', async () => {
    const alert = (id: number, name: string) => ({ id, name, query_type_id: 11, is_alert: true, owner_user_id: 7, organization_id: 1, criteria: {}, creation_date: '2026-11-20T10:00:00.000Z', modification_date: null });
    const test = createTestApp({ loggedIn: true, queries: { listQueries: vi.fn(async () => ({ query_list: [alert(3, 'Levées de fonds'), alert(4, 'Nominations')], query_count: 2 })) } });
    vi.mocked(test.notifications.getNotificationSettings).mockResolvedValue({ blocked_query_id_list: [3, 8], newsletter_aggregated: true, newsletter_disabled: false });
    await test.renderAt('/personal-space/notifications/settings');
    const aggregated = await screen.findByRole('switch', { name: 'Recevoir une newsletter regroupée' });
    expect(aggregated).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Levées de fonds' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Nominations' })).toBeChecked();
    const save = screen.getByRole('button', { name: 'Enregistrer' });
    expect(save).toBeDisabled();

    const user = userEvent.setup();
    await user.click(screen.getByRole('switch', { name: 'Ne plus recevoir la newsletter' }));
    await user.click(save);
    expect(test.notifications.updateNotificationSettings).toHaveBeenCalledWith({ body: { blocked_query_id_list: [3, 8], newsletter_aggregated: true, newsletter_disabled: true } });
    await waitFor(() => expect(test.toasts.toasts.map((toast) => toast.text)).toContain('La modification a bien été enregistrée'));
  });

  it('a failed save shows "Nous avons rencontré une erreur"', async () => {
    const test = createTestApp({ loggedIn: true });
    vi.mocked(test.notifications.updateNotificationSettings).mockRejectedValueOnce(new Error('down'));
    await test.renderAt('/personal-space/notifications/settings');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'Recevoir une newsletter regroupée' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(test.toasts.toasts.map((toast) => `${toast.style}:${toast.text}`)).toContain('error:Nous avons rencontré une erreur'));
    expect(screen.getByText('Aucune alerte')).toBeInTheDocument();
  });
});
