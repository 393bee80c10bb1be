/** What the points module offers the rest of the server: checkout spends points through it (orders earn, give back and claw back points through the order events). */
export { PointsRedemptionService, type PointsQuote, type Redemption } from './points-redemption.service';
export { pointsMessages } from './points.messages';
