/**
 * Opens the chat in a new tab; must run synchronously in the visitor's gesture (a tab opened
 * after any await is blocked on phones). Opened without the `noopener` feature, which would
 * make `window.open` return null even on success, so a blocked tab can be told apart; the new
 * tab then loses its way back to this page. Returns false when the browser blocked it.
 */
export function openChat(url: string): boolean {
  const tab = window.open(url, '_blank');
  if (!tab) return false;
  tab.opener = null;
  return true;
}
