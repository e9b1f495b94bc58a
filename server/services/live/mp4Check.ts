import { fileTypeFromBuffer } from 'file-type';
import { createFile, MP4BoxBuffer } from 'mp4box';
import { playableVideoCodecs } from '../../../engine/live/videos';

/** What a checked MP4 tells the player. */
export interface Mp4Facts {
  /** The type with its codecs (`video/mp4; codecs="avc1.42c00c,mp4a.40.2"`). */
  mimeType: string;
  durationSeconds: number;
}

/** Bytes read at a time, and at most in all, to find the movie's header (`moov`): a header is far smaller. */
const CHUNK_BYTES = 1024 * 1024;
const MAX_READ_BYTES = 64 * 1024 * 1024;

/**
 * Judges a stored file by its content (§5 "video MP4"): its magic number says MP4, GPAC's parser
 * (mp4box) reads its movie header, reading only the boxes it asks for (a header at the end of a
 * large file costs a few reads, not the file), and the movie has a video track in a codec a
 * browser plays and a length. Anything else is not a video the page could play.
 */
export async function checkMp4(read: (position: number, length: number) => Promise<Buffer>, byteSize: number): Promise<Mp4Facts | undefined> {
  const head = await read(0, 4100);
  if ((await fileTypeFromBuffer(head))?.mime !== 'video/mp4') return undefined;
  const file = createFile();
  let info: Parameters<NonNullable<typeof file.onReady>>[0] | undefined;
  let failed = false;
  file.onReady = (ready) => (info = ready);
  file.onError = () => (failed = true);
  let position = 0;
  let readBytes = 0;
  while (!info && !failed && position < byteSize && readBytes < MAX_READ_BYTES) {
    const chunk = await read(position, CHUNK_BYTES);
    if (chunk.length === 0) break;
    readBytes += chunk.length;
    const buffer = MP4BoxBuffer.fromArrayBuffer(chunk.buffer.slice(chunk.byteOffset, chunk.byteOffset + chunk.length) as ArrayBuffer, position);
    let next: number | undefined;
    try {
      next = file.appendBuffer(buffer);
    } catch {
      return undefined;
    }
    // The parser names where it wants to read next: past a media box it skips to the box after it.
    position = typeof next === 'number' && next > position ? next : position + chunk.length;
  }
  file.flush();
  if (!info || failed) return undefined;
  const video = info.videoTracks.find((track) => playableVideoCodecs.some((codec) => track.codec.startsWith(codec)));
  const fragments = info.fragment_duration;
  const durationSeconds = info.isFragmented && !info.duration && fragments ? fragments.num / (fragments.den || 1) : info.duration / (info.timescale || 1);
  if (!video || !(durationSeconds > 0)) return undefined;
  const codecs = [video, ...info.audioTracks].map((track) => track.codec).join(',');
  return { mimeType: `video/mp4; codecs="${codecs}"`, durationSeconds };
}
