/**
 * Whether this browser is at or above the floor of the browsers that get the whole site
 * (package.json's `browserslist`: Chrome 92, Safari 15.4, Firefox 115). `Array.prototype.at` came
 * in Chrome 92 and Safari 15.4 (Firefox 90), so it marks the floor itself. Below it a page stays
 * what it is without script: its islands are not loaded, so none can half work.
 */
export const meetsSupportFloor = (): boolean => 'at' in Array.prototype;

/** Whether the browser has popovers (Chrome 114, Safari 17, Firefox 125); where not, an island opens them. */
export const hasPopover = (): boolean => 'popover' in HTMLElement.prototype;
