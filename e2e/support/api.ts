import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import type { DemoAccount } from './demo';

export type Auth = { id: number; token: string; headers: Record<string, string> };

/** Signs in through the API, as another person's phone would. */
export async function apiSignIn(request: APIRequestContext, account: DemoAccount): Promise<Auth> {
  const res = await request.post('/api/auth/login', { data: account });
  expect(res.status(), await res.text()).toBe(200);
  const { id, token } = (await res.json()) as { id: number; token: string };
  return { id, token, headers: { Authorization: `Bearer ${token}` } };
}

export async function ok<T>(response: Promise<APIResponse>): Promise<T> {
  const res = await response;
  expect(res.ok(), `${res.url()} → ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}
