import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { COPIES_AREA, COPY_CACHE_CONTROL, type FileStorage, isValidKey, PRIVATE_AREA, PUBLIC_CACHE_CONTROL, UPLOADS_AREA } from './file-storage';
import { localAreas } from './local-storage';

/** What storage:migrate did: objects copied, already there (same size and checksum), and files it does not know how to name. */
export interface MigrationCounts {
  copied: number;
  skipped: number;
  ignored: number;
  failed: number;
}

const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
  '.epub': 'application/epub+zip',
};

/** Files under a folder, as paths relative to it (none when it does not exist). */
async function filesUnder(root: string, skip?: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.partial'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((path) => skip === undefined || !path.startsWith(`${skip}/`));
}

/** The key of a file in the local folders: uploads, their copies (.variants/<w>/<f>/<path>.<f>) and private documents. */
export async function localFiles(uploadDir: string, dataDir: string): Promise<{ key: string; file: string }[]> {
  const areas = localAreas(uploadDir, dataDir);
  const found: { key: string; file: string }[] = [];
  for (const path of await filesUnder(areas.uploads, '.variants')) found.push({ key: UPLOADS_AREA + path, file: join(areas.uploads, path) });
  for (const path of await filesUnder(areas.copies)) {
    const [width, format, ...rest] = path.split('/');
    const name = rest.join('/');
    if (rest.length > 0 && name.endsWith(`.${format}`))
      found.push({ key: `${COPIES_AREA}${width}/${format}/${name.slice(0, -format.length - 1)}`, file: join(areas.copies, path) });
  }
  // The private folder sits beside the uploads only when UPLOAD_DIR is inside DATA_DIR; it is read on its own either way.
  for (const path of await filesUnder(areas.private)) found.push({ key: PRIVATE_AREA + path, file: join(areas.private, path) });
  return found;
}

/**
 * Copies the local folders (UPLOAD_DIR with its copies, DATA_DIR/private) into another storage (the
 * bucket), so a running shop can move: an object already there with the same size (and, when the
 * bucket's ETag is a plain MD5, the same checksum) is skipped, so a run stopped half-way is resumed by
 * running it again, and a second run copies nothing. Up to `parallel` files at a time.
 */
export async function migrateLocalFolder(
  folders: { uploadDir: string; dataDir: string },
  target: FileStorage,
  options: { parallel?: number; onFile?: (key: string, outcome: keyof MigrationCounts, error?: unknown) => void } = {},
): Promise<MigrationCounts> {
  const counts: MigrationCounts = { copied: 0, skipped: 0, ignored: 0, failed: 0 };
  const files = await localFiles(folders.uploadDir, folders.dataDir);
  let next = 0;
  const one = async ({ key, file }: { key: string; file: string }): Promise<keyof MigrationCounts> => {
    if (!isValidKey(key)) return 'ignored';
    const bytes = await readFile(file);
    const there = await target.head(key);
    if (there && there.size === bytes.length) {
      const etag = there.etag.replace(/"/g, '');
      if (!/^[0-9a-f]{32}$/.test(etag) || etag === createHash('md5').update(bytes).digest('hex')) return 'skipped';
    }
    // A copy's type is its format (img/<width>/<format>/...), whatever the original's name ends in.
    const contentType = key.startsWith(COPIES_AREA) ? `image/${key.split('/')[2]}` : (CONTENT_TYPES[extname(key).toLowerCase()] ?? 'application/octet-stream');
    await target.put(key, bytes, {
      contentType,
      cacheControl: key.startsWith(PRIVATE_AREA) ? undefined : key.startsWith(COPIES_AREA) ? COPY_CACHE_CONTROL : PUBLIC_CACHE_CONTROL,
    });
    return 'copied';
  };
  const worker = async () => {
    while (next < files.length) {
      const entry = files[next++];
      let failure: unknown;
      const outcome = await one(entry).catch((error: unknown) => ((failure = error), 'failed' as const));
      counts[outcome] += 1;
      options.onFile?.(entry.key, outcome, failure);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.parallel ?? 8) }, worker));
  return counts;
}
