import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { TestI18nProvider } from "@housing/i18n/testing";
import { SiteProviders } from "./providers";

afterEach(cleanup);

const failure = () => Promise.reject(new Error("down"));

function FailingQuery({ errorMessage }: { errorMessage?: string }) {
  const query = useQuery({
    queryKey: ["failing", errorMessage],
    queryFn: failure,
    retry: false,
    meta: { errorMessage },
  });
  return <p>{query.isError ? "inline error" : "loading"}</p>;
}

function SavingMutation() {
  const { mutate } = useMutation({
    mutationFn: () => Promise.resolve(),
    meta: { successMessage: "Favoriten är <b>sparad</b>." },
  });
  useEffect(() => mutate(), [mutate]);
  return null;
}

function renderSite(children: React.ReactNode) {
  render(
    <TestI18nProvider locale="sv">
      <SiteProviders baseUrl="http://api.test" siteKey="Jmse">
        {children}
      </SiteProviders>
    </TestI18nProvider>,
  );
}

describe("SiteProviders: the query defaults and the global toasts of every page (spec sections 8 and 9)", () => {
  it("a failed query with a configured message toasts it", async () => {
    renderSite(<FailingQuery errorMessage="Dokumenten kunde inte hämtas." />);
    await waitFor(() => expect(screen.getByRole("alert").textContent).toContain("Dokumenten kunde inte hämtas."));
  });

  it("a failed query without one only shows its own inline error", async () => {
    renderSite(<FailingQuery />);
    expect(await screen.findByText("inline error")).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe("");
  });

  it("a successful mutation with a success message toasts it politely", async () => {
    renderSite(<SavingMutation />);
    await waitFor(() => expect(screen.getByRole("status").querySelector("b")?.textContent).toBe("sparad"));
  });
});
