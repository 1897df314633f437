import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { ContentBlock } from "@housing/contracts";
import { TestI18nProvider } from "@housing/i18n/testing";
import { contentPagesMessages } from "../messages";
import { getSite, type SiteCode } from "@housing/site-config";
import { exampleBlocks as b } from "../fixtures/editorial-models";
import { ContentBlocks } from "./content-blocks";

afterEach(cleanup);

function renderBlocks(blocks: ContentBlock[], code: SiteCode = "se") {
  const site = getSite(code);
  return render(
    <TestI18nProvider locale={site.locale} messages={[contentPagesMessages]}>
      <ContentBlocks blocks={blocks} site={site} />
    </TestI18nProvider>,
  );
}

describe("ContentBlocks (editorial blocks)", () => {
  it("shows the publication date in the site's format (spec section 9)", () => {
    renderBlocks([b.articleMeta], "se");
    expect(screen.getByText(/Publicerad 2025-10-14/)).toBeTruthy();
    expect(screen.getByText(/Maria Lind/)).toBeTruthy();
    cleanup();
    renderBlocks([b.articleMeta], "fi");
    expect(screen.getByText(/Julkaistu 14\.10\.2025/)).toBeTruthy();
    expect(document.querySelector("time")?.getAttribute("dateTime")).toBe("2025-10-14");
  });

  it("renders an image with its size, alt text, lazy loading and caption", () => {
    renderBlocks([b.image]);
    const image = screen.getByRole("img", { name: "Innergården i Kv. Lärkan med planteringar" });
    expect(image.getAttribute("width")).toBe("1200");
    expect(image.getAttribute("loading")).toBe("lazy");
    expect(screen.getByText("Innergården i Kv. Lärkan.")).toBeTruthy();
  });

  it("renders a quote with its author", () => {
    renderBlocks([b.quote]);
    expect(document.querySelector("blockquote")?.textContent).toContain("trivdes från första dagen");
    expect(screen.getByText("Anna och Johan Berg")).toBeTruthy();
  });

  it("renders the FAQ as native <details>, closed until opened", () => {
    renderBlocks([b.accordion]);
    const details = document.querySelectorAll("details");
    expect(details).toHaveLength(2);
    expect(details[0]!.open).toBe(false);
    expect(details[0]!.querySelector("summary")?.textContent).toBe("När betalar jag handpenningen?");
  });

  it("orders an article list newest first when asked, and keeps the given order otherwise", () => {
    renderBlocks([{ ...b.articleList, sort: "newest" }]);
    const titles = screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toEqual(["Nyaste nyheten", "Äldre nyheten"]);
    expect(screen.getByRole("link", { name: "Nyaste nyheten" }).getAttribute("href")).toBe("/press/larkan/");
    expect(screen.getByText("2025-10-14")).toBeTruthy();
    cleanup();
    renderBlocks([b.articleList]);
    expect(screen.getAllByRole("heading", { level: 3 })[0]!.textContent).toBe("Äldre nyheten");
  });

  it("starts item headings at h2 when the list has no heading of its own", () => {
    renderBlocks([{ ...b.articleList, heading: undefined }]);
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(2);
  });

  it("lists jobs with location and closing date in the site's format", () => {
    renderBlocks([b.jobList], "no");
    const job = screen.getByRole("listitem");
    expect(within(job).getByRole("link", { name: "Platschef" })).toBeTruthy();
    expect(within(job).getByText("Umeå")).toBeTruthy();
    expect(within(job).getByText("Søknadsfrist")).toBeTruthy();
    expect(within(job).getByText("01.12.2025")).toBeTruthy();
  });

  it("says so when there are no jobs", () => {
    renderBlocks([{ ...b.jobList, jobs: [] }], "se-en");
    expect(screen.getByText(/no vacancies/)).toBeTruthy();
  });

  it("links a contact's phone and e-mail", () => {
    renderBlocks([b.contactCards]);
    expect(screen.getByRole("link", { name: "+46 8 123 456 70" }).getAttribute("href")).toBe("tel:+46812345670");
    expect(screen.getByRole("link", { name: "press@fjallvik.example" }).getAttribute("href")).toBe(
      "mailto:press@fjallvik.example",
    );
  });

  it("offers a report for download with its format, size and date", () => {
    renderBlocks([b.fileList]);
    const link = screen.getByRole("link", { name: /Årsredovisning 2024/ });
    expect(link.getAttribute("href")).toBe("/media/arsredovisning-2024.pdf");
    expect(link.textContent).toMatch(/Ladda ner \(PDF, 4,2\sMB\)/);
    expect(screen.getByText("2025-03-20")).toBeTruthy();
  });

  it("shows a campaign's period and call to action", () => {
    renderBlocks([b.campaign], "fi");
    expect(screen.getByRole("heading", { level: 2, name: /Höstkampanj/ })).toBeTruthy();
    expect(screen.getByText("Kampanja on voimassa 01.10.2025–30.11.2025")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Se bostäderna" }).getAttribute("href")).toBe("/sok-bostad/");
  });

  it("shows a consent placeholder instead of loading a third-party video", () => {
    renderBlocks([b.video]);
    expect(document.querySelector("iframe")).toBeNull();
    const placeholder = document.querySelector("[data-consent-category='thirdParty']");
    expect(placeholder?.getAttribute("data-embed-url")).toBe("https://www.youtube-nocookie.com/embed/fjallvik01");
    expect(screen.getByRole("link", { name: /Så bygger vi Kv. Lärkan.*YouTube/ }).getAttribute("href")).toBe(
      "https://www.youtube.com/watch?v=fjallvik01",
    );
  });

  it("renders a link list and key figures with their period", () => {
    renderBlocks([b.linkList, b.keyFigures]);
    expect(screen.getByRole("link", { name: "Rapporter" })).toBeTruthy();
    expect(screen.getByText("Period: Jan–sep 2025")).toBeTruthy();
    expect(screen.getByText("4,2 mdkr")).toBeTruthy();
    expect(screen.getByText(/\+6 %/)).toBeTruthy();
  });

  it("gives every block an anchor id for block- hash links (spec section 2)", () => {
    renderBlocks(Object.values(b));
    for (const block of Object.values(b))
      expect(document.getElementById(`block-${block.id}`), block.type).not.toBeNull();
  });
});
