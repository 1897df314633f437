import "@housing/ui/styles.css";
import type { Decorator, Preview } from "@storybook/react-vite";
import { getMessages, type Locale } from "@housing/i18n";
import { I18nProvider } from "@housing/i18n/react";

const withSiteContext: Decorator = (Story, context) => {
  const locale = (context.globals.locale ?? "sv") as Locale;
  const brand = (context.globals.brand ?? "main") as string;
  return (
    <I18nProvider locale={locale} messages={getMessages(locale)}>
      <div data-brand={brand} lang={locale}>
        <Story />
      </div>
    </I18nProvider>
  );
};

const preview: Preview = {
  decorators: [withSiteContext],
  globalTypes: {
    locale: {
      description: "Locale of the messages",
      toolbar: { title: "Locale", icon: "globe", items: ["sv", "nb", "fi", "en"], dynamicTitle: true },
    },
    brand: {
      description: "Brand theme",
      toolbar: { title: "Brand", icon: "paintbrush", items: ["main", "senior", "boratt", "contractor"], dynamicTitle: true },
    },
  },
  initialGlobals: { locale: "sv", brand: "main" },
  parameters: { layout: "fullscreen", controls: { expanded: true } },
};

export default preview;
