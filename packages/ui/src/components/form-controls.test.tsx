import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Breadcrumbs } from "./breadcrumbs";
import { Checkbox, Switch } from "./checkbox";
import { Select } from "./select";
import { TextField } from "./text-field";

afterEach(cleanup);

describe("form controls", () => {
  it("ties label, hint and error to the text field and marks it invalid", () => {
    render(
      <TextField label="E-post" hint="Vi skickar bekräftelsen hit." error="Ange en giltig e-postadress." isRequired />,
    );
    const input = screen.getByRole("textbox", { name: /E-post/ });
    expect(input).toHaveProperty("required", true);
    expect(input.getAttribute("aria-invalid")).toBe("true");
    const describedBy = (input.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent);
    expect(describedBy).toEqual(["Vi skickar bekräftelsen hit.", "Ange en giltig e-postadress."]);
  });

  it("renders a textarea with multiline and no aria-invalid without an error", () => {
    render(<TextField label="Meddelande" multiline />);
    const textarea = screen.getByRole("textbox", { name: "Meddelande" });
    expect(textarea.tagName).toBe("TEXTAREA");
    expect(textarea.getAttribute("aria-invalid")).toBeNull();
    expect(textarea.getAttribute("aria-describedby")).toBeNull();
  });

  it("labels a select and offers the placeholder first", () => {
    render(<Select label="Antal rum" placeholder="Välj" options={[{ value: "2", label: "2 rum" }]} />);
    const select = screen.getByRole("combobox", { name: "Antal rum" });
    expect([...select.querySelectorAll("option")].map((option) => option.textContent)).toEqual(["Välj", "2 rum"]);
  });

  it("announces a switch as a switch and a checkbox as a checkbox", () => {
    render(
      <>
        <Checkbox label="Jag godkänner villkoren" />
        <Switch label="Statistikcookies" defaultChecked />
      </>,
    );
    expect(screen.getByRole("checkbox", { name: "Jag godkänner villkoren" })).toBeTruthy();
    expect(screen.getByRole("switch", { name: "Statistikcookies" })).toHaveProperty("checked", true);
  });
});

describe("Breadcrumbs", () => {
  it("links every crumb but the current page", () => {
    render(
      <Breadcrumbs
        label="Brödsmulor"
        items={[
          { label: "Start", href: "/" },
          { label: "Uppsala", href: "/uppsala/" },
          { label: "Brf Ekudden", href: "/uppsala/brf-ekudden/" },
        ]}
      />,
    );
    const nav = screen.getByRole("navigation", { name: "Brödsmulor" });
    expect([...nav.querySelectorAll("a")].map((link) => link.textContent)).toEqual(["Start", "Uppsala"]);
    expect(screen.getByText("Brf Ekudden").getAttribute("aria-current")).toBe("page");
  });
});
