/** What the slider module offers the rest of the server; its other files are its own. */
export { SliderService, SLIDE_WIDTHS } from './slider.service';
export type { StorefrontSlide } from './slider.responses';
