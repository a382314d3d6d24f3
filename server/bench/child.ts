// A server of the benchmarks in a process of its own (the app, or the bare route it is compared
// with): the load generator must not share an event loop or a core's queue with what it measures.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export type Child = { url: string; process: ChildProcess; stop(): Promise<void> };

/**
 * Starts bench/<script> with `env` (and BENCH_NODE_FLAGS, e.g. --cpu-prof) and waits for
 * "listening <url>". Plain node, no tsx: the servers measured are compiled JavaScript, and the
 * scripts that start them have only types for Node to strip.
 */
export async function startChild(script: string, env: Record<string, string>): Promise<Child> {
  const extra = (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', ...extra, fileURLToPath(new URL(script, import.meta.url))], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} exited (${code})`)));
    child.stdout.on('data', (chunk: Buffer) => {
      const match = /listening (\S+)/.exec(chunk.toString());
      if (match) resolve(match[1]!);
    });
  });
  return {
    url,
    process: child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** CPU time (user + system) the process has used so far, in ms (Linux /proc; null elsewhere). */
export function cpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    // Fields 14 and 15 of /proc/<pid>/stat, in clock ticks of 10 ms; the name (field 2) may hold spaces.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** The process's resident set now, in MB (Linux /proc; null elsewhere). */
export function rssMb(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}
