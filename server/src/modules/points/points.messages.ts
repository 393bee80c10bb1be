import { defineMessages } from '../../common/messages';

/** What checkout and the account answer a shopper about reward points. */
export const pointsMessages = defineMessages('points', 'shop', {
  points: 'points must be a whole number of points, 0 or more',
  guest: 'Please log in to use reward points',
  off: 'Reward points cannot be spent in this shop',
  not_enough: 'You have {balance} points: this order asks for {asked}',
});

/** What the back office meets adjusting a customer's points. */
export const pointsAdminMessages = defineMessages('points', 'admin', {
  adjust: 'points must be a whole number other than 0, from -10000000 to 10000000',
  short: 'This customer has {balance} points: {asked} cannot be taken',
});
