/** The live chat's limits (docs/chat.md). Kept in one place so tests and docs quote the same numbers. */
export const chatRules = {
  /** A player's messages per window; the next is refused (8402) until the window ends. */
  messagesPerWindow: 20,
  windowSeconds: 60,
  /** An operator whose desk sent a heartbeat this recently is online (the console beats every 20 s; a hidden tab's timers may run only once a minute). */
  presenceSeconds: 90,
  /** The desk's list, at most. */
  deskRows: 200,
  /** Who sees the chat on the operators' stream: the desk's roles (contract/ops/chat.ts). */
  deskRoles: ['support', 'admin'],
} as const;
