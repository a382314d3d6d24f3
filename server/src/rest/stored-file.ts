import type { FastifyReply } from 'fastify';

/**
 * Sends an uploaded file (a receipt, a ticket attachment) inline with its stored type, never as a
 * page: even a file that slipped past the type check gets an opaque origin (sandbox), no script,
 * no plugin and no frame around it when opened directly; never cached, never sniffed.
 */
export function sendStoredFile(reply: FastifyReply, file: { mime: string; filename: string; bytes: Buffer }) {
  return reply
    .header('content-type', file.mime)
    .header('content-disposition', `inline; filename="${file.filename}"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'")
    .header('cross-origin-resource-policy', 'same-origin')
    .send(file.bytes);
}
