import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { BankIdQr } from "./index";

afterEach(cleanup);

describe("BankID's QR code", () => {
  it("draws the given QR string at 144 px, and the next string when it changes", async () => {
    const { rerender } = render(<BankIdQr value="bankid.a.0.b" label="QR code for BankID" />);
    const first = await screen.findByRole("img", { name: "QR code for BankID" });
    expect(first.getAttribute("width")).toBe("144");
    expect(first.getAttribute("data-qr")).toBe("bankid.a.0.b");
    const firstPath = first.querySelector("path")?.getAttribute("d");
    expect(firstPath).toMatch(/^M\d/);
    rerender(<BankIdQr value="bankid.a.1.c" label="QR code for BankID" />);
    const next = await screen.findByRole("img", { name: "QR code for BankID" });
    expect(next.getAttribute("data-qr")).toBe("bankid.a.1.c");
    expect(next.querySelector("path")?.getAttribute("d")).not.toBe(firstPath);
  });

  it("keeps a blank square without a QR string yet", () => {
    render(<BankIdQr value={null} label="QR code for BankID" />);
    expect(screen.queryByRole("img")).toBeNull();
  });
});
