import type { ObjectPageData, PageViewModel, StagePageData } from "@housing/contracts";
import type { SiteConfig } from "@housing/site-config";

/*
 * schema.org JSON-LD for stage and object pages (issue: Open Graph and structured data), built
 * from the view model only: names, place, price, rooms, area and image. Contacts are left out
 * (no personal data). A home is a Residence subtype and a Product at once, because only a
 * Product (not a Place) can carry an Offer in schema.org.
 */

type JsonLd = Record<string, unknown>;

const RESIDENCE_TYPES: Record<string, string> = {
  apartment: "Apartment",
  detachedHouse: "SingleFamilyResidence",
  house: "SingleFamilyResidence",
  semiDetachedHouse: "House",
  townHouse: "House",
  plot: "Landform",
};

/** Spec section 9: for sale, pre-selling and reserved homes are searched; the rest are gone. */
const AVAILABILITY: Record<string, string> = {
  forSale: "https://schema.org/InStock",
  preSelling: "https://schema.org/PreOrder",
  reserved: "https://schema.org/LimitedAvailability",
  booked: "https://schema.org/SoldOut",
  sold: "https://schema.org/SoldOut",
};

interface StructuredDataInput {
  model: PageViewModel;
  site: SiteConfig;
  /** The page's absolute URL on the site's host for this environment. */
  url: string;
  /** The site's origin, for the organisation and relative links. */
  origin: string;
  /** The share image's absolute URL, if the page has one. */
  imageUrl: string | null;
}

function organization(site: SiteConfig, origin: string): JsonLd {
  return { "@type": "Organization", name: site.companyName, url: `${origin}${site.pathPrefix}/`, brand: site.siteName };
}

function address(place: StagePageData["stage"]["place"], site: SiteConfig): JsonLd {
  return {
    "@type": "PostalAddress",
    addressLocality: place.area ? `${place.area}, ${place.municipality}` : place.municipality,
    addressRegion: place.county,
    addressCountry: site.country.toUpperCase(),
  };
}

function absolute(url: string, origin: string): string {
  return new URL(url, `${origin}/`).href;
}

function stageJsonLd(data: StagePageData, input: StructuredDataInput): JsonLd {
  const { stage } = data;
  const types = stage.residenceTypes.map((type) => RESIDENCE_TYPES[type]).filter(Boolean);
  const price = input.site.country === "fi" && stage.totalPrice.min !== null ? stage.totalPrice : stage.price;
  return {
    "@context": "https://schema.org",
    "@type": [types.every((type) => type === "Apartment") ? "ApartmentComplex" : "Residence", "Product"],
    name: stage.name,
    description: stage.shortDescription || stage.description,
    url: input.url,
    ...(input.imageUrl ? { image: input.imageUrl } : {}),
    address: address(stage.place, input.site),
    brand: organization(input.site, input.origin),
    ...(price.min !== null
      ? {
          offers: {
            "@type": "AggregateOffer",
            priceCurrency: input.site.currency,
            lowPrice: price.min,
            highPrice: price.max ?? price.min,
            offerCount: stage.availableCount,
            url: input.url,
          },
        }
      : {}),
  };
}

function objectJsonLd(data: ObjectPageData, input: StructuredDataInput): JsonLd {
  const { object, stage } = data;
  // Finland sells by the debt-free price (spec section 3); elsewhere the price is the price.
  const price = input.site.country === "fi" && object.totalPrice !== null ? object.totalPrice : object.price;
  return {
    "@context": "https://schema.org",
    "@type": [RESIDENCE_TYPES[object.residenceType] ?? "Residence", "Product"],
    name: object.name,
    description: object.description,
    url: input.url,
    ...(input.imageUrl ? { image: input.imageUrl } : {}),
    numberOfRooms: object.rooms,
    floorSize: { "@type": "QuantitativeValue", value: object.livingArea, unitCode: "MTK" },
    address: address(stage.place, input.site),
    containedInPlace: { "@type": "Residence", name: stage.name, url: absolute(stage.url, input.origin) },
    brand: organization(input.site, input.origin),
    ...(price !== null
      ? {
          offers: {
            "@type": "Offer",
            priceCurrency: input.site.currency,
            price,
            availability: AVAILABILITY[object.status] ?? "https://schema.org/OutOfStock",
            url: input.url,
          },
        }
      : {}),
  };
}

/** The page's JSON-LD, or null for pages that are not a stage or a home. */
export function structuredDataFor(input: StructuredDataInput): JsonLd | null {
  const data = input.model.data;
  if (data?.kind === "stage") return stageJsonLd(data, input);
  if (data?.kind === "object") return objectJsonLd(data, input);
  return null;
}

/** JSON for a script element: `<` escaped so no text in the data can close the element. */
export function jsonLdText(value: JsonLd): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
