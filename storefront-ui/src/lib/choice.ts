import { readCookie, writeCookie } from './cookies';
import { isServer } from './render-context';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * A shopper's remembered choice (language, currency): a cookie, which the server reads too so the
 * pages it renders match, else localStorage, where earlier visits kept it.
 */
export function readChoice(name: string): string | null {
  const cookie = readCookie(name);
  if (cookie || isServer) return cookie;
  try {
    return window.localStorage.getItem(name);
  } catch {
    return null; // storage blocked
  }
}

/** Remembers a choice for a year, in the cookie and in localStorage. */
export function storeChoice(name: string, value: string): void {
  try {
    window.localStorage.setItem(name, value);
  } catch {
    // storage blocked: the cookie still holds it
  }
  writeCookie(name, value, YEAR_SECONDS);
}
