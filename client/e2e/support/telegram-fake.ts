import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';

/** The repository's fake Telegram Bot API, run as `npm run telegram:fake` runs it, for one story file. */
export type TelegramFake = {
  /** A bot token it knows, made for this run. */
  token: string;
  /** Its control API (`/_fake/`: scripted updates, the messages sent). */
  control: string;
  stop(): void;
};

/**
 * The port playwright.config.ts points the server's TELEGRAM_API_BASE at: E2E_PORT + 1. The fake
 * must listen there before the shop calls it (the shop only does once a bot token is saved).
 */
export const telegramFakePort = () => Number(process.env.E2E_PORT ?? 3100) + 1;

export async function startTelegramFake(): Promise<TelegramFake> {
  const token = `123456789:${randomBytes(27).toString('base64url')}`;
  const child = spawn(
    'node_modules/.bin/tsx',
    ['server/src/telegram-fake/cli.ts', '--port', String(telegramFakePort()), '--token', token, '--username', 'nimbus_story_bot'],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const base = await new Promise<string>((resolve, reject) => {
    let printed = '';
    child.once('exit', (code) => reject(new Error(`fake Bot API exited (${code})`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
      const url = /TELEGRAM_API_BASE=(\S+)/.exec(printed)?.[1];
      if (url) resolve(url);
    });
  });
  return { token, control: `${base}/_fake/`, stop: () => void child.kill('SIGTERM') };
}
