import type { FastifyPluginAsync } from 'fastify';
import { isManagerRole } from '../../engine/roles';
import { ApiError } from '../core/errors';
import { dateTime, failures, noQuery, nullable, object } from '../core/routeSchemas';
import { loadOperationSettings } from '../services/operationSettings';
import { myPage } from '../services/myPage';

const presentationRef = object({ id: { type: 'integer' }, code: { type: 'string' }, name: { type: 'string' }, nameEn: nullable({ type: 'string' }) });

/**
 * My page (issue 65): the signed-in viewer's own presentations, comments and favourites, while the
 * dashboard's isMypage is on (managers also when it is off). Anyone signed in may see their own,
 * approved or not: it is where they see how far their registration has come.
 */
const myPageRoutes: FastifyPluginAsync = async (app) => {
  const conferenceId = app.config.conference;

  app.get(
    '/web_api/mypage',
    {
      schema: {
        querystring: noQuery,
        response: {
          200: object({
            presentations: {
              type: 'array',
              items: object({
                ...presentationRef.properties,
                kind: { type: 'string' },
                startAt: nullable(dateTime),
                endAt: nullable(dateTime),
              }),
            },
            comments: {
              type: 'array',
              items: object({
                id: { type: 'integer' },
                body: { type: 'string' },
                createdAt: dateTime,
                hidden: { type: 'boolean' },
                presentation: presentationRef,
              }),
            },
            commentCount: { type: 'integer' },
            favouriteCount: { type: 'integer' },
          }),
          ...failures,
        },
      },
    },
    async (request) => {
      const { user } = await app.requireUser(request);
      if (!isManagerRole(user.role) && !(await loadOperationSettings(app.db, conferenceId, 'dashboard')).isMypage) throw new ApiError(403, 'myPageOff');
      return myPage(app.db, conferenceId, user.id);
    },
  );
};

export default myPageRoutes;
