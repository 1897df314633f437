/*
 * The frame's client parts (the frame around a page, its content provider, the developer site
 * switcher, the idle gate) for rendering them outside a Next route: Storybook draws every layout
 * and brand of the frame from these. The apps reach them through the root layout only.
 */
export { FrameContentProvider, SiteFrame, type FrameContent, type SiteFrameProps } from "./frame-client";
export { SiteSwitcher, type SiteSwitcherLink } from "./site-switcher";
export { WhenIdle } from "./when-idle";
