/**
 * The declarations of a box below the first screen: the browser neither lays out nor paints its
 * content until the visitor nears it, which keeps that work out of the first paint, and its lazy
 * images wait with it. Until then it stands `placeholderHeight` tall; once rendered, the browser
 * remembers its real height (`auto`; Chrome before 95 keeps the fixed height, the first value).
 * Spread it into the box's style.
 */
export function renderedWhenNear(placeholderHeight: `${number}px`) {
  return { contentVisibility: 'auto' as const, containIntrinsicSize: [placeholderHeight, `auto ${placeholderHeight}`] };
}
