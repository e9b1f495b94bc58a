import domToImage from 'dom-to-image-more';

/** Elements marked with this class (the backdrop shown while capturing) stay out of the capture. */
export const NOT_CAPTURED = 'kaigi-not-captured';

/**
 * The page body as a PNG data URL (docs/requirements/operation-area.md §4), at one image pixel per CSS pixel:
 * the part the user sees, where they scrolled to, and not the whole page squeezed into the canvas
 * (issue 21, item 1: a long form came out as an unreadable strip). Fields below the fold use
 * content-visibility to skip rendering; the copy shows them all.
 */
export function captureBody(): Promise<string> {
  const viewport = document.documentElement;
  return domToImage.toPng(document.body, {
    bgcolor: '#ffffff',
    pixelRatio: 1,
    width: viewport.clientWidth,
    height: viewport.clientHeight,
    style: { transform: `translate(${-window.scrollX}px, ${-window.scrollY}px)`, transformOrigin: '0 0' },
    filter: (node) => !(node instanceof Element && node.classList.contains(NOT_CAPTURED)),
    adjustClonedNode: (_node, clone, after) => {
      if (after && clone instanceof HTMLElement && clone.style.contentVisibility) clone.style.contentVisibility = 'visible';
    },
  });
}
