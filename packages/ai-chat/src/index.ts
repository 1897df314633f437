export { aiChatManifest } from "./manifest";
export { ChatLauncher, type ChatLauncherProps } from "./launcher/chat-launcher";
export { aiChatMessages } from "./messages";
