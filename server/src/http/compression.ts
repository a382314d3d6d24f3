import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Answers smaller than this go as they are: compressing them costs more than it saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses API answers over 1 KB for clients that accept it (brotli first, then gzip). The
 * built client is precompressed at build time (client/build/precompress.ts) and served as is;
 * a route that sends files which are compressed formats already (receipts) sets
 * `compress: false`. Request bodies are never decompressed: a small compressed body could
 * inflate past the body limit. tRPC's answers reach the compressor as bytes (http/fetch-answer.ts),
 * so the threshold applies to them too.
 */
export const compressionPlugin = fp(
  async function compression(app: FastifyInstance) {
    await app.register(compress, {
      global: true,
      globalDecompression: false,
      threshold: COMPRESS_THRESHOLD_BYTES,
      encodings: ['br', 'gzip'],
    });

    // A strong ETag names one exact body; the compressed body is another, so it leaves weak
    // (as nginx does): If-None-Match compares weakly and still matches it. Added after the
    // compressor's own hook, to each route, so it sees the encoding that was chosen.
    app.addHook('onRoute', (route) => {
      if (route.compress === false) return;
      const hooks = route.onSend === undefined ? [] : Array.isArray(route.onSend) ? route.onSend : [route.onSend];
      route.onSend = [...hooks, weakenEtagWhenEncoded];
    });
  },
  { name: 'nimbus-compression' },
);

async function weakenEtagWhenEncoded(_req: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const etag = reply.getHeader('etag');
  const encoding = reply.getHeader('content-encoding');
  if (typeof etag === 'string' && etag.startsWith('"') && encoding !== undefined && encoding !== 'identity') reply.header('etag', `W/${etag}`);
  return payload;
}
