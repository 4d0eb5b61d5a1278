import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createServer, defineConfig, loadEnv, type Plugin, type ResolvedConfig, runnerImport } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaOptions } from './pwa.config';

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

/** '/partner' when the app is hosted under VITE_ROUTER_BASE in history mode, '' otherwise. */
function routerPathPrefix(config: ResolvedConfig): string {
  const env = loadEnv(config.mode, config.envDir || config.root, 'VITE_');
  const base = env.VITE_ROUTER_MODE === 'hash' ? '' : (env.VITE_ROUTER_BASE ?? '').trim();
  return base && base !== '/' ? `/${base.replace(/^\/+|\/+$/g, '')}` : '';
}

/**
 * Writes dist/route-patterns.json from the router's own route table, so the
 * server can answer unknown paths with 404 and the list never drifts from
 * the routes (the route table is loaded through Vite's module runner).
 */
function routePatternsPlugin(): Plugin {
  let outDir = '';
  let root = '';
  let prefix = '';
  return {
    name: 'amparo-route-patterns',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      prefix = routerPathPrefix(config);
    },
    async closeBundle() {
      const { module } = await runnerImport<typeof import('./src/app/route-patterns')>(
        path.join(root, 'src/app/route-patterns.ts'),
        { root, configFile: false, logLevel: 'error' },
      );
      const patterns = module.appRoutePatterns(prefix);
      fs.writeFileSync(path.join(outDir, 'route-patterns.json'), `${JSON.stringify(patterns, null, 1)}\n`);
    },
  };
}

// What every lazily loaded page awaits besides its own chunk (prepareRoutes in src/app/routes.tsx).
const LAZY_PAGE_EXTRAS = ['src/i18n/rest-texts.ts', 'src/app/query-client.ts'];

/**
 * The pages a customer often lands on from outside (an ad, a mail), with the modules (manifest keys)
 * the router loads before it renders them. `prerender`: the page's first visit is rendered into the
 * HTML at build time. scripts/check-bundle-budget.mjs weighs the same lists.
 */
const LANDING_PAGES: { pattern: string; modules: string[]; prerender?: string; fetches?: string[] }[] = [
  {
    pattern: '/contratacion',
    modules: ['src/features/purchase/components/purchase-page.tsx'],
    prerender: '/contratacion',
  },
  // The booking mail's link: the OS guard, which goes on to /evaluation and its first step.
  {
    pattern: '/peritation/*',
    modules: [
      'src/navigation/os-version-guard.ts',
      'src/features/evaluation/evaluation-layout.tsx',
      'src/features/evaluation/imei/imei-page.tsx',
    ],
    // The guard's settings request (public, the same for everyone): asked for with the HTML, and
    // taken by the guard's own fetch (same address, same credentials mode) instead of after the scripts.
    fetches: ['/api/settings'],
  },
  {
    pattern: '/evaluation/*',
    modules: [
      'src/features/evaluation/evaluation-layout.tsx',
      'src/features/evaluation/imei/imei-page.tsx',
      'src/features/evaluation/evaluation-pages.tsx',
    ],
  },
  // A receipt's payment link (mails and SMS).
  {
    pattern: '/pagos/:policyId/:paymentId',
    modules: ['src/features/payments/components/pay-receipt-page.tsx'],
  },
];

type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;

/** The files of the given modules and of everything they import statically. */
function chunkFiles(manifest: Manifest, keys: string[], files = new Set<string>()): Set<string> {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build manifest has no ${key}`);
    if (files.has(chunk.file)) continue;
    files.add(chunk.file);
    chunkFiles(manifest, chunk.imports ?? [], files);
  }
  return files;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The HTML the server sends for a page (apps/api's web-static.ts):
 * - dist/landing.html: index.html with the landing page already rendered inside #root, for '/'.
 * - dist/pages/NAME.html, for each of LANDING_PAGES: index.html with a module preload for each
 *   script the router loads for that page, so they download beside the entry instead of after it
 *   has run; and dist/pages/NAME.prerendered.html with the page rendered inside #root too (sent
 *   when the address has no query: a link with one may open another step or product).
 * - dist/pages.json: the list of those pages (pattern, files, preloads).
 * The app then renders the same markup over the prerendered one (main.tsx).
 */
function pagesHtmlPlugin(): Plugin {
  let outDir = '';
  let root = '';
  let base = '/';
  let routerPrefix = '';
  return {
    name: 'amparo-pages-html',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      base = config.base;
      routerPrefix = routerPathPrefix(config);
    },
    async closeBundle() {
      // A module runner that stays open while the pages render: they import their lazy routes.
      const server = await createServer({
        root,
        configFile: false,
        logLevel: 'error',
        server: { middlewareMode: true, hmr: false, ws: false },
        appType: 'custom',
        // Only modules are loaded here (ssrLoadModule): no browser dependency scan, which would
        // stumble on the service worker's virtual module (it exists in the client build only).
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const prerender = path.join(root, 'src/app/prerender.tsx');
        await writePages((await server.ssrLoadModule(prerender)) as typeof import('./src/app/prerender'));
      } finally {
        await server.close();
      }
    },
  };

  async function writePages(module: typeof import('./src/app/prerender')) {
    const shell = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
    const emptyRoot = '<div id="root"></div>';
    if (!shell.includes(emptyRoot)) throw new Error(`index.html has no ${emptyRoot}`);
    // `inert` (a prerendered form): its fields take no tap or typing until the app has adopted them
    // (main.tsx), instead of losing what was typed. The landing's links work without the app.
    const withPage = (html: string, page: { html: string; title: string }, inert = false) =>
      html
        .replace(emptyRoot, `<div id="root"${inert ? ' inert' : ''}>${page.html}</div>`)
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
    fs.writeFileSync(path.join(outDir, 'landing.html'), withPage(shell, await module.renderPageHtml('/')));

    const manifest = JSON.parse(
      fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'),
    ) as Manifest;
    const entry = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
    const entryFiles = chunkFiles(manifest, entry);
    fs.mkdirSync(path.join(outDir, 'pages'), { recursive: true });
    const pages = [];
    for (const page of LANDING_PAGES) {
      const preloads = [...chunkFiles(manifest, [...page.modules, ...LAZY_PAGE_EXTRAS])].filter(
        (file) => !entryFiles.has(file) && file.endsWith('.js'),
      );
      const links = preloads.map(
        (file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${base}${file}">`,
      );
      for (const url of page.fetches ?? [])
        links.push(`<link rel="preload" as="fetch" crossorigin href="${url}">`);
      const html = shell.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
      const name = page.pattern.split('/')[1];
      const files = { html: `pages/${name}.html`, prerendered: undefined as string | undefined };
      fs.writeFileSync(path.join(outDir, files.html), html);
      // Under a partner's base path the links would differ from the app's: that build is not prerendered.
      if (page.prerender && !routerPrefix) {
        files.prerendered = `pages/${name}.prerendered.html`;
        fs.writeFileSync(
          path.join(outDir, files.prerendered),
          withPage(html, await module.renderPageHtml(page.prerender), true),
        );
      }
      pages.push({ pattern: `${routerPrefix}${page.pattern}`, ...files, preloads });
    }
    fs.writeFileSync(path.join(outDir, 'pages.json'), `${JSON.stringify(pages, null, 1)}\n`);
  }
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
  plugins: [
    react(),
    tailwindcss(),
    routePatternsPlugin(),
    pagesHtmlPlugin(),
    precompressPlugin(),
    VitePWA(pwaOptions),
  ],
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
