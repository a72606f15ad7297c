/**
 * Where the floating chat bubble shows (spec §2 lists the live-chat widget among the global overlays):
 * every page of a signed-in player, except the service pages, which hold the chat themselves, and the
 * full-screen pages without a top bar (a game, the coin pusher, maintenance), where it would cover
 * the controls.
 */
export function chatBubbleShown(pathname: string, hideTopBar: boolean): boolean {
  if (hideTopBar) return false;
  return !/^\/service(\/|$)/.test(pathname);
}
