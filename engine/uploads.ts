import type { MessageKey } from './messages';
import { uploadRules, type UploadKind } from './questions/questionFields';

export { uploadRules, type UploadKind };

/**
 * An upload is judged by its bytes (the type the shell or the server detected from them) and its
 * size, never by its name. The same rule runs in the browser when a file is chosen and on the
 * server when it arrives.
 */
export function uploadProblem(kind: UploadKind, size: number, detectedMime: string | undefined): { code: MessageKey; params?: Record<string, number> } | undefined {
  const rule = uploadRules[kind];
  if (!detectedMime || !(rule.mimeTypes as readonly string[]).includes(detectedMime)) return { code: rule.typeMessage };
  if (size > rule.maxBytes) return { code: 'fileTooLarge', params: { limit: rule.maxBytes / (1024 * 1024) } };
  return undefined;
}

/** `data:image/png;name=photo.png;base64,...`: the form keeps a chosen file this way. */
export function parseDataUrl(value: string): { mime: string; name: string; base64: string } | undefined {
  const match = /^data:([^;,]+)((?:;[^;,]+)*);base64,(.*)$/s.exec(value);
  if (!match) return undefined;
  const name = /;name=([^;]+)/.exec(match[2]!)?.[1];
  return { mime: match[1]!, name: name ? decodeURIComponent(name) : 'file', base64: match[3]! };
}

/** The file name to show for an upload value (a data URL in the browser, a name on the server). */
export const uploadName = (value: string) => parseDataUrl(value)?.name ?? value;
