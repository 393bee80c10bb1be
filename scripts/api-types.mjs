// The API types both UIs import (@shop/kernel), generated from the server's OpenAPI document with openapi-typescript.
//   node scripts/api-types.mjs <openapi.json>          writes them
//   node scripts/api-types.mjs <openapi.json> --check  exits 1 when the written file differs
// test/api/api-types.spec.ts builds the document from the running app and calls this with --check;
// `npm run api:types` writes the file again after a change to a controller or a response class.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const TARGET = 'packages/shop-kernel/src/api/schema.ts';

const HEADER = `/**
 * Generated from the server's OpenAPI document by \`npm run api:types\` (scripts/api-types.mjs); do not edit.
 * test/api/api-types.spec.ts fails when a controller or a response class changed and this file did not.
 */
`;

const [source, mode] = process.argv.slice(2);
if (!source) {
  console.error('usage: node scripts/api-types.mjs <openapi.json> [--check]');
  process.exit(2);
}
const document = JSON.parse(readFileSync(source, 'utf8'));
const text = HEADER + astToString(await openapiTS(document, { alphabetize: true }));
const file = join(root, TARGET);
const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
if (current !== text) {
  if (mode === '--check') {
    console.error(`Out of date (run npm run api:types): ${TARGET}`);
    process.exit(1);
  }
  writeFileSync(file, text);
}
