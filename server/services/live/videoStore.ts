import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where presentation videos are kept (issue 65): files on disk, outside the database, served with
 * byte ranges so a player can seek. The directory is VIDEO_DIR, or `videos` under DATA_DIR; with
 * an in-memory database (tests) a temporary directory removed when the app closes. Several server
 * processes need it on a volume they share.
 */
export interface VideoStore {
  /** Writes a new file from `stream`, hashing it on the way; past `maxBytes` it stops, removes what it wrote and answers `tooLarge`. */
  write(stream: Readable, maxBytes: number): Promise<StoredVideo | 'tooLarge'>;
  /** The file's path on disk, for serving it. */
  pathOf(key: string): string;
  /** Up to `length` bytes from `position` (the content check reads the boxes it asks for). */
  read(key: string, position: number, length: number): Promise<Buffer>;
  remove(key: string): Promise<void>;
  close(): Promise<void>;
}

export interface StoredVideo {
  key: string;
  byteSize: number;
  sha256: string;
}

/** Keys are the store's own names; anything else never reaches the file system. */
const KEY_PATTERN = /^[0-9a-f-]{36}\.mp4$/;

class TooLarge extends Error {}

export async function openVideoStore(dataDir: string, videoDir?: string): Promise<VideoStore> {
  const temporary = !videoDir && dataDir.startsWith('memory://');
  const dir = videoDir ?? (temporary ? await mkdtemp(path.join(tmpdir(), 'kaigi-videos-')) : path.join(dataDir, 'videos'));
  await mkdir(dir, { recursive: true });
  const pathOf = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new Error(`Not a video key: ${key}`);
    return path.join(dir, key);
  };
  return {
    pathOf,
    async write(stream, maxBytes) {
      const key = `${randomUUID()}.mp4`;
      const hash = createHash('sha256');
      let byteSize = 0;
      const counting = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          byteSize += chunk.length;
          if (byteSize > maxBytes) return done(new TooLarge());
          hash.update(chunk);
          done(null, chunk);
        },
      });
      try {
        await pipeline(stream, counting, createWriteStream(pathOf(key), { flags: 'wx' }));
      } catch (error) {
        await rm(pathOf(key), { force: true });
        // @fastify/multipart ends a part at its own limit with this error.
        if (error instanceof TooLarge || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return 'tooLarge';
        throw error;
      }
      if ((stream as { truncated?: boolean }).truncated) {
        await rm(pathOf(key), { force: true });
        return 'tooLarge';
      }
      return { key, byteSize, sha256: hash.digest('hex') };
    },
    async read(key, position, length) {
      const file = await open(pathOf(key), 'r');
      try {
        const buffer = Buffer.alloc(length);
        const { bytesRead } = await file.read(buffer, 0, length, position);
        return buffer.subarray(0, bytesRead);
      } finally {
        await file.close();
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async close() {
      if (temporary) await rm(dir, { recursive: true, force: true });
    },
  };
}
