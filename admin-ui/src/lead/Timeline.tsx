import { Box, Chip, List, ListItem, Typography } from '@mui/material';
import { useEditContext, useTranslate } from 'react-admin';
import { timestamp } from '../common/format';
import { Section } from '../common/Section';
import type { Lead, LeadEvent } from './fields';

const key = (name: string) => `app.lead.timeline.${name}`;

/** Mail states as outlined chips, text colours of at least 4.5:1 on white. */
const MAIL_COLOURS: Record<string, string> = { queued: '#8a4b00', sending: '#1565c0', sent: '#1b5e20', failed: '#b71c1c' };

/** The one reason the server gives for a mail it did not send (lead.service.ts), in the reader's words. */
const SKIPPED_REASONS: Record<string, string> = { 'No staff member is assigned': 'skipped_no_assignee' };

/** What happened, in words. */
function useEventText(): (event: LeadEvent) => string {
  const translate = useTranslate();
  return (event) => {
    const to = event.to_status ?? '';
    switch (event.kind) {
      case 'created':
        return translate(key('created'), { status: to });
      case 'status':
        return translate(key('moved'), { from: event.from_status ?? '', to });
      case 'mail':
        return translate(key('mail'), { to: event.mail_to ?? '', status: to });
      case 'skipped': {
        const reason = Object.entries(SKIPPED_REASONS).find(([start]) => event.detail.startsWith(start))?.[1];
        return translate(key('skipped'), { status: to, reason: reason ? translate(key(reason)) : event.detail });
      }
      case 'converted':
        return translate(key('converted'));
      default:
        return event.detail || event.kind;
    }
  };
}

const MailState = ({ event }: { event: LeadEvent }) => {
  const translate = useTranslate();
  if (!event.mail_status) return null;
  const colour = MAIL_COLOURS[event.mail_status] ?? '#4e4e4e';
  return (
    <Chip
      size="small"
      variant="outlined"
      label={translate(key('delivery'), { state: translate(`app.mailbox.statuses.${event.mail_status}`, { _: event.mail_status }) })}
      sx={{ color: colour, borderColor: colour, fontWeight: 500 }}
    />
  );
};

/**
 * The lead's timeline, newest first: created, moved from one status to another, a mail (to whom, its
 * delivery state, a failed mail's error), a mail not sent and why, converted; who did it and when.
 */
export const LeadTimeline = () => {
  const translate = useTranslate();
  const { record } = useEditContext<Lead>();
  const text = useEventText();
  if (!record) return null;
  const events = record.timeline ?? [];
  return (
    <Section id="lead-timeline" title={translate(key('title'))}>
      {events.length === 0 ? (
        <Typography color="text.secondary">{translate(key('empty'))}</Typography>
      ) : (
        <List component="ol" aria-labelledby="lead-timeline" disablePadding>
          {events.map((event) => (
            <ListItem key={event.id} divider sx={{ display: 'block', px: 0 }} data-testid="lead-event">
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                <Typography component="span" sx={{ fontWeight: 500 }}>
                  {text(event)}
                </Typography>
                <MailState event={event} />
              </Box>
              {event.mail_status === 'failed' && event.mail_error && (
                <Typography variant="body2" color="error.dark" sx={{ overflowWrap: 'anywhere' }}>
                  {translate(key('error'), { error: event.mail_error })}
                </Typography>
              )}
              <Typography variant="body2" color="text.secondary">
                {event.admin_name ? translate(key('by'), { name: event.admin_name }) : translate(key('automatic'))}
                {' · '}
                <time dateTime={event.created_at}>{timestamp(event.created_at)}</time>
              </Typography>
            </ListItem>
          ))}
        </List>
      )}
    </Section>
  );
};
