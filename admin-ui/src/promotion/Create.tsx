import { Create } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { createMutationOptions, createRedirect } from '../common/mutationFeedback';
import { GoHome } from '../common/routes';
import { PromotionForm } from './Form';
import { isPromotionType, promotionBody } from './rules';

/** /admin/promotion/create?promotion_type=<type>: the form of that type; without a valid type, the admin home. */
export const PromotionCreate = () => {
  const [params] = useSearchParams();
  const type = params.get('promotion_type');
  if (!isPromotionType(type)) return <GoHome />;
  return (
    <Create redirect={createRedirect} mutationOptions={createMutationOptions} transform={(data: Record<string, unknown>) => promotionBody(data, type)}>
      <PromotionForm key={type} type={type} isCreate />
    </Create>
  );
};
