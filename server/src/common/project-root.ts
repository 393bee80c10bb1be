import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

let cached: string | undefined;

/** The repository folder (the package.json that declares the UI workspaces), from source or dist. */
export function projectRoot(): string {
  if (cached) return cached;
  for (let dir = __dirname; dir !== dirname(dir); dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && Array.isArray(JSON.parse(readFileSync(manifest, 'utf8')).workspaces)) return (cached = dir);
  }
  return (cached = process.cwd());
}
