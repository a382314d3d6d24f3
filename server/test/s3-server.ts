import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll } from 'vitest';

/**
 * An S3-compatible server on loopback (s3rver) with `bucket` made, for the file's tests (ADR 043),
 * and the app's S3_* settings pointing at it. Call it before `testApp({ env: s3.env })`: its
 * beforeAll then runs first, and the app reads the endpoint once the server has its port.
 */
export function s3Server(bucket: string) {
  const directory = mkdtempSync(join(tmpdir(), 'nimbus-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  let endpoint = 'http://127.0.0.1:1';
  const client = () => new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });

  beforeAll(async () => {
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
    await client().send(new CreateBucketCommand({ Bucket: bucket }));
  });
  afterAll(async () => {
    await server.close();
    rmSync(directory, { recursive: true, force: true });
  });

  return {
    /** For testApp: read when the app is built, after the server started. */
    env: {
      S3_BUCKET: bucket,
      get S3_ENDPOINT() {
        return endpoint;
      },
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    } as Record<string, string>,
    /** The bucket's object keys, sorted. */
    objectKeys: async () => ((await client().send(new ListObjectsV2Command({ Bucket: bucket }))).Contents ?? []).map((object) => object.Key!).sort(),
  };
}
