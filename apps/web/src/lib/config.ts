/** Base URL of the API. Empty means same origin (the server also serves this app). */
export const API_URL: string = (import.meta.env.VITE_API_URL ?? '').replace(/\/+$/, '');

/** Turns a server path such as `/media/avatars/x.webp` into a URL the browser can load. */
export function mediaUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (/^(https?:|data:|blob:)/.test(path)) return path;
  return `${API_URL}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** Demo video shown in the landing page modal (youtube-nocookie, allowed by the CSP). */
export const DEMO_VIDEO_ID: string = import.meta.env.VITE_DEMO_VIDEO_ID ?? 'dQw4w9WgXcQ';
