import { Edit, useResourceContext, type EditProps, type RaRecord } from 'react-admin';
import { useEditMutationOptions, useNotFoundRedirect } from './mutationFeedback';

/**
 * The back office's edit screen: saves wait for the server ("Submit Success", or "Submit Fail" with its
 * messages, see useEditMutationOptions) and stay on the page; an unknown id says "ID not exists" and goes
 * to the resource's create page (`missing`: or its list) after 1 second. Other Edit props pass through.
 */
export const ShopEdit = ({
  missing = 'create',
  afterSave,
  ...props
}: Omit<EditProps, 'mutationOptions' | 'queryOptions'> & { missing?: 'create' | 'list'; afterSave?: (record: RaRecord) => void }) => {
  const resource = useResourceContext(props) ?? '';
  const notFound = useNotFoundRedirect(resource, missing);
  const mutationOptions = useEditMutationOptions(afterSave);
  return <Edit mutationMode="pessimistic" redirect={false} actions={false} {...props} queryOptions={{ onError: notFound }} mutationOptions={mutationOptions} />;
};
