import { describe, expect, it } from 'vitest';
import { campaignErrorKey } from './campaignErrorKey';

const apiFailure = (status: number, code: string) => ({ kind: 'api', status, error: { code, message: '' } });

describe('campaignErrorKey', () => {
  it('names the codes the screens explain, a missing call as unavailable, anything else as other', () => {
    expect(campaignErrorKey(apiFailure(409, 'SENDING_DOMAIN.IN_USE'))).toBe('domainInUse');
    expect(campaignErrorKey(apiFailure(409, 'SENDING_DOMAIN.ALREADY_EXISTS'))).toBe('domainExists');
    expect(campaignErrorKey(apiFailure(422, 'SENDER.DOMAIN_NOT_ALLOWED'))).toBe('domainNotAllowed');
    expect(campaignErrorKey(apiFailure(409, 'CAMPAIGN.READ_ONLY'))).toBe('readOnly');
    expect(campaignErrorKey(apiFailure(404, 'NOT_FOUND'))).toBe('unavailable');
    expect(campaignErrorKey(apiFailure(500, 'INTERNAL'))).toBe('other');
    expect(campaignErrorKey(new Error('network'))).toBe('other');
  });
});
