import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ReactNode } from "react";
import { useI18n } from "@housing/i18n/react";
import { HomeCard, type HomeCardProps } from "@housing/residence-ui/home-card";
import { StageCard, type StageCardProps } from "@housing/residence-ui/stage-card";
import { HomeStatusBadge, StageStatusBadge } from "@housing/residence-ui/status-badge";
import { OBJECT_STATUS_KEYS, STAGE_STATUS_KEYS } from "@housing/contracts";
import { getSite } from "@housing/site-config";
import { siteForLocale } from "../editorial/site-for-locale";

/*
 * The shared cards of @housing/residence-ui in each state they have. The toolbar's locale picks
 * the site (and so its words, currency and rules); its brand switch themes them, and "Each brand"
 * shows the four themes side by side through the data-brand attribute.
 */
const meta = { title: "Residence UI/Cards", parameters: { layout: "padded" } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const facade =
  "data:image/svg+xml," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 400"><rect width="600" height="400" fill="#dfe7e2"/><rect x="150" y="110" width="300" height="260" fill="#c9a46b"/><rect x="270" y="290" width="60" height="80" fill="#6b4f2a"/></svg>',
  );
const image = { url: facade, alt: "", width: 600, height: 400 };

type StageData = Omit<StageCardProps, "text" | "site">;
type HomeData = Omit<HomeCardProps, "text" | "site">;

const stage: StageData = {
  name: "Brf Lindvyn",
  href: "#brf-lindvyn",
  status: "forSale",
  image,
  place: "Värmdö, Stockholms län",
  price: { min: 2450000, max: 6950000 },
  totalPrice: { min: 1950000, max: 5200000 },
  rooms: { min: 1, max: 5 },
  livingArea: { min: 38, max: 132 },
  moveIn: "Våren 2027",
  availableCount: 14,
};

const home: HomeData = {
  name: "Brf Lindvyn, Lgh 1102",
  href: "#lgh-1102",
  status: "forSale",
  image,
  place: "Värmdö",
  price: { min: 3295000, max: 3295000 },
  totalPrice: { min: 2890000, max: 2890000 },
  rooms: { min: 3, max: 3 },
  livingArea: { min: 74.5, max: 74.5 },
  floor: 2,
  moveIn: "2027-04-01",
  nextShowingAt: "2026-12-03T16:00:00Z",
};

function Row({ children }: { children: ReactNode }) {
  return (
    <ul
      style={{
        display: "grid",
        gridTemplateColumns: "repeat(auto-fill, minmax(16rem, 1fr))",
        gap: "var(--space-6)",
        margin: 0,
        padding: 0,
        listStyle: "none",
      }}
    >
      {children}
    </ul>
  );
}

function Stages({ stages, code }: { stages: Partial<StageData>[]; code?: "fi" }) {
  const text = useI18n();
  const site = code ? getSite(code) : siteForLocale(text.locale);
  return (
    <Row>
      {stages.map((overrides, index) => (
        <li key={index}>
          <StageCard text={text} site={site} {...stage} {...overrides} />
        </li>
      ))}
    </Row>
  );
}

function Homes({ homes }: { homes: Partial<HomeData>[] }) {
  const text = useI18n();
  const site = siteForLocale(text.locale);
  return (
    <Row>
      {homes.map((overrides, index) => (
        <li key={index}>
          <HomeCard text={text} site={site} {...home} {...overrides} />
        </li>
      ))}
    </Row>
  );
}

export const StageForSale: Story = { render: () => <Stages stages={[{}]} /> };
export const StageSoldOut: Story = { render: () => <Stages stages={[{ status: "soldOut", availableCount: 0 }]} /> };
export const StageComing: Story = {
  name: "Stage coming (planned, pre-selling, VIP)",
  render: () => (
    <Stages
      stages={[
        { status: "planned", availableCount: 0, price: { min: null, max: null }, moveIn: "2028" },
        { status: "preSelling", availableCount: 0 },
        { status: "vip" },
      ]}
    />
  ),
};
export const StageNoImage: Story = { render: () => <Stages stages={[{ image: null }]} /> };
export const StageMissingPriceAndSize: Story = {
  render: () => (
    <Stages
      stages={[
        {
          price: { min: null, max: null },
          totalPrice: { min: null, max: null },
          rooms: { min: null, max: null },
          livingArea: { min: null, max: null },
          moveIn: "",
          status: null,
        },
      ]}
    />
  ),
};
export const StageLongText: Story = {
  render: () => (
    <Stages
      stages={[
        {
          name: "Brf Strandängens Trädgårdsterrasser vid Norra Sjöviksstranden, etapp 2",
          place: "Kungsholms strand och Västra Ekedal, Upplands Väsby, Stockholms län",
          moveIn: "Preliminärt under senare delen av hösten 2028",
          availableCount: 128,
        },
      ]}
    />
  ),
};
export const StageFinlandDebtFreePrice: Story = {
  name: "Stage, Finland: debt-free price (catalogue and search wording)",
  render: () => <Stages code="fi" stages={[{}, { isTotalPriceLabelled: true }]} />,
};

export const HomeForSale: Story = { render: () => <Homes homes={[{}]} /> };
export const HomeReserved: Story = { render: () => <Homes homes={[{ status: "reserved", nextShowingAt: null }]} /> };
export const HomeSold: Story = { render: () => <Homes homes={[{ status: "sold", nextShowingAt: null }]} /> };
export const HomeComing: Story = { render: () => <Homes homes={[{ status: "preSelling", moveIn: "2028" }]} /> };
export const HomeNoImageNoPrice: Story = {
  render: () => (
    <Homes homes={[{ image: null, price: { min: null, max: null }, totalPrice: { min: null, max: null } }]} />
  ),
};
export const HomeLongText: Story = {
  render: () => (
    <Homes
      homes={[
        {
          name: "Brf Strandängens Trädgårdsterrasser vid Norra Sjöviksstranden, Lägenhet 1102 med takterrass",
          place: "Upplands Väsby, Kungsholms strand",
        },
      ]}
    />
  ),
};

function AllBadges() {
  const text = useI18n();
  const site = siteForLocale(text.locale);
  return (
    <div style={{ display: "grid", gap: "var(--space-4)" }}>
      <div style={{ display: "flex", flexWrap: "wrap", gap: "var(--space-2)" }}>
        {STAGE_STATUS_KEYS.map((status) => (
          <StageStatusBadge key={status} text={text} site={site} status={status} />
        ))}
      </div>
      <div style={{ display: "flex", flexWrap: "wrap", gap: "var(--space-2)" }}>
        {OBJECT_STATUS_KEYS.map((status) => (
          <HomeStatusBadge key={status} text={text} site={site} status={status} />
        ))}
      </div>
    </div>
  );
}

export const StatusBadges: Story = { render: () => <AllBadges /> };

export const EachBrand: Story = {
  name: "Each brand",
  render: () => (
    <div style={{ display: "grid", gap: "var(--space-8)" }}>
      {(["main", "senior", "boratt", "contractor"] as const).map((brand) => (
        <section key={brand} data-brand={brand} data-fonts="" style={{ padding: "var(--space-4)" }}>
          <h2 style={{ marginTop: 0 }}>{brand}</h2>
          <Stages stages={[{}, { status: "soldOut", availableCount: 0, image: null }]} />
          <div style={{ height: "var(--space-6)" }} />
          <Homes homes={[{ status: "reserved" }]} />
        </section>
      ))}
    </div>
  ),
};
