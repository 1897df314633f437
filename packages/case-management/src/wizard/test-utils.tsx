import { configure, render } from "@testing-library/react";
import { vi } from "vitest";
import { ApiProvider } from "@housing/api-client/react";
import { createQueryClient } from "@housing/api-client/query-client";
import { TestI18nProvider } from "@housing/i18n/testing";
import { TEST_API_USER } from "@housing/session/testing";
import type { SiteConfig } from "@housing/site-config";
import type { FileDraftStore } from "./file-drafts";
import WizardModal from "./wizard-modal";

/*
 * The wizard's tests and stories: the API as the session bridge answers it (multipart bodies
 * read as form data), the demo resident's places, and a file store in memory.
 */

// A lazily rendered step on a busy machine may take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 10_000 });

const uuid = (n: number) => `7c3e9a10-5b2d-4f6e-8a1c-${String(n).padStart(12, "0")}`;

export const AGREEMENT = {
  id: uuid(1),
  propertyId: uuid(2),
  address: "Storgatan 1, lgh 1101",
  governmentObjectId: "1101",
  buildingId: uuid(3),
  buildingPartId: "1101",
  objectTypeId: uuid(4),
  rentalBuilding: false,
};
export const KITCHEN = { id: uuid(5), name: "Kök", category: "kitchen", faq: [] as string[] };
export const FAQ_ID = uuid(7);
export const DISHWASHER = { id: uuid(6), name: "Diskmaskin", category: "asset", faq: [FAQ_ID] };
export const ARTICLE = {
  id: FAQ_ID,
  title: "Diskmaskinen startar inte",
  body: "Kontrollera att luckan är stängd.",
  serviceLines: [{ company: "Vitvaruservice AB", phone: "08-123 456 78" }],
};
export const CREATED = { id: uuid(8), ticketNumber: 4711, caseStatusId: uuid(9), isVisible: true };
export const USER = { ...TEST_API_USER, phoneNumber: "0701234567" };

export type Answer = (request: Request) => Response | Promise<Response>;

/** The resident's calls; `overrides` replace or add answers by "METHOD path". */
export function residentApi(overrides: Record<string, Answer> = {}): Record<string, Answer> {
  return {
    "GET account_service/user": () => Response.json(USER),
    "GET case_management/customer/get_agreements": () => Response.json({ agreements: [AGREEMENT] }),
    [`GET case_management/rooms/${AGREEMENT.id}`]: () => Response.json({ rooms: [KITCHEN] }),
    [`GET case_management/assets/${KITCHEN.id}`]: () => Response.json({ assets: [DISHWASHER] }),
    "POST case_management/customer/articles": () => Response.json({ articles: [ARTICLE] }),
    "POST case_management/customer/create_case": () => Response.json(CREATED),
    ...overrides,
  };
}

export interface Call {
  call: string;
  request: Request;
}

/** Stubs fetch with the answers; returns the calls made, each with a clone of its request to read. */
export function stubApi(answers: Record<string, Answer>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn<typeof fetch>(async (input, init) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const path = new URL(request.url).pathname.replace(/^\/_api\//, "").replace(/\/$/, "");
      const call = `${request.method} ${path}`;
      calls.push({ call, request: request.clone() });
      const answer = answers[call];
      return answer
        ? answer(request)
        : Response.json({ status: 404, error: "NotFound", message: "notFound" }, { status: 404 });
    }),
  );
  return calls;
}

/** A file store in memory, in place of IndexedDB. */
export function memoryFileDrafts(initial: File[] = []): FileDraftStore & { files: File[] } {
  const store = {
    files: [...initial],
    save: async (files: readonly File[]) => {
      store.files = [...files];
    },
    load: async () => [...store.files],
    clear: async () => {
      store.files = [];
    },
  };
  return store;
}

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A PNG by its content (its first bytes), of the size asked. */
export function pngFile(name: string, size = 1024): File {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_HEAD);
  return new File([bytes], name, { type: "image/png" });
}

export function renderWizard(site: SiteConfig, options: { fileDrafts?: FileDraftStore; onClose?: () => void } = {}) {
  const onClose = options.onClose ?? vi.fn();
  return render(
    <TestI18nProvider locale={site.locale}>
      <ApiProvider baseUrl="http://api.test" siteKey={site.key} queryClient={createQueryClient()}>
        <WizardModal site={site} open hash="case-management" onClose={onClose} fileDrafts={options.fileDrafts} />
      </ApiProvider>
    </TestI18nProvider>,
  );
}
