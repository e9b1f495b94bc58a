/**
 * What is out of sight is neither laid out nor painted (it stays in the DOM, the accessibility tree
 * and find-in-page): with 200 questions in two columns or 30 authors, a frame then paints what is on
 * screen rather than the whole page. The height stands in until the box has been shown once, then
 * its own is kept; the width is the container's (an intrinsic width would widen a grid track).
 */
export const offscreenSkipped = (height: number) => ({ contentVisibility: 'auto', containIntrinsicBlockSize: `auto ${height}px` }) as const;
