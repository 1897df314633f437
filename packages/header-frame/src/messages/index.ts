import { headerFrame } from "./header-frame";

/** The header's, footer's and crisis banner's messages (ids "header-frame.…") in sv, nb, fi and en. */
export const headerFrameMessages = headerFrame;

declare module "@housing/i18n" {
  interface MessageCatalogues {
    "header-frame": (typeof headerFrameMessages)["sv"];
  }
}
