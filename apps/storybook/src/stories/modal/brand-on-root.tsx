import type { Decorator } from "@storybook/react-vite";
import { useEffect } from "react";

/**
 * Modals render in a portal on <body>, outside the preview's [data-brand] wrapper; in the apps
 * the brand sits on <html>, so these stories put it there too.
 */
export const withBrandOnRoot: Decorator = (Story, context) => {
  const brand = (context.globals.brand ?? "main") as string;
  return (
    <>
      <BrandOnRoot brand={brand} />
      <Story />
    </>
  );
};

function BrandOnRoot({ brand }: { brand: string }) {
  useEffect(() => {
    const root = document.documentElement;
    const previous = root.dataset.brand;
    root.dataset.brand = brand;
    return () => {
      if (previous === undefined) delete root.dataset.brand;
      else root.dataset.brand = previous;
    };
  }, [brand]);
  return null;
}
