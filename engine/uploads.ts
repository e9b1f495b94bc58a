import type { MessageKey } from './messages';
import { uploadRules, type UploadKind } from './questions/questionFields';

export { uploadRules, type UploadKind };

/**
 * An upload is judged by its bytes (the type the shell or the server detected from them) and its
 * size, never by its name. The same rule runs in the browser when a file is chosen and on the
 * server when it arrives.
 */
export function uploadProblem(
  kind: UploadKind,
  size: number,
  detectedMime: string | undefined,
  /** A limit below the kind's own (the conference's abstract PDF limit), and the image's pixels when it has a rule on them. */
  options: { maxBytes?: number; dimensions?: { width?: number; height?: number } } = {},
): { code: MessageKey; params?: Record<string, number> } | undefined {
  const rule: { mimeTypes: readonly string[]; maxBytes: number; typeMessage: MessageKey; exactSize?: { width: number; height: number } } = uploadRules[kind];
  if (!detectedMime || !rule.mimeTypes.includes(detectedMime)) return { code: rule.typeMessage };
  const maxBytes = Math.min(rule.maxBytes, options.maxBytes ?? Infinity);
  if (size > maxBytes) return { code: 'fileTooLarge', params: { limit: maxBytes / (1024 * 1024) } };
  const exact = rule.exactSize;
  if (exact && (options.dimensions?.width !== exact.width || options.dimensions?.height !== exact.height)) {
    return { code: rule.typeMessage, params: { width: exact.width, height: exact.height } };
  }
  return undefined;
}

/** Whether a kind of upload is judged by its pixels too (the graphical abstract). */
export const hasSizeRule = (kind: UploadKind) => 'exactSize' in uploadRules[kind];

/** `data:image/png;name=photo.png;base64,...`: the form keeps a chosen file this way. */
export function parseDataUrl(value: string): { mime: string; name: string; base64: string } | undefined {
  const match = /^data:([^;,]+)((?:;[^;,]+)*);base64,(.*)$/s.exec(value);
  if (!match) return undefined;
  const name = /;name=([^;]+)/.exec(match[2]!)?.[1];
  return { mime: match[1]!, name: name ? decodeURIComponent(name) : 'file', base64: match[3]! };
}

/** The file name to show for an upload value (a data URL in the browser, a name on the server). */
export const uploadName = (value: string) => parseDataUrl(value)?.name ?? value;
