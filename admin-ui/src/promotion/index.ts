import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { defineResource } from '../common/routes';
import { PromotionCreate } from './Create';
import { PromotionEdit } from './Edit';
import { PromotionList } from './List';

/** Promotions: the list at /admin/promotion, create at /admin/promotion/create?promotion_type=<type>, edit at /admin/promotion/edit/{id}. */
export default defineResource({
  name: 'promotion',
  list: PromotionList,
  create: PromotionCreate,
  edit: PromotionEdit,
  icon: LocalOfferIcon,
  recordRepresentation: (r) => r.code ?? r.name?.en_us ?? String(r.id),
});
