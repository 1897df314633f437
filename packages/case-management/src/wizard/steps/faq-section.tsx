"use client";
import { useI18n } from "@housing/i18n/react";
import type { FaqArticle } from "@housing/contracts/cases";
import styles from "../wizard.module.css";

/**
 * 'Har du testat följande åtgärder?' (the step's title): the FAQ articles of the problem chosen,
 * each with the service lines and phone numbers the API gives (spec section 4: the Swedish
 * elevator and appliance companies). Shown only when articles were found (engine).
 */
export function FaqSectionStep({ articles }: { articles: readonly FaqArticle[] }) {
  const { t } = useI18n();
  return (
    <div className={styles.faq}>
      {articles.map((article) => (
        <section key={article.id} aria-labelledby={`faq-${article.id}`}>
          <h3 id={`faq-${article.id}`}>{article.title}</h3>
          <p className={styles.faqBody}>{article.body}</p>
          {article.serviceLines.length > 0 ? (
            <>
              <h4>{t("case-management.wizard.faq.serviceLines")}</h4>
              <ul>
                {article.serviceLines.map((line) => (
                  <li key={`${line.company}-${line.phone}`}>
                    {line.company}: <a href={`tel:${line.phone.replace(/[^\d+]/g, "")}`}>{line.phone}</a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      ))}
    </div>
  );
}
