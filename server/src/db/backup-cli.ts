// `npm run backup -- <file>` and `npm run restore -- <file>` (docs/operations.md): the database
// DATABASE_URL names (pg_dump / pg_restore), or the embedded one in DATA_DIR (server stopped).
import { resolve } from 'node:path';
import { ConfigError, parseEnv } from '../env.ts';
import { backup, BackupError, restore } from './backup.ts';

process.umask(0o077);
const [command, given] = process.argv.slice(2);
// npm runs the workspace's script in server/: a relative path is the caller's, as typed.
const file = given ? resolve(process.env.INIT_CWD ?? process.cwd(), given) : undefined;
if ((command !== 'backup' && command !== 'restore') || !file) {
  console.error('Usage: npm run backup -- <file>   |   npm run restore -- <file>');
  process.exit(2);
}
try {
  const env = parseEnv();
  if (command === 'backup') {
    const done = await backup(env, file);
    console.log(`Backed up the ${done.kind === 'postgres' ? 'PostgreSQL' : 'embedded'} database to ${done.file} (${Math.round(done.bytes / 1024)} KB).`);
    if (done.keysFile) console.log(`The install's generated secrets are in ${done.keysFile}: keep it with the backup, and as safe.`);
  } else {
    const done = await restore(env, file);
    console.log(
      `Restored ${file} into the ${done.kind === 'postgres' ? 'PostgreSQL database DATABASE_URL names' : `embedded database in ${env.DATA_DIR}`}. Start the server as usual.`,
    );
  }
} catch (error) {
  if (error instanceof BackupError || error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
