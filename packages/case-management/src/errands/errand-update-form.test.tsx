import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getSite } from "@housing/site-config";
import { ErrandUpdateForm } from "./errand-update-form";
import { ERRAND_DETAIL, renderForSite } from "./test-utils";

const se = getSite("se");
const MB = 1024 * 1024;
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A PNG by its content, of the given size. */
const png = (name: string, size = 1000) => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG);
  return new File([bytes], name, { type: "image/png" });
};

interface Sent {
  request: Record<string, unknown>;
  files: string[];
}

/** The update call as the session bridge answers it: the answer given, each request's JSON part and file names kept. */
function stubUpdate(answer: () => Response) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn<typeof fetch>(async (input, init) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      expect(`${request.method} ${new URL(request.url).pathname}`).toBe(
        `PATCH /_api/case_management/customer/case/${ERRAND_DETAIL.id}/`,
      );
      const form = await request.formData();
      sent.push({
        request: JSON.parse(form.get("request") as string) as Record<string, unknown>,
        files: form.getAll("files").map((file) => (file as File).name),
      });
      return answer();
    }),
  );
  return sent;
}

const renderForm = (onUpdated = vi.fn()) =>
  renderForSite(<ErrandUpdateForm site={se} variant="customer" errand={ERRAND_DETAIL} onUpdated={onUpdated} />, se);

const filesInput = () => screen.getByLabelText<HTMLInputElement>("Lägg till filer");

