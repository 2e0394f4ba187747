import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');

export type Running = {
  url: string;
  child: ChildProcess;
  /** What the process wrote to stderr, for a failing test's message. */
  stderr(): string;
  /** How it ended and the last of its output, for the message of a test that lost it. */
  describe(): string;
  /** SIGTERM, then SIGKILL after a grace period. */
  stop(): Promise<void>;
  /** SIGKILL at once: the crash a fault test wants. */
  kill(): Promise<void>;
};

/**
 * Starts `node --import tsx <script>` and waits for the stdout line that carries its URL. Tests
 * use it for the processes a real deployment runs apart: the server, the venue simulator.
 */
export async function startProcess(
  script: string,
  env: Record<string, string>,
  ready: RegExp,
  timeoutMs = 60_000,
): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, script)], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-20_000);
  });
  const exited = once(child, 'exit');
  const lines = createInterface({ input: child.stdout! });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${script} did not start:\n${errors}`)),
      timeoutMs,
    );
    lines.on('line', (line) => {
      const match = ready.exec(line);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited (${signal ?? code}) before it was ready:\n${errors}`));
    });
  });
  // Keep reading so a chatty child never blocks on a full pipe; the tail says why it died.
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8_000);
  });
  child.stdout?.resume();
  const ended = () => child.exitCode !== null || child.signalCode !== null;
  return {
    url,
    child,
    stderr: () => errors,
    describe: () =>
      `${script} ${ended() ? `exited (${child.signalCode ?? child.exitCode})` : 'is running'}\n` +
      `stdout: ${output.slice(-4_000)}\nstderr: ${errors.slice(-4_000)}`,
    async stop() {
      if (ended()) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
    async kill() {
      if (ended()) return;
      child.kill('SIGKILL');
      await exited;
    },
  };
}
