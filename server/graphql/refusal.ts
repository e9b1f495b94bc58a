import mercurius from 'mercurius';
import type { FastifyRequest } from 'fastify';
import { localize, type MessageKey } from '../../engine/messages';
import { ApiError } from '../core/errors';
import { isManagerRole } from '../../engine/roles';

/** A resolver's refusal: the GraphQL code of its HTTP status and the message in both languages. */
export class Refusal extends mercurius.ErrorWithProps {
  constructor(error: ApiError | { key: MessageKey; code: string }) {
    if (error instanceof ApiError) {
      const code =
        ({ 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN', 404: 'NOT_FOUND', 409: 'CONFLICT' } as Record<number, string>)[error.statusCode] ?? 'BAD_USER_INPUT';
      super(error.messageEn, { code, message: error.message, messageEn: error.messageEn, ...(error.errors ? { fields: error.errors } : {}) });
      return;
    }
    const text = localize(error.key);
    super(text.en, { code: error.code, message: text.ja, messageEn: text.en });
  }
}

/** Runs a service call, turning its ApiError into a Refusal. */
export const refusing = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    throw error instanceof ApiError ? new Refusal(error) : error;
  }
};

export type ResolverContext = { reply: { request: FastifyRequest } };

/** The signed-in viewer, or UNAUTHENTICATED. */
export async function signedIn(request: FastifyRequest) {
  const viewer = await request.viewer();
  if (!viewer) throw new Refusal({ key: 'notLoggedIn', code: 'UNAUTHENTICATED' });
  return viewer.user;
}

/** A manager, or FORBIDDEN. */
export async function manager(request: FastifyRequest) {
  const user = await signedIn(request);
  if (!isManagerRole(user.role)) throw new Refusal({ key: 'managersOnly', code: 'FORBIDDEN' });
  return user;
}

/** An admin, or FORBIDDEN (managers included). */
export async function admin(request: FastifyRequest) {
  const user = await manager(request);
  if (user.role !== 'admin') throw new Refusal({ key: 'adminsOnly', code: 'FORBIDDEN' });
  return user;
}

/**
 * Account security is never changed from an impersonating session (issue 19): not the user's
 * e-mail, password or roles, whoever's they are.
 */
export async function notImpersonating(request: FastifyRequest) {
  const viewer = await request.viewer();
  if (viewer?.impersonator) throw new Refusal({ key: 'notWhileImpersonating', code: 'FORBIDDEN' });
}
