import type { Meta, StoryObj } from "@storybook/react-vite";
import { ContentBlocks } from "@housing/content-pages";
import { exampleBlocks } from "@housing/content-pages/fixtures";
import type { ContentBlock } from "@housing/contracts";
import { siteForLocale } from "./site-for-locale";

/** The editorial content blocks one by one; the toolbar's locale sets the language and date format. */
const meta = { title: "Content/Editorial blocks" } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

function blockStory(block: ContentBlock): Story {
  return {
    render: (_args, context) => <ContentBlocks blocks={[block]} site={siteForLocale(context.globals.locale)} />,
  };
}

export const ArticleMeta = blockStory(exampleBlocks.articleMeta);
export const Image = blockStory(exampleBlocks.image);
export const Quote = blockStory(exampleBlocks.quote);
export const Accordion = blockStory(exampleBlocks.accordion);
export const ArticleList = blockStory({ ...exampleBlocks.articleList, sort: "newest" });
export const JobList = blockStory(exampleBlocks.jobList);
export const JobListEmpty = blockStory({ ...exampleBlocks.jobList, jobs: [] });
export const ContactCards = blockStory(exampleBlocks.contactCards);
export const FileList = blockStory(exampleBlocks.fileList);
export const Campaign = blockStory(exampleBlocks.campaign);
export const VideoBeforeConsent = blockStory(exampleBlocks.video);
export const LinkList = blockStory(exampleBlocks.linkList);
export const KeyFigures = blockStory(exampleBlocks.keyFigures);
