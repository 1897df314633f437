import type { BrandTheme } from "@housing/site-config";

/**
 * Each brand's primary colour, as `--color-primary` in @housing/ui's theme: the manifest's theme
 * colour and the background of the app's icon (brand-colors.test.ts keeps all three equal).
 */
export const BRAND_THEME_COLORS: Record<BrandTheme, string> = {
  main: "#1f4d3a",
  senior: "#6b2d4f",
  boratt: "#0d4f6c",
  contractor: "#2b2b2b",
};
