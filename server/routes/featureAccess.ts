import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isManagerRole } from '../../engine/roles';
import type { MessageKey } from '../../engine/messages';
import type { DashboardSettings } from '../../schemas/operationSettings';
import { ApiError } from '../core/errors';
import { loadOperationSettings } from '../services/operationSettings';
import type { UserRow } from '../services/sessions';

/**
 * Who may use a part of the conference a dashboard switch opens (the participant list, the board,
 * seminars, sponsors, the point rally): managers always (they prepare it with the switch off);
 * anyone else signed in, approved (§6: "unapproved accounts have limited functions"), while
 * `isOpen` holds for the dashboard settings, else 403 with `offKey`. `alsoLets` names accounts that
 * pass whatever the switch and approval (a sponsor reading exhibitions).
 */
export async function featureUser(
  app: FastifyInstance,
  request: FastifyRequest,
  isOpen: (settings: DashboardSettings) => boolean,
  offKey: MessageKey,
  alsoLets?: (user: UserRow) => boolean,
): Promise<{ user: UserRow; isManager: boolean }> {
  const { user } = await app.requireUser(request);
  const isManager = isManagerRole(user.role);
  if (isManager || alsoLets?.(user)) return { user, isManager };
  if (user.approvalStatus !== 'approved') throw new ApiError(403, 'programAfterApproval');
  if (!isOpen(await loadOperationSettings(app.db, app.config.conference, 'dashboard'))) throw new ApiError(403, offKey);
  return { user, isManager };
}
