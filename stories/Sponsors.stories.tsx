import type { Meta, StoryObj } from '@storybook/react-vite';
import { ExhibitionDetail, ExhibitionList } from '../src/pages/venue/SponsorsPage';
import { ExhibitionForm } from '../src/pages/venue/SponsorConsolePage';
import { BannerSection, ExhibitionFiles, InsightTable, RallyCodeSection } from '../src/pages/venue/sponsorParts';
import { PointRallyView, ScanOutcome } from '../src/pages/venue/PointRallyPage';
import { PointRallyAdmin } from '../src/pages/mng/PointRallyAdminPage';
import { SponsorBanner } from '../src/pages/home/DashboardBanners';
import { ApiRequestError } from '../src/api/http';
import type { BannerView, ExhibitionView, InsightView, PrizeView, RallyExhibitionView, RallyView } from '../src/api/sponsors';

/**
 * Sponsors and the point rally (issue 66): the participants' exhibition list and page, the
 * sponsor's own page in its parts (form, pictures, banners, QR code, insight), the rally in the
 * states a participant meets, and the managers' rally page. Pictures are drawn here, not fetched.
 */
const meta = { title: 'Pages/Sponsors' } satisfies Meta;
export default meta;
type Story = StoryObj;

const picture = (colour: string, width = 1200, height = 300) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${colour}"/></svg>`)}`;

const exhibition: ExhibitionView = {
  id: 1,
  nameJa: '計算科学株式会社',
  nameEn: 'Keisan Kagaku Inc.',
  booth: 'B-12',
  imageUrl: picture('#36c', 640, 360),
  bodyJa: '研究室向けの小型スーパーコンピュータを展示しています。',
  bodyEn: 'A compact supercomputer for laboratories.\nLive demonstrations at the booth.',
  contactJa: '展示担当: 計算 花子',
  contactEn: 'Booth staff: Hanako Keisan',
  contactEmail: 'booth@keisan.example',
  links: [{ label: 'Product page', url: 'https://keisan.example/products' }],
  isPublished: true,
  images: [
    { id: 11, kind: 'image', fileName: 'booth.png', contentType: 'image/png', byteSize: 120_000, url: picture('#36c', 640, 360) },
    { id: 12, kind: 'image', fileName: 'machine.png', contentType: 'image/png', byteSize: 98_000, url: picture('#693', 640, 360) },
  ],
  files: [{ id: 13, kind: 'file', fileName: 'カタログ.pdf', contentType: 'application/pdf', byteSize: 2_400_000, url: '#' }],
  presentations: [{ id: 9, code: 'S-01', name: '小型スパコンの紹介', nameEn: 'Introducing a compact supercomputer' }],
};
const japaneseOnly: ExhibitionView = {
  ...exhibition,
  id: 2,
  nameEn: '',
  bodyEn: '',
  contactEn: '',
  images: [],
  files: [],
  links: [],
  presentations: [],
  imageUrl: null,
};

export const ExhibitionsListed: Story = {
  render: () => <ExhibitionList items={[exhibition, japaneseOnly, { ...exhibition, id: 3, nameEn: 'Kagaku Optics', booth: 'A-01' }]} searched={false} />,
};
export const ExhibitionsNoneFound: Story = { render: () => <ExhibitionList items={[]} searched /> };
export const ExhibitionPage: Story = { render: () => <ExhibitionDetail exhibition={exhibition} /> };
export const ExhibitionPageJapaneseOnly: Story = { render: () => <ExhibitionDetail exhibition={japaneseOnly} /> };

export const SponsorFormFirstTime: Story = { render: () => <ExhibitionForm exhibition={null} onSaved={() => undefined} /> };
export const SponsorFormSaved: Story = { render: () => <ExhibitionForm exhibition={exhibition} onSaved={() => undefined} /> };
export const SponsorPictures: Story = { render: () => <ExhibitionFiles kind="image" files={exhibition.images} limit={6} onChanged={() => undefined} /> };
export const SponsorFiles: Story = { render: () => <ExhibitionFiles kind="file" files={exhibition.files} limit={5} onChanged={() => undefined} /> };

