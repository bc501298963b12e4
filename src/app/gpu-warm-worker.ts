/**
 * A worker that asks for a WebGL 2 context on an OffscreenCanvas and says when it has one: the
 * browser then sets up its GPU channel (or starts software WebGL) on this thread, not the page's
 * (early-gl.ts). The context itself is dropped when the page ends the worker.
 */
try {
  new OffscreenCanvas(1, 1).getContext('webgl2');
} catch {
  // no WebGL here: the page's own request finds that out and reports it
}
(self as unknown as { postMessage(message: unknown): void }).postMessage('ready');
