import type { ImageSize } from '../../content/types';
import { mediaUrl } from '../../site/mediaUrl';

export interface MediaImageProps {
  file: string;
  alt: string;
  size: ImageSize;
  className?: string;
  /** The page's largest image above the fold: loaded first, not lazily. */
  priority?: boolean;
  sizes?: string;
}

/** An image from content/, with its real size so the page never shifts while it loads. */
export function MediaImage({ file, alt, size, className, priority = false, sizes }: MediaImageProps) {
  return (
    <img
      src={mediaUrl(file)}
      alt={alt}
      width={size.width}
      height={size.height}
      sizes={sizes}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      {...{ fetchpriority: priority ? 'high' : 'auto' }}
    />
  );
}
