import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';

export type Call = { method: string; path: string; body: unknown; headers: Headers; init?: RequestInit };

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fake server: every fetch is recorded and answered by `route` (JSON bodies parsed, others kept raw). */
export function fakeServer(route: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const handler = { route };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const call: Call = {
        method: init?.method ?? 'GET',
        path: input,
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body,
        headers: new Headers(init?.headers),
        init,
      };
      calls.push(call);
      return handler.route(call);
    }),
  );
  return { calls, handler };
}

/** The path's search parameters, for asserting what a filter sent. */
export const searchOf = (call: Call | undefined) => new URL(call?.path ?? '/', 'http://test').searchParams;

/** The path without its query string. */
export const pathOf = (call: Call): string => call.path.split('?')[0] ?? call.path;

export function renderWithClient(ui: ReactNode, { route = '/' }: { route?: string } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
