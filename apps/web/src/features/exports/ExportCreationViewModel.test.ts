import { describe, expect, it, vi } from 'vitest';
import { exportFixture } from '../../testing/exportTestData';
import { ExportCreationViewModel, monthStartOf, type ExportRequest } from './ExportCreationViewModel';
import { exportErrorKey, exportFailureCode } from './exportErrorKey';

function setup(request: ExportRequest) {
  const created = exportFixture(31);
  const gateway = {
    createProspectingListsExport: vi.fn(async () => created),
    createEmailRentalExport: vi.fn(async () => ({ ...created, type: 'email_rental' as const })),
    createTeamExport: vi.fn(async () => ({ ...created, type: 'team' as const })),
    createSubscriptionExport: vi.fn(async () => ({ ...created, type: 'subscription' as const })),
  };
  return { gateway, vm: new ExportCreationViewModel(request, gateway, '2026-01-12') };
}

const apiFailure = (status: number, code: string, issues?: { path: string; message: string }[]) => ({ kind: 'api', status, error: { code, message: 'x', ...(issues ? { issues } : {}) } });

describe('ExportCreationViewModel', () => {
  it('exports a list in XLSX by default, or CSV when chosen', async () => {
    const { vm, gateway } = setup({ kind: 'prospecting_lists', queryId: 4 });
    expect(vm.needsPeriod).toBe(false);
    await expect(vm.submit()).resolves.toMatchObject({ id: 31 });
    expect(gateway.createProspectingListsExport).toHaveBeenCalledWith({ body: { query_id_list: [4], file_format: 'xlsx' } });
    vm.setFormat('csv');
    await vm.submit();
    expect(gateway.createProspectingListsExport).toHaveBeenLastCalledWith({ body: { query_id_list: [4], file_format: 'csv' } });
  });

  it('rents a list’s e-mails through the email-rental export', async () => {
    const { vm, gateway } = setup({ kind: 'email_rental', queryId: 4 });
    await vm.submit();
    expect(gateway.createEmailRentalExport).toHaveBeenCalledWith({ body: { query_id: 4, file_format: 'xlsx' } });
  });

  it('exports the team or the subscription over a period, this month up to today by default, the start never after the end', async () => {
    const team = setup({ kind: 'team' });
    expect(team.vm.needsPeriod).toBe(true);
    expect([team.vm.dateFrom, team.vm.dateTo]).toEqual(['2026-01-01', '2026-01-12']);
    team.vm.setDateFrom('2026-01-20');
    expect(team.vm.periodError).toBe('dateRange');
    expect(team.vm.canSubmit).toBe(false);
    await expect(team.vm.submit()).resolves.toBeNull();
    expect(team.gateway.createTeamExport).not.toHaveBeenCalled();
    team.vm.setDateFrom('');
    expect(team.vm.periodError).toBe('periodMissing');
    team.vm.setDateFrom('2025-12-01');
    await team.vm.submit();
    expect(team.gateway.createTeamExport).toHaveBeenCalledWith({ body: { date_from: '2025-12-01', date_to: '2026-01-12', file_format: 'xlsx' } });
    const subscription = setup({ kind: 'subscription' });
    await subscription.vm.submit();
    expect(subscription.gateway.createSubscriptionExport).toHaveBeenCalledWith({ body: { date_from: '2026-01-01', date_to: '2026-01-12', file_format: 'xlsx' } });
    expect(monthStartOf('2026-02-28')).toBe('2026-02-01');
  });

  it('keeps the dialog open with the reason of a refusal (credits, empty, too large, other), cleared by a change', async () => {
    const { vm, gateway } = setup({ kind: 'prospecting_lists', queryId: 4 });
    const cases: [unknown, string][] = [
      [apiFailure(409, 'CREDITS.INSUFFICIENT'), 'creditsInsufficient'],
      [apiFailure(422, 'EXPORT.EMPTY'), 'empty'],
      [apiFailure(422, 'EXPORT.TOO_LARGE'), 'tooLarge'],
      [apiFailure(400, 'VALIDATION.INVALID_BODY', [{ path: 'date_to', message: 'DATE_RANGE.START_AFTER_END' }]), 'dateRange'],
      [apiFailure(500, 'INTERNAL'), 'other'],
      [{ kind: 'network', message: 'down' }, 'other'],
    ];
    for (const [failure, key] of cases) {
      gateway.createProspectingListsExport.mockRejectedValueOnce(failure);
      await expect(vm.submit()).resolves.toBeNull();
      expect(vm.error).toBe(key);
      expect(vm.submitting).toBe(false);
    }
    vm.setFormat('csv');
    expect(vm.error).toBeNull();
  });
});

describe('exportErrorKey', () => {
  it('names the known codes and nothing else (not even inherited object keys)', () => {
    expect(exportErrorKey('EXPORT.TOO_LARGE')).toBe('tooLarge');
    expect(exportErrorKey('EXPORT.MIXED_SOURCES')).toBe('mixedSources');
    expect(exportErrorKey('toString')).toBe('other');
    expect(exportErrorKey(null)).toBe('other');
    expect(exportFailureCode({ issues: [{ path: ['date_to'], message: 'DATE_RANGE.START_AFTER_END' }] })).toBe('DATE_RANGE.START_AFTER_END');
    expect(exportFailureCode(new Error('boom'))).toBeNull();
  });
});
