import { defineMessages } from "./define";

/** Messages of @housing/ui's toasts (spec section 8: global toasts). */
export const uiToast = defineMessages(
  {
    sv: {
      "ui.toast.dismiss": "Stäng meddelandet",
      "ui.toast.error": "Fel",
      "ui.toast.success": "Klart",
      "ui.toast.info": "Information",
    },
  },
  {
    nb: {
      "ui.toast.dismiss": "Lukk meldingen",
      "ui.toast.error": "Feil",
      "ui.toast.success": "Ferdig",
      "ui.toast.info": "Informasjon",
    },
    fi: {
      "ui.toast.dismiss": "Sulje ilmoitus",
      "ui.toast.error": "Virhe",
      "ui.toast.success": "Valmis",
      "ui.toast.info": "Tiedote",
    },
    en: {
      "ui.toast.dismiss": "Dismiss message",
      "ui.toast.error": "Error",
      "ui.toast.success": "Done",
      "ui.toast.info": "Information",
    },
  },
);
