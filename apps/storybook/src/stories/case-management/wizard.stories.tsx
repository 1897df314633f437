import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { draftCookieValue, type ViewName } from "@housing/case-management";
import { WizardModal } from "@housing/case-management/wizard";
import {
  AGREEMENT,
  ARTICLE,
  CREATED,
  DISHWASHER,
  KITCHEN,
  USER,
  memoryFileDrafts,
  pngFile,
  wizardAt,
} from "@housing/case-management/wizard-testing";
import { SESSION_HINT_COOKIE } from "@housing/contracts";
import { CASE_DRAFT_COOKIE } from "@housing/case-management/draft";
import { NO_MANAGEMENT_PLACEHOLDERS } from "@housing/contracts/cases";
import type { Locale } from "@housing/i18n";
import { TestI18nProvider } from "@housing/i18n/testing";
import { formatSessionHint } from "@housing/session";
import { TestSessionProvider } from "@housing/session/testing";
import { getSite } from "@housing/site-config";
import { MockApi } from "../../mocks/mock-api";
import { MockSessionBridge, bridgeAnswer, bridgePending, type BridgeRoutes } from "../../mocks/mock-session-bridge";
import { withBrandOnRoot } from "../modal/brand-on-root";

/*
 * The fault-report wizard (spec section 2, its modal; sections 4, 5 and 8): each step view and
 * state. A story starts the wizard at its step the way a reload does, from the draft cookie (and
 * the files from the store). The calls answer from the story's routes; locale through the toolbar
 * (the Swedish site's sequences; Finland's on the Finnish stories).
 */

type Role = "resident" | "boardMember" | "boardMemberNoManagement" | "finnishResident";

interface WizardArgs {
  role: Role;
  /** The step the wizard opens at (from a draft); none: a new report at the terms. */
  at?: ViewName;
  form?: Record<string, unknown>;
  files?: File[];
  routes?: BridgeRoutes;
}

const SEQUENCE_OF = {
  resident: ["residentVariant", "resident", "se"],
  boardMember: ["boardMember", "boardMember", "se"],
  boardMemberNoManagement: ["boardMemberNoManagement", "boardMemberNoManagement", "se"],
  finnishResident: ["finnish", "resident", "fi"],
} as const;

const chosenApartment = {
  id: AGREEMENT.id,
  address: AGREEMENT.address,
  propertyId: AGREEMENT.propertyId,
  governmentObjectId: AGREEMENT.governmentObjectId,
  objectTypeId: AGREEMENT.objectTypeId,
  rentalBuilding: false,
};
const placeholder = NO_MANAGEMENT_PLACEHOLDERS.se;

const routesOf = (role: Role): BridgeRoutes => ({
  "GET account_service/user": { ...USER, isBoardMember: role === "boardMember" || role === "boardMemberNoManagement" },
  "GET case_management/customer/get_agreements": { agreements: [AGREEMENT] },
  "GET case_management/account": { email: "styrelsen@brf-fjallvik.se" },
  "POST case_management/search/object": { agreements: [AGREEMENT] },
  "POST case_management/search/building": { buildings: [] },
  [`GET case_management/rooms/${AGREEMENT.id}`]: { rooms: [KITCHEN] },
  [`GET case_management/rooms/${placeholder.objectId}`]: { rooms: [KITCHEN] },
  [`GET case_management/assets/${KITCHEN.id}`]: { assets: [DISHWASHER] },
  "POST case_management/customer/articles": { articles: [ARTICLE] },
  "POST case_management/casefaq": { articles: [ARTICLE] },
  "POST case_management/customer/create_case": CREATED,
  "POST case_management/create_board_case/v2": CREATED,
  "PATCH case_management/account": { email: "styrelsen@brf-fjallvik.se" },
});

