import { formatTokyo } from '../engine/commission/dates';
import type { ProgramFile, ProgramPresentation, ProgramSession } from '../schemas/program';

/**
 * A believable program for a conference on computational science, in Japanese and English: the
 * demo's fixture (`npm run program:generate`) and, at 10,000 presentations, the large conference
 * of `npm run bench:program`. The same options and seed always give the same program.
 */
export interface ProgramOptions {
  days: readonly string[];
  keywordIds: readonly number[];
  oral: number;
  poster: number;
  /** Rooms for oral sessions; a poster hall is added. */
  rooms: number;
  seed?: number;
  /** Ids start here for sessions, so they never meet the commission sessions' ids. */
  firstSessionId?: number;
}

const methods: [string, string][] = [
  ['有限要素法', 'finite element method'],
  ['スペクトル法', 'spectral method'],
  ['格子ボルツマン法', 'lattice Boltzmann method'],
  ['粒子法', 'particle method'],
  ['ガウス過程回帰', 'Gaussian process regression'],
  ['深層学習', 'deep learning'],
  ['ベイズ推定', 'Bayesian inference'],
  ['マルチグリッド法', 'multigrid method'],
  ['モンテカルロ法', 'Monte Carlo method'],
  ['データ同化', 'data assimilation'],
  ['低ランク近似', 'low-rank approximation'],
  ['混合精度演算', 'mixed-precision arithmetic'],
  ['グラフニューラルネットワーク', 'graph neural networks'],
  ['自動微分', 'automatic differentiation'],
  ['適応格子細分化', 'adaptive mesh refinement'],
  ['分子動力学法', 'molecular dynamics'],
  ['量子アニーリング', 'quantum annealing'],
  ['確率的勾配法', 'stochastic gradient methods'],
];
const targets: [string, string][] = [
  ['乱流解析', 'turbulence simulation'],
  ['気象予測', 'weather forecasting'],
  ['地震波伝播', 'seismic wave propagation'],
  ['材料設計', 'materials design'],
  ['血流シミュレーション', 'blood flow simulation'],
  ['電磁場解析', 'electromagnetic field analysis'],
  ['構造最適化', 'structural optimization'],
  ['津波浸水予測', 'tsunami inundation forecasting'],
  ['タンパク質構造予測', 'protein structure prediction'],
  ['燃焼解析', 'combustion analysis'],
  ['都市熱環境', 'urban heat environments'],
  ['不確かさの定量化', 'uncertainty quantification'],
  ['画像再構成', 'image reconstruction'],
  ['交通流予測', 'traffic flow prediction'],
  ['電池材料探索', 'battery materials discovery'],
];
const aims: [string, string][] = [
  ['への適用', 'applied to'],
  ['の高速化', 'for faster'],
  ['における誤差評価', 'error estimates for'],
  ['の大規模並列実装', 'a massively parallel implementation for'],
  ['による高精度化', 'toward more accurate'],
  ['の検証と比較', 'validated and compared on'],
];
const findings: [string, string][] = [
  ['計算時間を従来法の約3分の1に短縮した', 'cut the computing time to about a third of the usual method'],
  ['精度を保ったまま必要なメモリを半分にした', 'halved the memory needed at the same accuracy'],
  ['1万コアまでの強スケーリングを確認した', 'showed strong scaling up to 10,000 cores'],
  ['観測データとの誤差を20%低減した', 'reduced the error against observations by 20%'],
  ['従来困難だった条件での安定な計算を実現した', 'kept the computation stable where it used to fail'],
];

