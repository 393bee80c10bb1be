/** What the auth module offers the rest of the server; its other files are its own. */
export * from './admin-cookie';
export * from './auth.messages';
export * from './auth.responses';
export { JWT_STRATEGY, jwtKey, jwtOptions, liveSession, SESSION_EXPIRED, type Verdict } from './jwt-session';
export * from './login-attempts';
export * from './login.dto';
export * from './session.service';
export * from './strategy-names';
export * from './token.service';
