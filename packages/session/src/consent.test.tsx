import { act, cleanup, render, screen } from "@testing-library/react";
import { Provider, createStore } from "jotai";
import { afterEach, describe, expect, it } from "vitest";
import { consentAtom, parseConsent, useConsent } from "./consent";

afterEach(() => {
  cleanup();
  document.cookie = "housing_consent=; Max-Age=0; Path=/";
});

function Reader() {
  const consent = useConsent();
  return <p>{consent ? `answered=${consent.answered} thirdParty=${consent.thirdParty}` : "unknown"}</p>;
}

describe("consentAtom and useConsent", () => {
  it("starts from the consent cookie once mounted", () => {
    document.cookie = `housing_consent=${encodeURIComponent("answered=1&statistics=0&marketing=0&thirdParty=1")}; Path=/`;
    render(
      <Provider store={createStore()}>
        <Reader />
      </Provider>,
    );
    expect(screen.getByText("answered=true thirdParty=true")).toBeTruthy();
  });

  it("tells every reader of the page when the consent package writes a change", () => {
    const store = createStore();
    render(
      <Provider store={store}>
        <Reader />
        <Reader />
      </Provider>,
    );
    expect(screen.getAllByText("answered=false thirdParty=false")).toHaveLength(2);
    act(() => store.set(consentAtom, { answered: true, statistics: false, marketing: false, thirdParty: true }));
    expect(screen.getAllByText("answered=true thirdParty=true")).toHaveLength(2);
  });

  it("reads anything malformed as no consent", () => {
    expect(parseConsent("answered=yes&statistics=true")).toEqual({
      answered: false,
      statistics: false,
      marketing: false,
      thirdParty: false,
    });
  });
});
