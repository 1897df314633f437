import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useHashTrigger } from "./use-hash-trigger";

function Trigger({ onMatch }: { onMatch: () => void | boolean }) {
  useHashTrigger("cookie-settings", onMatch);
  return (
    <>
      <a href="#cookie-settings">Cookie settings</a>
      <a href="/cookies/#cookie-settings">Cookie page</a>
      <a href="#other">Other</a>
    </>
  );
}

beforeEach(() => window.history.replaceState(null, "", "/bostader/"));
afterEach(cleanup);

describe("useHashTrigger", () => {
  it("matches the hash the page was loaded with", () => {
    window.history.replaceState(null, "", "/bostader/#cookie-settings");
    const onMatch = vi.fn();
    render(<Trigger onMatch={onMatch} />);
    expect(onMatch).toHaveBeenCalledOnce();
  });

  it("matches on hashchange", () => {
    const onMatch = vi.fn();
    render(<Trigger onMatch={onMatch} />);
    expect(onMatch).not.toHaveBeenCalled();
    act(() => {
      window.history.replaceState(null, "", "/bostader/#cookie-settings");
      window.dispatchEvent(new HashChangeEvent("hashchange"));
    });
    expect(onMatch).toHaveBeenCalledOnce();
  });

  it("takes over a click on a same-page link to the hash", () => {
    const onMatch = vi.fn();
    render(<Trigger onMatch={onMatch} />);
    const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    screen.getByRole("link", { name: "Cookie settings" }).dispatchEvent(event);
    expect(onMatch).toHaveBeenCalledOnce();
    expect(event.defaultPrevented).toBe(true);
  });

  it("leaves a click its default when the trigger declines the hash, so another trigger of it gets its hashchange", () => {
    const declined = vi.fn(() => false);
    const taken = vi.fn(() => true);
    render(
      <>
        <Trigger onMatch={declined} />
        <Trigger onMatch={taken} />
      </>,
    );
    const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    screen.getAllByRole("link", { name: "Cookie settings" })[0]!.dispatchEvent(event);
    expect(declined).toHaveBeenCalledOnce();
    expect(taken).toHaveBeenCalledOnce();
  });

  it("ignores other hashes, links to other pages and modified clicks", () => {
    const onMatch = vi.fn();
    render(<Trigger onMatch={onMatch} />);
    fireEvent.click(screen.getByRole("link", { name: "Other" }));
    fireEvent.click(screen.getByRole("link", { name: "Cookie page" }));
    fireEvent.click(screen.getByRole("link", { name: "Cookie settings" }), { ctrlKey: true });
    expect(onMatch).not.toHaveBeenCalled();
  });
});
