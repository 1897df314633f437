// @vitest-environment happy-dom
import axe from "axe-core";
import type { Document as HappyDocument, HTMLInputElement } from "happy-dom";
import { describe, expect, it } from "vitest";
import { renderErrorPage, renderLoginPage } from "./page";

// The package compiles without the DOM library; the happy-dom environment provides the document.
const { document } = globalThis as unknown as { document: HappyDocument };

async function violations(html: string): Promise<string[]> {
  document.open();
  document.write(html);
  document.close();
  const results = await axe.run(document as never, {
    resultTypes: ["violations"],
    rules: { "color-contrast": { enabled: false } },
  });
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(" | ")}`,
  );
}

describe("login page", () => {
  it.each([
    [
      "Norwegian BankID",
      renderLoginPage({ action: "/auth/open/interaction/u1", idp: "nbid", clientId: "housing-local" }),
    ],
    ["FTN", renderLoginPage({ action: "/auth/open/interaction/u1", idp: "ftn", clientId: "housing-local" })],
    ["both e-IDs", renderLoginPage({ action: "/auth/open/interaction/u1", idp: undefined, clientId: "housing-local" })],
    [
      "a refused free entry",
      renderLoginPage({
        action: "/auth/open/interaction/u1",
        idp: "nbid",
        clientId: "housing-local",
        entry: { idp: "nbid", nin: "123", givenName: "A", familyName: "B", error: "Enter a valid fødselsnummer." },
      }),
    ],
    ["the error page", renderErrorPage("invalid_request", "missing parameter")],
  ])("%s has no axe violations", async (_name, html) => {
    expect(await violations(html)).toEqual([]);
  });

  it("the check itself catches a missing label and a missing lang", async () => {
    const found = await violations(
      "<!doctype html><html><head><title>x</title></head><body><main><input name=a></main></body></html>",
    );
    expect(found.map((entry) => entry.split(":")[0])).toEqual(expect.arrayContaining(["html-has-lang", "label"]));
  });

  it("names every field, links the error to the field and states the language", () => {
    document.open();
    document.write(
      renderLoginPage({
        action: "/a",
        idp: "ftn",
        clientId: "housing-local",
        entry: { idp: "ftn", nin: "<x>", givenName: "", familyName: "", error: "Enter a valid henkilötunnus." },
      }),
    );
    document.close();
    expect(document.documentElement.getAttribute("lang")).toBe("en");
    for (const input of document.querySelectorAll("input:not([type=hidden])")) {
      expect(document.querySelector(`label[for="${input.id}"]`)?.textContent).toBeTruthy();
    }
    const nin = document.querySelector<HTMLInputElement>("#entry-nin");
    expect(nin?.value).toBe("<x>");
    expect(nin?.getAttribute("aria-describedby")).toBe("entry-error");
    expect(document.querySelector("#entry-error")?.getAttribute("role")).toBe("alert");
    // Every action is a real button in a form: reachable and usable from the keyboard.
    expect([...document.querySelectorAll("form")].every((form) => form.querySelector("button[type=submit]"))).toBe(
      true,
    );
  });
});
