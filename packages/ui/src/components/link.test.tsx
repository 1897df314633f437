import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Link, LinkProvider, type LinkComponent } from "./link";
import { SkipLink } from "./skip-link";

afterEach(cleanup);

const MarkedLink: LinkComponent = (props) => <a data-router="yes" {...props} />;

describe("Link", () => {
  it("renders internal links with the provided component", () => {
    render(
      <LinkProvider component={MarkedLink}>
        <Link href="/om-oss/">Om oss</Link>
      </LinkProvider>,
    );
    expect(screen.getByRole("link", { name: "Om oss" }).dataset.router).toBe("yes");
  });

  it("renders external links as plain anchors, whatever the provider", () => {
    render(
      <LinkProvider component={MarkedLink}>
        <Link href="https://facebook.example/">Facebook</Link>
        <Link href="mailto:kundservice@fjallvik.example">Mejla</Link>
      </LinkProvider>,
    );
    expect(screen.getByRole("link", { name: "Facebook" }).dataset.router).toBeUndefined();
    expect(screen.getByRole("link", { name: "Mejla" }).dataset.router).toBeUndefined();
  });

  it("renders a link to a fragment of this page as a plain anchor, so the hash change is the browser's", () => {
    render(
      <LinkProvider component={MarkedLink}>
        <Link href="#case-management-private">Felanmälan</Link>
      </LinkProvider>,
    );
    expect(screen.getByRole("link", { name: "Felanmälan" }).dataset.router).toBeUndefined();
  });

  it("falls back to a plain anchor without a provider", () => {
    render(<Link href="/">Start</Link>);
    expect(screen.getByRole("link", { name: "Start" }).getAttribute("href")).toBe("/");
  });
});

describe("SkipLink", () => {
  it("points at the main content", () => {
    render(<SkipLink targetId="main-content" label="Hoppa till innehållet" />);
    expect(screen.getByRole("link", { name: "Hoppa till innehållet" }).getAttribute("href")).toBe("#main-content");
  });
});
