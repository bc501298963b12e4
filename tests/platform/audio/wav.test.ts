import { describe, expect, it } from 'vitest';
import { encodeWav } from '../../../src/platform/audio/wav';

describe('encodeWav', () => {
  it('writes a 16-bit mono PCM RIFF file with the samples clamped and scaled', () => {
    const wav = encodeWav(new Float32Array([0, 0.5, -1, 2]), 22_050);
    const view = new DataView(wav.buffer);
    const text = (at: number, n: number) => String.fromCharCode(...wav.slice(at, at + n));
    expect(wav.length).toBe(44 + 8);
    expect([text(0, 4), text(8, 4), text(12, 4), text(36, 4)]).toEqual(['RIFF', 'WAVE', 'fmt ', 'data']);
    expect(view.getUint32(4, true)).toBe(wav.length - 8);
    expect(view.getUint16(20, true)).toBe(1);
    expect(view.getUint16(22, true)).toBe(1);
    expect(view.getUint32(24, true)).toBe(22_050);
    expect(view.getUint16(34, true)).toBe(16);
    expect(view.getUint32(40, true)).toBe(8);
    expect([0, 1, 2, 3].map((i) => view.getInt16(44 + i * 2, true))).toEqual([0, 16384, -32767, 32767]);
  });
});
