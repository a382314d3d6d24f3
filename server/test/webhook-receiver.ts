import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// A receiver on loopback, written from ADR 041's "How a receiver checks a delivery", not from
// the sender's code: it takes the raw body, splits the signature header, recomputes the HMAC
// and refuses a timestamp outside the five-minute window.

export type Received = { headers: IncomingHttpHeaders; body: string; verified: boolean; why: string | null };

export function verifyDelivery(secret: string, header: string | undefined, rawBody: string, nowSeconds: number): string | null {
  if (!header) return 'no signature';
  const parts = new Map(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const t = Number(parts.get('t'));
  const v1 = parts.get('v1') ?? '';
  if (!Number.isInteger(t)) return 'no timestamp';
  if (Math.abs(nowSeconds - t) > 300) return 'outside the replay window';
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`, 'utf8').digest();
  const given = Buffer.from(v1, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'bad signature';
  return null;
}

export type Receiver = {
  url: string;
  received: Received[];
  /** The status code the next requests get (200 unless set). */
  answer: number;
  secret: string;
  close(): Promise<void>;
};

export async function startReceiver(port = 0, now: () => Date = () => new Date()): Promise<Receiver> {
  const receiver: Receiver = { url: '', received: [], answer: 200, secret: '', close: async () => {} };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const why = verifyDelivery(receiver.secret, req.headers['x-nimbus-signature'] as string | undefined, body, Math.floor(now().getTime() / 1000));
      receiver.received.push({ headers: req.headers, body, verified: why === null, why });
      res.statusCode = why ? 400 : receiver.answer;
      res.end(why ?? 'ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  receiver.close = () => new Promise((resolve) => server.close(() => resolve()));
  return receiver;
}
