import type { Meta, StoryObj } from "@storybook/react-vite";
import { Footer } from "@housing/header-frame";
import { footer } from "./fixtures";

const meta = {
  title: "Frame/Footer",
  component: Footer,
  args: {
    content: footer,
    siteName: "Fjällvik Bostad",
    companyName: "Fjällvik Bostad AB",
    organisationNumber: "556812-4407",
    year: 2026,
    countrySites: [
      { country: "se", href: "http://localhost:3000/", lang: "sv-SE" },
      { country: "no", href: "http://localhost:3003/", lang: "nb-NO" },
      { country: "fi", href: "http://localhost:3004/", lang: "fi-FI" },
    ],
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Columns, social links, copyright with the organisation number, cookie settings (#cookie-settings) and the country sites. */
export const Default: Story = {};
export const WithoutSocialLinks: Story = { args: { content: { ...footer, social: [] } } };
export const ContentUnavailable: Story = { args: { content: { columns: [], social: [] } } };
export const Norwegian: Story = {
  args: { siteName: "Fjällvik Bolig", companyName: "Fjällvik Bolig AS", organisationNumber: "918 734 538" },
  globals: { locale: "nb" },
};
export const Mobile: Story = { globals: { viewport: { value: "mobile1" } } };
