import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ErrorFallback } from './error-fallback';

/** Router error element: render errors anywhere in the route tree land here. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Uncaught rendering error', error);
  }, [error]);
  return <ErrorFallback />;
}
