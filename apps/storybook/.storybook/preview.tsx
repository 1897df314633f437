import "@housing/ui/styles.css";
import "@housing/ui/fonts.css";
import type { Decorator, Preview } from "@storybook/react-vite";
import type { Locale } from "@housing/i18n";
import { TestI18nProvider } from "@housing/i18n/testing";
import { authBankidMessages } from "@housing/auth-bankid/messages";
import { consentMessages } from "@housing/consent/messages";
import { contentPagesMessages } from "@housing/content-pages/messages";
import { headerFrameMessages } from "@housing/header-frame/messages";
import { searchMessages } from "@housing/search/messages";
import { setMockNavigation } from "../src/mocks/next-navigation";

// The features' own messages (each keeps them beside its code), on top of the frame's.
const FEATURE_MESSAGES = [
  headerFrameMessages,
  authBankidMessages,
  consentMessages,
  contentPagesMessages,
  searchMessages,
];

const withSiteContext: Decorator = (Story, context) => {
  const locale = (context.globals.locale ?? "sv") as Locale;
  const brand = (context.globals.brand ?? "main") as string;
  // The apps set the brand on <html> (body font and size come from it); do the same here,
  // so each brand's fonts load exactly as they do on a page.
  document.documentElement.dataset.brand = brand;
  document.documentElement.lang = locale;
  return (
    <TestI18nProvider locale={locale} messages={FEATURE_MESSAGES}>
      <div data-brand={brand} data-fonts="" lang={locale}>
        <Story />
      </div>
    </TestI18nProvider>
  );
};

/** The path and route params next/navigation's stand-in answers: a story's `parameters.pathname` and `parameters.routeParams`. */
const withNextNavigation: Decorator = (Story, context) => {
  setMockNavigation({
    pathname: context.parameters.pathname as string | undefined,
    params: context.parameters.routeParams as Record<string, string> | undefined,
  });
  return <Story />;
};

const preview: Preview = {
  decorators: [withNextNavigation, withSiteContext],
  globalTypes: {
    locale: {
      description: "Locale of the messages",
      toolbar: { title: "Locale", icon: "globe", items: ["sv", "nb", "fi", "en"], dynamicTitle: true },
    },
    brand: {
      description: "Brand theme",
      toolbar: {
        title: "Brand",
        icon: "paintbrush",
        items: ["main", "senior", "boratt", "contractor"],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: "sv", brand: "main" },
  parameters: { layout: "fullscreen", controls: { expanded: true } },
};

export default preview;
