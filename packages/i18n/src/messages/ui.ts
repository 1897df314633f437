import { defineMessages } from "./define";

/** Messages shown by @housing/ui. */
export const ui = defineMessages(
  {
    sv: {
      "ui.skipToContent": "Hoppa till innehållet",
      "ui.close": "Stäng",
      "ui.menu": "Meny",
      "ui.loading": "Laddar…",
      "ui.opensInNewWindow": "öppnas i nytt fönster",
      "ui.breadcrumbs": "Brödsmulor",
    },
  },
  {
    nb: {
      "ui.skipToContent": "Hopp til innholdet",
      "ui.close": "Lukk",
      "ui.menu": "Meny",
      "ui.loading": "Laster inn…",
      "ui.opensInNewWindow": "åpnes i et nytt vindu",
      "ui.breadcrumbs": "Brødsmuler",
    },
    fi: {
      "ui.skipToContent": "Siirry sisältöön",
      "ui.close": "Sulje",
      "ui.menu": "Valikko",
      "ui.loading": "Ladataan…",
      "ui.opensInNewWindow": "avautuu uuteen ikkunaan",
      "ui.breadcrumbs": "Murupolku",
    },
    en: {
      "ui.skipToContent": "Skip to content",
      "ui.close": "Close",
      "ui.menu": "Menu",
      "ui.loading": "Loading…",
      "ui.opensInNewWindow": "opens in a new window",
      "ui.breadcrumbs": "Breadcrumbs",
    },
  },
);
