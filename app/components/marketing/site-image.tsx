import type { ResponsiveImage } from "~/lib/site-images";

/**
 * A site image with its true size, so the browser reserves its box before
 * it loads (no layout shift). An uploaded image is offered as AVIF first
 * and WebP otherwise. Images below the fold load lazily; the one hero
 * image is fetched first.
 */
export function SiteImageTag(props: {
  image: ResponsiveImage;
  priority?: boolean;
  className?: string;
  decorative?: boolean;
}) {
  const { image, priority = false } = props;
  const img = (
    <img
      src={image.src}
      width={image.width}
      height={image.height}
      alt={props.decorative ? "" : image.alt}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : "auto"}
      className={props.className}
    />
  );
  if (!image.avif) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={image.avif} />
      {img}
    </picture>
  );
}
