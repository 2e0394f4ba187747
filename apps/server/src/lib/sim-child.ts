import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const START_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 5_000;

export type SimChild = { url: string; stop(): Promise<void> };

async function waitForUrl(child: ChildProcess, ready: RegExp, name: string): Promise<string> {
  const lines = createInterface({ input: child.stdout! });
  try {
    return await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`${name} did not start in time`)),
        START_TIMEOUT_MS,
      );
      lines.on('line', (line) => {
        const match = ready.exec(line.trim());
        if (match?.[1]) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`${name} exited (${signal ?? code}) before it was ready`));
      });
      child.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
    });
  } finally {
    lines.close();
  }
}

/**
 * Starts one of the demo simulators (apps/<name>) as a child process and waits for the stdout
 * line that carries its URL. The child gets only `env`: none of our secrets. Should this process
 * end without stopping it, the child is told to go too.
 */
export async function startSimChild(options: {
  name: string;
  main: string;
  ready: RegExp;
  env: NodeJS.ProcessEnv;
}): Promise<SimChild> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, options.main)], {
    cwd: repoRoot,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[${options.name}] ${chunk}`));
  const killOnExit = () => child.kill('SIGTERM');
  process.once('exit', killOnExit);

  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  };

  try {
    return { url: await waitForUrl(child, options.ready, options.name), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
