import type { Picture } from '../../shared/picture';

export interface MediaImageProps {
  image: Picture;
  alt: string;
  className?: string;
  /** The page's largest image above the fold: loaded first, not lazily; any other loads lazily, after the hero. */
  priority?: boolean;
  /** How wide the image is drawn, for the browser to pick a variant. */
  sizes?: string;
}

/** An image from content/, with its real size so the page never shifts while it loads. */
export function MediaImage({ image, alt, className, priority = false, sizes }: MediaImageProps) {
  const img = (
    <img
      src={image.src}
      alt={alt}
      width={image.width}
      height={image.height}
      className={className}
      style={image.placeholder ? { backgroundColor: image.placeholder } : undefined}
      // The hero decodes with the first paint; an async decode could paint it a frame later.
      loading={priority ? undefined : 'lazy'}
      decoding={priority ? undefined : 'async'}
      {...{ fetchpriority: priority ? 'high' : 'low' }}
    />
  );
  if (!image.sources?.length) return img;
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
