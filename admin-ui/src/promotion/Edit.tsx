import { Edit } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { useEditMutationOptions, useNotFoundRedirect } from '../common/mutationFeedback';
import { GoHome } from '../common/routes';
import { PromotionForm } from './Form';
import { isPromotionType, promotionBody } from './rules';

/**
 * /admin/promotion/edit/{id}: the form of the record's type, or of the type a promotion_type
 * parameter asks for (an invalid one goes to the admin home). A promotion that does not exist leads
 * back to the list (create needs a type).
 */
export const PromotionEdit = () => {
  const [params] = useSearchParams();
  const asked = params.get('promotion_type');
  const notFound = useNotFoundRedirect('promotion', 'list');
  const mutationOptions = useEditMutationOptions();
  if (asked !== null && !isPromotionType(asked)) return <GoHome />;
  const type = isPromotionType(asked) ? asked : undefined;
  return (
    <Edit
      mutationMode="pessimistic"
      redirect={false}
      queryOptions={{ onError: notFound }}
      mutationOptions={mutationOptions}
      transform={(data: Record<string, unknown>) => promotionBody(data, type ?? (isPromotionType(data.promotion_type) ? data.promotion_type : 'coupon'))}
      actions={false}
    >
      <PromotionForm type={type} />
    </Edit>
  );
};
