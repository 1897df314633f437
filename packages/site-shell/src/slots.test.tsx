import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ContentBlockSchema, type PageViewModel } from "@housing/contracts";
import { fillSlot, type FeatureManifest, type TemplateProps } from "@housing/contracts/manifest";
import { getSite, type SiteConfig } from "@housing/site-config";
import {
  BLOCK_RENDERERS,
  collectBlocks,
  collectSlotFillers,
  collectTemplates,
  MANIFESTS,
  SLOT_FILLERS,
} from "./manifests";
import { resolveTemplate } from "./registry";
import { fillSlots, renderSlot, slotProps } from "./slots";

afterEach(cleanup);

const site = getSite("se");
const model = { templateName: "StagePage", title: "Kvarteret Linnéa" } as PageViewModel;
const page = { model, site };

function SiteName({ site }: { site: SiteConfig }) {
  return <p>{`Sök på ${site.siteName}`}</p>;
}
function Explorer({ model, site }: { model: PageViewModel; site: SiteConfig }) {
  return <p>{`Utforska ${model.title} (${site.code})`}</p>;
}
const card = (text: string) =>
  function Card() {
    return <p>{text}</p>;
  };

const example: FeatureManifest = {
  name: "@housing/example",
  slots: [
    fillSlot("start.search", SiteName),
    fillSlot("stage.explorer", Explorer),
    fillSlot("myPages.overview.documents", card("Dokument")),
    fillSlot("myPages.overview.payments", card("Betalningar")),
  ],
};
const fillers = collectSlotFillers([
  example,
  { name: "@housing/other", slots: [fillSlot("myPages.overview.documents", card("Avtal"))] },
]);

describe("slots", () => {
  it("render nothing when nobody fills them", () => {
    expect(renderSlot("object.explorer", fillers, page)).toBeNull();
    expect(renderSlot("header.account", new Map(), page)).toBeNull();
    expect(fillSlots(["object.explorer", "header.account"], fillers, page)).toEqual({});
  });

  it("give a filler its slot's props: the site alone, or the page and its site", () => {
    expect(slotProps("start.search", page)).toEqual({ site });
    expect(slotProps("header.account", page)).toEqual({ site });
    expect(slotProps("stage.explorer", page)).toEqual({ model, site });
    expect(slotProps("myPages.overview.documents", page)).toEqual({ model, site });
    render(<>{renderSlot("stage.explorer", fillers, page)}</>);
    expect(screen.getByText("Utforska Kvarteret Linnéa (se)")).toBeTruthy();
  });

  it("render every filler of a slot, in the manifests' order", () => {
    const slots = fillSlots(["myPages.overview.documents", "object.explorer"], fillers, page);
    expect(Object.keys(slots)).toEqual(["myPages.overview.documents"]);
    render(<>{slots["myPages.overview.documents"]}</>);
    expect(screen.getAllByRole("paragraph").map((paragraph) => paragraph.textContent)).toEqual(["Dokument", "Avtal"]);
  });

  it("are filled from the manifests: the search's box in the start page's slot", () => {
    expect(SLOT_FILLERS.get("start.search")).toHaveLength(1);
    const declared = MANIFESTS.flatMap((manifest) =>
      Object.values(manifest.templates ?? {}).flatMap((definition) => definition.slots ?? []),
    );
    expect(declared).toEqual(expect.arrayContaining(["start.search", "stage.explorer", "object.explorer"]));
  });

  it("reach the template that declares them, filled by the registry", () => {
    function Start({ slots }: TemplateProps) {
      return <main>{slots?.["start.search"] ?? "tom"}</main>;
    }
    const registered = collectTemplates([
      {
        name: "@housing/example",
        templates: { StartPage: { component: Start, messages: "ui", slots: ["start.search"] } },
      },
    ]);
    expect(registered.get("StartPage")?.slots).toEqual(["start.search"]);
    // The real registry wraps the start template so the slot arrives filled.
    expect(resolveTemplate("StartPage").component).not.toBe(
      MANIFESTS.find((manifest) => manifest.templates?.StartPage)?.templates?.StartPage?.component,
    );
  });
});

describe("manifests", () => {
  it("may not register one template name twice", () => {
    const definition = { component: () => null, messages: "ui" } as const;
    expect(() =>
      collectTemplates([
        { name: "@housing/a", templates: { StagePage: definition } },
        { name: "@housing/b", templates: { StagePage: definition } },
      ]),
    ).toThrow(/StagePage.*@housing\/a.*@housing\/b/);
  });
});

describe("content blocks", () => {
  it("have a renderer in the manifests for every block type of the contract", () => {
    const types = ContentBlockSchema.options.map((option) => option.entries.type.literal);
    expect(types.length).toBeGreaterThan(15);
    expect(types.filter((type) => !Object.hasOwn(BLOCK_RENDERERS, type))).toEqual([]);
  });

  it("may not be rendered by two features", () => {
    const Quote = () => null;
    expect(() =>
      collectBlocks([
        { name: "@housing/a", blocks: { quote: Quote } },
        { name: "@housing/b", blocks: { quote: Quote } },
      ]),
    ).toThrow(/quote.*@housing\/a.*@housing\/b/);
  });
});
