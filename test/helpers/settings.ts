import { DataSource } from 'typeorm';

export type Settings = Record<string, unknown>;

/** Every row of the setting table, by key. */
export async function readSettings(ds: DataSource): Promise<Settings> {
  const rows: { key: string; value: unknown }[] = await ds.query('SELECT key, value FROM setting ORDER BY key');
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

/** Sets these keys (others stay). */
export async function writeSettings(ds: DataSource, values: Settings): Promise<void> {
  for (const [key, value] of Object.entries(values)) {
    await ds.query('INSERT INTO setting (key, value) VALUES ($1, $2::jsonb) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value', [
      key,
      JSON.stringify(value),
    ]);
  }
}

/** Puts the setting table back exactly as it was. */
export async function restoreSettings(ds: DataSource, snapshot: Settings): Promise<void> {
  await ds.transaction(async (manager) => {
    await manager.query('DELETE FROM setting');
    for (const [key, value] of Object.entries(snapshot)) {
      await manager.query('INSERT INTO setting (key, value) VALUES ($1, $2::jsonb)', [key, JSON.stringify(value)]);
    }
  });
}
