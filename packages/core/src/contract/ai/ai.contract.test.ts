import { describe, expect, it } from 'vitest';
import { AI_ENDPOINTS, AI_MAX_VARIABLES, AiAnswerChunkSchema, AiAskBodySchema } from './ai.contract';

describe('ai port', () => {
  it('asks with variables and options', () => {
    expect(AiAskBodySchema.parse({ variables: { company_name: 'Exemple SA' }, options: { chat_id: 'abc-123' } })).toEqual({
      variables: { company_name: 'Exemple SA' },
      options: { chat_id: 'abc-123', stream: true, language: 'fr' },
    });
  });

  it('parses streamed lines with content, all_done and chat_id', () => {
    const line = { content: 'Votre proposition de valeur…', all_done: false, chat_id: 'abc-123' };
    expect(AiAnswerChunkSchema.parse(line)).toEqual(line);
    expect(AiAnswerChunkSchema.safeParse({ content: 'x', all_done: 'no', chat_id: 'a' }).success).toBe(false);
  });

  it('refuses bad variable names, too many variables, oversize values and unknown fields', () => {
    expect(AiAskBodySchema.safeParse({ variables: { 'Company Name': 'x' } }).success).toBe(false);
    const many = Object.fromEntries(Array.from({ length: AI_MAX_VARIABLES + 1 }, (_, i) => [`v${i}`, 'x']));
    expect(AiAskBodySchema.safeParse({ variables: many }).success).toBe(false);
    expect(AiAskBodySchema.safeParse({ variables: { pitch: 'x'.repeat(20_001) } }).success).toBe(false);
    expect(AiAskBodySchema.safeParse({ variables: {}, model: 'gpt' }).success).toBe(false);
  });

  it('streams POST /v1/ai/chat/ask/business-case/{case}, the case being a slug', () => {
    const endpoint = AI_ENDPOINTS.askBusinessCase;
    expect(`${endpoint.method} ${endpoint.path}`).toBe('POST /v1/ai/chat/ask/business-case/{case}');
    expect(endpoint.responseType).toBe('ndjson');
    expect(endpoint.params.parse({ case: 'value-proposition' })).toEqual({ case: 'value-proposition' });
    expect(endpoint.params.safeParse({ case: '../admin' }).success).toBe(false);
  });
});
