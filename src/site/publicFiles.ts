/** Files the build copies from public/ that pages and structured data point at by absolute URL. */
export const SHARE_IMAGE_PATH = '/og-image.jpg';
/** The share image's size and kind, as the pages declare them; the build refuses another. */
export const SHARE_IMAGE = { width: 1200, height: 630, format: 'jpeg' } as const;
export const LOGO_PATH = '/icon-512.png';
