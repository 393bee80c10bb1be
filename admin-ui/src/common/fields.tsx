import EditIcon from '@mui/icons-material/Edit';
import type { MouseEvent } from 'react';
import { Button, LinkBase, useCanAccess, useRecordContext, useResourceContext } from 'react-admin';
import { editPath, showPath } from './paths';

const stop = (event: MouseEvent) => event.stopPropagation();

/** A link to path/edit/{id}; hidden without the edit permission. */
export const EditLinkButton = () => {
  const record = useRecordContext();
  const resource = useResourceContext() ?? '';
  const { canAccess } = useCanAccess({ resource, action: 'edit', record });
  if (!record || !canAccess) return null;
  return (
    <Button component={LinkBase} label="ra.action.edit" to={editPath(resource, record.id)} onClick={stop}>
      <EditIcon />
    </Button>
  );
};

/** A link to path/show/{id}. */
export const ShowLinkButton = ({ label = 'ra.action.show', icon }: { label?: string; icon: React.ReactElement }) => {
  const record = useRecordContext();
  const resource = useResourceContext() ?? '';
  if (!record) return null;
  return (
    <Button component={LinkBase} label={label} to={showPath(resource, record.id)} onClick={stop}>
      {icon}
    </Button>
  );
};
