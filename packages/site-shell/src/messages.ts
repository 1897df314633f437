import { createMessagesText, frameMessages, type MessageCatalogue } from "@housing/i18n";
import { MANIFESTS } from "./manifests";

/**
 * The whole catalogue, assembled here from the frame's shared messages (i18n) and each feature
 * manifest's own (core packages cannot import the features, so i18n cannot do this).
 */
export const MESSAGE_CATALOGUES: readonly MessageCatalogue[] = [
  frameMessages,
  ...MANIFESTS.flatMap((manifest) => (manifest.messages ? [manifest.messages.catalogue] : [])),
];

/**
 * A locale's entries of the given namespaces as JSON text, for `I18nProvider` and
 * `I18nMessages`: the page sends its template's part (templateMessages in registry.tsx) on top
 * of the frame's, which the layout sends (frame-messages.ts).
 */
export const getMessagesText = createMessagesText(MESSAGE_CATALOGUES);
