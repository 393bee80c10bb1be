import { defineMessages } from '../../common/messages';

/** What the back office's homepage screen answers. */
export const homepageMessages = defineMessages('homepage', 'admin', {
  sections: 'sections must be a list of at most 30 sections',
  section_type: 'sections.{index}.type must be one of {choices}',
  widget_type: 'sections.{index}.widget must be one of {choices} for a widget section',
  widget_left: 'sections.{index}.widget is only for a widget section',
  category_required: 'sections.{index}: a category widget needs data.url of a category',
  identifier_required: 'sections.{index}: a block section needs data.identifier of a block',
  titles: 'titles must hold a text of at most 200 characters per language',
  one_slider: 'The homepage holds at most one slider section',
});
