import { parseDataUrl } from '../../engine/uploads';

/** A file the form holds as a data URL, back to the bytes and name it was chosen with. */
export function fileFromDataUrl(dataUrl: string): File | undefined {
  const parsed = parseDataUrl(dataUrl);
  if (!parsed) return undefined;
  const binary = atob(parsed.base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new File([bytes], parsed.name, { type: parsed.mime });
}
