import type { ReactNode } from "react";
import { FrameContentProvider, type FrameContent } from "@housing/site-shell/frame";
import { MockApi } from "../../mocks/mock-api";
import { textHits, textResponse } from "../search/text-fixtures";

/**
 * What the root layout puts around every frame: the API (the header's quick search calls the
 * text search; answered here with the site's first three hits) and the frame content.
 */
export function FrameProviders({ content, children }: { content: FrameContent; children: ReactNode }) {
  const { site } = content;
  return (
    <MockApi
      site={site}
      routes={{
        textsearch: (body: unknown) =>
          textResponse(site, String((body as { text?: string }).text ?? ""), textHits(site).slice(0, 3)),
      }}
    >
      <FrameContentProvider value={content}>{children}</FrameContentProvider>
    </MockApi>
  );
}
