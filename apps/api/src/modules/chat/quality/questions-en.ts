import type { ChatQualityQuestion } from "./questions";

/** The quality set's English questions (se-en; the contractor site is Swedish). */
export const ENGLISH_QUESTIONS: readonly ChatQualityQuestion[] = [
  // FAQ and customer service articles (the English sub-site has no FaqPage template).
  {
    site: "se-en",
    question: "How long is the warranty on a newly built home?",
    answeredBy: ["/en/customer-service/faq/"],
    answerContains: "five-year warranty",
    topic: "faq",
  },
  {
    site: "se-en",
    question: "Can I still change my kitchen and flooring choices after I have bought?",
    answeredBy: ["/en/customer-service/faq/"],
    answerContains: "until the last day for interior choices",
    topic: "faq",
  },
  {
    site: "se-en",
    question: "What time is customer service open?",
    answeredBy: ["/en/customer-service/"],
    answerContains: "weekdays from 8 am to 5 pm",
    topic: "contact",
  },
  {
    site: "se-en",
    question: "Who do I call if a pipe bursts in the middle of the night?",
    answeredBy: ["/en/customer-service/"],
    answerContains: "on-call service",
    topic: "contact",
  },
  // The group's contact page.
  {
    site: "se-en",
    question: "Where is your head office?",
    answeredBy: ["/en/group/contact/"],
    answerContains: "Storgatan 12",
    topic: "contact",
  },
  // Buying: the buying and "how it works" articles.
  {
    site: "se-en",
    question: "I don't speak Swedish. Will the purchase contract be in English?",
    answeredBy: ["/en/buying-a-home/"],
    answerContains: "contracts and most documents are in Swedish",
    topic: "buying",
  },
  {
    site: "se-en",
    question: "What are the steps when I buy a home from you?",
    answeredBy: ["/en/buying-a-home/how-it-works/"],
    answerContains: "preliminary contract",
    topic: "buying",
  },
  // Sustainability: the start page's key figures and the climate page.
  {
    site: "se-en",
    question: "How much CO2 do your buildings emit per square metre?",
    answeredBy: ["/en/about-us/sustainability/"],
    answerContains: "248 kg CO₂e",
    topic: "sustainability",
  },
  {
    site: "se-en",
    question: "Do you work out the carbon footprint of a project before you build it?",
    answeredBy: ["/en/about-us/sustainability/climate/"],
    answerContains: "carbon calculation before construction starts",
    topic: "sustainability",
  },
  // Career: the careers and jobs articles and a job ad of the text search.
  {
    site: "se-en",
    question: "Do I need to speak Swedish to get a job with you?",
    answeredBy: ["/en/careers/jobs/"],
    answerContains: "Most positions require Swedish",
    topic: "career",
  },
  {
    site: "se-en",
    question: "What kind of people work at your company?",
    answeredBy: ["/en/careers/"],
    answerContains: "Builders, project managers, sales staff and developers",
    topic: "career",
  },
  {
    site: "se-en",
    question: "Are you hiring a site manager in Umeå?",
    answeredBy: ["/en/careers/jobs/site-manager-umea-2/"],
    answerContains: "site manager for our office in Umeå",
    topic: "career",
  },
  // Company: the group's about page and the investor pages.
  {
    site: "se-en",
    question: "Who is the CEO of Fjällvik?",
    answeredBy: ["/en/group/about-fjallvik/"],
    answerContains: "Maria Fjäll",
    topic: "company",
  },
  {
    site: "se-en",
    question: "How many people work for the Fjällvik group?",
    answeredBy: ["/en/group/about-fjallvik/"],
    answerContains: "1,400 employees",
    topic: "company",
  },
  {
    site: "se-en",
    question: "When is the next annual general meeting?",
    answeredBy: ["/en/group/investors/"],
    answerContains: "Annual general meeting: 2026-04-23",
    topic: "company",
  },
  {
    site: "se-en",
    question: "What were your net sales for the first nine months of 2025?",
    answeredBy: ["/en/group/investors/"],
    answerContains: "SEK 4,210m",
    topic: "company",
  },
  {
    site: "se-en",
    question: "Where can I download your annual report?",
    answeredBy: ["/en/group/investors/reports/"],
    answerContains: "Annual report 2024",
    topic: "company",
  },
  // Privacy: the privacy and cookie articles.
  {
    site: "se-en",
    question: "Can I ask you to delete the personal data you have about me?",
    answeredBy: ["/en/privacy-policy/processing-of-personal-data/"],
    answerContains: "corrected or erased",
    topic: "privacy",
  },
  {
    site: "se-en",
    question: "How do I change my cookie choices later?",
    answeredBy: ["/en/terms-of-use/cookies/"],
    answerContains: "Cookie settings link",
    topic: "privacy",
  },
  // News: the press releases, the news room's and the group news page's lists.
  {
    site: "se-en",
    question: "How many flats are being built at Kv. Lärkan in Umeå?",
    answeredBy: ["/en/news-room/construction-starts-at-kv-larkan-in-umea/", "/en/news-room/", "/en/group/news/"],
    answerContains: "84 tenant-owned flats",
    topic: "news",
  },
  {
    site: "se-en",
    question: "Will the houses at Kv. Tranan have solar panels?",
    answeredBy: ["/en/news-room/sales-start-at-kv-tranan/"],
    answerContains: "solar panels on the roof",
    topic: "news",
  },
];
