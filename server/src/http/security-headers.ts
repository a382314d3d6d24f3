import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { answerHeader, appendVary, setAnswerHeader } from './answer-headers.ts';
import { apiPathOf, isAnonymousCatalogueRead } from './api-paths.ts';

// Powerful features the shop never uses: a script that slipped in still cannot ask for them.
// Only names Chromium knows: an unknown one is logged as an error on every page.
const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * The headers of every answer (docs/decisions/012-headers-and-receipts.md): a CSP the built
 * SPA passes without inline script or eval, no framing, HSTS when the site is served over
 * https, and `Cache-Control: no-store` on API answers that carry a session or personal data.
 */
export const securityHeadersPlugin = fp(async function securityHeaders(app: FastifyInstance, opts: { publicUrl: string }) {
  const https = new URL(opts.publicUrl).protocol === 'https:';
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        // Mantine writes its theme variables and responsive style props as <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // blob: for the receipt image fetched with the session and the upload preview.
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        // pdf.js's worker is a file of our own build (same origin: no blob: wrapper needed).
        workerSrc: ["'self'"],
        frameSrc: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  headers.push(['permissions-policy', PERMISSIONS_POLICY]);
  app.addHook('onRequest', (_req, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });

  // A shared cache or the browser's disk must never keep a session's answer. Anonymous reads
  // of the public catalogue keep whatever their route sets (ETags may come).
  app.addHook('onSend', async (req, reply, payload) => {
    if (apiPathOf(req) === null) return payload;
    if (isAnonymousCatalogueRead(req)) {
      // The same URL answers differently with a session (staff see more plans): never reuse one for the other.
      appendVary(reply, payload, 'Authorization', 'Cookie');
      return payload;
    }
    const current = answerHeader(reply, payload, 'cache-control');
    if (!current || !/\bno-store\b/.test(current)) setAnswerHeader(reply, payload, 'cache-control', 'no-store');
    return payload;
  });
});

/**
 * Helmet's headers for these options, worked out once at start: with no per-request CSP nonce
 * they are the same on every answer. Running helmet's chain of twelve middlewares per request
 * instead cost about 6 % of a catalogue read's CPU in the profile (ADR 020); @fastify/helmet,
 * before that, even rebuilt the middleware per request.
 */
function helmetHeaders(options: Parameters<typeof helmet>[0]): [string, string][] {
  const response = new HeaderRecorder(new IncomingMessage(new Socket()));
  // Synchronous: it sets the headers and calls back at once (an error for a bad option).
  helmet(options)(response.req, response, (error?: unknown) => {
    if (error) throw error;
  });
  return response.written;
}

/** A response that keeps the headers set on it, names spelt as given (Content-Security-Policy). */
class HeaderRecorder extends ServerResponse {
  readonly written: [string, string][] = [];
  override setHeader(name: string, value: number | string | readonly string[]): this {
    this.written.push([name, String(value)]);
    return super.setHeader(name, value);
  }
}
