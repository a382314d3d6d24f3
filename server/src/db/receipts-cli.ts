// `npm run receipts -- to-bucket` (or `to-database`): moves the stored receipt files between the
// payments table and the S3 bucket S3_* names, checked by SHA-256, resumable (ADR 043).
import { pino } from 'pino';
import { ConfigError, parseEnv } from '../env.ts';
import { receiptStore } from '../lib/receipt-store.ts';
import { moveReceipts, type MoveDirection } from '../services/receipt-moves.ts';
import { databaseOptions, openDatabase } from './client.ts';

const direction = process.argv[2] as MoveDirection | undefined;
if (direction !== 'to-bucket' && direction !== 'to-database') {
  console.error('Usage: npm run receipts -- to-bucket | to-database');
  process.exit(2);
}
try {
  const env = parseEnv();
  const receipts = receiptStore(env);
  if (!receipts) throw new ConfigError('Set S3_BUCKET (and S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY for MinIO or SeaweedFS) first.');
  const database = await openDatabase(databaseOptions(env));
  try {
    const { moved } = await moveReceipts({ db: database.db, receipts, log: pino({ level: 'warn' }) }, direction);
    console.log(`Moved ${moved} receipt${moved === 1 ? '' : 's'} ${direction === 'to-bucket' ? 'to the bucket' : 'to the database'}, each checked by SHA-256.`);
  } finally {
    await database.close();
  }
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
