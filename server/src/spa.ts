import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const API_PREFIXES = ['/trpc', '/api', '/assets'];

/** The built client at /, with history fallback to index.html for the router's paths. */
export const spaPlugin = fp(async function spa(app: FastifyInstance, opts: { root: string }) {
  await app.register(fastifyStatic, {
    root: opts.root,
    // The build writes x.br and x.gz beside each text file (client/build/precompress.ts): they
    // go out with Content-Encoding and Vary: Accept-Encoding, index.html (the fallback) too.
    preCompressed: true,
    // Hashed file names under /assets never change; index.html must always be revalidated.
    setHeaders(res, path) {
      res.header('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      res.header('X-Content-Type-Options', 'nosniff');
    },
  });

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    const isPage =
      (req.method === 'GET' || req.method === 'HEAD') &&
      !API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)) &&
      !/\.[a-z0-9]+$/i.test(path);
    if (!isPage) return reply.status(404).send({ status: 404, error: 'Not Found', message: 'Not found' });
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
});
