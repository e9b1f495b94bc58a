import type { FastifyInstance } from 'fastify';
import { ApiError } from '../core/errors';
import { downloadList, playbacksOf, playbackView, reportPlayback } from '../services/live/videos';
import { isManagerRole } from '../../engine/roles';
import { getPresentation, pagerOf } from '../services/programQueries';
import { manager, Refusal, refusing, signedIn, type ResolverContext } from './refusal';

/** Video playback over GraphQL (docs/requirements/operation-area.md §3 "Video playback", §7; issue 65). */

export const videoTypes = /* GraphQL */ `
  "Where a viewer stopped in a presentation's video (§3 Video playback); times in seconds."
  type VideoPlayback {
    id: Int!
    presentationId: Int!
    currentTime: Float!
    duration: Float!
    completedAt: String
    vimeoVideoId: String
    "Where the page starts the video again: where the viewer stopped, or 0 once they finished it."
    resumeAt: Float!
    updatedAt: String!
    presentation: PlaybackPresentation!
  }
  type PlaybackPresentation {
    id: Int!
    code: String!
    name: String!
    nameEn: String
  }
  type VideoPlaybackPage {
    collection: [VideoPlayback!]!
    metadata: Pager!
  }
  "A file a manager may download: a presentation's video, or its abstract PDF (source file)."
  type PresentationDownload {
    presentationId: Int!
    code: String!
    name: String!
    nameEn: String
    fileName: String
    byteSize: Float
    url: String!
  }
  type PresentationDownloadPage {
    collection: [PresentationDownload!]!
    metadata: Pager!
  }
  input VideoPlaybackInput {
    currentTime: Float!
    "Whether the player reached the end."
    ended: Boolean
  }
`;

export const videoQueries = /* GraphQL */ `
  "A viewer's playbacks, the latest first: one's own, or anyone's for a manager (userId)."
  oralPresentationVideoPlaybacks(userId: Int, page: Int = 1, per: Int = 20): VideoPlaybackPage!
  "Managers: the presentations' videos to download, in program order."
  movieDownloads(page: Int = 1, per: Int = 100): PresentationDownloadPage!
  "Managers: the presentations' abstract PDFs to download, in program order."
  sourceFileDownloads(page: Int = 1, per: Int = 100): PresentationDownloadPage!
`;

export const videoMutations = /* GraphQL */ `
  "Records where the signed-in viewer is in the video of presentation id; answers the playback."
  updateOralPresentationVideoPlayback(id: Int!, input: VideoPlaybackInput!): VideoPlayback!
`;

const invalid = (name: string, problem: string) => new Refusal(new ApiError(400, 'invalidFilter', { params: { name, problem } }));

export function videoResolvers(app: FastifyInstance) {
  const conferenceId = app.config.conference;
  const db = app.db;
  const downloads = async (kind: 'movie' | 'sourceFile', args: { page: number; per: number }, { reply }: ResolverContext) => {
    await manager(reply.request);
    if (args.page < 1 || args.page > 100_000) throw invalid('page', 'from 1 to 100000');
    if (args.per < 1 || args.per > 500) throw invalid('per', 'from 1 to 500');
    const { items, totalCount } = await downloadList(db, conferenceId, kind, args.page, args.per);
    return { collection: items, metadata: pagerOf(totalCount, args.page, args.per) };
  };
  return {
    Query: {
      oralPresentationVideoPlaybacks: async (_root: unknown, args: { userId?: number | null; page: number; per: number }, { reply }: ResolverContext) => {
        const user = await signedIn(reply.request);
        const userId = args.userId ?? user.id;
        if (userId !== user.id && !isManagerRole(user.role)) throw new Refusal({ key: 'managersOnly', code: 'FORBIDDEN' });
        if (args.page < 1 || args.page > 100_000) throw invalid('page', 'from 1 to 100000');
        if (args.per < 1 || args.per > 100) throw invalid('per', 'from 1 to 100');
        const { items, totalCount } = await playbacksOf(db, conferenceId, userId, args.page, args.per);
        return { collection: items, metadata: pagerOf(totalCount, args.page, args.per) };
      },
      movieDownloads: (_root: unknown, args: { page: number; per: number }, context: ResolverContext) => downloads('movie', args, context),
      sourceFileDownloads: (_root: unknown, args: { page: number; per: number }, context: ResolverContext) => downloads('sourceFile', args, context),
    },
    Mutation: {
      updateOralPresentationVideoPlayback: async (
        _root: unknown,
        { id, input }: { id: number; input: { currentTime: number; ended?: boolean | null } },
        { reply }: ResolverContext,
      ) => {
        const user = await signedIn(reply.request);
        const manager = isManagerRole(user.role);
        if (!manager && user.approvalStatus !== 'approved') throw new Refusal(new ApiError(403, 'programAfterApproval'));
        if (!(input.currentTime >= 0 && input.currentTime <= 24 * 60 * 60)) throw invalid('currentTime', 'from 0 to 86400 seconds');
        return refusing(async () => {
          const presentation = await getPresentation(db, conferenceId, id, !manager);
          if (!presentation) throw new ApiError(404, 'presentationNotFound');
          const saved = await reportPlayback(db, conferenceId, user.id, id, { currentTime: input.currentTime, ended: input.ended ?? false });
          return {
            ...playbackView(saved),
            presentation: { id: presentation.id, code: presentation.code, name: presentation.name, nameEn: presentation.nameEn },
          };
        });
      },
    },
  };
}
