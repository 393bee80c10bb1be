import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

// Rules of the house that the compiler cannot see, read off the server's source text.

const ROOT = join(__dirname, '../..');
const SERVER = join(ROOT, 'server/src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

const files = sourceFiles(SERVER).map((path) => ({ path: relative(ROOT, path), text: readFileSync(path, 'utf8') }));

describe('server source rules', () => {
  it('decimals are checked by DecimalNumber alone (IsNumber({ maxDecimalPlaces }) throws on 1e-7: a 500)', () => {
    const offenders = files.filter((f) => !f.path.endsWith('common/dto-fields.ts') && /maxDecimalPlaces/.test(f.text)).map((f) => f.path);
    expect(offenders).toEqual([]);
  });

  it('multipart bodies are read by common/multipart.ts alone, each form within its limits', () => {
    const readers = /\b(FileInterceptor|FilesInterceptor|FileFieldsInterceptor|AnyFilesInterceptor|NoFilesInterceptor)\b|from 'multer'/;
    const offenders = files.filter((f) => !f.path.endsWith('common/multipart.ts') && readers.test(f.text)).map((f) => f.path);
    expect(offenders).toEqual([]);
  });

  it('statements live in repositories: no SQL text, query call, query builder or entity-manager call elsewhere (database/ and migrations aside)', () => {
    // A statement in a string or template literal: SELECT ... FROM, INSERT INTO, UPDATE x SET, DELETE FROM, a WITH query.
    const statement = /\b(SELECT\s[\s\S]*?\bFROM\b|INSERT\s+INTO\b|UPDATE\s+"?[a-z_]+"?(?:\s+[a-z]{1,3})?\s+SET\b|DELETE\s+FROM\b|WITH\s+[a-z_]+\s+AS\s*\()/;
    const literals = /`(?:[^`\\]|\\.)*`|'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"/g;
    const call =
      /\.(query|createQueryBuilder|getRepository)\(|\bpreparedQuery\(|\b(manager|em)\.(find\w*|save|insert|update|delete|remove|count\w*|exist\w*|increment|decrement|upsert|softDelete|restore)\(/;
    /** The text without its comments (block comments, and lines that are comments). */
    const code = (text: string) =>
      text
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .split('\n')
        .map((line) => (/^\s*\/\//.test(line) ? '' : line))
        .join('\n');
    const allowed = (path: string) => path.endsWith('.repository.ts') || path.startsWith('server/src/database/');
    const offenders = files
      .filter((f) => !allowed(f.path))
      .flatMap((f) => {
        const text = code(f.text);
        const sql = (text.match(literals) ?? []).filter((literal) => statement.test(literal)).map((literal) => `${f.path}: ${literal.slice(0, 100)}`);
        const calls = text
          .split('\n')
          .map((line, i) => ({ line, at: `${f.path}:${i + 1}` }))
          .filter(({ line }) => call.test(line))
          .map(({ at, line }) => `${at}: ${line.trim().slice(0, 100)}`);
        return [...sql, ...calls];
      });
    expect(offenders).toEqual([]);
  });

  it('lists are read one way (readList): no whole-table window count, no LIKE escape of its own, no query-builder paging', () => {
    const habits = /count\(\*\)\s*OVER\s*\(|\.replace\(\/\[\\\\%_\]\/g|\.getManyAndCount\(|\bapplyList\b/i;
    const offenders = files
      .filter((f) => !f.path.startsWith('server/src/database/') && !f.path.endsWith('.spec.ts'))
      .flatMap((f) =>
        f.text
          .split('\n')
          .map((line, i) => ({ line, at: `${f.path}:${i + 1}` }))
          .filter(({ line }) => habits.test(line))
          .map(({ at, line }) => `${at}: ${line.trim().slice(0, 100)}`),
      );
    expect(offenders).toEqual([]);
  });

  it('modules depend on each other without cycles (entity files aside: a foreign key names the table it points at)', () => {
    const edges = new Map<string, Set<string>>();
    for (const f of files) {
      const from = /^server\/src\/modules\/([^/]+)\//.exec(f.path)?.[1];
      if (!from || f.path.endsWith('.entity.ts')) continue;
      for (const m of f.text.matchAll(/from '(\.\.\/)+(?:modules\/)?([a-z-]+)(?:\/[^']*)?'/g)) {
        const to = m[2];
        if (to !== from && existsSync(join(SERVER, 'modules', to))) (edges.get(from) ?? edges.set(from, new Set()).get(from)!).add(to);
      }
    }
    const cycles: string[] = [];
    const visit = (module: string, path: string[]) => {
      for (const next of edges.get(module) ?? []) {
        if (path.includes(next)) cycles.push([...path.slice(path.indexOf(next)), next].join(' -> '));
        else visit(next, [...path, next]);
      }
    };
    expect(edges.size).toBeGreaterThan(15);
    for (const module of edges.keys()) visit(module, [module]);
    expect([...new Set(cycles)]).toEqual([]);
  });
});
