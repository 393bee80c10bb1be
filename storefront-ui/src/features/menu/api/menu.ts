import { api } from '../../../lib/api-client';

export interface MenuItem {
  id: number;
  type: 'category' | 'page' | 'link' | 'blog_article' | 'blog_category' | 'form';
  url: string;
  /** Where the item links to (a storefront path, or an external address for type link). */
  link: string;
  title: string;
  open_in_current_tab: boolean;
  display_in_mobile: boolean;
  display_in_desktop: boolean;
  image_path: string | null;
  children: MenuItem[];
}

/** The enabled menu tree in the current language (the API client adds ?language=). */
export const fetchMenu = (signal?: AbortSignal) => api.get<MenuItem[]>('/menu', { signal });
