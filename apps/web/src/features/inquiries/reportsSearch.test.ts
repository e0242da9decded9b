import { describe, expect, it } from 'vitest';
import { ReportsSearchSchema, opensInquiryPopup } from './reportsSearch';

describe('the search params of /reports', () => {
  it('opens the popup for open-inquiry-popup=true only, and ignores anything unreadable', () => {
    const read = (input: Record<string, unknown>) => opensInquiryPopup(ReportsSearchSchema.parse(input));
    expect(read({ 'open-inquiry-popup': true })).toBe(true);
    expect(read({ 'open-inquiry-popup': 'true' })).toBe(true);
    for (const other of [false, 'false', 'yes', 1, { a: 1 }, null, '\u0000']) expect(read({ 'open-inquiry-popup': other }), String(other)).toBe(false);
    expect(read({})).toBe(false);
    expect(ReportsSearchSchema.parse({ 'open-inquiry-popup': 'x' })).toEqual({ 'open-inquiry-popup': undefined });
  });
});
