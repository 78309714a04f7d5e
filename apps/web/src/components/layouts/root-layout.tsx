import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';

/** Scrolls to `#anchor` targets (e.g. /#how-it-works) after client-side navigation. */
function HashScroller() {
  const { hash, key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run on every navigation (key), even to the same hash.
  useEffect(() => {
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    const timer = window.setTimeout(() => {
      document.getElementById(id)?.scrollIntoView({ block: 'start' });
    }, 0);
    return () => window.clearTimeout(timer);
  }, [hash, key]);
  return null;
}

export function RootLayout() {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[100] rounded-md bg-background px-4 py-2 font-medium shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <Outlet />
      <ScrollRestoration />
      <HashScroller />
    </>
  );
}
