// What other parts of the server may import from this feature (decision 0020).
export { messageRoutes } from "./messages.router";
export { messagesOf, sendScheduledMessages } from "./messages.service";
