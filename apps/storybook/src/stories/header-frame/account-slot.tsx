import { AccountButton, UserButton } from "@housing/auth-bankid";
import type { HeaderProps, HeaderUser } from "@housing/header-frame";
import { TEST_USER } from "@housing/session/testing";
import { useHeaderAccount } from "@housing/session/header-account";
import type { SessionUser } from "@housing/contracts";
import type { SiteConfig } from "@housing/site-config";
import { Header } from "@housing/header-frame";
import { LoginProviders } from "../auth-bankid/login-fixtures";

/** A story's header user as the session would hold them. */
function sessionUserOf(user: HeaderUser): SessionUser {
  return user.isBoardMember
    ? { ...TEST_USER, isBoardMember: true, associationName: user.associationName }
    : { ...TEST_USER, firstName: user.firstName, lastName: user.lastName ?? "" };
}

/** The account place as auth-bankid fills it on the sites: the user button of the story's user, else the login button. */
function StoryAccount({ site, user }: { site: SiteConfig; user: HeaderUser | null }) {
  const account = useHeaderAccount();
  if (!account) return null;
  return user ? (
    <UserButton user={sessionUserOf(user)} account={account} />
  ) : (
    // The login modal's views call the API and write the session: the site's providers around them.
    <LoginProviders site={site}>
      <AccountButton site={site} />
    </LoginProviders>
  );
}

/** The header with its account place filled for the story's `user` (the sites fill it from the session: Frame/Header/User button). */
export function HeaderWithAccount(props: HeaderProps) {
  const slots = props.site
    ? { "header.account": <StoryAccount site={props.site} user={props.user ?? null} /> }
    : undefined;
  return <Header {...props} slots={slots} />;
}
