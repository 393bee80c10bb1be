import type { Schema } from '@shop/kernel';
import { api } from '../../../lib/api-client';

export type HomeSection = Schema<'StorefrontSection'>;
export type Slide = Schema<'StorefrontSlide'>;
export type Widget = Schema<'WidgetAnswer'>;
export type WidgetAsk = Schema<'WidgetDto'>;

/** The homepage's sections in order, headings in the current language (none: the default homepage). */
export function fetchHomepage(signal?: AbortSignal): Promise<Schema<'StorefrontHomepage'>> {
  return api.get('/homepage', { signal });
}

/** The slides shown now, in order. */
export function fetchSlider(signal?: AbortSignal): Promise<Slide[]> {
  return api.get('/slider', { signal });
}

/** One homepage strip: products, brands or a block. */
export function fetchWidget(ask: Omit<WidgetAsk, 'language'>, signal?: AbortSignal): Promise<Widget> {
  return api.post('/widget', ask, { signal });
}
