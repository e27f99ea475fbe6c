import type { IncomingHttpHeaders } from 'node:http';
import { isbot } from 'isbot';

/**
 * The browser asks not to be tracked: Do Not Track (`DNT: 1`) or Global Privacy Control (`Sec-GPC: 1`). The schedule
 * page checks the same in the browser and sends nothing; the server keeps nothing either way.
 */
export const asksNotToBeTracked = (headers: IncomingHttpHeaders) => headers.dnt === '1' || headers['sec-gpc'] === '1';

/** A robot by its User-Agent (isbot's list of crawlers, monitors and headless tools), or a request with none. */
export const isRobot = (userAgent: string | undefined) => !userAgent || isbot(userAgent);
