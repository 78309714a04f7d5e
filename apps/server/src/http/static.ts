import { existsSync } from 'node:fs';
import path from 'node:path';
import { ERROR_CODES } from '@bsp/shared';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './error-handler.ts';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>BSP</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family:sans-serif;max-width:40rem;margin:3rem auto;line-height:1.5">
<h1>BSP server is running</h1>
<p>The web app is not built yet, so there is nothing to show here.</p>
<p>Build it from the repository root with <code>npm run build</code>, then restart the server
(or set <code>WEB_DIST</code> to a folder containing the built <code>index.html</code>).</p>
<p>The API is available under <a href="/api/docs">/api/docs</a>.</p>
</body></html>`;

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/');
const isMediaPath = (url: string) => url === '/media' || url.startsWith('/media/');

/**
 * Serves the built web app with an SPA fallback: any GET that is not /api or /media and not a
 * file answers index.html, so client-side routes survive a reload.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string) {
  const hasBuild = existsSync(path.join(webDist, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      index: ['index.html'],
      // Hashed assets can be cached forever; index.html must always be revalidated.
      setHeaders(res, filePath: string) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          res.header('cache-control', 'no-cache');
        }
      },
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (!wantsPage || isApiPath(url) || isMediaPath(url)) {
      return sendError(reply, 404, {
        code: ERROR_CODES.notFound,
        message: `No route for ${request.method} ${url}.`,
      });
    }
    if (path.extname(url) !== '' && !url.endsWith('.html')) {
      // A missing asset (e.g. an old hashed bundle) must not answer HTML.
      return sendError(reply, 404, { code: ERROR_CODES.notFound, message: 'Not found.' });
    }
    reply.header('cache-control', 'no-cache');
    if (hasBuild) return reply.type('text/html; charset=utf-8').sendFile('index.html');
    return reply.type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
  });
}
