import { type Tokens, tokensSchema } from '@bsp/shared';
import { createApiClient } from './api-client';
import { authStore, TOKENS_KEY } from './auth-store';
import { API_URL } from './config';
import { readJson } from './storage';

/** The app's one API client: Bearer tokens from the auth store, silent refresh, logout on failure. */
export const api = createApiClient({
  baseUrl: API_URL,
  fetch: (input, init) => window.fetch(input, init),
  getTokens: () => authStore.get().tokens,
  setTokens: (tokens) => authStore.setTokens(tokens),
  onSessionEnded: () => authStore.clear(),
  withRefreshLock: (run) =>
    typeof navigator !== 'undefined' && navigator.locks
      ? (navigator.locks.request('bsp-token-refresh', run) as Promise<
          Awaited<ReturnType<typeof run>>
        >)
      : run(),
  readPersistedTokens: () => readJson<Tokens | null>(TOKENS_KEY, tokensSchema.nullable(), null),
});
