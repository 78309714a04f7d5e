import { type Tokens, tokensSchema, type User, userSchema } from '@bsp/shared';
import { readJson, removeKey, writeJson } from './storage';

export const USER_KEY = 'user';
export const TOKENS_KEY = 'tokens';

export type AuthState =
  | { status: 'loading'; user: null; tokens: null }
  | { status: 'ready'; user: User | null; tokens: Tokens | null };

let state: AuthState = { status: 'loading', user: null, tokens: null };
const listeners = new Set<() => void>();

function emit(next: AuthState): void {
  state = next;
  for (const listener of listeners) listener();
}

export const authStore = {
  get: (): AuthState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Spec §4: auth starts as loading, then resolves from local storage. */
  hydrate(): void {
    const user = readJson<User | null>(USER_KEY, userSchema.nullable(), null);
    const tokens = readJson<Tokens | null>(TOKENS_KEY, tokensSchema.nullable(), null);
    emit({
      status: 'ready',
      user: user && tokens ? user : null,
      tokens: user && tokens ? tokens : null,
    });
  },
  /** Login: stores user and tokens in local storage and in memory. */
  setSession(user: User, tokens: Tokens): void {
    writeJson(USER_KEY, user);
    writeJson(TOKENS_KEY, tokens);
    emit({ status: 'ready', user, tokens });
  },
  setUser(user: User): void {
    if (state.status !== 'ready' || !state.tokens) return;
    writeJson(USER_KEY, user);
    emit({ ...state, user });
  },
  setTokens(tokens: Tokens): void {
    if (state.status !== 'ready') return;
    writeJson(TOKENS_KEY, tokens);
    emit({ ...state, tokens });
  },
  /** Logout: clears both, in storage and in memory. */
  clear(): void {
    removeKey(USER_KEY);
    removeKey(TOKENS_KEY);
    emit({ status: 'ready', user: null, tokens: null });
  },
};

/** Keeps tabs in step: signing out in one tab signs out the others. */
export function syncAcrossTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === USER_KEY || event.key === TOKENS_KEY) {
      authStore.hydrate();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
