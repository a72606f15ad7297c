/**
 * contract/calls/chat.ts CHAT_MAX_LENGTH, repeated as a plain number: importing the contract's value
 * would bring zod into the chat's chunk (limits.test.ts holds the two equal).
 */
export const CHAT_MAX_LENGTH = 1000;
