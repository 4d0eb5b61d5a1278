import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin, runnerImport } from 'vite';

// Vendor code that changes rarely gets chunks of its own (long-lived in the
// browser cache). Forms and validation are NOT grouped: grouping would tie
// zod (needed by a few API calls) to react-hook-form and pull both into pages
// without a form; left alone, each lands only where it is imported.
const chunkGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
  { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
];

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

function walk(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    );
}

/**
 * Writes dist/route-patterns.json from the router's own route table, so the
 * server can answer unknown paths with 404 and the list never drifts from
 * the routes (the route table is loaded through Vite's module runner).
 */
function routePatternsPlugin(): Plugin {
  let outDir = '';
  let root = '';
  let base = '';
  return {
    name: 'amparo-route-patterns',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      const env = loadEnv(config.mode, config.envDir || config.root, 'VITE_');
      base = env.VITE_ROUTER_MODE === 'hash' ? '' : (env.VITE_ROUTER_BASE ?? '').trim();
    },
    async closeBundle() {
      const { module } = await runnerImport<typeof import('./src/app/route-patterns')>(
        path.join(root, 'src/app/route-patterns.ts'),
        { root, configFile: false, logLevel: 'error' },
      );
      const prefix = base && base !== '/' ? `/${base.replace(/^\/+|\/+$/g, '')}` : '';
      const patterns = module.appRoutePatterns(prefix);
      fs.writeFileSync(path.join(outDir, 'route-patterns.json'), `${JSON.stringify(patterns, null, 1)}\n`);
    },
  };
}

/**
 * dist/landing.html: index.html with the landing page already rendered inside
 * #root, which the server sends for '/' (every other path gets the empty
 * shell). The app then renders the same markup over it.
 */
function prerenderLandingPlugin(): Plugin {
  let outDir = '';
  let root = '';
  return {
    name: 'amparo-prerender-landing',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const { module } = await runnerImport<typeof import('./src/app/prerender')>(
        path.join(root, 'src/app/prerender.tsx'),
        { root, configFile: false, logLevel: 'error' },
      );
      const shell = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
      const emptyRoot = '<div id="root"></div>';
      if (!shell.includes(emptyRoot)) throw new Error(`index.html has no ${emptyRoot}`);
      const landing = shell.replace(emptyRoot, `<div id="root">${module.renderLandingHtml()}</div>`);
      fs.writeFileSync(path.join(outDir, 'landing.html'), landing);
    },
  };
}

/**
 * Brotli and gzip copies of every text file, made once at build time at the
 * highest levels (too slow per request, free here). The server picks one by
 * Accept-Encoding. Runs last, after every other plugin has written its files.
 */
function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'amparo-precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      handler() {
        for (const file of walk(outDir)) {
          if (!COMPRESSIBLE.test(file)) continue;
          const body = fs.readFileSync(file);
          if (body.length < 256) continue;
          fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
          fs.writeFileSync(
            `${file}.br`,
            zlib.brotliCompressSync(body, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }),
          );
        }
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), routePatternsPlugin(), prerenderLandingPlugin(), precompressPlugin()],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  preview: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Lets the bundle budget (scripts/check-bundle-budget.mjs) follow what each page imports.
    manifest: true,
    // The landing carries, for every lazily loaded page, the list of files to preload with it
    // (__vite__mapDeps). Back-office pages (chunks named admin-…) load their imports as they come
    // instead: staff pay a short waterfall once, and the landing stays inside its size budget as the
    // back office grows (docs/performance.md).
    modulePreload: {
      resolveDependencies: (filename, deps, context) =>
        context.hostType === 'js' && /(^|\/)admin-/.test(filename) ? [] : deps,
    },
    rolldownOptions: {
      output: {
        codeSplitting: { groups: chunkGroups },
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId && /[\\/]features[\\/]admin[\\/]/.test(chunk.facadeModuleId)
            ? 'assets/admin-[name]-[hash].js'
            : 'assets/[name]-[hash].js',
      },
    },
  },
});
