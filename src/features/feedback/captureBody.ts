import domToImage from 'dom-to-image-more';

/** Elements marked with this class (the loading scrim) stay out of the capture. */
export const NOT_CAPTURED = 'kaigi-not-captured'; // also in FeedbackMode.tsx, which must not import this file eagerly

/**
 * The page body as a PNG data URL (spec/operation-area.md §4), at one image pixel per CSS pixel.
 * Fields below the fold use content-visibility to skip rendering; the copy shows them all.
 */
export function captureBody(): Promise<string> {
  return domToImage.toPng(document.body, {
    bgcolor: '#ffffff',
    pixelRatio: 1,
    filter: (node) => !(node instanceof Element && node.classList.contains(NOT_CAPTURED)),
    adjustClonedNode: (_node, clone, after) => {
      if (after && clone instanceof HTMLElement && clone.style.contentVisibility) clone.style.contentVisibility = 'visible';
    },
  });
}
