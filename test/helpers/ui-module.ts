import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import ts from 'typescript';

/**
 * A module of admin-ui or storefront-ui, loaded for a unit spec. Both are ES-module packages, which
 * ts-jest under this repo's node16 settings hands to Jest as ESM; the module is compiled to CommonJS
 * here and evaluated, its imports resolved from its own folder as the bundler resolves them.
 * `path` is relative to the repository root, e.g. 'storefront-ui/src/lib/money.ts'.
 */
export function loadUiModule<T>(path: string): T {
  const file = join(__dirname, '..', '..', path);
  const { outputText } = ts.transpileModule(readFileSync(file, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  });
  const module = { exports: {} as Record<string, unknown> };
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- evaluates the UI module just transpiled, as a CommonJS module would be
  new Function('module', 'exports', 'require', outputText)(module, module.exports, createRequire(file));
  return module.exports as T;
}
