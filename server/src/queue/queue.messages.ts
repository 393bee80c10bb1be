import { defineMessages } from '../common/messages';

/** The back office's view of background jobs. */
export const queueMessages = defineMessages('queue', 'admin', {
  redis_unreachable: 'Redis is unreachable: background jobs wait until it is back',
});
