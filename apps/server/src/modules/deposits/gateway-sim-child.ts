import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Config } from '../../config.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../../../..');
const SIM_MAIN = path.join(repoRoot, 'apps/gateway-sim/src/main.ts');
const READY_LINE = /^gateway-sim listening on (https?:\/\/\S+)$/;
const START_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 5_000;

export type DemoGatewaySim = {
  url: string;
  /** Tells the gateway to call back on the port the server now listens on, unless PUBLIC_URL says. */
  listening(port: number): void;
  stop(): Promise<void>;
};

/** Demo mode is on and no real gateway is configured: the e-wallet channels need the simulator. */
export function wantsDemoGatewaySim(config: Config): boolean {
  const demo =
    config.seedDemo === 'on' || (config.seedDemo === 'auto' && config.env !== 'production');
  return demo && !config.wallet.gatewayUrl;
}

async function waitForUrl(child: ChildProcess): Promise<string> {
  const lines = createInterface({ input: child.stdout! });
  try {
    return await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('gateway simulator did not start in time')),
        START_TIMEOUT_MS,
      );
      lines.on('line', (line) => {
        const match = READY_LINE.exec(line.trim());
        if (match?.[1]) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`gateway simulator exited (${signal ?? code}) before it was ready`));
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
 * Starts apps/gateway-sim as a child process when `wantsDemoGatewaySim(config)`, and points the
 * configuration at it as if GATEWAY_URL had been given. The child gets a minimal environment:
 * its own port and host, not our secrets (DATABASE_URL, ADMIN_PASSWORD). Undefined when not wanted.
 */
export async function startDemoGatewaySim(config: Config): Promise<DemoGatewaySim | undefined> {
  if (!wantsDemoGatewaySim(config)) return undefined;
  const child = spawn(process.execPath, ['--import', 'tsx', SIM_MAIN], {
    cwd: repoRoot,
    env: { GATEWAY_SIM_PORT: '0', GATEWAY_SIM_HOST: '127.0.0.1', NODE_ENV: config.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[gateway-sim] ${chunk}`));
  // Should this process end without closing the app, the simulator must not outlive it.
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

  let url: string;
  try {
    url = await waitForUrl(child);
  } catch (error) {
    await stop();
    throw error;
  }
  config.wallet.gatewayUrl = url;
  return {
    url,
    listening(port) {
      const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
      config.wallet.publicUrl ??= `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
    },
    stop,
  };
}
