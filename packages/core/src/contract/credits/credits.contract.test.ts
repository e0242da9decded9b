import { describe, expect, it } from 'vitest';
import { CREDIT_KINDS } from '../../catalogues/credit-kinds';
import {
  CreditConsumptionResponseSchema,
  CreditCreateBodySchema,
  CreditHistoryEventSchema,
  CreditKindParamSchema,
  CreditManageBodySchema,
  CREDITS_ENDPOINTS,
  CreditSchema,
  UserCreditListResponseSchema,
} from './credits.contract';

describe('credits port', () => {
  it('parses a credit, a user credit list and a history event with the spec’s fields', () => {
    const credit = { amount: 150, is_renewed: true, renewal_amount: 200, initial_amount: 200 };
    expect(CreditSchema.parse(credit)).toEqual(credit);
    expect(UserCreditListResponseSchema.parse({ credit_list: [{ ...credit, user_id: 12 }] }).credit_list[0]?.user_id).toBe(12);
    const event = { id: 1, type: 'top_up', old_amount: 50, new_amount: 150, comment: '100 credits added', author_user_id: 3, creation_date: '2025-01-10T09:00:00.000Z' };
    expect(CreditHistoryEventSchema.parse(event)).toEqual(event);
  });

  it('checks create and top-up bodies', () => {
    expect(CreditCreateBodySchema.parse({ initial_amount: 0, renewal_amount: 0 })).toEqual({ initial_amount: 0, renewal_amount: 0 });
    expect(CreditCreateBodySchema.safeParse({ initial_amount: -1, renewal_amount: 0 }).success).toBe(false);
    expect(CreditCreateBodySchema.safeParse({ initial_amount: 1.5, renewal_amount: 0 }).success).toBe(false);
    const topUp = { user_id_list: [12, 13], total_amount_for_user_id_list: 300, comment: '100 credits added' };
    expect(CreditManageBodySchema.parse(topUp)).toEqual(topUp);
    expect(CreditManageBodySchema.safeParse({ ...topUp, user_id_list: [] }).success).toBe(false);
    expect(CreditManageBodySchema.safeParse({ ...topUp, comment: 'x'.repeat(256) }).success).toBe(false);
    expect(CreditManageBodySchema.safeParse({ ...topUp, organization_id: 3 }).success).toBe(false);
  });

  it('checks the history filters and the consumption range', () => {
    const history = CREDITS_ENDPOINTS.getUserCreditHistory.query;
    expect(history.parse({ type: 'top_up', date_from: '2026-01-01', date_to: '2026-01-31' })).toMatchObject({ type: 'top_up', limit: 20, offset: 0 });
    expect(history.safeParse({ type: 'gift' }).success).toBe(false);
    expect(history.safeParse({ date_from: '2026-02-01', date_to: '2026-01-31' }).success).toBe(false);
    const consumption = CREDITS_ENDPOINTS.getUserCreditConsumption.query;
    expect(consumption.safeParse({ date_from: '2026-01-01', date_to: '2026-01-01' }).success).toBe(true);
    expect(consumption.safeParse({ date_from: '2026-01-01' }).success).toBe(false);
    expect(consumption.safeParse({ date_from: '2024-01-01', date_to: '2026-01-01' }).success).toBe(false);
    expect(CreditConsumptionResponseSchema.parse({ grouping: '1_day', point_list: [{ period_start: '2026-01-01', amount: 2 }], total: 2 }).total).toBe(2);
  });

  it('takes the kind in the path as a code of the credit-kind catalogue', () => {
    expect(CreditKindParamSchema.options).toEqual(CREDIT_KINDS.map((kind) => kind.code));
    expect(CREDITS_ENDPOINTS.getUserCredit.params.parse({ kind: 'email-rental', org: '3', user: '12' })).toEqual({ kind: 'email-rental', org: 3, user: 12 });
    expect(CREDITS_ENDPOINTS.getUserCredit.params.safeParse({ kind: 'sms', org: 3, user: 12 }).success).toBe(false);
  });

  it('has the credit paths of the spec', () => {
    expect(Object.values(CREDITS_ENDPOINTS).map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual([
      'GET /v1/credits/{kind}/organization/{org}',
      'GET /v1/credits/{kind}/organization/{org}/users',
      'GET /v1/credits/{kind}/organization/{org}/user/{user}',
      'POST /v1/credits/{kind}/organization/{org}/user/{user}',
      'POST /v1/credits/{kind}/organization/{org}/manage',
      'GET /v1/credits/{kind}/organization/{org}/user/{user}/history',
      'GET /v1/credits/{kind}/organization/{org}/user/{user}/consumption',
    ]);
  });
});
