"use client";
import NextLink from "next/link";
import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import type { CrisisBanner as CrisisBannerContent, NavigationItem } from "@housing/contracts";
import { CrisisBanner, Header } from "@housing/header-frame";
import { LinkProvider } from "@housing/ui";

/** Internal links navigate client-side through Next's Link. */
export function AppLinkProvider({ children }: { children: ReactNode }) {
  return <LinkProvider component={NextLink}>{children}</LinkProvider>;
}

/** The header, told which page is current. */
export function FrameHeader(props: { siteName: string; startHref: string; navigation: NavigationItem[] }) {
  const pathname = usePathname();
  return <Header {...props} currentPath={pathname} />;
}

/** Spec section 2: the crisis banner shows on the start page, or everywhere when global. */
export function FrameCrisisBanner({ banner, startHref }: { banner: CrisisBannerContent; startHref: string }) {
  const pathname = usePathname();
  const isStartPage = withSlash(pathname) === withSlash(startHref);
  if (!banner.isGlobal && !isStartPage) return null;
  return <CrisisBanner banner={banner} />;
}

function withSlash(path: string): string {
  return path.endsWith("/") ? path : `${path}/`;
}
