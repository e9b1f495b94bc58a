import { and, eq, gt, isNull } from 'drizzle-orm';
import { ApiError } from '../core/errors';
import { isUniqueViolation, type Database, type Transaction } from '../db/openDatabase';
import { affiliations, loginEmails, users } from '../db/schema';
import type { StoredColumns } from './storedFields';

export interface AccountFromLink {
  conferenceId: string;
  /** The sign-up link (login_emails row) the account is made from, and its address. */
  link: { id: number; email: string };
  /** The form's values by table, as `storedColumns` reads them from the registry. */
  columns: StoredColumns;
  passwordHash: string;
  registrationLanguage: 'ja' | 'en';
  /** Columns of `users` that the kind of sign-up decides (role flags, approval). */
  kindColumns: Partial<typeof users.$inferInsert>;
}

/**
 * The account-making step both sign-up kinds share (the attendee's link and the commission's):
 * one transaction consumes the link, if it is still unused and unexpired, creates the account
 * and its affiliation, then writes what the kind adds (`andThen`). A link therefore makes exactly
 * one account, a refusal inside `andThen` leaves nothing behind, and an address already taken is
 * a 409.
 */
export async function createAccountFromLink(
  db: Database,
  { conferenceId, link, columns, passwordHash, registrationLanguage, kindColumns }: AccountFromLink,
  andThen: (tx: Transaction, userId: number) => Promise<void> = async () => undefined,
): Promise<{ id: number; email: string }> {
  const now = new Date();
  try {
    return await db.transaction(async (tx) => {
      const [consumed] = await tx
        .update(loginEmails)
        .set({ usedAt: now })
        .where(and(eq(loginEmails.id, link.id), isNull(loginEmails.usedAt), gt(loginEmails.expiresAt, now)))
        .returning({ id: loginEmails.id });
      if (!consumed) throw new ApiError(410, 'tokenInvalid');
      const [user] = await tx
        .insert(users)
        .values({
          conferenceId,
          ...columns.users,
          nameSei: columns.users.nameSei!,
          nameMei: columns.users.nameMei!,
          isTermAgreed: columns.users.isTermAgreed === true,
          isPolicyAgreed: columns.users.isPolicyAgreed === true,
          ...kindColumns,
          email: link.email,
          passwordHash,
          loginEmailId: link.id,
          registrationLanguage,
        })
        .returning({ id: users.id, email: users.email });
      await tx.insert(affiliations).values({ userId: user!.id, ...columns.affiliations, name: columns.affiliations.name! });
      await andThen(tx, user!.id);
      return user!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, 'emailTaken');
    throw error;
  }
}
