import type { FastifyReply } from 'fastify';

/**
 * Sends an HTML page (content negotiation on a route whose declared response schema is JSON). Fastify sends a
 * string with a non-JSON content type as is, without running the route's serializer.
 */
export function sendHtml(reply: FastifyReply, html: string, status = 200): FastifyReply {
  return reply.status(status).type('text/html; charset=utf-8').send(html);
}
