/** What the points module offers the rest of the server: orders earn, spend, give back and claw back points through it. */
export { PointsService, type Redemption } from './points.service';
export { pointsMessages } from './points.messages';
