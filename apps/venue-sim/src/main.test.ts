import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { VenueClient } from './testing/client.ts';

const appDir = fileURLToPath(new URL('..', import.meta.url));

describe('main', () => {
  it('runs as a child process: prints one line, signs with VENUE_SIM_SECRET, exits on SIGTERM', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: '1', HOST: '0.0.0.0' };
    // Settings inherited from whoever runs the tests would override the ones below.
    for (const key of Object.keys(env)) if (key.startsWith('VENUE_SIM_')) delete env[key];
    Object.assign(env, { VENUE_SIM_PORT: '0', VENUE_SIM_SECRET: 'main-test-master-secret' });
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
      const match = /^venue-sim listening on (http:\/\/127\.0\.0\.1:(\d+))$/.exec(line);
      expect(match, line).not.toBeNull();
      expect(Number(match![2])).toBeGreaterThan(1);

      const health = await fetch(`${match![1]}/healthz`);
      expect(await health.text()).toBe('ok');
      const signed = new VenueClient(match![1]!, 'any_site', 'main-test-master-secret');
      expect((await signed.createPlayer('main_test')).status).toBe(200);
      const wrong = new VenueClient(match![1]!, 'any_site');
      expect((await wrong.createPlayer('main_test')).status).toBe(401);

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
