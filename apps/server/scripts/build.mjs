// `npm run build -w apps/server`: one ES module, apps/server/dist/main.js, that plain `node` runs, so production
// starts without a TypeScript transpiler (issue 14). Packages from node_modules stay imports (native addons,
// PGlite's wasm files and pg-boss find their own files); only our code and @huddle/domain's TypeScript sources
// are bundled. Drizzle reads the migrations folder at run time next to the bundle: dist/migrations.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');

fs.rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: [path.join(root, 'src/main.ts')],
  outfile: path.join(dist, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-packages',
      setup(b) {
        // Bare specifiers are packages; ours (@huddle/*) ship TypeScript, so they are bundled, the rest is not.
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@huddle/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
fs.cpSync(path.join(root, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
console.log(`built ${path.relative(process.cwd(), path.join(dist, 'main.js'))}`);
