import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import { defineResource } from '../common/routes';
import { SliderCreate } from './Create';
import { SliderEdit } from './Edit';
import { SliderList } from './List';

/** Homepage slides: /admin/slider, create at /create, edit at /edit/{id} (API /api/admin/slider). */
export default defineResource({
  name: 'slider',
  list: SliderList,
  create: SliderCreate,
  edit: SliderEdit,
  icon: ViewCarouselIcon,
  recordRepresentation: 'title',
});
