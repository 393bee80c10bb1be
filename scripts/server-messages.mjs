// The English wordings of the server's messages, as the UIs translate them (@shop/kernel), one file per audience:
// packages/shop-kernel/src/server-messages/english/<all|shop|admin>.generated.json, code -> wording, sorted by code.
//   node scripts/server-messages.mjs <catalogue.json>          writes them
//   node scripts/server-messages.mjs <catalogue.json> --check  exits 1 when a written file differs
// <catalogue.json> is the server's messageCatalogue() ([{code, template, audience}]). test/unit/message-codes.spec.ts
// loads every server module, writes it and calls this with --check; `npm run messages:english` writes the files
// again after a message was declared, reworded or removed.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const FOLDER = 'packages/shop-kernel/src/server-messages/english';
const AUDIENCES = ['all', 'shop', 'admin'];

const [source, mode] = process.argv.slice(2);
if (!source) {
  console.error('usage: node scripts/server-messages.mjs <catalogue.json> [--check]');
  process.exit(2);
}
const catalogue = JSON.parse(readFileSync(source, 'utf8'));
const unknown = catalogue.filter((entry) => !AUDIENCES.includes(entry.audience));
if (unknown.length > 0) {
  console.error(`Unknown audience: ${unknown.map((entry) => `${entry.code} (${entry.audience})`).join(', ')}`);
  process.exit(2);
}
const stale = [];
for (const audience of AUDIENCES) {
  const entries = catalogue.filter((entry) => entry.audience === audience).sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  const text = `${JSON.stringify(Object.fromEntries(entries.map((entry) => [entry.code, entry.template])), null, 2)}\n`;
  const path = `${FOLDER}/${audience}.generated.json`;
  const file = join(root, path);
  if ((existsSync(file) ? readFileSync(file, 'utf8') : '') === text) continue;
  if (mode === '--check') stale.push(path);
  else writeFileSync(file, text);
}
if (stale.length > 0) {
  console.error(`Out of date (run npm run messages:english): ${stale.join(', ')}`);
  process.exit(1);
}
