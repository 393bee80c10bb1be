import { Button, DialogActions } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The foot of a dialog that holds a form: Cancel, and the submit button saying while the form is being sent. */
export const SubmitDialogActions = ({
  onCancel,
  sending,
  submitLabel,
  sendingLabel,
}: {
  onCancel: () => void;
  sending: boolean;
  submitLabel: string;
  sendingLabel: string;
}) => {
  const translate = useTranslate();
  return (
    <DialogActions>
      <Button onClick={onCancel} disabled={sending}>
        {translate('ra.action.cancel')}
      </Button>
      <Button type="submit" variant="contained" disabled={sending}>
        {translate(sending ? sendingLabel : submitLabel)}
      </Button>
    </DialogActions>
  );
};
