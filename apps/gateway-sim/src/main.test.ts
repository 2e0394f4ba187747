import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const appDir = fileURLToPath(new URL('..', import.meta.url));

describe('main', () => {
  it('runs as a child process: prints one line, answers /healthz, exits on SIGTERM', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', HOST: '127.0.0.1' };
    // Settings inherited from whoever runs the tests would override PORT and HOST above.
    for (const key of Object.keys(env)) if (key.startsWith('GATEWAY_SIM_')) delete env[key];
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: appDir,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      let stdout = '';
      child.stdout.setEncoding('utf8');
      const line = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', (chunk: string) => {
          stdout += chunk;
          const end = stdout.indexOf('\n');
          if (end >= 0) resolve(stdout.slice(0, end));
        });
        child.once('exit', (code) => reject(new Error(`exited early with ${code}`)));
      });
      const match = /^gateway-sim listening on (http:\/\/127\.0\.0\.1:(\d+))$/.exec(line);
      expect(match, line).not.toBeNull();
      expect(Number(match![2])).toBeGreaterThan(0);

      const health = await fetch(`${match![1]}/healthz`);
      expect(health.status).toBe(200);
      expect(await health.text()).toBe('ok');

      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      const [code] = await exited;
      expect(code).toBe(0);
      expect(stdout).toBe(`${line}\n`);
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  });
});
