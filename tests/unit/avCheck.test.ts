import { describe, expect, it } from 'vitest';
import { HEARD_LEVEL, levelOf, statusOfError } from '../../src/pages/venue/avCheck';

const tone = (amplitude: number, length = 2048) => Float32Array.from({ length }, (_, index) => amplitude * Math.sin((2 * Math.PI * 440 * index) / 48_000));

describe('the microphone meter', () => {
  it.each([
    ['no samples', new Float32Array(0), 0],
    ['silence', new Float32Array(2048), 0],
    ['a full-scale square wave', Float32Array.from({ length: 2048 }, (_, index) => (index % 2 ? 1 : -1)), 100],
    ['a full-scale tone (-3 dB)', tone(1), 95],
    ['a tone at -20 dB (speech near the microphone)', tone(0.1), 62],
    ['a tone at -40 dB (a quiet room)', tone(0.01), 28],
    ['a tone at -70 dB (below the scale)', tone(0.0003), 0],
    ['clipping beyond full scale', Float32Array.from({ length: 64 }, () => 4), 100],
  ])('reads %s as %i', (_name, samples, level) => {
    expect(levelOf(samples)).toBe(level);
  });

  it('says it hears speech, not a quiet room', () => {
    expect(levelOf(tone(0.1))).toBeGreaterThanOrEqual(HEARD_LEVEL);
    expect(levelOf(tone(0.001))).toBeLessThan(HEARD_LEVEL);
  });
});

describe("the browser's refusal, as the person reads it", () => {
  it.each([
    ['NotAllowedError', 'blocked'],
    ['SecurityError', 'blocked'],
    ['NotFoundError', 'missing'],
    ['OverconstrainedError', 'missing'],
    ['NotSupportedError', 'unsupported'],
    ['NotReadableError', 'busy'],
    ['AbortError', 'busy'],
  ])('%s is %s', (name, status) => {
    expect(statusOfError(new DOMException('refused', name))).toBe(status);
  });

  it('an unknown failure is a device that could not start', () => {
    expect(statusOfError(new TypeError('no'))).toBe('busy');
    expect(statusOfError(undefined)).toBe('busy');
  });
});
