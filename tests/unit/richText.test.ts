import { describe, expect, it } from 'vitest';
import { visibleLength } from '../../engine/richText';

describe('the length of staff rich text, as a reader counts it (issue 21, item 9)', () => {
  it.each([
    ['', 0],
    ['plain', 5],
    ['<p>Hello <strong>world</strong></p>', 11],
    ['<p>See <a href="https://example.org/venue" target="_blank">the venue</a></p>', 13],
    ['<ul><li>one</li><li>two</li></ul>', 6],
    ['<p>a &amp; b &lt;c&gt;</p>', 9],
    ['<p>会場へは&nbsp;5分</p>', 7],
    ['<p>😀😀</p>', 2],
  ])('%j is %i characters', (html, length) => {
    expect(visibleLength(html)).toBe(length);
  });
});
