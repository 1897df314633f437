import { describe, expect, it } from "vitest";
import { getSite } from "@housing/site-config";
import { notificationAction, notificationHref } from "./notification-links";
import type { HeaderNotification } from "../types";

const base = { id: "n1", title: "Titel" };

describe("the bell's routing by type (spec section 4)", () => {
  // prettier-ignore
  it.each([
    [{ ...base, type: "VipPayment" },                                  "payment",  "/mina-sidor/betalningar/"],
    [{ ...base, type: "DocumentSigning", isAwaitingSignature: true },  "signing",  "/mina-sidor/mina-avtal/"],
    [{ ...base, type: "DocumentSigning", isAwaitingSignature: false }, "approval", "/mina-sidor/mina-avtal/"],
    [{ ...base, type: "Case", errandId: "e 7" },                       "case",     "/mina-sidor/arenden/?errandId=e%207"],
    [{ ...base, type: "Case" },                                        "case",     "/mina-sidor/arenden/"],
    [{ ...base, type: "SavedSearch" },                                 "search",   "/mina-sidor/sparade-sokningar/"],
  ] satisfies Array<[HeaderNotification, string, string]>)("%o: %s to %s", (notification, action, href) => {
    expect(notificationAction(notification)).toBe(action);
    expect(notificationHref(notification, getSite("se"))).toBe(href);
  });

  it("uses the site's own paths", () => {
    expect(notificationHref({ ...base, type: "SavedSearch" }, getSite("no"))).toBe("/mine-sider/lagrede-sok/");
  });
});
