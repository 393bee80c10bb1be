import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventually } from '../helpers/app';
import { freePort } from '../helpers/redis-server';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the worker's database, migrated by the global setup (CommonJS helper)
const { workerDatabaseUrl } = require('../helpers/databases.js') as { workerDatabaseUrl: () => string };

jest.setTimeout(90_000);

/** The pids of a process's children (Linux ps). */
const childrenOf = (pid: number): number[] =>
  execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
    .split('\n')
    .map((line) => Number(line.trim()))
    .filter((n) => n > 0);

/**
 * The built server with WEB_CONCURRENCY=2, as `npm start` runs it: a primary that prepares the database
 * and two forked web processes on one port; a web process that dies is started again, and a SIGTERM
 * stops them all.
 */
describe('several web processes on one port (WEB_CONCURRENCY)', () => {
  let server: ChildProcess;
  let base: string;
  let output = '';

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, [join(__dirname, '../../dist/server/src/main.js')], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        WEB_CONCURRENCY: '2',
        DATABASE_URL: workerDatabaseUrl(),
        QUEUE_PREFIX: `cluster-${process.pid}-${Date.now()}`,
        JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'shop-cluster-')),
        SERVE_UI: 'false',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    server.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    await eventually(async () => output.includes('Shop is running'), 60_000, `the server to start:\n${output}`);
  });
  afterAll(() => {
    if (server.exitCode === null) server.kill('SIGKILL');
  });

  /**
   * The health check's status over a new connection each time (as a new visitor's): a kept-alive socket
   * to a process that was just killed is reset, which says nothing about the port.
   */
  const health = () =>
    new Promise<number>((resolve, reject) => {
      const req = get(`${base}/api/health`, { agent: false }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.setTimeout(2_000, () => req.destroy(new Error('no answer within 2 s')));
    });

  it('forks two web processes that answer on the one port, and says so', async () => {
    expect(output).toContain('Processes    2 web processes (WEB_CONCURRENCY)');
    expect(output).toContain('Jobs         worker runs in the first web process');
    expect(childrenOf(server.pid!)).toHaveLength(2);
    const statuses = await Promise.all(Array.from({ length: 40 }, () => health()));
    expect(new Set(statuses)).toEqual(new Set([200]));
  });

  it('starts a web process again when one dies, and keeps answering meanwhile', async () => {
    const [first, second] = childrenOf(server.pid!);
    process.kill(first, 'SIGKILL');
    // Until the primary hears of the death it may still hand the dead process a connection, which is reset
    // or never answered (node:cluster's round robin): a visitor's retry is answered by the live process.
    await eventually(async () => (await health().catch(() => 0)) === 200, 5_000, 'an answer while a process is gone');
    const now = await eventually(
      async () => {
        const pids = childrenOf(server.pid!);
        return pids.length === 2 && !pids.includes(first) ? pids : undefined;
      },
      20_000,
      'a new web process',
    );
    expect(now).toContain(second);
    await eventually(async () => (await health().catch(() => 0)) === 200, 10_000, 'the health check');
  });

  it('stops every process on SIGTERM, each finishing first', async () => {
    const pids = childrenOf(server.pid!);
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
    for (const pid of pids) expect(() => process.kill(pid, 0)).toThrow();
  });
});
