import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';

/** A line as the simulator's control API lists it. */
export type SimLine = { id: number; username: string; password: string; maxConnections: number; enabled: boolean };

/** The repository's IPTV panel simulator, run as `npm run panel:sim` runs it, for one story file. */
export type PanelSimulator = {
  apiUrl: string;
  streamUrl: string;
  /** Its control API (`/_sim/`: lines, faults), which must never face the internet. */
  control: string;
  apiKey: string;
  stop(): void;
};

/** Starts the simulator with a key made for this run and waits for the URLs it prints; by default on any free port. */
export async function startPanelSimulator(port = '0'): Promise<PanelSimulator> {
  const apiKey = randomBytes(12).toString('hex').toUpperCase();
  const child = spawn('node_modules/.bin/tsx', ['server/src/panel-sim/cli.ts', '--port', port, '--key', apiKey], { stdio: ['ignore', 'pipe', 'inherit'] });
  const urls = await new Promise<{ apiUrl: string; streamUrl: string }>((resolve, reject) => {
    let printed = '';
    child.once('exit', (code) => reject(new Error(`panel simulator exited (${code})`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
      const apiUrl = /PANEL_API_URL=(\S+)/.exec(printed)?.[1];
      const streamUrl = /PANEL_STREAM_URL=(\S+)/.exec(printed)?.[1];
      if (apiUrl && streamUrl) resolve({ apiUrl, streamUrl });
    });
  });
  return { ...urls, control: new URL('/_sim/', urls.apiUrl).toString(), apiKey, stop: () => void child.kill('SIGTERM') };
}
