import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { TABLE_OWNERS } from '../../server/src/database/table-owners';

// One writer per table, read off the server's SQL text (see server/src/database/table-owners.ts).

const ROOT = join(__dirname, '../..');

function files(dir: string, suffix: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path, suffix);
    return entry.name.endsWith(suffix) && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

/** The module a server file belongs to: its folder under modules/, else its folder under server/src (queue, storefront...). */
function moduleOf(path: string): string {
  const parts = relative(join(ROOT, 'server/src'), path).split('/');
  return parts[0] === 'modules' ? parts[1] : parts[0];
}

/** The tables the migrations create. */
const MIGRATED = new Set(
  files(join(ROOT, 'migrations'), '.ts').flatMap((path) => [...readFileSync(path, 'utf8').matchAll(/CREATE TABLE "?([a-z_]+)"?/g)].map((m) => m[1])),
);

interface Use {
  module: string;
  file: string;
  table: string;
  columns?: string[];
}

/** The column names an UPDATE's SET clause assigns. */
function setColumns(clause: string): string[] {
  let depth = 0;
  const parts: string[] = [];
  let current = '';
  for (const ch of clause) {
    if (ch === '(') depth += 1;
    if (ch === ')') depth -= 1;
    if (ch === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  parts.push(current);
  return parts.map((p) => /^\s*"?([a-z_]+)"?\s*=/.exec(p)?.[1]).filter((c): c is string => Boolean(c));
}

const sources = files(join(ROOT, 'server/src'), '.ts').filter((path) => !relative(ROOT, path).startsWith('server/src/database/'));
const writes: Use[] = [];
const reads: Use[] = [];
for (const path of sources) {
  const text = readFileSync(path, 'utf8');
  const module = moduleOf(path);
  const file = relative(ROOT, path);
  for (const m of text.matchAll(/\bINSERT\s+INTO\s+"?([a-z_]+)"?/g)) writes.push({ module, file, table: m[1] });
  for (const m of text.matchAll(/\bDELETE\s+FROM\s+"?([a-z_]+)"?/g)) writes.push({ module, file, table: m[1] });
  for (const m of text.matchAll(/\bUPDATE\s+"?([a-z_]+)"?(?:\s+[a-z]{1,3})?\s+SET\b([\s\S]*?)(?=\bWHERE\b|\bFROM\b|\bRETURNING\b|`)/g)) {
    writes.push({ module, file, table: m[1], columns: setColumns(m[2]) });
  }
  for (const m of text.matchAll(/\b(?:FROM|JOIN)\s+"?([a-z_]+)"?/g)) if (MIGRATED.has(m[1])) reads.push({ module, file, table: m[1] });
}

describe('one writer per table', () => {
  it('names an owner for every table the migrations create, and no table they do not', () => {
    expect([...MIGRATED].filter((t) => !TABLE_OWNERS[t]).sort()).toEqual([]);
    expect(
      Object.keys(TABLE_OWNERS)
        .filter((t) => !MIGRATED.has(t))
        .sort(),
    ).toEqual([]);
  });

  it('finds the statements it checks (the reading of SQL text works)', () => {
    expect(writes.length).toBeGreaterThan(50);
    expect(reads.length).toBeGreaterThan(100);
  });

  it('writes each table only from its owner (or a column from the module named for it)', () => {
    const wrong = writes.flatMap(({ module, file, table, columns }) => {
      const owner = TABLE_OWNERS[table];
      if (!owner) return MIGRATED.has(table) ? [`${file}: writes ${table}, which has no owner`] : [];
      if (owner.owner === module) return [];
      const byColumns = columns && columns.length > 0 && columns.every((c) => owner.columns?.[c] === module);
      return byColumns ? [] : [`${file} (${module}) writes ${table}${columns ? ` (${columns.join(', ')})` : ''}, owned by ${owner.owner}`];
    });
    expect([...new Set(wrong)]).toEqual([]);
  });

  it('reads another module’s table only where the owners file lists the reader', () => {
    const unlisted = reads
      .filter(({ module, table }) => TABLE_OWNERS[table] && TABLE_OWNERS[table].owner !== module && !TABLE_OWNERS[table].readBy?.includes(module))
      .map(({ module, file, table }) => `${file} (${module}) reads ${table} (owner ${TABLE_OWNERS[table].owner})`);
    expect([...new Set(unlisted)]).toEqual([]);
  });

  it('lists no reader that no longer reads (the file stays true)', () => {
    const stale = Object.entries(TABLE_OWNERS).flatMap(([table, { readBy = [] }]) =>
      readBy.filter((module) => !reads.some((r) => r.table === table && r.module === module)).map((module) => `${table}: ${module}`),
    );
    expect(stale).toEqual([]);
  });
});
