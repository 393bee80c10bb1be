// npm start: install what is missing, build, then run the server (which migrates and seeds) or the worker.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureBuilt, ensureInstalled, root } from './lib.mjs';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  process.stderr.write(`Node.js 20.19 or newer is needed (this is ${process.versions.node}).\n`);
  process.exit(1);
}

ensureInstalled();
ensureBuilt();

const worker = process.argv.includes('--worker');
const entry = join(root, 'dist', 'server', 'src', worker ? 'worker.js' : 'main.js');
const child = spawn(process.execPath, ['--enable-source-maps', entry], { cwd: root, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
