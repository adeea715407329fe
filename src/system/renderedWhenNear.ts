/**
 * The declarations of a box below the first screen: the browser neither lays out nor paints its
 * content until the visitor nears it, which keeps that work out of the first paint, and its lazy
 * images wait with it. Until then it stands `placeholderHeight` tall; once rendered, the browser
 * remembers its real height (`auto`). Only where the browser can remember it: Chrome before 95
 * would take the placeholder's height again each time the box left the screen, and the page would
 * jump under the visitor, so there the box is laid out as usual. Spread it into the box's style.
 */
export function renderedWhenNear(placeholderHeight: `${number}px`) {
  return {
    '@supports': {
      '(contain-intrinsic-size: auto 1px)': { contentVisibility: 'auto' as const, containIntrinsicSize: `auto ${placeholderHeight}` },
    },
  };
}
