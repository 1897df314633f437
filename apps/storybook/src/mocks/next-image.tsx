import type { ImgHTMLAttributes } from "react";

/* next/image for Storybook (aliased in main.ts): a plain image; Next's loader options are dropped. */
type ImageProps = ImgHTMLAttributes<HTMLImageElement> & { preload?: boolean; priority?: boolean; fill?: boolean };

export default function Image({ preload: _preload, priority: _priority, fill: _fill, alt = "", ...props }: ImageProps) {
  return <img alt={alt} {...props} />;
}
