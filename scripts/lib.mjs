// Shared steps of `npm start` and `npm test`. Node built-ins only: this runs before anything is installed.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompress } from './precompress.mjs';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export function say(line) {
  process.stdout.write(`[shop] ${line}\n`);
}

/** Runs a command in the project folder, inheriting the terminal; exits on failure. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env, ...options });
  if (result.status !== 0) {
    say(`failed: ${command} ${args.join(' ')}`);
    process.exit(result.status ?? 1);
  }
}

function hashFiles(paths) {
  const hash = createHash('sha256');
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path).sort()) {
        if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
        visit(join(path, entry));
      }
    } else {
      hash.update(relative(root, path));
      hash.update(readFileSync(path));
    }
  };
  for (const path of paths) visit(join(root, path));
  return hash.digest('hex');
}

/** Installs dependencies when node_modules is missing or older than package-lock.json. */
export function ensureInstalled() {
  const stamp = join(root, 'node_modules', '.shop-install-stamp');
  const wanted = hashFiles(['package-lock.json', 'package.json', 'packages/shop-kernel/package.json', 'admin-ui/package.json', 'storefront-ui/package.json']);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) return;
  say('Installing dependencies (first run or package-lock.json changed)...');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  // `npm install` rather than `npm ci`: it follows package-lock.json and tolerates optional platform packages a registry mirror lacks.
  run(npm, ['install', '--no-audit', '--no-fund']);
  writeFileSync(stamp, wanted);
}

const BUILD_INPUTS = [
  'server',
  'migrations',
  'packages/shop-kernel',
  'admin-ui/src',
  'admin-ui/public',
  'admin-ui/index.html',
  'admin-ui/vite.config.ts',
  'storefront-ui/src',
  'storefront-ui/public',
  'storefront-ui/index.html',
  'storefront-ui/vite.config.ts',
  'tsconfig.json',
  'tsconfig.build.json',
  'package-lock.json',
];

/** Builds the server and both UIs unless nothing they are made from has changed since the last build. */
export function ensureBuilt({ force = false } = {}) {
  const stamp = join(root, 'dist', '.build-stamp');
  const wanted = hashFiles(BUILD_INPUTS);
  const complete = ['dist/server/src/main.js', 'admin-ui/dist/index.html', 'storefront-ui/dist/index.html', 'storefront-ui/dist-server/entry-server.cjs'].every(
    (p) => existsSync(join(root, p)),
  );
  if (!force && complete && existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) return;
  say('Building server, back office and storefront...');
  const node = process.execPath;
  run(node, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.build.json']);
  for (const ui of ['admin-ui', 'storefront-ui']) {
    run(node, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], { cwd: join(root, ui) });
    precompress(join(root, ui, 'dist'));
  }
  // The storefront's server renderer (storefront-ui/src/entry-server.tsx).
  run(node, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--ssr', 'src/entry-server.tsx', '--logLevel', 'warn'], {
    cwd: join(root, 'storefront-ui'),
  });
  mkdirSync(join(root, 'dist'), { recursive: true });
  writeFileSync(stamp, wanted);
}

/** A TCP port on 127.0.0.1 that nothing listens on now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
