import { z } from 'zod';
import { PORT_LIMITS, safeString } from '../shared/api-primitives';
import { defineEndpoint, type EndpointGateway } from '../shared/endpoint';

/** A business case of the AI assistant, as it appears in the path (`value-proposition`…): a lowercase slug. */
export const AiBusinessCaseSchema = safeString().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'AI.INVALID_BUSINESS_CASE');

/** Most variables one question may carry (designed). */
export const AI_MAX_VARIABLES = 50;

/** Options of a question (designed): stream the answer (default), continue a chat, answer language. */
export const AiAskOptionsSchema = z
  .object({
    stream: z.boolean().default(true),
    chat_id: safeString().regex(/^[A-Za-z0-9_-]{1,64}$/, 'AI.INVALID_CHAT_ID').optional(),
    language: z.enum(['fr', 'en']).default('fr'),
  })
  .strict();
export type AiAskOptions = z.infer<typeof AiAskOptionsSchema>;

/** A question to the AI assistant (the spec's call: variables, options). Variables are named snake_case texts. */
export const AiAskBodySchema = z
  .object({
    variables: z
      .record(safeString().regex(/^[a-z][a-z0-9_]{0,63}$/, 'AI.INVALID_VARIABLE_NAME'), safeString().max(PORT_LIMITS.longText))
      .refine((variables) => Object.keys(variables).length <= AI_MAX_VARIABLES, 'AI.TOO_MANY_VARIABLES'),
    options: AiAskOptionsSchema.optional(),
  })
  .strict();
export type AiAskBody = z.infer<typeof AiAskBodySchema>;

/**
 * One line of the answer (the spec's call: content, all_done, chat_id). The answer is newline-delimited JSON; the
 * last line has `all_done: true`. Without streaming the answer is that single last line.
 */
export const AiAnswerChunkSchema = z.object({
  content: safeString(),
  all_done: z.boolean(),
  chat_id: safeString(),
});
export type AiAnswerChunk = z.infer<typeof AiAnswerChunkSchema>;

/** The AI assistant (docs/rules/ports.md "ai"). */
export const AI_ENDPOINTS = {
  askBusinessCase: defineEndpoint({
    method: 'POST',
    path: '/v1/ai/chat/ask/business-case/{case}',
    summary: 'Ask the AI assistant about a business case; answers streamed lines.',
    params: { case: AiBusinessCaseSchema },
    body: AiAskBodySchema,
    response: AiAnswerChunkSchema,
    responseType: 'ndjson',
  }),
} as const;

/** The AI port: `askBusinessCase` resolves to an async iterable of answer lines. */
export type AiGateway = EndpointGateway<typeof AI_ENDPOINTS>;
