import { and, asc, count, desc, eq, isNotNull, sum } from 'drizzle-orm';
import {
  nextPlayback,
  resumeAt,
  vimeoPlayerUrl,
  type PlaybackReport,
  type PlaybackView,
  type VideoSource,
  type VideoStatus,
  type VideoView,
} from '../../../engine/live/videos';
import { ApiError } from '../../core/errors';
import type { Database } from '../../db/openDatabase';
import { presentations, presentationVideos, videoPlaybacks } from '../../db/schema';
import type { Mp4Facts } from './mp4Check';
import type { HostedVideo } from './videoHost';
import { audit, type AuditEntry } from '../audit';

type AuditActor = AuditEntry['actor'];
import type { StoredVideo, VideoStore } from './videoStore';

/**
 * Presentation videos and how far each viewer watched them (issue 65; engine/live/videos.ts has
 * the rules). The file itself is in the video store; the rows say which file, and where each
 * viewer stopped.
 */

export type VideoRow = typeof presentationVideos.$inferSelect;
export type PlaybackRow = typeof videoPlaybacks.$inferSelect;

export const videoFileUrl = (row: Pick<VideoRow, 'presentationId' | 'sha256'>) =>
  `/web_api/presentations/${row.presentationId}/video/file?v=${(row.sha256 ?? '').slice(0, 16)}`;

/** The video as its page sees it; a Vimeo video's player comes from `playerOrigin` (the configured host's). */
export const videoView = (row: VideoRow, playerOrigin?: string): VideoView => ({
  source: row.source as VideoSource,
  status: row.status as VideoStatus,
  url: row.source === 'file' && row.fileKey ? videoFileUrl(row) : null,
  mimeType: row.mimeType,
  fileName: row.fileName,
  byteSize: row.byteSize,
  durationSeconds: row.durationSeconds,
  vimeoVideoId: row.vimeoVideoId,
  playerUrl: row.source === 'vimeo' && row.vimeoVideoId && playerOrigin ? vimeoPlayerUrl(playerOrigin, row.vimeoVideoId) : null,
  updatedAt: row.updatedAt.toISOString(),
});

export const playbackView = (row: PlaybackRow): PlaybackView => ({
  id: row.id,
  presentationId: row.presentationId,
  currentTime: row.currentTime,
  duration: row.duration,
  completedAt: row.completedAt?.toISOString() ?? null,
  vimeoVideoId: row.vimeoVideoId,
  resumeAt: resumeAt(row),
  updatedAt: row.updatedAt.toISOString(),
});

export async function videoOf(db: Database, conferenceId: string, presentationId: number): Promise<VideoRow | undefined> {
  const [row] = await db
    .select()
    .from(presentationVideos)
    .where(and(eq(presentationVideos.conferenceId, conferenceId), eq(presentationVideos.presentationId, presentationId)));
  return row;
}

export async function playbackOf(db: Database, userId: number, presentationId: number): Promise<PlaybackRow | undefined> {
  const [row] = await db
    .select()
    .from(videoPlaybacks)
    .where(and(eq(videoPlaybacks.userId, userId), eq(videoPlaybacks.presentationId, presentationId)));
  return row;
}

/** Whether `userId` may give a presentation its video: its presenter (the presentation's user), or a manager. */
export async function mayManageVideo(db: Database, conferenceId: string, presentationId: number, user: { id: number; isManager: boolean }) {
  if (user.isManager) return true;
  const [row] = await db
    .select({ userId: presentations.userId })
    .from(presentations)
    .where(and(eq(presentations.conferenceId, conferenceId), eq(presentations.id, presentationId)));
  return row?.userId === user.id;
}

type VideoTarget = { conferenceId: string; presentationId: number; uploadedBy: AuditActor };
type VideoValues = Omit<typeof presentationVideos.$inferInsert, 'presentationId' | 'conferenceId' | 'createdAt'>;

/**
 * Makes `values` the presentation's video, in the audit log with `detail`; answers the row and the
 * stored file it replaced (for the caller to remove once the row no longer points at it).
 */
async function saveVideo(db: Database, target: VideoTarget, values: VideoValues, detail: Record<string, string | number | null>) {
  return db.transaction(async (tx) => {
    const [previous] = await tx
      .select({ fileKey: presentationVideos.fileKey })
      .from(presentationVideos)
      .where(eq(presentationVideos.presentationId, target.presentationId))
      .for('update');
    const [saved] = await tx
      .insert(presentationVideos)
      .values({ presentationId: target.presentationId, conferenceId: target.conferenceId, createdAt: values.updatedAt, ...values })
      .onConflictDoUpdate({ target: presentationVideos.presentationId, set: values })
      .returning();
    await audit(tx, {
      conferenceId: target.conferenceId,
      action: 'videoPut',
      actor: target.uploadedBy,
      detail: { presentationId: target.presentationId, ...detail },
    });
    return { row: saved!, replaced: previous?.fileKey ?? null };
  });
}

