import type { Meta, StoryObj } from "@storybook/react-vite";
import { CrisisBanner, Footer } from "@housing/header-frame";
import { footer, infoBanner } from "../fixtures";
import { countrySites, longBanner, longFooter } from "../site-shell/fixtures";

/*
 * The crisis banner's and the footer's states beyond Frame/Crisis banner and Frame/Footer: long
 * texts, each brand's theme and the Finnish site.
 */
const meta = { title: "Frame/Banner and footer states" } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

function resetBanner() {
  sessionStorage.removeItem("housing.crisisBanner.closed");
}

const banner = (value = infoBanner): Story => ({
  render: () => {
    resetBanner();
    return <CrisisBanner banner={value} />;
  },
});

const footerOf = (siteName: string, companyName: string, organisationNumber: string, content = footer): Story => ({
  render: () => (
    <Footer
      content={content}
      siteName={siteName}
      companyName={companyName}
      organisationNumber={organisationNumber}
      year={2026}
      countrySites={countrySites}
    />
  ),
});

export const BannerLongText = banner(longBanner);
export const BannerLongTextMobile: Story = { ...banner(longBanner), globals: { viewport: { value: "mobile1" } } };
export const BannerEmergencySenior: Story = {
  ...banner({ ...infoBanner, id: "e-senior", variant: "emergency", heading: "Hissen i hus B är ur funktion" }),
  globals: { brand: "senior" },
};
export const BannerBoratt: Story = { ...banner(), globals: { brand: "boratt" } };
export const BannerContractor: Story = { ...banner(), globals: { brand: "contractor" } };
export const BannerFinnish: Story = {
  ...banner({
    ...infoBanner,
    id: "fi-1",
    heading: "Asiakasportaalin käyttökatko",
    text: "Omat sivut eivät ole käytettävissä sunnuntaina klo 8–12.",
    readMore: { label: "Lue lisää", href: "/asiakaspalvelu/" },
  }),
  globals: { locale: "fi" },
};

export const FooterLongText = footerOf("Fjällvik Bostad", "Fjällvik Bostad AB", "556812-4407", longFooter);
export const FooterSenior: Story = {
  ...footerOf("Fjällvik Seniorgården", "Fjällvik Seniorgården AB", "556812-4415"),
  globals: { brand: "senior" },
};
export const FooterBoratt: Story = {
  ...footerOf("Fjällvik Borätt", "Fjällvik Borätt AB", "556812-4423"),
  globals: { brand: "boratt" },
};
export const FooterContractor: Story = {
  ...footerOf("Fjällvik Entreprenad", "Fjällvik Entreprenad AB", "556812-4449"),
  globals: { brand: "contractor" },
};
export const FooterFinnish: Story = {
  ...footerOf("Fjällvik Koti", "Fjällvik Koti Oy", "2874513-5"),
  globals: { locale: "fi" },
};
export const FooterEnglishMobile: Story = {
  ...footerOf("Fjällvik Homes", "Fjällvik Bostad AB", "556812-4407"),
  globals: { locale: "en", viewport: { value: "mobile1" } },
};
