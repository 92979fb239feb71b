// ESLint rule `huddle/no-import-cycle` (issue 32): no file may reach itself through relative imports, type-only
// imports and `import('…')` included. eslint-plugin-import-x's no-cycle skips type-only imports, and most circles
// here were made of them (a service naming a type of another service that names it back), so the rule reads the
// imports itself, as the shared import-cycles tool does: `import`/`export … from '…'` and `import('…')` with a
// relative path, test files left out.
//
// Speed: the other files' imports are read once per ESLint process (a regex, no parse); the linted file's own come
// from its current text, so an editor sees its own change at once but another file's only after a restart.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'test', '__tests__']);
const isSource = (name) => /\.(ts|tsx)$/.test(name) && !/\.(test|spec)\.tsx?$|\.d\.ts$/.test(name);

function sourceFiles(roots) {
  const files = new Set();
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name)) walk(file);
      } else if (isSource(entry.name)) files.add(file);
    }
  };
  for (const root of roots) if (existsSync(root)) walk(root);
  return files;
}

/** The source files that `text` (the file `from`) imports, each with the specifier that names it. */
function importsOf(from, text, files) {
  const targets = new Map();
  for (const match of text.matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2];
    if (!specifier.startsWith('.')) continue;
    const base = path.resolve(path.dirname(from), specifier.replace(/\.js$/, ''));
    const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
    const target = candidates.find((candidate) => files.has(candidate));
    if (target && target !== from && !targets.has(target)) targets.set(target, specifier);
  }
  return targets;
}

const graphs = new Map();

/** Every source file under `roots` with the files it imports, read once per process. */
function graphOf(roots) {
  const key = roots.join('\0');
  if (!graphs.has(key)) {
    const files = sourceFiles(roots);
    const edges = new Map([...files].map((file) => [file, importsOf(file, readFileSync(file, 'utf8'), files)]));
    graphs.set(key, { files, edges });
  }
  return graphs.get(key);
}

/** The shortest chain of imports from `start` back to `file`, or null when there is none. */
function pathBack(start, file, edges) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const current = queue.shift();
    for (const next of edges.get(current)?.keys() ?? []) {
      if (next === file) {
        const chain = [];
        for (let step = current; step !== null; step = previous.get(step)) chain.unshift(step);
        return chain;
      }
      if (!previous.has(next)) {
        previous.set(next, current);
        queue.push(next);
      }
    }
  }
  return null;
}

export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid a circle of imports, type-only imports included.' },
    schema: [
      {
        type: 'object',
        properties: { roots: { type: 'array', items: { type: 'string' } } },
        required: ['roots'],
        additionalProperties: false,
      },
    ],
    messages: {
      cycle:
        'Import circle: {{chain}}. Move what both sides need to a leaf file (a *.types.ts beside the service, ' +
        'auth/actor.ts) so that the imports flow one way.',
    },
  },
  create(context) {
    const roots = context.options[0].roots.map((root) => path.resolve(context.cwd, root));
    const file = path.resolve(context.physicalFilename);
    const { files, edges } = graphOf(roots);
    if (!files.has(file)) return {};
    return {
      Program(program) {
        const own = importsOf(file, context.sourceCode.text, files);
        const reported = new Set();
        for (const [target, specifier] of own) {
          const chain = pathBack(target, file, edges);
          if (!chain || reported.has(specifier)) continue;
          reported.add(specifier);
          const names = [file, ...chain, file].map((step) => path.relative(context.cwd, step));
          const node = importNode(program, specifier) ?? program;
          context.report({ node, messageId: 'cycle', data: { chain: names.join(' → ') } });
        }
      },
    };
  },
};

/** The import, export or `import()` that names `specifier`, to put the report on its line. */
function importNode(program, specifier) {
  let found = null;
  const visit = (node) => {
    if (found || !node || typeof node.type !== 'string') return;
    if (node.source?.type === 'Literal' && node.source.value === specifier) {
      found = node;
      return;
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === 'parent') continue;
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value === 'object') visit(value);
    }
  };
  visit(program);
  return found;
}

export default { rules: { 'no-import-cycle': noImportCycle } };