function WizardStory({ role, at, form, files = [], routes, locale }: WizardArgs & { locale: Locale }) {
  const site = getSite(role === "finnishResident" ? "fi" : locale === "en" ? "se-en" : locale === "nb" ? "no" : "se");
  const [sequenceId, caseType, country] = SEQUENCE_OF[role];
  const [fileDrafts] = useState(() => {
    // Before the wizard reads them: the draft of the step asked for, or none, and the role's claims.
    const value = at ? draftCookieValue(wizardAt(sequenceId, caseType, country, at, form)) : null;
    document.cookie = value ? `${CASE_DRAFT_COOKIE}=${value}; path=/` : `${CASE_DRAFT_COOKIE}=; path=/; max-age=0`;
    const claims =
      role === "boardMemberNoManagement"
        ? { bankId: true, loginMethod: null, loginType: "boardMemberCase", association: null, site: "se" }
        : null;
    document.cookie = `${SESSION_HINT_COOKIE}=${formatSessionHint(Math.floor(Date.now() / 1000) + 3600, claims)}; path=/`;
    return memoryFileDrafts(files);
  });
  const [isOpen, setOpen] = useState(true);
  return (
    <TestI18nProvider locale={site.locale}>
      <MockApi site={site} routes={{}}>
        <TestSessionProvider>
          <MockSessionBridge routes={{ ...routesOf(role), ...routes }}>
            <button type="button" onClick={() => setOpen(true)}>
              Open
            </button>
            <WizardModal
              site={site}
              open={isOpen}
              hash="case-management"
              onClose={() => setOpen(false)}
              fileDrafts={fileDrafts}
            />
          </MockSessionBridge>
        </TestSessionProvider>
      </MockApi>
    </TestI18nProvider>
  );
}

const meta = {
  title: "Case management/Fault-report wizard",
  decorators: [withBrandOnRoot],
  parameters: { layout: "fullscreen" },
  args: { role: "resident" },
  render: (args, context) => <WizardStory {...args} locale={(context.globals.locale ?? "sv") as Locale} />,
} satisfies Meta<WizardArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const clickNext = async (canvasElement: HTMLElement, name = /Nästa|Next|Neste|Seuraava/) =>
  userEvent.click(await body(canvasElement).findByRole("button", { name }));

/** A new report: the terms, without counter or progress. */
export const Terms: Story = {};

/** Next without ticking the terms: the error tied to the checkbox, which takes focus. */
export const TermsError: Story = {
  play: async ({ canvasElement }) => {
    await clickNext(canvasElement, /gå vidare|continue|videre|jatka/i);
    await expect(await body(canvasElement).findByRole("checkbox")).toHaveAttribute("aria-invalid", "true");
  },
};

/** Loading the user and the residences. */
export const Loading: Story = { args: { routes: { "GET account_service/user": bridgePending } } };

/** The user could not be loaded. */
export const LoadFailed: Story = {
  args: { routes: { "GET account_service/user": bridgeAnswer(500, { status: 500, error: "Internal", message: "x" }) } },
};

/** A user without a national identity number is sent to verify it instead. */
export const VerifyIdentity: Story = {
  args: { routes: { "GET account_service/user": { ...USER, securityNumber: null, pid: null } } },
};

/** A resident's contact details: names read-only, the copy ticked. */
export const PersonalInfo: Story = { args: { at: "PersonalInfo" } };

/** Another contact person: its four fields. */
export const PersonalInfoOtherContact: Story = {
  args: { at: "PersonalInfo" },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await userEvent.click(await page.findByRole("checkbox", { name: /annan|else|andre|toiseen/i }));
  },
};

/** A board member's contact details: names editable, the board e-mail (patched on submit when changed). */
export const PersonalInfoBoardMember: Story = { args: { role: "boardMember", at: "PersonalInfo" } };

/** The association of a board member without management. */
export const Compound: Story = { args: { role: "boardMemberNoManagement", at: "Compound" } };

/** The estate's address typed by a board member without management. */
export const EstateAddress: Story = { args: { role: "boardMemberNoManagement", at: "EstateAddress" } };

/** A resident's residence among their agreements, or an address not in the list. */
export const SelectResidence: Story = { args: { at: "SelectResidence" } };

/** The 'other address' option reveals the required manual fields. */
export const SelectResidenceOtherAddress: Story = {
  args: {
    at: "SelectResidence",
    form: {
      address: { ...emptyAddress(), type: "apartment", selectedApartment: { ...chosenApartment, id: "other-address" } },
    },
  },
};

/** A board member's address search (300 ms after the last key). */
export const SearchResidence: Story = {
  args: { role: "boardMember", at: "SearchResidence" },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await userEvent.click(await page.findByRole("radio", { name: /bostaden|home|boligen/i }));
    await userEvent.type(page.getByRole("searchbox"), "Storgatan");
    await expect(await page.findByRole("radio", { name: AGREEMENT.address })).toBeTruthy();
  },
};

/** Nothing found: 'Inga resultat'. */
export const SearchNoResults: Story = {
  args: { ...SearchResidence.args, routes: { "POST case_management/search/object": { agreements: [] } } },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await userEvent.click(await page.findByRole("radio", { name: /bostaden|home|boligen/i }));
    await userEvent.type(page.getByRole("searchbox"), "zzz");
  },
};

