// Writes a brotli (.br, best quality) and a gzip (.gz, level 9) twin beside every text asset of a built UI,
// so the server sends compressed files without compressing them per request (server/src/common/compression.ts).
// A twin that would not be smaller than the file is not written. Node built-ins only.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TYPES = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml', '.map', '.webmanifest']);
const MIN_BYTES = 1024;

/** Precompresses every text asset under `dir`; returns [files, bytes before, brotli bytes]. */
export function precompress(dir) {
  let files = 0;
  let before = 0;
  let after = 0;
  const visit = (path) => {
    for (const entry of readdirSync(path)) {
      const file = join(path, entry);
      const stat = statSync(file);
      if (stat.isDirectory()) visit(file);
      else if (TYPES.has(extname(file).toLowerCase()) && stat.size >= MIN_BYTES) {
        const body = readFileSync(file);
        const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
        const gz = gzipSync(body, { level: 9 });
        if (br.length < body.length) writeFileSync(`${file}.br`, br);
        if (gz.length < body.length) writeFileSync(`${file}.gz`, gz);
        files += 1;
        before += body.length;
        after += Math.min(br.length, body.length);
      }
    }
  };
  visit(dir);
  return [files, before, after];
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) {
  for (const dir of process.argv.slice(2)) {
    const [files, before, after] = precompress(dir);
    process.stdout.write(`[shop] ${dir}: ${files} files, ${Math.round(before / 1024)} KB -> ${Math.round(after / 1024)} KB (brotli)\n`);
  }
}