describe("updating an errand", () => {
  it("takes at most five files minus those kept, and refuses the rest before anything is sent", async () => {
    const sent = stubUpdate(() => Response.json(ERRAND_DETAIL));
    const user = userEvent.setup();
    renderForm();
    expect(screen.getByText(/^Högst 3 filer till/)).toBeTruthy();
    await user.upload(filesInput(), [png("1.png"), png("2.png"), png("3.png"), png("4.png")]);
    expect(await screen.findByText("Du kan bifoga högst 3 filer.")).toBeTruthy();
    expect(screen.getAllByRole("button", { name: /ur de nya filerna$/ })).toHaveLength(3);

    // Removing a kept file makes room for one more.
    await user.click(screen.getByRole("checkbox", { name: "Ta bort kran.jpg" }));
    expect(screen.getByText(/^Högst 4 filer till/)).toBeTruthy();
    await user.upload(filesInput(), [png("4.png")]);
    expect(screen.getAllByRole("button", { name: /ur de nya filerna$/ })).toHaveLength(4);

    // Keeping it again breaks the limit: refused when saving, nothing sent.
    await user.click(screen.getByRole("checkbox", { name: "Ta bort kran.jpg" }));
    await user.click(screen.getByRole("button", { name: "Spara ändringarna" }));
    expect(await screen.findByText("Du kan bifoga högst 3 filer.")).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("refuses a file over 20 MB and a file whose content is no allowed type, whatever its name", async () => {
    stubUpdate(() => Response.json(ERRAND_DETAIL));
    const user = userEvent.setup();
    renderForm();
    const fake = new File(["just text, not an image"], "bild.png", { type: "image/png" });
    await user.upload(filesInput(), [png("stor.png", 25 * MB), fake, png("ok.png")]);
    expect(await screen.findByText("stor.png är större än 20 MB.")).toBeTruthy();
    expect(screen.getByText(/^bild\.png är inte en tillåten filtyp\./)).toBeTruthy();
    expect(screen.getAllByRole("button", { name: /ur de nya filerna$/ }).map((button) => button.textContent)).toEqual([
      "Ta bort ok.png ur de nya filerna",
    ]);
  });

  it("refuses more than 100 MB together with the bytes of the kept files", async () => {
    stubUpdate(() => Response.json(ERRAND_DETAIL));
    const user = userEvent.setup();
    // A film attached before the 20 MB rule (30 MB) counts against the 100 MB with the new files.
    const film = {
      ...ERRAND_DETAIL.attachments[1]!,
      filename: "film.mov",
      contentType: "video/quicktime",
      size: 30 * MB,
    };
    renderForSite(
      <ErrandUpdateForm
        site={se}
        variant="customer"
        errand={{ ...ERRAND_DETAIL, attachments: [film] }}
        onUpdated={vi.fn()}
      />,
      se,
    );
    await user.upload(filesInput(), [png("a.png", 19 * MB), png("b.png", 19 * MB), png("c.png", 19 * MB)]);
    await user.upload(filesInput(), [png("d.png", 19 * MB)]);
    expect(await screen.findByText("Filerna är tillsammans större än 100 MB.")).toBeTruthy();
    expect(screen.getAllByRole("button", { name: /ur de nya filerna$/ })).toHaveLength(3);
  });

  it("sends the description, the other contact, the files removed and added; a 413 says the files are too large and keeps everything", async () => {
    let status = 413;
    const sent = stubUpdate(() =>
      status === 200
        ? Response.json({ ...ERRAND_DETAIL, description: "Nu droppar det mer." })
        : Response.json({ status, error: "PayloadTooLarge", message: "tooLarge" }, { status }),
    );
    const onUpdated = vi.fn();
    const user = userEvent.setup();
    renderForm(onUpdated);
    const description = screen.getByRole("textbox", { name: /^Beskrivning/ });
    await user.clear(description);
    await user.type(description, "Nu droppar det mer.");
    await user.click(screen.getByRole("checkbox", { name: "Någon annan ska kontaktas om ärendet" }));
    await user.type(screen.getByRole("textbox", { name: /^Förnamn/ }), "Karin");
    await user.type(screen.getByRole("textbox", { name: /^Efternamn/ }), "Lind");
    await user.type(screen.getByRole("textbox", { name: /^E-post/ }), "karin@example.se");
    await user.type(screen.getByRole("textbox", { name: /^Telefon/ }), "0701234567");
    await user.click(screen.getByRole("checkbox", { name: "Ta bort kvitto.pdf" }));
    await user.upload(filesInput(), [png("ny.png")]);
    await user.click(screen.getByRole("button", { name: "Spara ändringarna" }));

    const message = await screen.findByText("Filerna är för stora för att skickas. Ta bort någon fil och försök igen.");
    expect(document.activeElement).toBe(message);
    expect(sent[0]).toEqual({
      request: {
        site: se.key,
        description: "Nu droppar det mer.",
        alternativeContactFirstName: "Karin",
        alternativeContactLastName: "Lind",
        alternativeContactEmail: "karin@example.se",
        alternativeContactPhone: "0701234567",
        removeFiles: [ERRAND_DETAIL.attachments[1]!.attachmentId],
      },
      files: ["ny.png"],
    });
    expect(screen.getByRole<HTMLTextAreaElement>("textbox", { name: /^Beskrivning/ }).value).toBe(
      "Nu droppar det mer.",
    );
    expect(screen.getByRole("button", { name: "Ta bort ny.png ur de nya filerna" })).toBeTruthy();
    expect(onUpdated).not.toHaveBeenCalled();

    status = 500;
    await user.click(screen.getByRole("button", { name: "Spara ändringarna" }));
    expect(await screen.findByText("Ändringen kunde inte sparas. Försök igen.")).toBeTruthy();
    expect(sent).toHaveLength(2);

    status = 200;
    await user.click(screen.getByRole("button", { name: "Spara ändringarna" }));
    expect(await screen.findByText("Ärendet är uppdaterat.")).toBeTruthy();
    expect(onUpdated).toHaveBeenCalledWith(expect.objectContaining({ description: "Nu droppar det mer." }));
  });

  it("shows the API's field errors on their fields and moves focus there", async () => {
    stubUpdate(() =>
      Response.json(
        {
          status: 400,
          error: "InvalidInput",
          message: "invalidInput",
          fieldErrors: { "body.description": ["inputToLong"] },
        },
        { status: 400 },
      ),
    );
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole("button", { name: "Spara ändringarna" }));
    expect(await screen.findByText("Texten är för lång.")).toBeTruthy();
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByRole("textbox", { name: /^Beskrivning/ })));
    expect(screen.queryByText("Ändringen kunde inte sparas. Försök igen.")).toBeNull();
  });

  it("checks the fields with the update's schema before sending: an empty description, an incomplete other contact", async () => {
    const sent = stubUpdate(() => Response.json(ERRAND_DETAIL));
    const user = userEvent.setup();
    renderForm();
    await user.clear(screen.getByRole("textbox", { name: /^Beskrivning/ }));
    await user.click(screen.getByRole("checkbox", { name: "Någon annan ska kontaktas om ärendet" }));
    await user.type(screen.getByRole("textbox", { name: /^Förnamn/ }), "Karin");
    await user.click(screen.getByRole("button", { name: "Spara ändringarna" }));
    expect((await screen.findAllByText("Fyll i fältet.")).length).toBeGreaterThanOrEqual(2);
    expect(sent).toEqual([]);
  });
});
