/** What the settings module offers the rest of the server; its other files are its own. */
export * from './settings.service';
export * from './settings.responses';
export type { PointsExpiryType, SettingValues } from './settings.definitions';
export { baseMoney } from './money';