/**
 * Makes a checked, stored MP4 the presentation's video. The file it replaces is removed once the
 * row points at the new one, so a viewer playing the old file at that moment loses only its next
 * range; a failure leaves the old video in place and removes the new file.
 */
export async function putVideoFile(
  db: Database,
  store: VideoStore,
  target: VideoTarget,
  stored: StoredVideo,
  facts: Mp4Facts,
  fileName: string,
): Promise<VideoRow> {
  const values = {
    source: 'file' as const,
    status: 'available' as const,
    fileKey: stored.key,
    fileName,
    byteSize: stored.byteSize,
    sha256: stored.sha256,
    mimeType: facts.mimeType,
    durationSeconds: facts.durationSeconds,
    vimeoVideoId: null,
    uploadedById: target.uploadedBy.id,
    updatedAt: new Date(),
  };
  const saved = await saveVideo(db, target, values, { fileName, byteSize: stored.byteSize }).catch(async (error: unknown) => {
    await store.remove(stored.key);
    throw error;
  });
  if (saved.replaced && saved.replaced !== stored.key) await store.remove(saved.replaced);
  return saved.row;
}

/**
 * Makes a Vimeo video the presentation's video, with the status and length its host gave; a file
 * it replaces is removed once the row points at the video.
 */
export async function putVimeoVideo(db: Database, store: VideoStore, target: VideoTarget, vimeoVideoId: string, hosted: HostedVideo): Promise<VideoRow> {
  const values = {
    source: 'vimeo' as const,
    status: hosted.status,
    fileKey: null,
    fileName: null,
    byteSize: null,
    sha256: null,
    mimeType: null,
    durationSeconds: hosted.durationSeconds,
    vimeoVideoId,
    uploadedById: target.uploadedBy.id,
    updatedAt: new Date(),
  };
  const saved = await saveVideo(db, target, values, { vimeoVideoId });
  if (saved.replaced) await store.remove(saved.replaced);
  return saved.row;
}

/** A Vimeo video still being uploaded or transcoded: its host is asked again, and the row follows. */
export async function refreshVimeoStatus(db: Database, row: VideoRow, describe: (id: string) => Promise<HostedVideo | undefined>): Promise<VideoRow> {
  if (row.source !== 'vimeo' || row.status === 'available' || !row.vimeoVideoId) return row;
  const hosted = await describe(row.vimeoVideoId).catch(() => undefined);
  if (!hosted || (hosted.status === row.status && hosted.durationSeconds === row.durationSeconds)) return row;
  const [saved] = await db
    .update(presentationVideos)
    .set({ status: hosted.status, durationSeconds: hosted.durationSeconds, updatedAt: new Date() })
    .where(eq(presentationVideos.presentationId, row.presentationId))
    .returning();
  return saved ?? row;
}

/** Removes a presentation's video and its file; what viewers watched stays (their certificates may rest on it). */
export async function removeVideo(db: Database, store: VideoStore, conferenceId: string, presentationId: number, actor: AuditActor): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(presentationVideos)
      .where(and(eq(presentationVideos.conferenceId, conferenceId), eq(presentationVideos.presentationId, presentationId)))
      .returning({ fileKey: presentationVideos.fileKey, fileName: presentationVideos.fileName });
    if (!row) throw new ApiError(404, 'videoNotFound');
    await audit(tx, { conferenceId, action: 'videoRemove', actor, detail: { presentationId, fileName: row.fileName } });
    return row;
  });
  if (removed.fileKey) await store.remove(removed.fileKey);
}

/**
 * Records a viewer's report of where they are in a presentation's video (§3
 * updateOralPresentationVideoPlayback). The row is locked while the next state is worked out, so
 * two tabs reporting at once cannot both add the same seconds.
 */
