import type { User } from "@housing/contracts";
import type { TemplateProps } from "@housing/contracts/manifest";
import { routePath } from "@housing/site-config";
import { Heading, Link } from "@housing/ui";
import { LazySettingsForm } from "../lazy";
import { loadedData, personalLoad } from "../load";
import { translatorFor } from "../translate";
import styles from "../components/my-pages.module.css";

export interface SettingsData {
  profile: Pick<User, "email" | "phoneNumber" | "newsletter">;
}

/** The settings' data is the user's own (GET /account_service/user, fetched by the personal route). */
export const loadSettings = personalLoad<SettingsData>(async ({ user }) => ({
  profile: { email: user.email, phoneNumber: user.phoneNumber, newsletter: user.newsletter },
}));

/**
 * Template "MyPagesSettingsPage" (spec section 2): the profile patch of e-mail and phone (spec
 * section 5's rules) with the newsletter, and the ways to change the password and the login's
 * e-mail address (the accounts' pages).
 */
export function SettingsPage(props: TemplateProps) {
  const { site } = props;
  const { profile } = loadedData<SettingsData>(props);
  const { t } = translatorFor(site);
  const changePassword = routePath(site, "changePassword");
  const changeEmail = routePath(site, "changeEmail");
  return (
    <div className={styles.sections}>
      <Heading level={1}>{t("my-pages.settings.heading")}</Heading>
      <section aria-labelledby="my-pages-profile" className={styles.stack}>
        <Heading level={2} id="my-pages-profile">
          {t("my-pages.settings.profile")}
        </Heading>
        <LazySettingsForm
          initial={{
            email: profile.email ?? "",
            phoneNumber: profile.phoneNumber ?? "",
            newsletter: profile.newsletter,
          }}
        />
      </section>
      {changePassword || changeEmail ? (
        <section aria-labelledby="my-pages-login" className={styles.stack}>
          <Heading level={2} id="my-pages-login">
            {t("my-pages.settings.login")}
          </Heading>
          <ul className={styles.list}>
            {changePassword ? (
              <li>
                <Link href={changePassword}>{t("my-pages.settings.changePassword")}</Link>
              </li>
            ) : null}
            {changeEmail ? (
              <li>
                <Link href={changeEmail}>{t("my-pages.settings.changeEmail")}</Link>
              </li>
            ) : null}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
