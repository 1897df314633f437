"use client";
import { createContext, createElement, useContext, type ComponentType, type ReactNode } from "react";

export interface ImageProps {
  src: string;
  /** Always required; an empty string marks a decorative image. */
  alt: string;
  width: number;
  height: number;
  /** The `sizes` attribute: how wide the image is shown, e.g. "(max-width: 625px) 100vw, 50vw". */
  sizes?: string;
  /** The page's LCP image: loaded eagerly with high priority, never lazily. */
  priority?: boolean;
  className?: string;
}

export type ImageComponent = ComponentType<ImageProps>;

/** Without a provider (Storybook, tests, e-mails): a plain img, lazy unless it has priority. */
function PlainImage({ src, alt, width, height, sizes, priority = false, className }: ImageProps) {
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      sizes={sizes}
      className={className}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
    />
  );
}

const ImageContext = createContext<ImageComponent>(PlainImage);

/**
 * Lets the app decide how images render (next/image with its responsive
 * srcset in the apps, a plain img elsewhere) without ui importing a framework.
 */
export function ImageProvider({ component, children }: { component: ImageComponent; children: ReactNode }) {
  return <ImageContext.Provider value={component}>{children}</ImageContext.Provider>;
}

/** An image with intrinsic size (no layout shift) through the app's image component. */
export function Image(props: ImageProps) {
  const component = useContext(ImageContext);
  // The component comes from the provider and is stable for the app's lifetime.
  return createElement(component, props);
}
