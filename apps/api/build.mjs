// Bundles the API (and our workspace packages, which ship as TypeScript) into
// dist/; third-party packages stay external and load from node_modules. That
// matters most for native modules (sharp, @node-rs/argon2): esbuild cannot
// inline their .node binaries, so they must always resolve at run time.
import path from 'node:path';
import { build } from 'esbuild';

const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@amparo/') ? undefined : { path: args.path, external: true },
    );
  },
};

// AMPARO_BUILD_OUTDIR: the resilience suite builds this same bundle elsewhere (apps/api/test/resilience).
await build({
  entryPoints: [
    path.join(import.meta.dirname, 'src/main.ts'),
    path.join(import.meta.dirname, 'src/worker.ts'),
  ],
  outdir: process.env.AMPARO_BUILD_OUTDIR ?? path.join(import.meta.dirname, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalPackages],
});
