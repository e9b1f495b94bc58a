import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isManagerRole } from '../../engine/roles';
import { ApiError } from '../core/errors';
import { getPresentation } from '../services/programQueries';
import type { Viewer } from '../services/live/comments';

/**
 * Who may take part on a presentation's page (comments, likes, its video) is who may read the
 * program: a signed-in participant whose account is approved, or a manager.
 */
export async function participant(request: FastifyRequest): Promise<Viewer> {
  const viewer = await request.viewer();
  if (!viewer) throw new ApiError(401, 'notLoggedIn');
  const isManager = isManagerRole(viewer.user.role);
  if (!isManager && viewer.user.approvalStatus !== 'approved') throw new ApiError(403, 'programAfterApproval');
  return { userId: viewer.user.id, isManager };
}

/** A participant on a presentation they may see: a presentation that is not public is for managers only. */
export async function onPresentation(app: FastifyInstance, request: FastifyRequest, presentationId: number): Promise<Viewer> {
  const viewer = await participant(request);
  if (!(await getPresentation(app.db, app.config.conference, presentationId, !viewer.isManager))) throw new ApiError(404, 'presentationNotFound');
  return viewer;
}
