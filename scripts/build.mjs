// npm run build: always rebuild the server and both UIs.
import { ensureBuilt, ensureInstalled } from './lib.mjs';

ensureInstalled();
ensureBuilt({ force: true });