const apartmentChosen = () => ({
  address: { ...emptyAddress(), type: "apartment", selectedApartment: chosenApartment },
});

/** Where the problem is: the apartment's rooms. */
export const ProblemArea: Story = { args: { at: "ProblemArea", form: apartmentChosen() } };

/** The rooms loading. */
export const ProblemAreaLoading: Story = {
  args: { ...ProblemArea.args, routes: { [`GET case_management/rooms/${AGREEMENT.id}`]: bridgePending } },
};

/** The rooms could not be fetched (spec section 8's text). */
export const ProblemAreaFailed: Story = {
  args: {
    ...ProblemArea.args,
    routes: {
      [`GET case_management/rooms/${AGREEMENT.id}`]: bridgeAnswer(500, {
        status: 500,
        error: "Internal",
        message: "x",
      }),
    },
  },
};

/** What the problem is about: the room's assets. */
export const ProblemAreaDetails: Story = {
  args: {
    at: "ProblemAreaDetails",
    form: { ...apartmentChosen(), problemArea: KITCHEN.id, problemAreaName: KITCHEN.name },
  },
};

/** 'Har du testat följande åtgärder?': the articles with their service lines. */
export const Faq: Story = {
  args: {
    at: "ProblemAreaDetails",
    form: {
      ...apartmentChosen(),
      problemArea: KITCHEN.id,
      problemAreaName: KITCHEN.name,
      problemAreaDetails: DISHWASHER.id,
    },
  },
  play: async ({ canvasElement }) => clickNext(canvasElement),
};

const described = () => ({
  ...apartmentChosen(),
  problemArea: KITCHEN.id,
  problemAreaName: KITCHEN.name,
  problemAreaDetails: DISHWASHER.id,
  problemAreaDetailsName: DISHWASHER.name,
  assetTypeId: DISHWASHER.id,
  description: "Diskmaskinen läcker vatten under luckan.",
});

/** The description with two files chosen, each with its remove button. */
export const Description: Story = {
  args: {
    at: "Description",
    form: described(),
    files: [pngFile("lacka.png", 240_000), pngFile("golv.png", 1_800_000)],
  },
};

/** A file refused by its content before anything is sent. */
export const DescriptionFileRefused: Story = {
  args: { at: "Description", form: described() },
  play: async ({ canvasElement }) => {
    const input = canvasElement.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
    if (input) await userEvent.upload(input, new File(["not an image"], "bild.png", { type: "image/png" }));
  },
};

/** The summary with its edit buttons. */
export const Summary: Story = { args: { at: "Summary", form: described(), files: [pngFile("lacka.png", 240_000)] } };

/** Submitting refused with 413: the size message above the buttons, everything kept. */
export const SubmitErrorFileSize: Story = {
  args: {
    ...Summary.args,
    routes: {
      "POST case_management/customer/create_case": bridgeAnswer(413, {
        status: 413,
        error: "PayloadTooLarge",
        message: "x",
      }),
    },
  },
  play: async ({ canvasElement }) => clickNext(canvasElement, /Skicka|Send|Lähetä/),
};

/** Submitting failed otherwise: the generic message. */
export const SubmitError: Story = {
  args: {
    ...Summary.args,
    routes: {
      "POST case_management/customer/create_case": bridgeAnswer(500, { status: 500, error: "Internal", message: "x" }),
    },
  },
  play: async ({ canvasElement }) => clickNext(canvasElement, /Skicka|Send|Lähetä/),
};

/** Submitted: 'submitted', the errand number, a new report and 'see errands'. */
export const Done: Story = {
  args: { ...Summary.args },
  play: async ({ canvasElement }) => clickNext(canvasElement, /Skicka|Send|Lähetä/),
};

/** The completion screen of a board member without management: 'close' (they cannot read the case). */
export const DoneNoManagement: Story = { args: { role: "boardMemberNoManagement", at: "Done" } };

/** Finland: pets and keys of a resident's apartment. */
export const FinnishPetsAndKeys: Story = {
  args: {
    role: "finnishResident",
    at: "PetsAndKeys",
    form: {
      caseArea: "apartment",
      selectedApartmentId: AGREEMENT.id,
      selectedPropertyId: AGREEMENT.propertyId,
      pets: "true",
    },
  },
};

function emptyAddress() {
  return {
    type: null,
    searchString: "",
    selectedApartment: null,
    fullBuilding: false,
    address: "",
    zipCode: "",
    city: "",
    object: "",
  };
}
