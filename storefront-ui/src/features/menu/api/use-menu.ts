import { useI18n } from '../../../i18n';
import { useRemote } from '../../../lib/use-remote';
import { fetchMenu, type MenuItem } from './menu';

const NO_ITEMS: MenuItem[] = [];

/** The storefront menu tree in the current language ([] until it arrives or when it cannot). */
export function useMenu(): MenuItem[] {
  const { language } = useI18n();
  const tree = useRemote(JSON.stringify(['menu', language]), fetchMenu, { shared: true }).data;
  return Array.isArray(tree) ? tree : NO_ITEMS;
}
