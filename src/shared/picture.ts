import type { ImageAsset } from '../content/types';

/** What a page or an island needs to draw an image; the source file's path under content/ stays on the server. */
export type Picture = Omit<ImageAsset, 'file'>;
