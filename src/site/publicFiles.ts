/** Files the build copies from public/ that pages and structured data point at by absolute URL. */
export const SHARE_IMAGE_PATH = '/og-image.jpg';
export const LOGO_PATH = '/icon-512.png';
