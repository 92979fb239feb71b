// The events page's first-load JavaScript, gzipped, must stay within its budget (issue 14): run after
// `npm run build`. It follows the Vite manifest from index.html and the lazy route modules that the events page
// renders (the signed-in shell and the page itself) through their static imports, the same files the browser
// fetches or modulepreloads for /events/upcoming, and sums their gzipped sizes.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

// Issue 14's budget. Measured 286 KiB before the issue, 212 after its first pass and 168 after its second: React
// DOM (62), react-router (13), MUI's core and emotion (~35) and the query client (9) are most of what is left. The
// second pass dropped the data router (our own blocker in lib/navigation-blocker.tsx), MUI's Select, Tabs, Chip,
// List and Drawer from the page (native selects, small Box-based equivalents, the phone drawer on demand) and dayjs.
// Keep it: lazy-load what the events page does not show at once. 171 since issues 33 and 34 (Slack, sign-on): the
// first page's router and messages grew by a few hundred bytes, after the return pages (/auth/…) and the hash-style
// SAML rewrite were moved out of it; 170 had no room left for any route.
const BUDGET_KIB = 171;
const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
// Lazy modules on the events page's path: app/router.tsx loads these for /events/upcoming.
const EVENTS_ROUTE = ['index.html', 'src/app/shell/app-shell.tsx', 'src/features/events/routes/events-page.tsx'];

const manifestFile = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestFile)) {
  console.error(`No ${path.relative(process.cwd(), manifestFile)}: run \`npm run build\` first.`);
  process.exit(2);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));

// A module that vite.config.ts groups into a shared chunk has no manifest entry of its own: its chunk is the one whose
// source map lists it.
function chunkKeyOf(module) {
  if (manifest[module]) return module;
  const suffix = `/${module}`;
  for (const [key, chunk] of Object.entries(manifest)) {
    const mapFile = path.join(dist, `${chunk.file}.map`);
    if (!chunk.file.endsWith('.js') || !fs.existsSync(mapFile)) continue;
    const { sources } = JSON.parse(fs.readFileSync(mapFile, 'utf8'));
    if (sources.some((source) => source.endsWith(suffix))) return key;
  }
  throw new Error(`${module} is in no chunk of the Vite manifest: was it renamed? Update EVENTS_ROUTE.`);
}

const files = new Set();
function visit(key) {
  const chunk = manifest[key];
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
}
for (const module of EVENTS_ROUTE) visit(chunkKeyOf(module));

let total = 0;
const rows = [...files].map((file) => {
  const size = zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
  total += size;
  return { file, size };
});
rows.sort((a, b) => b.size - a.size);
const top = 8;
for (const { file, size } of rows.slice(0, top)) console.log(`${(size / 1024).toFixed(1).padStart(7)} KiB  ${file}`);
if (rows.length > top) console.log(`          … and ${rows.length - top} smaller files`);
const totalKiB = total / 1024;
console.log(
  `Events page first load: ${totalKiB.toFixed(1)} KiB of gzipped JavaScript in ${rows.length} files (budget ${BUDGET_KIB} KiB)`,
);
if (totalKiB > BUDGET_KIB) {
  console.error(
    `Over budget by ${(totalKiB - BUDGET_KIB).toFixed(1)} KiB: lazy-load what the events page does not need.`,
  );
  process.exit(1);
}
