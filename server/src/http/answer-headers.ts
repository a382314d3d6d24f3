import type { FastifyReply } from 'fastify';

// The tRPC adapter answers with a fetch Response whose own headers win over the reply's, so an
// onSend hook reads and writes a header on both.

export function answerHeader(reply: FastifyReply, payload: unknown, name: string): string | undefined {
  const fromResponse = payload instanceof Response ? payload.headers.get(name) : null;
  const fromReply = reply.getHeader(name);
  return fromResponse ?? (fromReply === undefined ? undefined : String(fromReply));
}

export function setAnswerHeader(reply: FastifyReply, payload: unknown, name: string, value: string): void {
  reply.header(name, value);
  if (payload instanceof Response && payload.headers.has(name)) payload.headers.set(name, value);
}

/** Adds header names to the answer's Vary, once each. */
export function appendVary(reply: FastifyReply, payload: unknown, ...names: string[]): void {
  const current = answerHeader(reply, payload, 'vary') ?? '';
  const present = new Set(
    current
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  );
  const missing = names.filter((name) => !present.has(name.toLowerCase()));
  if (missing.length > 0) setAnswerHeader(reply, payload, 'vary', [current, ...missing].filter(Boolean).join(', '));
}
