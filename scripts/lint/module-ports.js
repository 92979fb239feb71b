// ESLint rule `huddle/module-ports` (issue 32, docs/architecture.md "Ports"): a file of a server module enters
// another module only through that module's port. From `modules/<a>/`, an import of `modules/<b>/` (b ≠ a, a module
// of the manifest) may name only `<b>/<b>.port.ts`, or one of the files the options allow (auth/actor.ts, the
// request's Actor that every module names). Type-only imports, `export … from` and `import('…')` (in code or in a
// type) count like any other.
import path from 'node:path';

/** The module of a file under `root`, with the file's path inside it; null outside every module. */
function placeOf(file, root, modules) {
  const relative = path.relative(root, file).split(path.sep);
  if (relative.length < 2 || relative[0] === '..' || !modules.has(relative[0])) return null;
  return { module: relative[0], file: relative.slice(1).join('/') };
}

export const modulePorts = {
  meta: {
    type: 'problem',
    docs: { description: 'Enter another server module only through its port (<module>/<module>.port.ts).' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          modules: { type: 'array', items: { type: 'string' } },
          allowed: { type: 'array', items: { type: 'string' } },
        },
        required: ['root', 'modules'],
        additionalProperties: false,
      },
    ],
    messages: {
      deep:
        "Module {{from}} enters module {{to}} through {{target}}: import '{{port}}' instead, and add what you need " +
        'to that port (docs/architecture.md, "Ports").',
    },
  },
  create(context) {
    const { root: rootOption, modules: names, allowed = [] } = context.options[0];
    const root = path.resolve(context.cwd, rootOption);
    const modules = new Set(names);
    const from = placeOf(path.resolve(context.physicalFilename), root, modules);
    if (!from) return {};
    const check = (node, specifier) => {
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const to = placeOf(path.resolve(path.dirname(context.physicalFilename), specifier), root, modules);
      if (!to || to.module === from.module) return;
      const port = `${to.module}.port.ts`;
      if (to.file === port || allowed.includes(`${to.module}/${to.file}`)) return;
      const target = `${to.module}/${to.file}`;
      context.report({
        node,
        messageId: 'deep',
        data: { from: from.module, to: to.module, target, port: `${to.module}/${port}` },
      });
    };
    const fromSource = (node) => check(node, node.source?.value);
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source.value : undefined),
      // import('…').Type in a type position.
      TSImportType: (node) => check(node, (node.source ?? node.argument?.literal)?.value),
    };
  },
};

export default { rules: { 'module-ports': modulePorts } };
