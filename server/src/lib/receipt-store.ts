import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { randomUUID } from 'node:crypto';
import type { Env } from '../env.ts';

/**
 * Where receipt files live when S3_* is configured (docs/decisions/043): an S3-compatible bucket
 * (AWS, MinIO, SeaweedFS...). Without it they stay in the payments table, as before.
 */
export type ReceiptStore = {
  put(key: string, bytes: Buffer, mime: string): Promise<void>;
  get(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
  /** The bucket answers (readiness). */
  ping(): Promise<void>;
};

export type S3Settings = Pick<Env, 'S3_ENDPOINT' | 'S3_REGION' | 'S3_BUCKET' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY'>;

export function receiptStore(env: S3Settings): ReceiptStore | null {
  if (!env.S3_BUCKET) return null;
  const bucket = env.S3_BUCKET;
  const client = new S3Client({
    region: env.S3_REGION,
    ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT, forcePathStyle: true } : {}),
    ...(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } }
      : {}),
    // A store that does not answer fails the upload in seconds, not minutes.
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 15_000 },
    maxAttempts: 3,
  });
  return {
    async put(key, bytes, mime) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, ContentType: mime, ContentLength: bytes.length }));
    },
    async get(key) {
      const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      if (!answer.Body) throw new Error(`The receipt ${key} has no body in the bucket`);
      return Buffer.from(await answer.Body.transformToByteArray());
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    async ping() {
      await client.send(new HeadBucketCommand({ Bucket: bucket }));
    },
  };
}

/** A new upload's object key: its own, so a failed payment's object can be removed without touching another's. */
export const uploadKey = () => `receipts/${randomUUID()}`;
/** The key a stored receipt moves to (`npm run receipts -- to-bucket`): by payment, so a move run again finds it. */
export const paymentKey = (paymentId: number) => `receipts/payment-${paymentId}`;
