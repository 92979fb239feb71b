import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Storage } from '../integrations/storage/storage.ts';
import { errorBody } from '../lib/errors.ts';
import { on, publicRoute } from './route-matrix.ts';

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  ico: 'image/x-icon',
};

/** Uploaded files, the built SPA, and index.html for every other non-API path (client-side routes). */
export async function registerStatic(
  app: FastifyInstance,
  webDist: string,
  storage: Storage,
  options: { sourceMaps: boolean },
) {
  // Uploads (covers, logos, avatars) are public by an unguessable key, on any host, like a CDN.
  const matrix = on(publicRoute, { params: { '*': ':file' }, foreign: 'ok' });
  app.get('/api/files/*', { config: { access: 'public', matrix } }, async (request, reply) => {
    // The router has decoded the path already; decoding again would turn `%25` into a crash.
    const key = (request.params as { '*': string })['*'];
    const stream = storage.read(key);
    if (!stream) return reply.status(404).send(errorBody('not_found', 'Not found'));
    const ext = key.split('.').pop() ?? '';
    return reply
      .header('content-type', CONTENT_TYPES[ext] ?? 'application/octet-stream')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(stream);
  });

  const index = path.join(webDist, 'index.html');
  const hasSpa = fs.existsSync(index);
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      maxAge: '1h',
      // Source maps show our source to anyone: development only.
      ...(!options.sourceMaps && { allowedPath: (pathname: string) => !pathname.endsWith('.map') }),
    });
  }
  app.setNotFoundHandler((request, reply) => {
    // A missing file (a stale hashed asset) is a 404, not the SPA: only page paths get index.html.
    const pathname = request.url.split('?')[0] ?? '';
    if (request.url.startsWith('/api/') || !hasSpa || request.method !== 'GET' || /\.[a-z0-9]+$/i.test(pathname)) {
      return reply.status(404).send(errorBody('not_found', 'Not found'));
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
