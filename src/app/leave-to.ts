/** Leaves for the operator's lobby: the top window when the browser lets a frame navigate it. */
export function leaveTo(url: string): void {
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
