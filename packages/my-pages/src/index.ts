export { myPagesManifest } from "./manifest";
export { MyPagesLayout, currentEntry, type MyPagesLayoutProps } from "./layout/my-pages-layout";
export { contactGroupsFor, type ContactGroup } from "./components/contact-roles";
