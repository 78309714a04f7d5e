import { useSyncExternalStore } from 'react';
import { type AuthState, authStore } from '../../lib/auth-store';

export { avatarInitial } from './avatar-initial';

export function useAuth(): AuthState {
  return useSyncExternalStore(authStore.subscribe, authStore.get, authStore.get);
}
