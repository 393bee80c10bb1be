import { Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText } from '@mui/material';
import { useSyncExternalStore } from 'react';
import { useTranslate } from 'react-admin';
import { feedbackStore } from '../common/feedback';

/** "Create Fail" / "Submit Fail" / "Delete Fail" with the server's messages, or "Submit Success". */
export const FeedbackDialog = () => {
  const translate = useTranslate();
  const feedback = useSyncExternalStore(feedbackStore.subscribe, feedbackStore.get);
  if (!feedback) return null;
  const isError = feedback.severity === 'error';
  return (
    <Dialog
      open
      onClose={feedbackStore.close}
      role={isError ? 'alertdialog' : 'dialog'}
      aria-labelledby="feedback-title"
      aria-describedby={feedback.messages.length > 0 ? 'feedback-messages' : undefined}
      data-testid="feedback-dialog"
    >
      <DialogTitle id="feedback-title" sx={{ color: isError ? 'error.main' : 'success.dark' }}>
        {translate(feedback.title)}
      </DialogTitle>
      {feedback.messages.length > 0 && (
        <DialogContent>
          <List id="feedback-messages" dense disablePadding>
            {feedback.messages.map((message, index) => (
              <ListItem key={index} disableGutters>
                <ListItemText primary={translate(message, { _: message })} />
              </ListItem>
            ))}
          </List>
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={feedbackStore.close} variant="contained" autoFocus>
          {translate('app.feedback.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
