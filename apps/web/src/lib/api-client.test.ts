import type { Tokens } from '@bsp/shared';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const expired = () => json(401, { error: { code: 'token_expired', message: 'Expired.' } });

function setup(handler: (url: string, init: RequestInit) => Promise<Response> | Response) {
  let tokens: Tokens | null = { access: 'a1', refresh: 'r1' };
  const ended = vi.fn();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    handler(String(input), init ?? {}),
  );
  const client = createApiClient({
    baseUrl: '',
    fetch: fetchMock as unknown as typeof fetch,
    getTokens: () => tokens,
    setTokens: (t) => {
      tokens = t;
    },
    onSessionEnded: () => {
      tokens = null;
      ended();
    },
  });
  return { client, fetchMock, ended, tokens: () => tokens };
}

const auth = (init: RequestInit) => (init.headers as Record<string, string>).Authorization;

describe('api client', () => {
  it('refreshes once for concurrent expired requests and retries them', async () => {
    let refreshCalls = 0;
    const { client, tokens, ended } = setup(async (url, init) => {
      if (url === '/api/auth/refresh/') {
        refreshCalls++;
        await new Promise((r) => setTimeout(r, 10));
        return json(200, { tokens: { access: 'a2', refresh: 'r2' } });
      }
      return auth(init) === 'Bearer a2' ? json(200, { ok: true }) : expired();
    });
    const results = await Promise.all([
      client.request('/api/user/', null, { auth: true }),
      client.request('/api/user/', null, { auth: true }),
      client.request('/api/user/', null, { auth: true }),
    ]);
    expect(results).toHaveLength(3);
    expect(refreshCalls).toBe(1);
    expect(tokens()).toEqual({ access: 'a2', refresh: 'r2' });
    expect(ended).not.toHaveBeenCalled();
  });

  it('ends the session when the refresh fails', async () => {
    const { client, ended, tokens } = setup((url) =>
      url === '/api/auth/refresh/'
        ? json(401, { error: { code: 'token_revoked', message: 'Revoked.' } })
        : expired(),
    );
    await expect(client.request('/api/user/', null, { auth: true })).rejects.toMatchObject({
      code: 'token_revoked',
    });
    expect(ended).toHaveBeenCalledOnce();
    expect(tokens()).toBeNull();
  });

  it('surfaces the server error shape with field errors', async () => {
    const { client } = setup(() =>
      json(409, {
        error: { code: 'conflict', message: 'Taken.', fields: { email: 'Already registered.' } },
      }),
    );
    await expect(
      client.request('/api/auth/register/', null, { method: 'POST', body: {} }),
    ).rejects.toMatchObject({
      status: 409,
      code: 'conflict',
      fields: { email: 'Already registered.' },
    });
  });

  it('reports network failures as network_error', async () => {
    const { client } = setup(() => {
      throw new TypeError('fetch failed');
    });
    await expect(client.request('/api/health/', null)).rejects.toMatchObject({
      status: 0,
      code: 'network_error',
    });
  });
});
