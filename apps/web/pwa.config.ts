import type { VitePWAOptions } from 'vite-plugin-pwa';

/**
 * The installable app (docs/installable-app.md): the web app with a manifest and a Workbox service
 * worker. The worker precaches the app shell and the customer pages' code (not the back office's
 * chunks), answers a navigation it cannot reach with the offline page, and caches nothing from
 * /api: an answer with a customer's data never lands in a cache. A new version waits for the
 * customer's 'Actualizar' (registerType 'prompt', src/app/service-worker.ts).
 */
export const pwaOptions: Partial<VitePWAOptions> = {
  registerType: 'prompt',
  // Registered from our own bundle after the page has loaded (src/app/service-worker.ts): no
  // inline script (the CSP allows none) and nothing added to the first paint.
  injectRegister: false,
  manifest: {
    id: '/',
    name: 'Amparo · Seguro de dispositivos',
    short_name: 'Amparo',
    description:
      'Tu seguro de móvil y dispositivos: comprueba tu móvil con dos fotos, paga, firma y declara siniestros.',
    lang: 'es',
    dir: 'ltr',
    start_url: '/area-cliente',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: '#D6007E',
    background_color: '#F5F5F5',
    categories: ['finance', 'utilities'],
    icons: [
      { src: '/app/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/app/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/app/icon-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/app/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    screenshots: [
      {
        src: '/app/screenshot-narrow.png',
        sizes: '390x844',
        type: 'image/png',
        form_factor: 'narrow',
        label: 'Amparo en el móvil',
      },
      {
        src: '/app/screenshot-wide.png',
        sizes: '1280x800',
        type: 'image/png',
        form_factor: 'wide',
        label: 'Amparo en el ordenador',
      },
    ],
    // Links into the app's scope open in the installed app where the platform allows it.
    handle_links: 'preferred',
    launch_handler: { client_mode: ['navigate-existing', 'auto'] },
  },
  workbox: {
    // The manifest's icons are added by the plugin (includeManifestIcons).
    globPatterns: ['assets/*.{js,css,woff2,svg}', 'offline.html', 'favicon.svg'],
    // Not downloaded ahead on a customer's phone: the back office's chunks (staff work at a desk with
    // a network), the contract's PDF viewer and the stores map (large, and each one page's).
    globIgnores: ['assets/admin-*', 'assets/pdf-*', 'assets/points-map-*'],
    navigateFallback: null,
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        // Pages always come from the network (they name the policy, the receipt...); without one,
        // the offline page.
        urlPattern: ({ request }) => request.mode === 'navigate',
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: '/offline.html' } },
      },
    ],
  },
};
