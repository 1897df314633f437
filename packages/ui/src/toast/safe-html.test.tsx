import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { isSafeHref, safeHtml } from "./safe-html";

function html(message: string): string {
  const { container } = render(<div>{safeHtml(message)}</div>);
  return container.firstElementChild!.innerHTML;
}

describe("safeHtml", () => {
  it("keeps the allowed elements and text", () => {
    expect(html("<p>Try <b>again</b> or <em>call</em> us.<br>Thanks</p>")).toBe(
      "<p>Try <b>again</b> or <em>call</em> us.<br>Thanks</p>",
    );
  });

  it("drops scripts, styles and embeds with their content, and every attribute", () => {
    expect(html('<span class="x" style="color:red" onclick="steal()">Hi</span><script>steal()</script><style>*{}</style>')).toBe(
      "<span>Hi</span>",
    );
    expect(html('<img src=x onerror="steal()"><object data="https://evil.example/x.swf"></object>ok')).toBe("ok");
  });

  it("replaces other elements by their content", () => {
    expect(html('<div><h1>Title</h1><font color="red">text</font></div>')).toBe("Titletext");
  });

  it("keeps a link only with a safe address", () => {
    expect(html('<a href="https://example.se/hjalp" target="_blank">Help</a>')).toBe('<a href="https://example.se/hjalp">Help</a>');
    expect(html('<a href="javascript:alert(1)">Click</a>')).toBe("Click");
    expect(html('<a href=" JAVASCRIPT:alert(1)">Click</a>')).toBe("Click");
    expect(html('<a href="//evil.example/">Click</a>')).toBe("Click");
    expect(isSafeHref("/kundservice/")).toBe(true);
    expect(isSafeHref("mailto:kundservice@example.se")).toBe(true);
    expect(isSafeHref("data:text/html;base64,xx")).toBe(false);
  });
});
