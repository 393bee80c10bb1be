import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { getMetadataStorage } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata';
import type { MessageBook } from '../../packages/shop-kernel/src';
import { adminMessages } from '../../packages/shop-kernel/src/server-messages/admin';
import { shopMessages } from '../../packages/shop-kernel/src/server-messages/shop';
import { fill, messageCatalogue, type Audience } from '../../server/src/common/messages';

const SERVER = join(__dirname, '../../server/src');

/** Every server source file (not specs): loading them all declares every message and every DTO rule. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Files that start something when loaded (the server, the worker, the migration runner). */
const ENTRY_POINTS = /(^|\/)(main|worker|bootstrap|data-source|migrate|seed-cli)\.ts$/;

beforeAll(() => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- every server file, found by walking the tree
  for (const file of sourceFiles(SERVER)) if (!ENTRY_POINTS.test(relative(SERVER, file))) require(file);
});

/** Rules that cannot fail on their own (optional, conditional, whitelisting). */
const SILENT = new Set(['conditionalValidation', 'whitelistValidation', 'promiseValidation']);

describe('message codes', () => {
  it('every code is declared once, with a wording', () => {
    const codes = messageCatalogue().map((entry) => entry.code);
    expect(codes.length).toBeGreaterThan(100);
    expect(new Set(codes).size).toBe(codes.length);
    for (const entry of messageCatalogue()) {
      expect(entry.code).toMatch(/^[a-z_]+\.[a-z0-9_]+$/);
      expect(entry.template.trim()).not.toBe('');
    }
  });

  it('every validation rule on a DTO answers with a catalogue message and its code', () => {
    const storage = getMetadataStorage() as unknown as { validationMetadatas: Map<{ name: string }, ValidationMetadata[]> };
    const byCode = new Map(messageCatalogue().map((entry) => [entry.code, entry]));
    const missing: string[] = [];
    for (const [target, rules] of storage.validationMetadatas) {
      for (const rule of rules) {
        if (SILENT.has(rule.type)) continue;
        const where = `${target.name}.${rule.propertyName} (${rule.name ?? rule.type})`;
        const context = rule.context as { code?: string; params?: Record<string, string | number> } | undefined;
        const entry = context?.code ? byCode.get(context.code) : undefined;
        if (!entry) missing.push(where);
        else if (rule.message !== fill(entry.template, context!.params)) missing.push(`${where}: the message is not the wording of ${entry.code}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('no field carries two rules of one name with different codes (class-validator keys a field’s failures by rule name: one would hide the other’s code)', () => {
    const storage = getMetadataStorage() as unknown as { validationMetadatas: Map<{ name: string }, ValidationMetadata[]> };
    const clashes: string[] = [];
    for (const [target, rules] of storage.validationMetadatas) {
      const seen = new Map<string, string | undefined>();
      for (const rule of rules) {
        if (SILENT.has(rule.type)) continue;
        const key = `${rule.propertyName} ${rule.name ?? rule.type} ${String(rule.each)}`;
        const code = (rule.context as { code?: string } | undefined)?.code;
        if (seen.has(key) && seen.get(key) !== code) clashes.push(`${target.name}.${key}: ${seen.get(key)} and ${code}`);
        seen.set(key, code);
      }
    }
    expect(clashes).toEqual([]);
  });
});

const placeholders = (wording: string) => [...wording.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the English wordings the UIs show (@shop/kernel)', () => {
  it('are the server catalogue as it stands (npm run messages:english writes them)', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'messages-')), 'catalogue.json');
    writeFileSync(file, JSON.stringify(messageCatalogue()));
    const write = process.env.WRITE_SERVER_MESSAGES === '1';
    const run = spawnSync(process.execPath, [join(__dirname, '..', '..', 'scripts', 'server-messages.mjs'), file, ...(write ? [] : ['--check'])], {
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});

const UIS: [string, MessageBook, Audience][] = [
  ['the back office', adminMessages, 'admin'],
  ['the storefront', shopMessages, 'shop'],
];

describe.each(UIS)('%s translates every code it can meet', (_name, book, audience) => {
  const meets = () => messageCatalogue().filter((entry) => entry.audience === audience || entry.audience === 'all');

  it('in en-US, zh-HK and zh-CN, naming the same values as the server', () => {
    const problems: string[] = [];
    for (const entry of meets()) {
      const wordings = book.wordings[entry.code];
      if (!wordings) {
        problems.push(`${entry.code}: no translation`);
        continue;
      }
      for (const locale of ['en-US', 'zh-HK', 'zh-CN'] as const) {
        const wording = wordings[locale];
        if (!wording?.trim()) problems.push(`${entry.code}: no ${locale} translation`);
        else if (placeholders(wording).join() !== placeholders(entry.template).join())
          problems.push(
            `${entry.code}: ${locale} names {${placeholders(wording).join('}, {')}} but the server names {${placeholders(entry.template).join('}, {')}}`,
          );
      }
    }
    expect(problems).toEqual([]);
  });

  it('and holds no code the server no longer sends to it', () => {
    const known = new Set(meets().map((entry) => entry.code));
    expect(Object.keys(book.wordings).filter((code) => !known.has(code))).toEqual([]);
  });
});
