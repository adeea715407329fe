/** Icons the content may name. Kept apart from the components so the content schema can import it at build time. */
export const contentIconNames = [
  'waves',
  'smartphone',
  'ruler',
  'gem',
  'hard-hat',
  'shield-check',
  'headset',
  'clock',
  'badge-check',
  'pencil-ruler',
] as const;

export type ContentIconName = (typeof contentIconNames)[number];
