export { aiChatManifest } from "./manifest";
export { ChatLauncher, type ChatLauncherProps } from "./launcher/chat-launcher";
export { default as ChatDialog, type ChatDialogProps } from "./dialog/chat-dialog";
export { conversationAtom } from "./model/conversation-atom";
export { EMPTY_CONVERSATION, type ChatErrorReason, type ChatMessage, type Conversation } from "./model/conversation";
export { aiChatMessages } from "./messages";
