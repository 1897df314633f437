export { Button, ButtonLink, type ButtonVariant } from "./components/button";
export { Container } from "./components/container";
export { Link, LinkProvider, type LinkComponent } from "./components/link";
export { SkipLink } from "./components/skip-link";
export { VisuallyHidden } from "./components/visually-hidden";
