/** What the membership module offers the rest of the server (orders move customers between tiers through it). */
export { MembershipService, TIER_PERMISSION } from './membership.service';
