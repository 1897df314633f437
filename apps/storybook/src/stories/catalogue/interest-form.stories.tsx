import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { SEARCH_RANGES } from "@housing/contracts";
import { InterestForm, InterestSubmitProvider, type InterestSubmitter } from "@housing/content-pages/interest-form";

/*
 * The anonymous interest form's states (spec sections 3 and 5). Each story's submitter stands in
 * for the API: it thanks, refuses a field as the API's 400 would, or fails as a lost connection.
 */
const created: InterestSubmitter = async () => ({ status: "created", id: "0b6d2a4e-1f3c-4d5e-8a9b-0c1d2e3f4a5b" });
const lost: InterestSubmitter = async () => {
  throw new Error("network");
};
const userExists: InterestSubmitter = async () => ({ status: "userExists", id: null });
const mustLoginWithBankId: InterestSubmitter = async () => ({ status: "mustLoginWithBankId", id: null });
const INTEREST_COOKIE = "housing_interest";
const STAGE_ID = "2d6f2a7e-3c1b-5b9e-8f0a-6b2c1d3e4f50";
const forgetSentInterests = () => {
  document.cookie = `${INTEREST_COOKIE}=; Max-Age=0; Path=/`;
  window.sessionStorage.removeItem("housing:pending-interest");
  window.sessionStorage.removeItem("housing:login-email");
};
const refusesPostalCode: InterestSubmitter = async () => {
  throw Object.assign(new Error("invalid"), { body: { fieldErrors: { "body.postalCode": ["numeric"] } } });
};

function Form({ submit, country = "se" }: { submit: InterestSubmitter; country?: "se" | "no" | "fi" }) {
  return (
    <div style={{ maxWidth: "28rem", padding: "1rem" }}>
      <InterestSubmitProvider submit={submit}>
        <InterestForm
          stageId={STAGE_ID}
          subject="Brf Tallkronan"
          privacyHref="/integritetspolicy/"
          roomsRange={SEARCH_RANGES[country].rooms}
        />
      </InterestSubmitProvider>
    </div>
  );
}

const meta = {
  title: "Catalogue templates/Interest form",
  component: Form,
  args: { submit: created, country: "se" },
  // A sent interest is remembered 30 days in a cookie (spec section 9): each story starts without one.
  beforeEach: () => {
    forgetSentInterests();
    return forgetSentInterests;
  },
} satisfies Meta<typeof Form>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fillRequired(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/^Förnamn/), "Anna");
  await userEvent.type(canvas.getByLabelText(/^Efternamn/), "Berg");
  await userEvent.type(canvas.getByLabelText(/^E-post/), "anna.berg@example.com");
  await userEvent.type(canvas.getByLabelText(/^Telefon/), "070-123 45 67");
  await userEvent.click(canvas.getByLabelText(/^Jag godkänner/));
  return canvas;
}
const submitButton = (canvasElement: HTMLElement) => within(canvasElement).getByRole("button", { name: /^Skicka/ });

export const Empty: Story = {};

/** Finland's rooms range ends at "4 h+k or more" (spec section 9); switch the locale to fi. */
export const FinnishRoomsRange: Story = { args: { country: "fi" }, globals: { locale: "fi" } };

/** Sent empty: every required field (names, e-mail, phone, terms) says what is missing. */
export const RequiredErrors: Story = {
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(submitButton(canvasElement));
    await expect(canvas.getByRole("alert")).toHaveTextContent("5 fält behöver rättas");
  },
};

/** A phone that is too short and a postal code with letters, checked when the field is left. */
export const FieldErrorsOnBlur: Story = {
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Telefon/), "070 12");
    await userEvent.type(canvas.getByLabelText(/^Postnummer/), "SE-113 51");
    await userEvent.tab();
    await expect(canvas.getByText(/Ange bara siffror och mellanslag/)).toBeVisible();
  },
};

/** Max rooms below min: the cross-field error sits on the max. */
export const RoomsOutOfOrder: Story = {
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText(/^Minst/), "4");
    await userEvent.selectOptions(canvas.getByLabelText(/^Högst/), "2");
    await expect(canvas.getByText(/kan inte vara färre/)).toBeVisible();
  },
};

/** The API refuses a field: its error shows on that field and everything typed stays. */
export const RefusedByTheApi: Story = {
  args: { submit: refusesPostalCode },
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = await fillRequired(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Postnummer/), "113 51");
    await userEvent.click(submitButton(canvasElement));
    await expect(canvas.getByLabelText(/^Postnummer/)).toHaveFocus();
    await expect(canvas.getByLabelText(/^Förnamn/)).toHaveValue("Anna");
  },
};

/** The send fails: a message, and the form keeps what was typed for another try. */
export const SendFailed: Story = {
  args: { submit: lost },
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = await fillRequired(canvasElement);
    await userEvent.click(submitButton(canvasElement));
    await expect(canvas.getByRole("alert")).toHaveTextContent(/Det gick inte att skicka/);
    await expect(canvas.getByLabelText(/^Telefon/)).toHaveValue("070-123 45 67");
  },
};

/** A full, valid interest: the thanks take focus. */
export const Sent: Story = {
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = await fillRequired(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Postnummer/), "113 51");
    await userEvent.selectOptions(canvas.getByLabelText(/^Minst/), "2");
    await userEvent.selectOptions(canvas.getByLabelText(/^Högst/), "5");
    await userEvent.click(submitButton(canvasElement));
    await expect(canvas.getByRole("status")).toHaveFocus();
  },
};

/** Sent within the last 30 days from this browser (the interest key's cookie): said, with a way to send again. */
export const SentBefore: Story = {
  beforeEach: () => {
    document.cookie = `${INTEREST_COOKIE}=${STAGE_ID}; Max-Age=60; Path=/`;
    return forgetSentInterests;
  },
};

/** The e-mail belongs to an account: the request waits, the login opens on the e-mail view with it (spec section 4). */
export const LoginNeededEmail: Story = {
  args: { submit: userExists },
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = await fillRequired(canvasElement);
    await userEvent.click(submitButton(canvasElement));
    await expect(canvas.getByRole("status")).toHaveTextContent(/anna.berg@example.com/);
    await expect(window.location.hash).toBe("#login-form-email");
    window.history.replaceState(null, "", window.location.pathname + window.location.search);
  },
};

/** The account needs BankID: the login opens on the BankID view. */
export const LoginNeededBankId: Story = {
  args: { submit: mustLoginWithBankId },
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = await fillRequired(canvasElement);
    await userEvent.click(submitButton(canvasElement));
    await expect(canvas.getByRole("status")).toHaveTextContent(/BankID/);
    window.history.replaceState(null, "", window.location.pathname + window.location.search);
  },
};
