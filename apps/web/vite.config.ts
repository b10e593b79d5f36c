import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const brotli = promisify(brotliCompress);

/**
 * react-pdf is built against its own pdf.js (it pins one), which may differ from the one the
 * server extracts text with; the viewer's worker must be the same version as its API.
 */
const require = createRequire(import.meta.url);
const viewerPdfjs = path.dirname(
  require.resolve('pdfjs-dist/package.json', { paths: [require.resolve('react-pdf')] }),
);
const gzipAsync = promisify(gzip);

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the build, at the highest
 * levels, once: the server sends the copy the browser accepts (@fastify/static `preCompressed`)
 * and never compresses per request (docs/decisions.md, "Web app delivery").
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'custodia-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = fs
        .readdirSync(outDir, { recursive: true, encoding: 'utf8' })
        .filter(
          (file) => /\.(m?js|css|html|svg|json|txt|map)$/.test(file) && !file.startsWith('.'),
        );
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          const content = fs.readFileSync(full);
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipAsync(content, { level: 9 }),
          ]);
          fs.writeFileSync(`${full}.br`, br);
          fs.writeFileSync(`${full}.gz`, gz);
        }),
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: { alias: { 'pdfjs-dist': viewerPdfjs } },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each page loads (bench/first-load.bench.ts reads it).
    manifest: true,
    rolldownOptions: {
      output: {
        // Libraries every screen loads whole get chunks of their own, which browsers keep cached
        // across releases that change only our code. antd stays split per component.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
            },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
          ],
        },
      },
    },
  },
});
