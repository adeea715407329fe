/**
 * What the dev server and the pages it serves say to each other. Everything the dev server adds
 * lives under this path, which a built site never has (a test checks dist/ for it).
 */
export const DEV_PATH = '/__orla-dev__';
export const EVENTS_PATH = `${DEV_PATH}/events`;
export const CLIENT_PATH = `${DEV_PATH}/client.js`;

/**
 * Server-sent events, each named by its `type`: `built` carries the number of the build dist/ now
 * holds (sent on connecting too, so a page served just before a build still learns of it);
 * `build-error` the message of a failed build, while the last good one stays served.
 */
export type DevEvent = { type: 'built'; build: number } | { type: 'build-error'; message: string };
export const EVENT_TYPES: ReadonlyArray<DevEvent['type']> = ['built', 'build-error'];
