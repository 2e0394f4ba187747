import type { Config } from '../../../config.ts';
import { startSimChild } from '../../../lib/sim-child.ts';

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

/**
 * Starts apps/gateway-sim as a child process when `wantsDemoGatewaySim(config)`, and points the
 * configuration at it as if GATEWAY_URL had been given. The child gets a minimal environment:
 * its own port and host, not our secrets (DATABASE_URL, ADMIN_PASSWORD). Undefined when not wanted.
 */
export async function startDemoGatewaySim(config: Config): Promise<DemoGatewaySim | undefined> {
  if (!wantsDemoGatewaySim(config)) return undefined;
  const { url, stop } = await startSimChild({
    name: 'gateway-sim',
    main: 'apps/gateway-sim/src/main.ts',
    ready: /^gateway-sim listening on (https?:\/\/\S+)$/,
    env: { GATEWAY_SIM_PORT: '0', GATEWAY_SIM_HOST: '127.0.0.1', NODE_ENV: config.env },
  });
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
