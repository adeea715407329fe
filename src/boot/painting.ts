/**
 * On the root element from the boot script's start until the page's code is requested: what may
 * wait for it (the media of slides off to the side, product cards below the first) is not
 * rendered, so its lazy images do not share slow 4G with the page's largest image. Never set
 * with JavaScript off, where they load as the browser sees fit.
 */
export const PAINTING_ATTR = 'data-painting';
