import { getCases, type CaseVariant } from "@housing/api-client";
import { isBoardMember } from "@housing/contracts";
import type { CaseSummary } from "@housing/contracts/cases";
import type { TemplateLoadArgs, TemplateProps } from "@housing/contracts/manifest";
import { createTranslator } from "@housing/i18n";
import { Heading } from "@housing/ui";
import { LazyErrandsView } from "../lazy";
import { caseManagementMessages } from "../messages";
import styles from "./errands.module.css";

export interface ErrandsData {
  variant: CaseVariant;
  /** Null when the list could not be fetched on the server: the browser tries again. */
  cases: CaseSummary[] | null;
}

/**
 * On the personal route, with the user's token: a board member reads the association's errands
 * (the board variant), a resident their own (spec sections 6 and 7). A failed list still tells
 * the variant, so the page renders and the browser fetches the list itself.
 */
export async function loadErrands({ http, user }: TemplateLoadArgs): Promise<ErrandsData> {
  const variant: CaseVariant = user && isBoardMember(user) ? "board" : "customer";
  try {
    return { variant, cases: (await getCases(http, variant)).cases };
  } catch {
    return { variant, cases: null };
  }
}

const dataOf = (initialData: unknown): ErrandsData => {
  const data = initialData as Partial<ErrandsData> | undefined;
  return { variant: data?.variant ?? "customer", cases: data?.cases ?? null };
};

/**
 * Template "MyPagesErrandsPage" (spec section 2, errands; "company errands" for board members):
 * the list with its filters, the errand of `?errandId=` (the Case notification links there), the
 * update and close, and the board's rounds.
 */
export function ErrandsPage({ site, initialData, location }: TemplateProps) {
  const { t } = createTranslator(site.locale, { messages: [caseManagementMessages] });
  const { variant, cases } = dataOf(initialData);
  const isBoard = variant === "board";
  return (
    <div className={styles.stack}>
      <Heading level={1}>
        {isBoard ? t("case-management.errands.headingBoard") : t("case-management.errands.heading")}
      </Heading>
      <p>{isBoard ? t("case-management.errands.introBoard") : t("case-management.errands.intro")}</p>
      <LazyErrandsView site={site} variant={variant} initial={cases} query={location?.query ?? ""} />
    </div>
  );
}
