import { defineMessages } from '../../common/messages';

/** What the back office's slider screens answer. */
export const sliderMessages = defineMessages('slider', 'admin', {
  image_required: 'image is required: every slide needs a desktop picture',
  link_form: 'link must be a path of this shop (starting with /) or an http(s) address',
  schedule_order: 'ends_at must be later than starts_at',
  date_form: '{field} must be a date and time (ISO 8601), or empty',
  order_range: 'order must be a whole number from 0 to 100000',
});