const banner: BannerView = {
  id: 21,
  exhibitionId: 1,
  placement: 'dashboardTop',
  weight: 3,
  linkUrl: '',
  isActive: true,
  imageUrl: picture('#c63'),
  fileName: 'banner.png',
};
export const SponsorBanners: Story = {
  render: () => (
    <BannerSection banners={[banner, { ...banner, id: 22, placement: 'dashboardBottom', isActive: false }]} limit={3} onChanged={() => undefined} />
  ),
};
export const SponsorBannersNone: Story = { render: () => <BannerSection banners={[]} limit={3} onChanged={() => undefined} /> };
export const DashboardBannerShown: Story = { render: () => <SponsorBanner banner={{ ...banner, nameJa: exhibition.nameJa, nameEn: exhibition.nameEn }} /> };
export const SponsorRallyCode: Story = { render: () => <RallyCodeSection code="A65PTDMYM9" points={10} name="Keisan Kagaku Inc." /> };

const insight: InsightView = {
  days: [
    { day: '2027-03-10', visits: 42, visitors: 35, likes: 8, comments: 3, scans: 28 },
    { day: '2027-03-11', visits: 31, visitors: 27, likes: 5, comments: 1, scans: 19 },
  ],
  totals: { visits: 73, visitors: 55, likes: 13, comments: 4, scans: 47 },
};
export const SponsorInsight: Story = { render: () => <InsightTable insight={insight} /> };
export const SponsorInsightEmpty: Story = {
  render: () => <InsightTable insight={{ days: [], totals: { visits: 0, visitors: 0, likes: 0, comments: 0, scans: 0 } }} />,
};

const prizes: PrizeView[] = [
  { id: 1, nameJa: 'ボールペン', nameEn: 'Ballpoint pen', points: 10, stock: null, claimed: 120 },
  { id: 2, nameJa: 'トートバッグ', nameEn: 'Tote bag', points: 30, stock: 50, claimed: 50 },
  { id: 3, nameJa: 'モバイルバッテリー', nameEn: 'Power bank', points: 50, stock: 10, claimed: 2 },
];
const rally = (balance: number, claims: RallyView['claims'] = []): RallyView => ({
  earned: balance + claims.length * 10,
  balance,
  scans: [
    { exhibitionId: 1, nameJa: '計算科学株式会社', nameEn: 'Keisan Kagaku Inc.', points: 10, createdAt: '2027-03-10T02:00:00Z' },
    { exhibitionId: 2, nameJa: 'カガク光学', nameEn: '', points: 20, createdAt: '2027-03-10T03:00:00Z' },
  ],
  prizes,
  claims,
  exhibitions: 12,
});
const scan = async () => undefined;
export const RallyNothingYet: Story = {
  render: () => <PointRallyView rally={{ ...rally(0), earned: 0, scans: [] }} onCode={scan} onClaim={() => undefined} />,
};
export const RallyPointsEarned: Story = {
  render: () => (
    <PointRallyView
      rally={rally(30)}
      outcome={{ kind: 'got', points: 20, nameJa: 'カガク光学', nameEn: 'Kagaku Optics' }}
      onCode={scan}
      onClaim={() => undefined}
    />
  ),
};
export const RallyPrizeClaimed: Story = {
  render: () => <PointRallyView rally={rally(20, [{ prizeId: 1, createdAt: '2027-03-10T04:00:00Z' }])} onCode={scan} onClaim={() => undefined} />,
};
export const RallyInvalidCode: Story = { render: () => <ScanOutcome outcome={{ kind: 'invalid' }} /> };
export const RallyAlreadyTaken: Story = {
  render: () => (
    <ScanOutcome
      outcome={{
        kind: 'refused',
        error: new ApiRequestError(409, 'この展示のポイントは獲得済みです', 'You have already taken the points for this exhibition', [], 'pointsAlreadyTaken'),
      }}
    />
  ),
};

const rallyExhibitions: RallyExhibitionView[] = [
  {
    id: 1,
    nameJa: '計算科学株式会社',
    nameEn: 'Keisan Kagaku Inc.',
    booth: 'B-12',
    sponsorEmail: 'sponsor@example.com',
    isPublished: true,
    rallyCode: 'A65PTDMYM9',
    rallyPoints: 10,
    scans: 47,
  },
  {
    id: 2,
    nameJa: 'カガク光学',
    nameEn: '',
    booth: 'A-01',
    sponsorEmail: 'optics@example.com',
    isPublished: false,
    rallyCode: 'QW12ER34TY',
    rallyPoints: 20,
    scans: 0,
  },
];
export const ManagersRally: Story = { render: () => <PointRallyAdmin exhibitions={rallyExhibitions} prizes={prizes} onChanged={() => undefined} /> };
export const ManagersRallyEmpty: Story = { render: () => <PointRallyAdmin exhibitions={[]} prizes={[]} onChanged={() => undefined} /> };
