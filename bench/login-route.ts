import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** One chunk of Vite's build manifest (`build.manifest: true`). */
type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[] };

export type RouteWeight = { files: { file: string; gzipBytes: number }[]; gzipBytes: number };

/**
 * The JavaScript a browser loads to show one route of the built app: the entry chunk, the lazy
 * chunk of the route's page, and every chunk either imports statically (the ones the browser
 * fetches before running them), each counted once, gzip level 9 (what the server sends).
 */
export function routeWeight(distDir: string, pageSource: string): RouteWeight {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  const manifest: Record<string, ManifestChunk> = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
  if (!entry) throw new Error(`${manifestFile} names no entry chunk`);
  if (!manifest[pageSource]) throw new Error(`${manifestFile} has no chunk for ${pageSource}`);
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  visit(entry[0]);
  visit(pageSource);
  const files = [...seen]
    .map((key) => {
      const file = (manifest[key] as ManifestChunk).file;
      const gzipBytes = gzipSync(fs.readFileSync(path.join(distDir, file)), { level: 9 }).length;
      return { file, gzipBytes };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { files, gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
}