export async function reportPlayback(
  db: Database,
  conferenceId: string,
  userId: number,
  presentationId: number,
  report: PlaybackReport,
  now = new Date(),
): Promise<PlaybackRow> {
  const video = await videoOf(db, conferenceId, presentationId);
  if (!video || video.status !== 'available') throw new ApiError(404, 'videoNotFound');
  const duration = video.durationSeconds ?? 0;
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(videoPlaybacks)
      .values({ userId, presentationId, duration, vimeoVideoId: video.vimeoVideoId, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning({ id: videoPlaybacks.id });
    const [current] = await tx
      .select()
      .from(videoPlaybacks)
      .where(and(eq(videoPlaybacks.userId, userId), eq(videoPlaybacks.presentationId, presentationId)))
      .for('update');
    const next = nextPlayback(created ? undefined : current, report, duration, now);
    const [saved] = await tx
      .update(videoPlaybacks)
      .set({ ...next, vimeoVideoId: video.vimeoVideoId })
      .where(eq(videoPlaybacks.id, current!.id))
      .returning();
    return saved!;
  });
}

/** A viewer's playbacks, the latest first (§7 OralPresentationVideoPlaybacks), a page at a time. */
export async function playbacksOf(db: Database, conferenceId: string, userId: number, page: number, per: number) {
  const mine = and(eq(videoPlaybacks.userId, userId), eq(presentations.conferenceId, conferenceId));
  const [rows, [total]] = await Promise.all([
    db
      .select({ playback: videoPlaybacks, code: presentations.code, name: presentations.name, nameEn: presentations.nameEn })
      .from(videoPlaybacks)
      .innerJoin(presentations, eq(presentations.id, videoPlaybacks.presentationId))
      .where(mine)
      .orderBy(desc(videoPlaybacks.updatedAt), desc(videoPlaybacks.id))
      .limit(per)
      .offset((page - 1) * per),
    db.select({ count: count() }).from(videoPlaybacks).innerJoin(presentations, eq(presentations.id, videoPlaybacks.presentationId)).where(mine),
  ]);
  return {
    items: rows.map((row) => ({
      ...playbackView(row.playback),
      presentation: { id: row.playback.presentationId, code: row.code, name: row.name, nameEn: row.nameEn },
    })),
    totalCount: Number(total?.count ?? 0),
  };
}

/** Seconds a user watched of the conference's videos, in all: the certificate's "watched a video" reads it. */
export async function watchedSecondsOf(db: Database, conferenceId: string, userId: number): Promise<number> {
  const [row] = await db
    .select({ seconds: sum(videoPlaybacks.watchedSeconds) })
    .from(videoPlaybacks)
    .innerJoin(presentations, eq(presentations.id, videoPlaybacks.presentationId))
    .where(and(eq(videoPlaybacks.userId, userId), eq(presentations.conferenceId, conferenceId)));
  return Number(row?.seconds ?? 0);
}

/**
 * The presentations' videos and abstract PDFs a manager may download (§7 "source-file and movie
 * download lists"), in program order, a page at a time: each with the address that downloads it.
 */
export async function downloadList(db: Database, conferenceId: string, kind: 'movie' | 'sourceFile', page: number, per: number) {
  const base = db
    .select({
      presentationId: presentations.id,
      code: presentations.code,
      name: presentations.name,
      nameEn: presentations.nameEn,
      abstractPdf: presentations.abstractPdf,
      video: presentationVideos,
    })
    .from(presentations);
  const query =
    kind === 'movie'
      ? base
          .innerJoin(presentationVideos, eq(presentationVideos.presentationId, presentations.id))
          .where(and(eq(presentations.conferenceId, conferenceId), isNotNull(presentationVideos.fileKey)))
      : base
          .leftJoin(presentationVideos, eq(presentationVideos.presentationId, presentations.id))
          .where(and(eq(presentations.conferenceId, conferenceId), isNotNull(presentations.abstractPdf)));
  const rows = await query
    .orderBy(asc(presentations.kind), asc(presentations.position), asc(presentations.id))
    .limit(per)
    .offset((page - 1) * per);
  const [total] = await (kind === 'movie'
    ? db
        .select({ count: count() })
        .from(presentations)
        .innerJoin(presentationVideos, eq(presentationVideos.presentationId, presentations.id))
        .where(and(eq(presentations.conferenceId, conferenceId), isNotNull(presentationVideos.fileKey)))
    : db
        .select({ count: count() })
        .from(presentations)
        .where(and(eq(presentations.conferenceId, conferenceId), isNotNull(presentations.abstractPdf))));
  return {
    items: rows.map((row) => ({
      presentationId: row.presentationId,
      code: row.code,
      name: row.name,
      nameEn: row.nameEn,
      fileName: kind === 'movie' ? (row.video?.fileName ?? null) : null,
      byteSize: kind === 'movie' ? (row.video?.byteSize ?? null) : null,
      url: kind === 'movie' && row.video ? `${videoFileUrl(row.video)}&download=true` : row.abstractPdf!,
    })),
    totalCount: Number(total?.count ?? 0),
  };
}
