import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import type { LanguageCode } from '../common/i18n/languages';

/** Writes one language's text of an entity (insert or update on the unique (owner, language) pair): for repositories. */
export async function saveTranslation<T extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<T>,
  owner: Record<string, number>,
  language: LanguageCode,
  values: Partial<T>,
): Promise<void> {
  await manager.upsert(target, { ...owner, language, ...values }, [...Object.keys(owner), 'language']);
}
