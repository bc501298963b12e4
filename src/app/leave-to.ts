/** Leaves for the operator's lobby: the top window when the browser lets a frame navigate it. */
function leaveTo(url: string): void {
  try {
    if (window.top && window.top !== window) {
      window.top.location.href = url;
      return;
    }
  } catch {
    // a cross-origin top window may refuse: the frame itself goes instead
  }
  window.location.href = url;
}

/** A frame's lobby may close the frame itself once it has heard `exit`: it gets this long first. */
const EXIT_GRACE_MS = 400;

/**
 * The player leaves for the operator's lobby (the HUD's Lobby button, a reality check's LEAVE):
 * the lobby hears `exit` first and may close the frame itself; if it does not, the game goes to
 * the lobby's URL.
 */
export function exitToLobby(o: {
  post: (type: 'exit') => void;
  url: string;
  framed: boolean;
  setTimer?: (fn: () => void, ms: number) => unknown;
  leave?: (url: string) => void;
}): void {
  o.post('exit');
  (o.setTimer ?? setTimeout)(() => (o.leave ?? leaveTo)(o.url), o.framed ? EXIT_GRACE_MS : 0);
}
