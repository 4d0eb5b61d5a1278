// Bundles the API (and our workspace packages, which ship as TypeScript) into
// dist/; third-party packages stay external and load from node_modules. That
// matters most for native modules (sharp, @node-rs/argon2): esbuild cannot
// inline their .node binaries, so they must always resolve at run time.
import { build } from 'esbuild';

const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@amparo/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: ['src/main.ts', 'src/worker.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalPackages],
});
