import { readdirSync, readFileSync } from 'node:fs';
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
});