const families: [string, string][] = [
  ['佐藤', 'Sato'],
  ['鈴木', 'Suzuki'],
  ['高橋', 'Takahashi'],
  ['田中', 'Tanaka'],
  ['伊藤', 'Ito'],
  ['渡辺', 'Watanabe'],
  ['山本', 'Yamamoto'],
  ['中村', 'Nakamura'],
  ['小林', 'Kobayashi'],
  ['加藤', 'Kato'],
  ['吉田', 'Yoshida'],
  ['山田', 'Yamada'],
  ['佐々木', 'Sasaki'],
  ['松本', 'Matsumoto'],
  ['井上', 'Inoue'],
  ['木村', 'Kimura'],
  ['林', 'Hayashi'],
  ['清水', 'Shimizu'],
  ['山口', 'Yamaguchi'],
  ['森', 'Mori'],
  ['池田', 'Ikeda'],
  ['橋本', 'Hashimoto'],
];
const givens: [string, string][] = [
  ['健太', 'Kenta'],
  ['美咲', 'Misaki'],
  ['翔', 'Sho'],
  ['陽菜', 'Hina'],
  ['大輔', 'Daisuke'],
  ['彩', 'Aya'],
  ['拓也', 'Takuya'],
  ['結衣', 'Yui'],
  ['直樹', 'Naoki'],
  ['真由美', 'Mayumi'],
  ['浩', 'Hiroshi'],
  ['由紀', 'Yuki'],
  ['誠', 'Makoto'],
  ['恵', 'Megumi'],
  ['亮', 'Ryo'],
  ['千尋', 'Chihiro'],
];
const foreign: [string, string][] = [
  ['Smith', 'Anna'],
  ['García', 'Lucas'],
  ['Müller', 'Jonas'],
  ['Chen', 'Wei'],
  ['Kim', 'Minji'],
  ['Dubois', 'Claire'],
];
const universities: [string, string][] = [
  ['東京大学', 'The University of Tokyo'],
  ['京都大学', 'Kyoto University'],
  ['大阪大学', 'Osaka University'],
  ['東北大学', 'Tohoku University'],
  ['名古屋大学', 'Nagoya University'],
  ['九州大学', 'Kyushu University'],
  ['北海道大学', 'Hokkaido University'],
  ['筑波大学', 'University of Tsukuba'],
  ['神戸大学', 'Kobe University'],
  ['広島大学', 'Hiroshima University'],
  ['理化学研究所', 'RIKEN'],
  ['海洋研究開発機構', 'JAMSTEC'],
  ['産業技術総合研究所', 'AIST'],
  ['株式会社計算工学研究所', 'Computational Engineering Labs Inc.'],
];
const departments: [string, string][] = [
  ['大学院工学系研究科', 'Graduate School of Engineering'],
  ['大学院理学研究科', 'Graduate School of Science'],
  ['情報基盤センター', 'Information Technology Center'],
  ['大学院情報学研究科', 'Graduate School of Informatics'],
  ['計算科学研究センター', 'Center for Computational Sciences'],
];

/** mulberry32: a small seeded generator, so the program is the same on every run (and a property test's failing seed replays). */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return { next, pick, int };
}

const SLOT_MINUTES = 15;
const SLOTS_PER_SESSION = 6;
/** Session starts in Tokyo time: four sessions of 90 minutes a day. */
const SESSION_STARTS = ['09:30', '11:15', '14:00', '15:45'];
const at = (day: string, hhmm: string, plusMinutes = 0) => {
  const date = new Date(`${day}T${hhmm}:00+09:00`);
  return new Date(date.getTime() + plusMinutes * 60_000).toISOString().replace('.000Z', 'Z');
};

