import { routePath, type SiteCode, type SiteConfig } from "@housing/site-config";

/*
 * Which site has which catalogue page, as apps/api/src/seed/content/catalogue-pages.ts and
 * apps/api/src/modules/content/service/resolve.ts decide it (a table here, because the e2e package does not
 * import the API). List pages have seeded rows; single listings are reached by following
 * links, so the spec works at any catalogue size.
 */
export interface CatalogueSite {
  /** Sells homes: stages, homes, areas, SEO, sold-out, external objects and not-found pages. */
  hasHomes: boolean;
  referenceTemplate: "ReferenceProjectsPage" | "ReferenceProjectsSecondBrandPage";
  paths: {
    areas?: string;
    soldOut?: string;
    externalObjects?: string;
    referenceProjects: string;
    premises?: string;
    rentals?: string;
    succession?: string;
  };
}

const swedish = {
  soldOut: "/slutsalda-projekt/",
  externalObjects: "/externa-objekt/",
  referenceProjects: "/referensprojekt/",
  areas: "/omraden/",
};

export const CATALOGUE_SITES: Partial<Record<SiteCode, CatalogueSite>> = {
  se: {
    hasHomes: true,
    referenceTemplate: "ReferenceProjectsPage",
    paths: { ...swedish, premises: "/lokaler/", rentals: "/hyresratter/", succession: "/maklar-objekt/" },
  },
  senior: {
    hasHomes: true,
    referenceTemplate: "ReferenceProjectsSecondBrandPage",
    paths: { ...swedish, succession: "/maklar-objekt/" },
  },
  boratt: {
    hasHomes: true,
    referenceTemplate: "ReferenceProjectsSecondBrandPage",
    paths: { ...swedish, succession: "/maklar-objekt/" },
  },
  no: {
    hasHomes: true,
    referenceTemplate: "ReferenceProjectsPage",
    paths: {
      areas: "/omrader/",
      soldOut: "/utsolgte-prosjekter/",
      externalObjects: "/eksterne-objekter/",
      referenceProjects: "/referanseprosjekter/",
    },
  },
  fi: {
    hasHomes: true,
    referenceTemplate: "ReferenceProjectsPage",
    paths: {
      areas: "/alueet/",
      soldOut: "/loppuunmyydyt-kohteet/",
      externalObjects: "/ulkoiset-kohteet/",
      referenceProjects: "/referenssikohteet/",
      premises: "/liiketilat/",
      rentals: "/vuokra-asunnot/",
    },
  },
  contractor: {
    hasHomes: false,
    referenceTemplate: "ReferenceProjectsPage",
    paths: { referenceProjects: "/referensprojekt/" },
  },
};

/** A link pattern for `depth` path segments below `base` (`/sok-bostad/a/b/` is depth 2). */
export function pathPattern(base: string, depth: number): RegExp {
  const escaped = base.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`^${escaped}${"[^/?#]+/".repeat(depth)}$`);
}

export function homeSearchOf(site: SiteConfig): string {
  return routePath(site, "homeSearch") ?? "/";
}
