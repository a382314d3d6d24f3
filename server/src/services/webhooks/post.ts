import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import type { Target } from './address.ts';

export const WEBHOOK_TIMEOUT_MS = 10_000;

export type PostOutcome = { statusCode: number | null; durationMs: number; error: string | null };

/**
 * POSTs the body to the checked address only: the lookup answers the address `resolveTarget`
 * checked, while the Host header and TLS name stay the URL's host. The answer's body is read
 * and dropped (at most the first 64 KiB are waited for). Never throws.
 */
export function postTo(target: Target, body: string, headers: Record<string, string>, timeoutMs = WEBHOOK_TIMEOUT_MS): Promise<PostOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const pinned: LookupFunction = (_host, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const request = target.url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    let settled = false;
    const done = (outcome: Omit<PostOutcome, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...outcome, durationMs: elapsed() });
    };
    const req = request(
      target.url,
      {
        method: 'POST',
        lookup: pinned,
        headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), 'user-agent': 'Nimbus-Webhooks/1', ...headers },
      },
      (res) => {
        const statusCode = res.statusCode ?? null;
        let read = 0;
        res.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > 65_536) res.destroy();
        });
        const finish = () =>
          done({ statusCode, error: statusCode !== null && statusCode >= 200 && statusCode < 300 ? null : `The endpoint answered ${statusCode ?? 'nothing'}` });
        res.on('end', finish);
        res.on('close', finish);
        res.on('error', finish);
      },
    );
    const timer = setTimeout(() => {
      req.destroy();
      done({ statusCode: null, error: `No answer within ${Math.round(timeoutMs / 1000)} s` });
    }, timeoutMs);
    req.on('error', (error) => done({ statusCode: null, error: error.message.slice(0, 300) || 'Connection failed' }));
    req.end(body);
  });
}