export function generateProgram(options: ProgramOptions): ProgramFile {
  const { pick, int, next } = seededRandom(options.seed ?? 20270310);
  const roomLetters = (i: number) =>
    i < 26 ? String.fromCharCode(65 + i) : `${String.fromCharCode(65 + Math.floor(i / 26) - 1)}${String.fromCharCode(65 + (i % 26))}`;
  const rooms = Array.from({ length: options.rooms }, (_, i) => ({ id: i + 1, name: `${roomLetters(i)}会場`, nameEn: `Room ${roomLetters(i)}` }));
  const posterHall = { id: options.rooms + 1, name: 'ポスター会場（展示ホール）', nameEn: 'Poster hall (Exhibition hall)' };
  const series = [
    { id: 1, kind: 'oral' as const, name: '一般講演', nameEn: 'General talks' },
    { id: 2, kind: 'oral' as const, name: '学生講演', nameEn: 'Student talks' },
    { id: 3, kind: 'poster' as const, name: 'ポスター発表', nameEn: 'Poster presentations' },
  ];
  const institutes = universities.flatMap(([name, nameEn], u) =>
    departments.map(([dept, deptEn], d) => ({ id: u * departments.length + d + 1, name: `${name} ${dept}`, nameEn: `${deptEn}, ${nameEn}` })),
  );

  const sessions: ProgramSession[] = [];
  let sessionId = options.firstSessionId ?? 1001;
  const oralSessionCount = Math.ceil(options.oral / SLOTS_PER_SESSION);
  const perDay = options.rooms * SESSION_STARTS.length;
  if (oralSessionCount > perDay * options.days.length) throw new Error(`${options.oral} oral presentations need more rooms than ${options.rooms}`);
  for (let s = 0; s < oralSessionCount; s += 1) {
    // Fill the first sessions of every day and room before the later ones: a believable spread.
    const day = options.days[s % options.days.length]!;
    const within = Math.floor(s / options.days.length);
    const room = rooms[within % options.rooms]!;
    const start = SESSION_STARTS[Math.floor(within / options.rooms)]!;
    const [method, target] = [pick(methods), pick(targets)];
    const chair = [pick(families), pick(givens)] as const;
    const dayNumber = options.days.indexOf(day) + 1;
    sessions.push({
      id: sessionId++,
      code: `${dayNumber}${roomLetters(rooms.indexOf(room))}${Math.floor(within / options.rooms) + 1}`,
      presentationKind: 'oral',
      seriesId: s % 5 === 4 ? 2 : 1,
      roomId: room.id,
      name: `${target[0]}と${method[0]}`,
      nameEn: `${capital(method[1])} and ${target[1]}`,
      startAt: at(day, start),
      endAt: at(day, start, SLOT_MINUTES * SLOTS_PER_SESSION),
      organizersHtml: `座長: ${chair[0][0]} ${chair[1][0]}`,
      organizersHtmlEn: `Chair: ${chair[1][1]} ${chair[0][1]}`,
    });
  }
  const posterSessions: ProgramSession[] =
    options.poster > 0
      ? options.days.map((day, d) => ({
          id: sessionId++,
          code: `P${d + 1}`,
          presentationKind: 'poster' as const,
          seriesId: 3,
          roomId: posterHall.id,
          name: `ポスターセッション ${d + 1}日目`,
          nameEn: `Poster session, day ${d + 1}`,
          startAt: at(day, '12:45'),
          endAt: at(day, '14:00'),
        }))
      : [];
  sessions.push(...posterSessions);

  const presentations: ProgramPresentation[] = [];
  const make = (kind: 'oral' | 'poster', index: number, code: string, session: ProgramSession, slot?: number): ProgramPresentation => {
    const [method, target, aim, finding] = [pick(methods), pick(targets), pick(aims), pick(findings)];
    const english = next() < 0.25;
    const authorCount = int(1, 7);
    const presenter = next() < 0.7 ? 0 : int(0, authorCount - 1);
    const mainInstitute = int(1, institutes.length);
    const authors = Array.from({ length: authorCount }, (_, a) => {
      const abroad = next() < 0.08;
      const [family, given] = abroad
        ? (() => {
            const [f, g] = pick(foreign);
            return [
              [f, f],
              [g, g],
            ] as const;
          })()
        : [pick(families), pick(givens)];
      const own = next() < 0.6 ? mainInstitute : int(1, institutes.length);
      return {
        lastName: family[0],
        firstName: given[0],
        lastNameEn: family[1],
        firstNameEn: given[1],
        ...(next() < 0.5 ? { membershipNumber: String(100000 + int(0, 899999)) } : {}),
        isPresenter: a === presenter,
        instituteIds: own === mainInstitute || next() < 0.7 ? [own] : [own, mainInstitute],
      };
    });
    const name = `${method[0]}を用いた${target[0]}${aim[0]}`;
    const nameEn = `${capital(method[1])} ${aim[1]} ${target[1]}`;
    return {
      id: index,
      kind,
      code,
      sessionId: session.id,
      seriesId: session.seriesId,
      ...(slot === undefined
        ? {}
        : {
            startAt: at(formatTokyo(session.startAt, 'yyyy-MM-dd'), formatTokyo(session.startAt, 'HH:mm'), slot * SLOT_MINUTES),
            endAt: at(formatTokyo(session.startAt, 'yyyy-MM-dd'), formatTokyo(session.startAt, 'HH:mm'), (slot + 1) * SLOT_MINUTES),
          }),
      name,
      nameEn,
      abstract: `本研究では、${target[0]}を対象として${method[0]}に基づく手法を提案する。従来の手法では計算コストと精度の両立が課題であった。提案手法は問題の構造を活かした前処理と誤差評価を組み合わせ、${finding[0]}。さらに実データを用いた検証により、実用的な規模での有効性を示す。`,
      abstractEn: `We propose an approach to ${target[1]} based on the ${method[1]}. Existing approaches struggle to be both cheap and accurate. Our method combines a preconditioner that follows the structure of the problem with a posteriori error estimates, and ${finding[1]}. Tests on real data show that it works at a practical scale.`,
      isPublic: next() > 0.03,
      isLocked: next() < 0.5,
      isSponsor: next() < 0.04,
      language: english ? 'english' : 'japanese',
      location: next() < 0.85 ? 'onsite' : 'online',
      ...(next() < 0.6 ? { abstractPdf: `/abstracts/${code}.pdf` } : {}),
      keywordIds: [...new Set([pick(options.keywordIds), pick(options.keywordIds)])].filter((id) => id !== undefined),
      authors,
    };
  };
  let id = 1;
  for (let p = 0; p < options.oral; p += 1) {
    const session = sessions[Math.floor(p / SLOTS_PER_SESSION)]!;
    const slot = p % SLOTS_PER_SESSION;
    presentations.push(make('oral', id++, `${session.code}-${String(slot + 1).padStart(2, '0')}`, session, slot));
  }
  for (let p = 0; p < options.poster; p += 1) {
    const session = posterSessions[p % posterSessions.length]!;
    presentations.push(make('poster', id++, `P${String(p + 1).padStart(options.poster >= 1000 ? 5 : 3, '0')}`, session));
  }
  return { rooms: [...rooms, ...(options.poster > 0 ? [posterHall] : [])], series, institutes, sessions, presentations };
}

const capital = (text: string) => text[0]!.toUpperCase() + text.slice(1);
