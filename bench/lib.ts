import { readFileSync } from 'node:fs';

export const common = {
  appId: 'swerte',
  channel: 'WEB',
  clientReferrer: '',
  platform: 'web',
  appVersion: 'bench',
  appWebName: 'swerte',
};

const demo = JSON.parse(readFileSync('server/seed/demo-player.json', 'utf8')) as { account: string; password: string };
export const loginBody = { ...common, type: 2, account: demo.account, password: demo.password };

export interface LoadResult {
  connections: number;
  seconds: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p99: number; max: number };
  requests: number;
  non2xx: number;
  errors: number;
}
