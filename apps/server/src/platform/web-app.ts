import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Vite names every file under assets/ by a hash of its content: a changed file is a new name. */
export const immutableCaching = 'public, max-age=31536000, immutable';
/** index.html and other unhashed files: a browser may keep them but asks again before use. */
export const revalidateCaching = 'no-cache';

/** The Cache-Control header of a file of the built web app, by its path under the root. */
export function webAppCaching(filePath: string): string {
  return /[\\/]assets[\\/]/.test(filePath) ? immutableCaching : revalidateCaching;
}

/** The folders the build writes files into: its hashed assets, and the manifest for tools. */
const builtFolders = /^\/(assets|\.vite)([/?]|$)/;

/**
 * Whether an address no route answered is a page of the web app, answered with its index.html:
 * any address outside the build's folders. A page's last segment may look like a file name (an
 * id or filing number with a dot, `…/factura-0099.pdf`); a missing asset (of an older build) stays
 * a 404, never a page the browser would try to run as a script.
 */
export function isWebAppPage(url: string): boolean {
  return !builtFolders.test(url);
}

/**
 * Serves the built web app (apps/web/dist). The build writes a brotli (.br) and a gzip (.gz) copy
 * beside each text file (apps/web/vite.config.ts), and the static plugin picks the one the browser
 * accepts, so nothing is compressed per request. The SPA fallback (http.ts) sends index.html
 * through the same plugin, hence with the same headers.
 */
export async function registerWebApp(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    preCompressed: true,
    cacheControl: false,
    // The build manifest (.vite/) is for tools, not for browsers.
    serveDotFiles: false,
    dotfiles: 'ignore',
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', webAppCaching(filePath));
    },
  });
}
