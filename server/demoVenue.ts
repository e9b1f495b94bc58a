import { and, eq, sql } from 'drizzle-orm';
import type { Database } from './db/openDatabase';
import { rallyPrizes, seminars, sponsorExhibitions, users } from './db/schema';
import { loadConference } from './services/conference';
import { updateOperationSettings } from './services/operationSettings';
import { savePrize } from './services/pointRally';
import { saveSeminar } from './services/seminars';
import { saveExhibition } from './services/sponsors';

/**
 * The demo's venue (issue 66), made once when the demo sponsor has no exhibition yet: its
 * published exhibition (with a rally code), two prizes, a co-hosted seminar on the conference's
 * first day, and the dashboard switches that show them. A manager may turn any of it off.
 */
export async function seedDemoVenue(db: Database, conferenceId: string): Promise<void> {
  const [sponsor] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.conferenceId, conferenceId), sql`lower(${users.email}) = 'sponsor@example.com'`));
  if (!sponsor) return;
  const [existing] = await db.select({ id: sponsorExhibitions.id }).from(sponsorExhibitions).where(eq(sponsorExhibitions.userId, sponsor.id));
  if (existing) return;
  const day = (await loadConference(db, conferenceId))?.settings.days?.[0] ?? '2027-03-10';
  await db.transaction(async (tx) => {
    await saveExhibition(tx, conferenceId, sponsor.id, {
      nameJa: '計算科学株式会社',
      nameEn: 'Keisan Kagaku Inc.',
      bodyJa: '研究室向けの小型スーパーコンピュータと、学会発表のためのデータ可視化ツールを展示しています。\nブースでは実機のデモを行っています。',
      bodyEn: 'A compact supercomputer for laboratories, and data visualisation tools for conference talks.\nLive demonstrations at the booth.',
      booth: 'B-12',
      contactJa: '展示担当: 計算 花子（会期中はブースにおります）',
      contactEn: 'Booth staff: Hanako Keisan (at the booth during the conference)',
      contactEmail: 'booth@keisan.example',
      links: [{ label: 'Keisan Kagaku', url: 'https://keisan.example/' }],
      isPublished: true,
    });
    const [prize] = await tx.select({ id: rallyPrizes.id }).from(rallyPrizes).where(eq(rallyPrizes.conferenceId, conferenceId)).limit(1);
    if (!prize) {
      await savePrize(tx, conferenceId, { nameJa: '学会オリジナルボールペン', nameEn: 'Conference ballpoint pen', points: 10, stock: null });
      await savePrize(tx, conferenceId, { nameJa: '学会オリジナルトートバッグ', nameEn: 'Conference tote bag', points: 30, stock: 50 });
    }
    const [seminar] = await tx.select({ id: seminars.id }).from(seminars).where(eq(seminars.conferenceId, conferenceId)).limit(1);
    if (!seminar) {
      await saveSeminar(tx, conferenceId, {
        titleJa: 'はじめての大規模計算',
        titleEn: 'Large-scale computing for beginners',
        hostJa: '計算科学株式会社',
        hostEn: 'Keisan Kagaku Inc.',
        descriptionJa: 'お弁当をご用意しています。',
        descriptionEn: 'Lunch boxes are provided.',
        slots: [
          { startsAt: `${day}T12:00:00+09:00`, endsAt: `${day}T13:00:00+09:00`, room: 'Room C', capacity: 60 },
          { startsAt: `${day}T12:00:00+09:00`, endsAt: `${day}T13:00:00+09:00`, room: 'Room D', capacity: 40 },
        ].map((slot) => ({ ...slot, startsAt: new Date(slot.startsAt).toISOString(), endsAt: new Date(slot.endsAt).toISOString() })),
      });
    }
  });
  await updateOperationSettings(db, conferenceId, 'dashboard', {
    isSponsorLinkEnabled: true,
    isSponsorInsight: true,
    isPointRally: true,
    isLunchSeminar: true,
  });
}
