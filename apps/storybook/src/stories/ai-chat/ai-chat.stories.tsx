import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { Provider, createStore } from "jotai";
import { useState, type ReactNode } from "react";
import { fn } from "storybook/test";
import {
  ChatDialog,
  ChatLauncher,
  EMPTY_CONVERSATION,
  aiChatMessages,
  conversationAtom,
  type Conversation,
} from "@housing/ai-chat";
import {
  answeredConversation,
  chatAnswerFixture,
  failedConversation,
  tooLongDraft,
  waitingConversation,
} from "@housing/ai-chat/testing";
import { ConsentPrompt } from "@housing/consent";
import { consentMessages } from "@housing/consent/messages";
import type { Locale } from "@housing/i18n";
import { TestI18nProvider } from "@housing/i18n/testing";
import type { SiteConfig } from "@housing/site-config";
import { MockApi, failing, pending, type MockRoutes } from "../../mocks/mock-api";
import { siteFromGlobals } from "../site-from-globals";

/*
 * The AI question chat (local and dev only): the launcher in its strip after the footer, and the dialog
 * empty (the assistant's intro), with an answer and its cited pages, while the assistant writes,
 * with the chat error (spec section 8) and the rate limit's reply, and with a question over the
 * 500-character limit. Locale and brand through the toolbar. Each story starts from the
 * conversation it names; asking more goes to the story's mocked `POST ai/chat`.
 */

const withMessages: Decorator = (Story, context) => (
  <TestI18nProvider locale={(context.globals.locale ?? "sv") as Locale} messages={[aiChatMessages, consentMessages]}>
    <Story />
  </TestI18nProvider>
);

const CHAT_ROUTE = "retriever/ai/chat";

/** A jotai store holding `conversation` as the site's, like a page where it was already under way. */
function Seeded({
  site,
  conversation,
  children,
}: {
  site: SiteConfig;
  conversation: Conversation;
  children: ReactNode;
}) {
  const [store] = useState(() => {
    const seeded = createStore();
    seeded.set(conversationAtom(site.key), conversation);
    return seeded;
  });
  return <Provider store={store}>{children}</Provider>;
}

interface ChatStoryArgs {
  conversation: (site: SiteConfig) => Conversation;
  routes: (site: SiteConfig) => MockRoutes;
}

const answering = (site: SiteConfig): MockRoutes => ({ [CHAT_ROUTE]: chatAnswerFixture(site) });

const defaultArgs: ChatStoryArgs = { conversation: () => EMPTY_CONVERSATION, routes: answering };

const meta = {
  title: "AI chat/Chat",
  decorators: [withMessages],
  args: defaultArgs,
  render: (args, { globals }) => {
    const site = siteFromGlobals(globals);
    return (
      <MockApi site={site} routes={args.routes(site)}>
        <Seeded site={site} conversation={args.conversation(site)}>
          <ChatDialog site={site} onClose={fn()} />
        </Seeded>
      </MockApi>
    );
  },
} satisfies Meta<ChatStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The launcher in its strip at the end of a page; it opens the dialog (its code loads then). */
export const Launcher: Story = {
  render: (args, { globals }) => {
    const site = siteFromGlobals(globals);
    return (
      <MockApi site={site} routes={args.routes(site)}>
        <Seeded site={site} conversation={args.conversation(site)}>
          <main style={{ padding: "1rem", minHeight: "60vh" }}>
            <h1>{site.siteName}</h1>
            <p>…</p>
          </main>
          <ChatLauncher site={site} />
        </Seeded>
      </MockApi>
    );
  },
};

/**
 * While the cookie prompt shows along the bottom edge, the launcher is hidden (it would cover the
 * prompt's buttons or be covered when focused, WCAG 2.2 "focus not obscured"); it returns once the
 * prompt is answered or closed.
 */
export const LauncherWithCookiePrompt: Story = {
  render: (args, { globals }) => {
    const site = siteFromGlobals(globals);
    return (
      <MockApi site={site} routes={args.routes(site)}>
        <Seeded site={site} conversation={args.conversation(site)}>
          <LauncherBehindPrompt site={site} />
        </Seeded>
      </MockApi>
    );
  },
};

function LauncherBehindPrompt({ site }: { site: SiteConfig }) {
  const [isPromptShown, setPromptShown] = useState(true);
  const hide = () => setPromptShown(false);
  return (
    <>
      {/* As @housing/consent renders it: in its root element, a section along the bottom edge. */}
      <div data-consent-root="">
        {isPromptShown ? (
          <ConsentPrompt cookiesPageHref={null} onAcceptAll={hide} onChooseManually={hide} onClose={hide} />
        ) : null}
      </div>
      <main style={{ padding: "1rem", minHeight: "60vh" }}>
        <h1>{site.siteName}</h1>
      </main>
      <ChatLauncher site={site} />
    </>
  );
}

/** Nothing asked yet: the assistant's intro and the question field. */
export const EmptyDialog: Story = {};

/** A question and its answer, the markers as links titled by the cited pages, the line break kept. */
export const Answered: Story = { args: { conversation: answeredConversation } };

/** The question asked, the assistant writing; sending is disabled. */
export const Loading: Story = {
  args: { conversation: waitingConversation, routes: () => ({ [CHAT_ROUTE]: pending }) },
};

/** Spec section 8: the chat error as the reply, with "ask again". */
export const ErrorReply: Story = {
  args: { conversation: (site) => failedConversation(site), routes: () => ({ [CHAT_ROUTE]: failing(503) }) },
};

/** The API's 429: wait a moment. */
export const RateLimited: Story = {
  args: {
    conversation: (site) => failedConversation(site, "rateLimited"),
    routes: () => ({ [CHAT_ROUTE]: failing(429) }),
  },
};

/** A question over 500 characters: the text stays, with the error and the counter tied to the field. */
export const TooLongQuestion: Story = { args: { conversation: tooLongDraft } };

/** Every question fails: ask one to see the error reply arrive. */
export const FailingApi: Story = { args: { routes: () => ({ [CHAT_ROUTE]: failing(500) }) } };

/** The Finnish site, whatever the toolbar says. */
export const Finnish: Story = {
  args: { conversation: answeredConversation },
  globals: { locale: "fi" },
};
