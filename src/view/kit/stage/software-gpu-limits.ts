/** The software GPU's batch-texture cap (software-gpu.ts), as a system of Pixi's WebGL renderer. */
import { ExtensionType, extensions, type System, type WebGLRenderer } from 'pixi.js';
import { capBatchTextures } from './software-gpu';

/**
 * A renderer system (Pixi runs each system's `contextChange` in the order they were added, this one
 * after the limits it caps): on a software GPU the batch textures are capped each time the renderer
 * (re)gets a context, before any batcher or batch shader is made (they read the cap then).
 */
class SoftwareGpuLimits implements System {
  static extension = { type: [ExtensionType.WebGLSystem], name: 'softwareGpuLimits' } as const;

  constructor(private readonly renderer: WebGLRenderer) {}

  contextChange(): void {
    capBatchTextures(this.renderer.limits, this.renderer.gl);
  }

  destroy(): void {}
}

/** Before the first WebGL renderer is made: its systems are read from the extensions then. */
export function fewerBatchTexturesOnSoftwareGpu(): void {
  if (added) return;
  added = true;
  extensions.add(SoftwareGpuLimits);
}
let added = false;
