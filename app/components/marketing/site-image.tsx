import type { SiteImage } from "~/content/images";

/**
 * An image from app/content/images.ts with its true size, so the browser
 * reserves its box before it loads (no layout shift). Images below the fold
 * load lazily; the one hero image is fetched first.
 */
export function SiteImageTag(props: {
  image: SiteImage;
  priority?: boolean;
  className?: string;
  decorative?: boolean;
}) {
  const { image, priority = false } = props;
  return (
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
}
