import { TestI18nProvider } from "@housing/i18n/testing";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useRef, useState, type ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Modal, type ModalProps } from "./modal";

function Harness({
  initiallyOpen = false,
  children,
  ...props
}: Partial<ModalProps> & { initiallyOpen?: boolean; children?: ReactNode }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <TestI18nProvider locale="en">
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <a href="/elsewhere/">Page link</a>
      <Modal title="Cookie settings" {...props} open={open} onClose={() => setOpen(false)}>
        {children ?? (
          <>
            <a href="/cookies/">Read more</a>
            <button type="button">Save</button>
          </>
        )}
      </Modal>
    </TestI18nProvider>
  );
}

function openModal() {
  const opener = screen.getByRole("button", { name: "Open" });
  opener.focus();
  fireEvent.click(opener);
  return screen.getByRole("dialog", { name: "Cookie settings" });
}

/** Lets the deferred URL restore (next task) run. */
async function flushTask() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
}

beforeEach(() => {
  window.history.replaceState(null, "", "/bostader/");
});
afterEach(async () => {
  cleanup();
  // Let the URL restore of a modal that was still open finish before the next test.
  await new Promise((resolve) => setTimeout(resolve, 20));
  document.body.style.overflow = "";
});

describe("Modal: rendering", () => {
  it("renders nothing while closed", () => {
    render(<Harness />);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("is a modal dialog named by its title, shown as a heading, in a portal on body", () => {
    const { container } = render(<Harness />);
    const dialog = openModal();
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(screen.getByRole("heading", { name: "Cookie settings" })).toBeTruthy();
    expect(container.contains(dialog)).toBe(false);
    expect(document.body.contains(dialog)).toBe(true);
  });

  it("keeps a hidden title as the accessible name", () => {
    render(<Harness hideTitle />);
    const dialog = openModal();
    expect(screen.getByRole("heading", { name: "Cookie settings" }).className).toMatch(/visuallyHidden/);
    expect(dialog.getAttribute("aria-labelledby")).toBe(screen.getByRole("heading").id);
  });

  it("has a close button named by the locale's close text, or shows the given text", () => {
    render(<Harness />);
    openModal();
    expect(screen.getByRole("button", { name: "Close" })).toBeTruthy();
    cleanup();
    render(<Harness closeButtonText="Not now" />);
    openModal();
    expect(screen.getByRole("button", { name: "Not now" }).textContent).toBe("Not now");
    expect(screen.queryByRole("button", { name: "Close" })).toBeNull();
  });

  it("applies the fullscreen and bottom variants", () => {
    render(<Harness fullscreen />);
    openModal();
    expect(screen.getByTestId("modal-overlay").className).toMatch(/fullscreen/);
    cleanup();
    render(<Harness bottomModal />);
    openModal();
    expect(screen.getByTestId("modal-overlay").className).toMatch(/bottom/);
  });
});

describe("Modal: closing", () => {
  it("closes with the close button", () => {
    render(<Harness />);
    openModal();
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("closes with Escape", () => {
    render(<Harness />);
    openModal();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("closes on a click outside the dialog, not on one inside it", () => {
    render(<Harness />);
    const dialog = openModal();
    fireEvent.mouseDown(dialog);
    fireEvent.click(dialog);
    expect(screen.queryByRole("dialog")).not.toBeNull();
    const overlay = screen.getByTestId("modal-overlay");
    fireEvent.mouseDown(overlay);
    fireEvent.click(overlay);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("ignores a press that started inside the dialog and ended outside", () => {
    render(<Harness />);
    const dialog = openModal();
    fireEvent.mouseDown(dialog);
    fireEvent.click(screen.getByTestId("modal-overlay"));
    expect(screen.queryByRole("dialog")).not.toBeNull();
  });

  it("stays open on an outside click when outside clicks are disabled", () => {
    render(<Harness disableOutsideClick />);
    openModal();
    const overlay = screen.getByTestId("modal-overlay");
    fireEvent.mouseDown(overlay);
    fireEvent.click(overlay);
    expect(screen.queryByRole("dialog")).not.toBeNull();
    fireEvent.keyDown(document.body, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("cannot be closed from inside when internally unclosable", () => {
    render(<Harness internallyUnclosable hash="payment" />);
    openModal();
    expect(screen.queryByRole("button", { name: "Close" })).toBeNull();
    fireEvent.keyDown(document.body, { key: "Escape" });
    const overlay = screen.getByTestId("modal-overlay");
    fireEvent.mouseDown(overlay);
    fireEvent.click(overlay);
    expect(screen.queryByRole("dialog")).not.toBeNull();
    // No hash either: Back must not be the way out of a modal only the page may close.
    expect(window.location.hash).toBe("");
  });
});

describe("Modal: focus", () => {
  it("moves focus into the dialog and returns it to the opener on closing", () => {
    render(<Harness />);
    const opener = screen.getByRole("button", { name: "Open" });
    const dialog = openModal();
    expect(document.activeElement).toBe(dialog);
    fireEvent.keyDown(document.activeElement!, { key: "Escape" });
    expect(document.activeElement).toBe(opener);
  });

  it("focuses the given initial element", () => {
    function WithInitialFocus() {
      const saveButton = useRef<HTMLButtonElement>(null);
      return (
        <Harness initialFocusRef={saveButton}>
          <button type="button" ref={saveButton}>
            Save
          </button>
        </Harness>
      );
    }
    render(<WithInitialFocus />);
    openModal();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Save" }));
  });

  it("cycles Tab and Shift+Tab within the dialog", () => {
    render(<Harness />);
    openModal();
    const close = screen.getByRole("button", { name: "Close" });
    const save = screen.getByRole("button", { name: "Save" });
    // From the dialog itself, Tab goes to the first control.
    fireEvent.keyDown(document.activeElement!, { key: "Tab" });
    expect(document.activeElement).toBe(close);
    save.focus();
    fireEvent.keyDown(save, { key: "Tab" });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(save);
  });

  it("pulls focus back when it lands outside the dialog", () => {
    render(<Harness />);
    openModal();
    screen.getByRole("link", { name: "Page link" }).focus();
    expect(screen.getByRole("dialog").contains(document.activeElement)).toBe(true);
  });

  it("gives Escape only to the innermost of nested modals", () => {
    function Nested() {
      const [inner, setInner] = useState(true);
      return (
        <Harness initiallyOpen>
          <button type="button">Outer content</button>
          <Modal open={inner} onClose={() => setInner(false)} title="Inner" noHash>
            <p>Inner content</p>
          </Modal>
        </Harness>
      );
    }
    render(<Nested />);
    expect(screen.getByRole("dialog", { name: "Inner" }).contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document.body, { key: "Escape" });
    expect(screen.queryByRole("dialog", { name: "Inner" })).toBeNull();
    expect(screen.getByRole("dialog", { name: "Cookie settings" })).toBeTruthy();
  });
});

describe("Modal: page scroll", () => {
  it("locks page scroll while open and restores it after", () => {
    document.body.style.overflow = "auto";
    render(<Harness />);
    openModal();
    expect(document.body.style.overflow).toBe("hidden");
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(document.body.style.overflow).toBe("auto");
  });
});

describe("Modal: URL hash", () => {
  it("pushes its hash on opening and goes back on closing", async () => {
    const back = vi.spyOn(window.history, "back");
    const lengthBefore = window.history.length;
    render(<Harness hash="cookie-settings" />);
    openModal();
    expect(window.location.hash).toBe("#cookie-settings");
    expect(window.location.pathname).toBe("/bostader/");
    expect(window.history.length).toBe(lengthBefore + 1);
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    await flushTask();
    expect(back).toHaveBeenCalledOnce();
  });

  it("closes when browser Back removes the hash, without moving history again", async () => {
    render(<Harness hash="cookie-settings" />);
    openModal();
    const back = vi.spyOn(window.history, "back");
    act(() => {
      window.history.replaceState(null, "", "/bostader/");
      window.dispatchEvent(new PopStateEvent("popstate", { state: null }));
    });
    expect(screen.queryByRole("dialog")).toBeNull();
    await flushTask();
    expect(back).not.toHaveBeenCalled();
    expect(window.location.hash).toBe("");
  });

  it("closes on a real history.back()", async () => {
    render(<Harness hash="cookie-settings" />);
    openModal();
    act(() => window.history.back());
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(window.location.hash).toBe("");
  });

  it("keeps its hash when reopened before the previous close's Back has landed", async () => {
    render(<Harness hash="cookie-settings" />);
    openModal();
    // Hold the traversal back, as a browser does for a moment.
    const back = vi.spyOn(window.history, "back").mockImplementation(() => {});
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    await flushTask();
    expect(back).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole("button", { name: "Open" }));
    // Now the Back lands.
    act(() => {
      window.history.replaceState(null, "", "/bostader/");
      window.dispatchEvent(new PopStateEvent("popstate", { state: null }));
    });
    expect(screen.getByRole("dialog")).toBeTruthy();
    expect(window.location.hash).toBe("#cookie-settings");
  });

  it("removes a hash the visitor arrived with, without leaving the page", async () => {
    window.history.replaceState(null, "", "/bostader/#cookie-settings");
    const back = vi.spyOn(window.history, "back");
    render(<Harness hash="cookie-settings" />);
    openModal();
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    await flushTask();
    expect(back).not.toHaveBeenCalled();
    expect(window.location.href).toMatch(/\/bostader\/$/);
  });

  it.each(["purchase-success", "eident-error", "eident-error=ssnnomatch"])(
    "leaves the %s hash alone",
    async (pageHash) => {
      window.history.replaceState(null, "", `/kop/#${pageHash}`);
      const back = vi.spyOn(window.history, "back");
      render(<Harness hash="cookie-settings" />);
      openModal();
      expect(window.location.hash).toBe(`#${pageHash}`);
      fireEvent.click(screen.getByRole("button", { name: "Close" }));
      await flushTask();
      expect(back).not.toHaveBeenCalled();
      expect(window.location.hash).toBe(`#${pageHash}`);
    },
  );

  it("leaves the URL alone with noHash", async () => {
    const push = vi.spyOn(window.history, "pushState");
    render(<Harness hash="cookie-settings" noHash />);
    openModal();
    expect(push).not.toHaveBeenCalled();
    expect(window.location.hash).toBe("");
  });

  it("keeps one history entry when React remounts it at once (strict mode)", async () => {
    const push = vi.spyOn(window.history, "pushState");
    const back = vi.spyOn(window.history, "back");
    render(<Harness hash="cookie-settings" initiallyOpen />, { reactStrictMode: true });
    await flushTask();
    expect(push).toHaveBeenCalledOnce();
    expect(back).not.toHaveBeenCalled();
    expect(screen.getByRole("dialog")).toBeTruthy();
  });
});
