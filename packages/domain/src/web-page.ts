// What a page's HTML carries for the browser's code besides the markup (decision 014): the
// build writes the screen's code list, the server the data it rendered the screen with. Both
// are JSON in <script type="application/json"> elements, which the content security policy
// lets through because they never run.

/** The element holding the JSON list of the screen's code files (apps/web/first-paint.ts). */
export const SCREEN_CODE_ELEMENT_ID = 'scout-code';

/** The element holding the dehydrated query cache of a server-rendered page (apps/api web pages). */
export const SERVER_STATE_ELEMENT_ID = 'scout-state';

/** On #root while a server-rendered page waits for the browser's code to take it over. */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';

/** Set (to any value) by the browser while a guest keeps answers or swipes in it: the server then leaves the page to the browser, which alone knows them. */
export const GUEST_DATA_COOKIE = 'scout_guest_data';

/** JSON safe to put inside a <script> element: no "</script>" or "<!--" can end or confuse it. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
