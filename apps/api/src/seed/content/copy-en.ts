import type { LocaleCopy } from "./types";

/** The English sub-site carries corporate information (spec section 2), so the copy is about the company. */
export const englishCopy: LocaleCopy = {
  slugs: {
    about: "/about-us/",
    sustainability: "/about-us/sustainability/",
    offer: "/buying-a-home/",
    offerDetail: "/buying-a-home/how-it-works/",
    customerService: "/customer-service/",
    faq: "/customer-service/faq/",
  },
  articles: {
    about: {
      label: "About us",
      title: "About {brand}",
      description: "We build homes and neighbourhoods that last for generations. Learn more about {brand}.",
      heading: "We build for the life that happens inside",
      paragraphs: [
        "{brand} is part of the Fjällvik family. From the start we have developed homes with care for the details and respect for the place.",
        "We own the whole chain from land purchase to moving day, so you keep one point of contact throughout.",
      ],
      teaser: "Meet the people and values behind the houses.",
    },
    sustainability: {
      label: "Sustainability",
      title: "Sustainability at {brand}",
      description: "How {brand} works with climate, materials and safe neighbourhoods.",
      heading: "Sustainable means built to last",
      paragraphs: [
        "We choose durable materials, build energy-efficient homes and plan neighbourhoods where living without a car is easy.",
        "Every project gets a climate calculation before construction starts, and we follow it up when the homes are finished.",
      ],
      teaser: "Climate, materials and safety in every neighbourhood.",
    },
    offer: {
      label: "Buying a home",
      title: "Buying a home from {brand}",
      description: "What to know before buying a newly built home in Sweden from {brand}.",
      heading: "Your new home starts here",
      paragraphs: [
        "A newly built home has never been lived in, comes with warranties and follows a clear timetable.",
        "Our sales team can answer questions in English; contracts and most documents are in Swedish.",
      ],
      teaser: "From the first viewing to the handover of keys.",
    },
    offerDetail: {
      label: "How it works",
      title: "How buying works",
      description: "Booking, contracts, interior choices and moving in: the steps of a purchase from {brand}.",
      heading: "Step by step to your keys",
      paragraphs: [
        "You book the home, sign a booking agreement and then a preliminary contract. After that you choose your interior at your own pace.",
        "Before you move in we inspect the home together.",
      ],
      teaser: "Booking, contracts, interior choices and moving in.",
    },
    customerService: {
      label: "Customer service",
      title: "Customer service",
      description: "Contact {brand} customer service about your home, your purchase or a fault report.",
      heading: "We are here for you",
      paragraphs: [
        "Customer service is open on weekdays from 8 am to 5 pm (Swedish time).",
        "For urgent faults outside office hours, such as water leaks, call our on-call service.",
      ],
      teaser: "Questions about your purchase, your home or a fault.",
    },
    faq: {
      label: "FAQ",
      title: "Frequently asked questions",
      description: "Answers to the questions we are asked most often about buying, warranties and moving in.",
      heading: "Frequently asked questions",
      paragraphs: [
        "How long is the warranty? The two-year inspection and the five-year warranty protect you in your first years at home.",
        "Can I change the interior? Yes, until the last day for interior choices in your project.",
      ],
      teaser: "Quick answers about buying, warranties and moving in.",
    },
    career: {
      label: "Careers",
      title: "Careers at {brand}",
      description: "Want to build homes with us? Read about working at {brand}.",
      heading: "Build your future with us",
      paragraphs: [
        "Builders, project managers, sales staff and developers work together towards one goal: homes to be proud of.",
        "We invest in training, safety and a workplace where everyone is heard.",
      ],
      teaser: "Builders, project managers and sales staff: join us.",
    },
    careerJobs: {
      label: "Open positions",
      title: "Open positions",
      description: "Current job openings at {brand}.",
      heading: "Open positions right now",
      paragraphs: [
        "We are currently looking for site managers and supervisors for several projects.",
        "Most positions require Swedish; if none fits you, send us an open application.",
      ],
      teaser: "See our open positions.",
    },
    cookies: {
      label: "Cookies",
      title: "Cookies",
      description: "How {brand} uses cookies and how to change your settings.",
      heading: "Cookies on our website",
      paragraphs: [
        "Functional cookies are needed for the website to work. We only use statistics, marketing and third-party cookies if you say yes.",
        "You can change your choices at any time through the Cookie settings link at the bottom of the page.",
      ],
      teaser: "How we use cookies.",
    },
    privacyPolicy: {
      label: "Privacy policy",
      title: "Processing of personal data",
      description: "How {brand} processes your personal data.",
      heading: "Processing of personal data",
      paragraphs: [
        "We process your personal data to handle purchases, registrations of interest and customer cases.",
        "You have the right to know what data we hold about you and to have it corrected or erased.",
      ],
      teaser: "How we protect your data.",
    },
  },
  footerHeadings: { company: "Company", explore: "Explore", help: "Help" },
  teaserGridHeading: "Find your way",
  careerNavigationLabel: "Work with us",
  unknownTemplatePage: { title: "Unknown template test page", description: "Used by the automated tests." },
};
