import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../lib/deps.ts';
import { operation } from './route.ts';
import { badInput, forbidden, pathId, refusal, signedOut } from './schemas.ts';

const bytes = { schema: z.instanceof(Buffer).meta({ type: 'string', format: 'binary' }) };

/** The route options of a stored file's GET by id (a receipt, a ticket attachment): its access level, its document, never compressed. */
export function storedFileOperation(deps: Deps, summary: string, tag: string) {
  return {
    ...operation(deps, 'authed', {
      summary,
      tags: [tag],
      params: z.object({ id: pathId }),
      response: {
        200: { description: 'The bytes', content: { 'image/png': bytes, 'image/jpeg': bytes, 'application/pdf': bytes } },
        400: badInput,
        401: signedOut,
        403: forbidden,
        404: refusal('Not found, or not yours'),
      },
    }),
    // The bytes go out exactly as stored: images and PDFs are compressed formats already.
    compress: false as const,
  };
}

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
