export { Header, type HeaderProps } from "./header";
export { Footer, type FooterProps, type CountrySiteLink } from "./footer";
export { CrisisBanner } from "./crisis-banner";
