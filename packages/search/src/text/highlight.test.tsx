import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Highlighted, highlightSegments } from "./highlight";

afterEach(cleanup);

describe("highlightSegments", () => {
  it("marks the words that start with a searched word, whatever the case", () => {
    expect(highlightSegments("Nya bostäder i Bostadsområdet", "bostäder")).toEqual([
      { text: "Nya ", isMatch: false },
      { text: "bostäder", isMatch: true },
      { text: " i Bostadsområdet", isMatch: false },
    ]);
    expect(highlightSegments("Ekudden och eken", "EK")).toEqual([
      { text: "Ekudden", isMatch: true },
      { text: " och ", isMatch: false },
      { text: "eken", isMatch: true },
    ]);
  });

  it("matches inflected forms of a longer word through its stem", () => {
    const marked = highlightSegments("Lägenheten har tre lägenheter", "lägenheter")
      .filter((segment) => segment.isMatch)
      .map((segment) => segment.text);
    expect(marked).toEqual(["Lägenheten", "lägenheter"]);
  });

  it("leaves a text without a query or a match unmarked", () => {
    expect(highlightSegments("Om oss", "")).toEqual([{ text: "Om oss", isMatch: false }]);
    expect(highlightSegments("Om oss", "karriär")).toEqual([{ text: "Om oss", isMatch: false }]);
    expect(highlightSegments("", "karriär")).toEqual([]);
  });
});

describe("<Highlighted>", () => {
  it("renders matches in <mark> and everything else as text", () => {
    const { container } = render(
      <p>
        <Highlighted text="…byggstart för Kv. Lärkan i Umeå…" query="lärkan umeå" />
      </p>,
    );
    expect([...container.querySelectorAll("mark")].map((mark) => mark.textContent)).toEqual(["Lärkan", "Umeå"]);
    expect(container.textContent).toBe("…byggstart för Kv. Lärkan i Umeå…");
  });

  it("never reads markup in a title: a script stays text", () => {
    const title = `<script>alert("x")</script><img src=x onerror=alert(1)> Scripts`;
    const { container } = render(
      <h3>
        <Highlighted text={title} query="script" />
      </h3>,
    );
    expect(container.querySelector("script")).toBeNull();
    expect(container.querySelector("img")).toBeNull();
    expect(container.textContent).toBe(title);
    expect([...container.querySelectorAll("mark")].map((mark) => mark.textContent)).toEqual([
      "script",
      "script",
      "Scripts",
    ]);
  });
});
