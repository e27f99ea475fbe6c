import { defineRoute } from './define-route.js';

/** How long a browser or cache may keep the embed script before asking again (seconds). */
export const EMBED_SCRIPT_MAX_AGE = 3600;

/** The attribute of the element the embed snippet draws the schedule in; its value is the club's site. */
export const EMBED_MOUNT_ATTRIBUTE = 'data-clubroom-schedule';

/**
 * The embeddable schedule (docs/api.md, "Embedding the schedule"): a script a club puts on its own website, which
 * draws the club's public schedule with its filters in a shadow root, reading the public schedule's routes (which
 * answer any origin). It answers JavaScript, not JSON.
 */
export const scheduleEmbedApi = {
  scheduleEmbedScript: defineRoute({
    operationId: 'scheduleEmbedScript',
    method: 'GET',
    path: '/embed.js',
    summary: "The script that draws the club's public schedule on the club's own website (text/javascript; no iframe)",
    tags: ['schedule-embed'],
    access: 'public',
    scope: 'club',
  }),
};

/** What a club pastes into its own website to show its schedule there; `origin` is the club's site. */
export const embedSnippet = (origin: string) =>
  `<div ${EMBED_MOUNT_ATTRIBUTE}="${origin}"></div>\n<script src="${origin}${scheduleEmbedApi.scheduleEmbedScript.path}" async></script>`;
