import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OpenAPIObject } from '@nestjs/swagger';
import { apiDocument } from '../../server/src/api-document';
import { startTestApp, type TestApp } from '../helpers/app';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

describe('the API contract', () => {
  let t: TestApp;
  let document: OpenAPIObject;

  beforeAll(async () => {
    t = await startTestApp();
    document = apiDocument(t.app);
  });

  afterAll(() => t.close());

  it('declares the answer of every route: a JSON schema for its success, MessageAnswer for its failures', () => {
    const missing: string[] = [];
    for (const [path, item] of Object.entries(document.paths)) {
      for (const method of METHODS) {
        const operation = item[method];
        if (!operation) continue;
        const success = Object.entries(operation.responses ?? {}).find(([status]) => status.startsWith('2'))?.[1];
        const content = success && 'content' in success ? success.content : undefined;
        // A file download (an ebook of a lead status) answers its bytes, declared as binary.
        const download =
          Object.values(content ?? {}).length > 0 &&
          Object.values(content ?? {}).every((c) => (c.schema as { format?: string } | undefined)?.format === 'binary');
        if (!content?.['application/json']?.schema && !download) missing.push(`${method.toUpperCase()} ${path}`);
        if (JSON.stringify(operation.responses?.['422']) !== JSON.stringify({ $ref: '#/components/responses/Invalid' }))
          missing.push(`${method.toUpperCase()} ${path}: 422`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('keeps the API types both UIs import (@shop/kernel) in step with it (npm run api:types writes them)', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'openapi-')), 'openapi.json');
    writeFileSync(file, JSON.stringify(document));
    const write = process.env.WRITE_API_TYPES === '1';
    const run = spawnSync(process.execPath, [join(__dirname, '..', '..', 'scripts', 'api-types.mjs'), file, ...(write ? [] : ['--check'])], {
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
