/**
 * The 30-author abstract the form benches type into (issue 17): the demo submission settings on
 * the bench's conference, an attendee's oral application with 30 authors and two institutes, and
 * that attendee's session cookie. `broken` leaves the first author's family name empty, so a
 * Preview shows an error.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { seedDemoAccounts } from '../../server/seed';
import { presentationApplications, submissionSettings, users } from '../../server/db/schema';
import { createSession } from '../../server/services/sessions';
import { sessionCookieName } from '../../server/services/cookieNames';
import demoSubmission from '../../fixtures/submission/demo.json';

export const lastAuthorField = 'root_authors_29_lastName';

/** An oral abstract with 30 authors in two institutes; `broken` leaves the first family name empty. */
export const applicationData = (broken: boolean) => ({
  title: '深層学習による地震波形の自動分類',
  abstract: '本研究では深層学習を用いた。',
  language: 'japanese',
  isPublic: true,
  institutes: [
    { key: 'i1', name: '東京大学', nameEn: 'The University of Tokyo' },
    { key: 'i2', name: '京都大学', nameEn: 'Kyoto University' },
  ],
  authors: Array.from({ length: 30 }, (_, i) => ({
    lastName: broken && i === 0 ? '' : `著者${i + 1}`,
    firstName: '名',
    lastNameEn: `Author${i + 1}`,
    firstNameEn: 'Given',
    isPresenter: i === 0,
    instituteKeys: [i % 2 ? 'i2' : 'i1'],
  })),
});

export async function seedAbstractApplications(app: FastifyInstance, conference: string, appUrl: string) {
  await seedDemoAccounts(app.db, conference, 'test');
  await app.db
    .insert(submissionSettings)
    .values({ conferenceId: conference, value: demoSubmission })
    .onConflictDoUpdate({ target: submissionSettings.conferenceId, set: { value: demoSubmission } });
  const [presenter] = await app.db.select().from(users).where(eq(users.email, 'attendee@example.com'));
  const [valid, broken] = await app.db
    .insert(presentationApplications)
    .values(
      [false, true].map((isBroken) => ({
        conferenceId: conference,
        userId: presenter!.id,
        kind: 'oral',
        status: 'presenter_temp',
        data: applicationData(isBroken),
      })),
    )
    .returning({ id: presentationApplications.id });
  const session = await createSession(app.db, presenter!.id, true);
  return {
    validUrl: `${appUrl}/submissions/${valid!.id}`,
    brokenUrl: `${appUrl}/submissions/${broken!.id}`,
    cookie: { name: sessionCookieName(false), value: session.token, url: appUrl },
  };
}
