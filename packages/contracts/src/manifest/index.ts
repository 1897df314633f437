import type { KyInstance } from "ky";
import type { ComponentType, ReactNode } from "react";
import type { MessageCatalogue, MessageNamespace } from "@housing/i18n";
import type { SiteConfig } from "@housing/site-config";
import type { ContentBlock } from "../content";
import type { TemplateName } from "../templates";
import type { User } from "../user";
import type { PageViewModel } from "../view-model";

/*
 * The contract between the feature packages and the site shell (types only). A feature package
 * exports one `FeatureManifest` (`@housing/<feature>/manifest`): the templates it renders, the
 * content blocks it contributes, the slots it fills and its messages. The site shell holds the
 * one list of manifests and derives the template registry, the message lookup, the noindex rule
 * and the layouts from it. Features never import each other; they meet here.
 */

/** The address a page was requested at: its path and its query string (without "?"). */
export interface PageLocation {
  path: string;
  query: string;
}

/** What a slot on a page about one page model hands its filler: the page and its site. */
export interface PageSlotProps {
  model: PageViewModel;
  site: SiteConfig;
}

/**
 * The named slots: places on one feature's page that another feature fills, each with the props
 * its filler gets. A slot nobody fills renders nothing.
 */
export interface SlotPropsByName {
  /** The start page, under the hero: the home search's box. */
  "start.search": { site: SiteConfig };
  /** The stage page: the residence explorer (a coming feature). */
  "stage.explorer": PageSlotProps;
  /** The object page: the residence explorer (a coming feature). */
  "object.explorer": PageSlotProps;
  /**
   * The stage page's showings: the upcoming showings with their slots and a way to book one
   * (the showings feature). Unfilled, the page lists the showings' times as text.
   */
  "stage.showings": PageSlotProps;
  /** The object page's showings, as the stage page's. */
  "object.showings": PageSlotProps;
  /** The header's account place: the user button (the session's feature). */
  "header.account": { site: SiteConfig };
  /**
   * Beside the header on every page: listeners that open a feature's modal from anywhere (the
   * fault-report wizard on its event and hashes). Renders nothing until opened.
   */
  "frame.overlay": { site: SiteConfig };
  /**
   * The AI question chat's launcher, at the foot of every page. Development and local environments
   * only (spec section 1): the site shell renders this slot nowhere else.
   */
  "frame.chat": { site: SiteConfig };
  /** My pages' overview: one card per feature (documents, payments, cases, ...). */
  [overview: `myPages.overview.${string}`]: PageSlotProps;
}

export type { TemplateName };

export type SlotName = Extract<keyof SlotPropsByName, string>;
export type SlotProps<Name extends SlotName> = SlotPropsByName[Name];

/**
 * A feature's filler of one slot. Its component must load through `next/dynamic` (the feature's
 * `lazy.tsx`) or be a server component whose client parts do: every page renders from one route,
 * so a filler imported directly would be in the first load of every page.
 */
export interface SlotFiller<Name extends SlotName = SlotName> {
  slot: Name;
  component: ComponentType<SlotProps<Name>>;
}

/** Any slot's filler, its component typed by its slot. */
export type AnySlotFiller = { [Name in SlotName]: SlotFiller<Name> }[SlotName];

/** A slot filler with its props checked against its slot's. */
export function fillSlot<Name extends SlotName>(
  slot: Name,
  component: ComponentType<SlotProps<Name>>,
): SlotFiller<Name> {
  return { slot, component };
}

/** The filled slots a template gets, rendered by the site shell (React nodes travel to client templates too). */
export type FilledSlots = { readonly [Name in SlotName]?: ReactNode };

/** What every page template receives: its view model, the site it renders for and where it was asked for. */
export interface TemplateProps {
  model: PageViewModel;
  site: SiteConfig;
  /** Pages whose state lives in the address (the searches) read it; the hash never reaches the server. */
  location?: PageLocation;
  /** What the template's `load` answered on the server (see TemplateDefinition). */
  initialData?: unknown;
  /** The slots the template declares (`TemplateDefinition.slots`), filled; a slot nobody fills is absent. */
  slots?: FilledSlots;
}

/**
 * What a template's server-side loader gets: the page, where it was asked for, and an API client.
 * On a personal page (my pages, the site shell's personal route) the client carries the logged-in
 * user's token and `user` is that user in full; a public page's loader gets neither (its result is
 * cached for everybody).
 */
export interface TemplateLoadArgs {
  model: PageViewModel;
  site: SiteConfig;
  location: PageLocation;
  http: KyInstance;
  user?: User;
  /** A personal page's request cookies by name (the booking's `buyresidence`, spec section 4); absent on public pages. */
  cookies?: Readonly<Record<string, string>>;
}

/** The layouts a template picks itself (spec section 2, "Layouts by path"); the others follow the path. */
export type TemplateLayout = "blank" | "plain" | "corporate";

/** A template as a manifest declares it. */
export interface TemplateDefinition {
  component: ComponentType<TemplateProps>;
  /**
   * Data the page needs beyond its view model, fetched on the server before it renders (the
   * searches' first results, so they arrive in the HTML). A failure renders the page without
   * it; the template then fetches in the browser and shows its own error state.
   */
  load?: (args: TemplateLoadArgs) => Promise<unknown>;
  /** The catalogue part its client components read, on top of the frame's (the layout's). */
  messages: MessageNamespace;
  layout?: TemplateLayout;
  /**
   * Never indexed, for the feature's own reasons (a partner list, a gone listing). The spec's
   * page kinds (login, my pages, booking, payment, ...) are noindex by their name already
   * (`TEMPLATE_DEFINITIONS` in @housing/contracts).
   */
  isNoIndex?: boolean;
  /** The slots the template renders; the site shell fills them from the manifests. */
  slots?: readonly SlotName[];
}

/** What a content block's renderer gets: the block of its type and the site the page renders for. */
export interface BlockProps<Type extends ContentBlock["type"] = ContentBlock["type"]> {
  block: Extract<ContentBlock, { type: Type }>;
  site: SiteConfig;
  /** The page's first hero carries the page's h1; every other block starts at h2. */
  isPageHeading?: boolean;
}

/** A content block's renderer. */
export type BlockComponent<Type extends ContentBlock["type"] = ContentBlock["type"]> = ComponentType<BlockProps<Type>>;

/** Content block renderers by block type, as the manifests contribute them. */
export type BlockRenderers = { readonly [Type in ContentBlock["type"]]?: BlockComponent<Type> };

/** A feature package's one manifest. */
export interface FeatureManifest {
  /** The package, for error messages ("@housing/search"). */
  name: string;
  templates?: { readonly [Name in TemplateName]?: TemplateDefinition };
  blocks?: BlockRenderers;
  slots?: readonly AnySlotFiller[];
  /**
   * The feature's messages (`src/messages`, ids prefixed with the namespace). They go to the
   * browser with the pages of its templates; a frame feature's (site-shell's frame-manifests.ts:
   * the header, the consent) with every page.
   */
  messages?: { namespace: MessageNamespace; catalogue: MessageCatalogue };
}
