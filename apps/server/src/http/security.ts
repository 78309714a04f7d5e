import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Content-Security-Policy for the web app (and everything else we serve).
 * style-src needs 'unsafe-inline': Radix UI (via react-remove-scroll / react-style-singleton)
 * injects <style> elements at run time. Scripts stay 'self' only.
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameSrc: ['https://www.youtube-nocookie.com'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** API paths whose answers hold no user data and may be cached. */
const CACHEABLE_API = /^\/api\/(docs|health)(\/|\?|$)/;

export async function registerSecurityHeaders(app: FastifyInstance, publicUrl: string) {
  // Every other /api answer may carry financial data (rows, statements, page images, exports,
  // errors naming a file): never stored by a browser or a shared proxy.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/') || CACHEABLE_API.test(request.url)) return payload;
    const current = reply.getHeader('cache-control');
    if (!String(current ?? '').includes('no-store')) reply.header('cache-control', 'no-store');
    return payload;
  });
  await app.register(helmet, {
    // useDefaults would add upgrade-insecure-requests, which breaks plain-http LAN use.
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    // HSTS only makes sense (and only is safe to pin) when served over https.
    strictTransportSecurity: publicUrl.startsWith('https:')
      ? { maxAge: 15_552_000, includeSubDomains: false }
      : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
