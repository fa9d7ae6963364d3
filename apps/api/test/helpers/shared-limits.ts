// Shared by shared-limits.test.ts and shared-limits-outage.test.ts (issue 23 §2): addresses,
// requests and the checks of a refusal by the per-address and per-user limits.
import { createServer, type AddressInfo } from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { MSG } from '@comoe/shared/messages';

export const redisUrl = process.env.REDIS_URL;
export const uniqueChannel = () => `comoe:test:limites:${Date.now()}:${Math.random().toString(36).slice(2)}`;

let lastAddress = 0;
/** An address no other test of the file sends from, so each test has windows of its own. */
export const freshAddress = () => `10.23.${Math.floor(++lastAddress / 250)}.${(lastAddress % 250) + 1}`;

export const villes = (app: FastifyInstance, remoteAddress: string) =>
  app.inject({ method: 'GET', url: '/api/villes', remoteAddress });

export const statuses = (answers: LightMyRequestResponse[]) => answers.map((a) => a.statusCode);
export const count = (answers: LightMyRequestResponse[], status: number) =>
  answers.filter((a) => a.statusCode === status).length;

/** Every refusal is the usual one: the French message and a Retry-After within the window. */
export function expectRefusals(answers: LightMyRequestResponse[], windowS: number): void {
  for (const a of answers.filter((r) => r.statusCode === 429)) {
    expect(a.json()).toEqual({ message: MSG.tooManyRequests });
    const wait = Number(a.headers['retry-after']);
    expect(Number.isInteger(wait)).toBe(true);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(windowS);
  }
}

/** A port nothing listens on. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
