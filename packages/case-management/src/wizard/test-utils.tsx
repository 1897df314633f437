import { configure, render } from "@testing-library/react";
import { vi } from "vitest";
import { ApiProvider } from "@housing/api-client/react";
import { createQueryClient } from "@housing/api-client/query-client";
import { TestI18nProvider } from "@housing/i18n/testing";
import type { SiteConfig } from "@housing/site-config";
import type { FileDraftStore } from "./file-drafts";
import { AGREEMENT, ARTICLE, CREATED, DISHWASHER, KITCHEN, USER } from "./fixtures";
import WizardModal from "./wizard-modal";

export * from "./fixtures";

/*
 * The wizard's tests and stories: the API as the session bridge answers it (multipart bodies
 * read as form data), the demo resident's places, and a file store in memory.
 */

// A lazily rendered step on a busy machine may take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 10_000 });

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
