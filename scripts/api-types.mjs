// The UIs' API types, generated from the server's OpenAPI document with openapi-typescript.
//   node scripts/api-types.mjs <openapi.json>          writes them
//   node scripts/api-types.mjs <openapi.json> --check  exits 1 when a written file differs
// test/api/api-types.spec.ts builds the document from the running app and calls this with --check;
// `npm run api:types` writes the files again after a change to a controller or a response class.
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Each UI gets the routes it calls: the storefront the public and shopper ones, the back office the admin ones. */
const TARGETS = [
  { file: 'storefront-ui/src/api/schema.ts', keep: (path) => !path.startsWith('/api/admin') },
  { file: 'admin-ui/src/api/schema.ts', keep: (path) => path.startsWith('/api/admin') || path === '/api/configs' },
];

const HEADER = `/**
 * Generated from the server's OpenAPI document by \`npm run api:types\` (scripts/api-types.mjs); do not edit.
 * test/api/api-types.spec.ts fails when a controller or a response class changed and this file did not.
 */
`;

/** The schemas the kept routes reach, following $refs through other schemas. */
function reachable(document, paths) {
  const seen = new Set();
  const visit = (node) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && value.startsWith('#/components/schemas/')) {
        const name = value.replace('#/components/schemas/', '');
        if (!seen.has(name)) {
          seen.add(name);
          visit(document.components?.schemas?.[name]);
        }
      } else visit(value);
    }
  };
  visit(paths);
  visit(document.components?.responses);
  return seen;
}

function part(document, keep) {
  const paths = Object.fromEntries(Object.entries(document.paths).filter(([path]) => keep(path)));
  const names = reachable(document, paths);
  const schemas = Object.fromEntries(
    Object.entries(document.components?.schemas ?? {})
      .filter(([name]) => names.has(name))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  return { ...document, paths, components: { ...document.components, schemas } };
}

const [source, mode] = process.argv.slice(2);
if (!source) {
  console.error('usage: node scripts/api-types.mjs <openapi.json> [--check]');
  process.exit(2);
}
const document = JSON.parse(readFileSync(source, 'utf8'));
const stale = [];
for (const target of TARGETS) {
  const text = HEADER + astToString(await openapiTS(part(document, target.keep), { alphabetize: true }));
  const file = join(root, target.file);
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  if (current === text) continue;
  if (mode === '--check') stale.push(relative(root, file));
  else writeFileSync(file, text);
}
if (stale.length > 0) {
  console.error(`Out of date (run npm run api:types): ${stale.join(', ')}`);
  process.exit(1);
}
