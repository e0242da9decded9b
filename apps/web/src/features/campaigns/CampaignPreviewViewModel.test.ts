import { observable, runInAction } from 'mobx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CampaignPreviewBody } from '@cible/core';
import { CampaignPreviewViewModel, type CampaignPreviewInput } from './CampaignPreviewViewModel';

function setup(initial: CampaignPreviewInput | null = { html: '<p>Un</p>', preHeader: '' }) {
  const input = observable.box<CampaignPreviewInput | null>(initial);
  let answer = 0;
  const gateway = {
    previewCampaign: vi.fn(async ({ body }: { params: { id: number | string }; body?: CampaignPreviewBody }) => ({ subject: `Objet ${++answer}`, html: `<html>${body?.email_html_content ?? ''}</html>` })),
  };
  const vm = new CampaignPreviewViewModel(7, gateway, () => input.get(), 400);
  const write = (html: string, preHeader = '') => runInAction(() => input.set({ html, preHeader }));
  return { vm, gateway, write };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('CampaignPreviewViewModel', () => {
  it('asks for a first preview at once, then once per pause in the writing', async () => {
    vi.useFakeTimers();
    const { vm, gateway, write } = setup();
    const stop = vm.start();
    expect(gateway.previewCampaign).toHaveBeenCalledTimes(1);
    expect(gateway.previewCampaign).toHaveBeenLastCalledWith({ params: { id: 7 }, body: { email_html_content: '<p>Un</p>', email_pre_header: null } });
    await vi.runAllTimersAsync();
    expect(vm.preview.value?.html).toBe('<html><p>Un</p></html>');

    write('<p>Un d</p>');
    await vi.advanceTimersByTimeAsync(200);
    write('<p>Un deux</p>', '  Offres  ');
    await vi.advanceTimersByTimeAsync(399);
    expect(gateway.previewCampaign).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(gateway.previewCampaign).toHaveBeenCalledTimes(2);
    expect(gateway.previewCampaign).toHaveBeenLastCalledWith({ params: { id: 7 }, body: { email_html_content: '<p>Un deux</p>', email_pre_header: 'Offres' } });
    await vi.runAllTimersAsync();
    expect(vm.preview.value?.html).toBe('<html><p>Un deux</p></html>');

    // The same text again (a re-render) asks nothing; after stop, nothing either.
    write('<p>Un deux</p>', '  Offres  ');
    await vi.advanceTimersByTimeAsync(1000);
    expect(gateway.previewCampaign).toHaveBeenCalledTimes(2);
    stop();
    write('<p>Trois</p>');
    await vi.advanceTimersByTimeAsync(1000);
    expect(gateway.previewCampaign).toHaveBeenCalledTimes(2);
  });

  it('waits for the draft before asking, and switches between the desktop and the phone width', async () => {
    vi.useFakeTimers();
    const { vm, gateway, write } = setup(null);
    vm.start();
    expect(gateway.previewCampaign).not.toHaveBeenCalled();
    expect(vm.device).toBe('desktop');
    vm.setDevice('mobile');
    expect(vm.device).toBe('mobile');
    write('<p>Prêt</p>');
    await vi.advanceTimersByTimeAsync(400);
    expect(gateway.previewCampaign).toHaveBeenCalledTimes(1);
    vm.stop();
  });

  it('keeps the last preview and shows the error when a preview fails; retry asks again', async () => {
    const { vm, gateway } = setup();
    gateway.previewCampaign.mockRejectedValueOnce(new Error('network'));
    vm.start();
    await vi.waitFor(() => expect(vm.preview.status).toBe('error'));
    await vm.preview.retry();
    expect(vm.preview.status).toBe('ready');
    expect(gateway.previewCampaign).toHaveBeenCalledTimes(2);
    vm.stop();
  });
});
