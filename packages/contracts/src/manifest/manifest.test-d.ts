import type { ComponentType, ReactNode } from "react";
import type { SiteConfig } from "@housing/site-config";
import { describe, expectTypeOf, it } from "vitest";
import type { PageViewModel } from "../view-model";
import {
  fillSlot,
  type FeatureManifest,
  type FilledSlots,
  type SlotName,
  type SlotProps,
  type TemplateDefinition,
} from "./index";

declare const SiteOnly: ComponentType<{ site: SiteConfig }>;
declare const PageAndSite: ComponentType<{ model: PageViewModel; site: SiteConfig }>;
declare const Template: TemplateDefinition["component"];

describe("slots", () => {
  it("names the slots of the pages, my pages' overview by pattern", () => {
    expectTypeOf<"start.search">().toExtend<SlotName>();
    expectTypeOf<"stage.explorer">().toExtend<SlotName>();
    expectTypeOf<"object.explorer">().toExtend<SlotName>();
    expectTypeOf<"stage.showings">().toExtend<SlotName>();
    expectTypeOf<"object.showings">().toExtend<SlotName>();
    expectTypeOf<"header.account">().toExtend<SlotName>();
    expectTypeOf<"myPages.overview.documents">().toExtend<SlotName>();
    expectTypeOf<"stage.gallery">().not.toExtend<SlotName>();
    expectTypeOf<"myPages.settings">().not.toExtend<SlotName>();
  });

  it("gives each slot's filler that slot's props", () => {
    expectTypeOf<SlotProps<"start.search">>().toEqualTypeOf<{ site: SiteConfig }>();
    expectTypeOf<SlotProps<"stage.explorer">>().toEqualTypeOf<{ model: PageViewModel; site: SiteConfig }>();
    expectTypeOf<SlotProps<"myPages.overview.payments">>().toEqualTypeOf<{ model: PageViewModel; site: SiteConfig }>();
    fillSlot("start.search", SiteOnly);
    fillSlot("stage.explorer", PageAndSite);
    fillSlot("myPages.overview.documents", PageAndSite);
    // @ts-expect-error the start page's slot has no page model to give
    fillSlot("start.search", PageAndSite);
    // @ts-expect-error no such slot
    fillSlot("stage.gallery", SiteOnly);
  });

  it("hands a template its filled slots by name", () => {
    expectTypeOf<FilledSlots["start.search"]>().toEqualTypeOf<ReactNode>();
    const slots: FilledSlots = { "start.search": null, "myPages.overview.cases": "a card" };
    expectTypeOf(slots).toExtend<FilledSlots>();
    // @ts-expect-error no such slot
    const wrong: FilledSlots = { "stage.gallery": null };
    expectTypeOf(wrong).toExtend<FilledSlots>();
  });
});

describe("manifests", () => {
  it("register templates by the contracts' names only", () => {
    const manifest = {
      name: "@housing/example",
      templates: { StagePage: { component: Template, messages: "ui" } },
      slots: [fillSlot("header.account", SiteOnly)],
    } satisfies FeatureManifest;
    expectTypeOf(manifest).toExtend<FeatureManifest>();
    const misnamed = {
      name: "@housing/example",
      // @ts-expect-error "StagPage" is no template name
      templates: { StagPage: { component: Template, messages: "ui" } },
    } satisfies FeatureManifest;
    expectTypeOf(misnamed.name).toEqualTypeOf<string>();
  });
});
