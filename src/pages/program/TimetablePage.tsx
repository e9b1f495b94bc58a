import { startTransition, useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useOperationTranslation } from '../../kit/operationStrings';
import { useSearchParams } from 'react-router-dom';
import { useConference } from '../../api/get-conference';
import { roomViews } from '../../../engine/program/roomViews';
import { MOBILE_QUERY, roomsPerView, timetableDay, useProgramEvents, useRooms, useTimetable, type ProgramEvent, type ProgramSession } from '../../api/program';
import { useBilingual, useBilingualNode } from '../../kit/bilingual';
import { Loading } from '../../kit/Loading';
import { useLanguage } from '../../kit/useLanguage';
import { useSafeHtml } from '../../kit/useSafeHtml';
import { LeanNativeSelect } from '../../forms/LeanNativeSelect';
import { DayTabs, tabId } from './DayTabs';
import { TimeZonePicker } from './TimeZonePicker';
import { ProgramError, ProgramGate } from './ProgramGate';
import { PresentationItem, useTimeRange } from './PresentationItem';
import { useProgramClasses } from './programStyles';

const ROW_MINUTES = 5;
/** A room's narrowest column: five rooms side by side fit the page (1000 px) on a 1280 px screen. */
const ROOM_MIN_WIDTH = 180;

/** Whether the element is wider than it shows, followed as the window resizes. */
function useOverflowsSideways(element: HTMLElement | null): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    if (!element) return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return overflows;
}

function SessionBlock({ session }: { session: ProgramSession }) {
  const { t } = useOperationTranslation();
  const { language } = useLanguage();
  const display = useBilingualNode();
  const c = useProgramClasses();
  const timeRange = useTimeRange();
  const organizers = useSafeHtml(language === 'en' ? (session.organizersHtmlEn ?? session.organizersHtml ?? '') : (session.organizersHtml ?? ''));
  return (
    <section className={c.session} aria-label={`${session.code ?? ''} ${session.name}`}>
      <p className={c.sessionMeta}>
        {session.code} · {timeRange(session.startAt, session.endAt, 'outsideConferenceZone')}
      </p>
      <h3 className={c.sessionTitle}>{display(session.name, session.nameEn)}</h3>
      {organizers && <div className={c.sessionOrganizers} dangerouslySetInnerHTML={{ __html: organizers }} />}
      <div className={c.sessionList}>
        {session.presentations.length === 0 ? (
          <p className={c.empty}>{t('program.noPresentations')}</p>
        ) : (
          session.presentations.map(({ presentation }) => (
            <PresentationItem key={presentation.id} presentation={presentation} showSession={false} headingLevel="h4" compact />
          ))
        )}
      </div>
    </section>
  );
}

/** Rooms as columns, time running down; a session spans its rows, so parallel sessions line up. */
function RoomGrid({ sessions: all, rooms }: { sessions: ProgramSession[]; rooms: Room[] }) {
  const pick = useBilingual();
  const c = useProgramClasses();
  const sessions = useFirstScreenFirst(all);
  const dayStart = Math.min(...sessions.map((session) => new Date(session.startAt!).getTime()));
  const row = (instant: string) => Math.round((new Date(instant).getTime() - dayStart) / (ROW_MINUTES * 60_000)) + 2;
  const { t } = useOperationTranslation();
  const [grid, setGrid] = useState<HTMLDivElement | null>(null);
  const overflows = useOverflowsSideways(grid);
  return (
    <>
      {/* Five rooms fit the page at 1280 px; where they do not, the reader is told the grid scrolls (issue 68, item 18). */}
      {overflows && (
        <p className={c.empty} id="timetable-scroll-hint">
          {t('program.scrollSideways', { count: rooms.length })}
        </p>
      )}
      <div
        ref={setGrid}
        role="region"
        tabIndex={overflows ? 0 : undefined}
        aria-describedby={overflows ? 'timetable-scroll-hint' : undefined}
        aria-label={t('program.timetableTitle')}
        className={c.grid}
        style={{ gridTemplateColumns: `repeat(${rooms.length}, minmax(${ROOM_MIN_WIDTH}px, 1fr))` }}
      >
        {rooms.map((room, r) => (
          <h2 key={room.id} className={c.room} style={{ gridRow: 1, gridColumn: r + 1 }}>
            {pick(room.name, room.nameEn)}
          </h2>
        ))}
        {sessions.map((session) => (
          <div
            key={session.id}
            style={{
              gridColumn: rooms.findIndex((room) => room.id === session.programRoom?.id) + 1,
              gridRow: `${row(session.startAt!)} / ${row(session.endAt!)}`,
            }}
          >
            <SessionBlock session={session} />
          </div>
        ))}
      </div>
    </>
  );
}

type Room = NonNullable<ProgramSession['programRoom']>;

/** The day's events beside the sessions (an opening, a reception), by time, with where each is. */
export function DayEvents({ events }: { events: ProgramEvent[] }) {
  const { t } = useOperationTranslation();
  const pick = useBilingual();
  const display = useBilingualNode();
  const c = useProgramClasses();
  const timeRange = useTimeRange();
  return (
    <section aria-labelledby="timetable-events" className={c.events}>
      <h2 id="timetable-events" className={c.eventsTitle}>
        {t('program.events')}
      </h2>
      <ul className={c.eventList}>
        {events.map((event) => {
          const where = event.programRoom ? pick(event.programRoom.name, event.programRoom.nameEn) : event.place ? pick(event.place, event.placeEn) : '';
          const about = event.description ? pick(event.description, event.descriptionEn) : '';
          return (
            <li key={event.id} className={c.event}>
              <span className={c.sessionMeta}>{timeRange(event.startAt, event.endAt, 'outsideConferenceZone')}</span>{' '}
              <strong>{display(event.name, event.nameEn)}</strong>
              {where && <span className={c.sessionMeta}> · {where}</span>}
              {about && <span className={c.eventAbout}>{about}</span>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * What the first screen shows, first: the opening session of each column, painted before the
 * rest of the day (a day is 120 presentations, a second of rendering at 4x CPU), which follows in
 * a transition that yields to input. The grid's rows are the day's, so nothing moves when it does.
 */
function useFirstScreenFirst(sessions: ProgramSession[]) {
  const [whole, setWhole] = useState(false);
  useEffect(() => startTransition(() => setWhole(true)), []);
  return useMemo(() => {
    if (whole) return sessions;
    const seen = new Set<unknown>();
    // ISO instants sort as plain strings; localeCompare would start the browser's collation (30 ms at 4x).
    const startOf = (session: ProgramSession) => session.startAt ?? '';
    return [...sessions]
      .sort((a, b) => (startOf(a) < startOf(b) ? -1 : startOf(a) > startOf(b) ? 1 : 0))
      .filter((session) => !seen.has(session.programRoom?.id) && seen.add(session.programRoom?.id));
  }, [whole, sessions]);
}

/** One room at a time, on a phone. */
function PhoneColumn({ room, sessions }: { room: Room | undefined; sessions: ProgramSession[] }) {
  const pick = useBilingual();
  const c = useProgramClasses();
  return (
    <div className={c.column}>
      <h2 className={c.room} style={{ position: 'static' }}>
        {room && pick(room.name, room.nameEn)}
      </h2>
      {sessions.map((session) => (
        <SessionBlock key={session.id} session={session} />
      ))}
    </div>
  );
}

/** The oral timetable: conference days as tabs, rooms as columns (one room at a time on a phone). */
export function Timetable() {
  const { t } = useOperationTranslation();
  const pick = useBilingual();
  const c = useProgramClasses();
  const phone = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  const [params, setParams] = useSearchParams();
  const conference = useConference();
  const allRooms = useRooms();
  const days = conference.data?.days ?? [];
  const day = timetableDay(days, params);
  const perView = roomsPerView(phone);
  // Each room group's rooms, as many at a time as fit (engine/program/roomViews.ts).
  const groups = useMemo(() => roomViews(allRooms.data ?? [], perView), [allRooms.data, perView]);
  const events = useProgramEvents(day);
  const roomParam = Number(params.get('room'));
  const group = Math.max(
    0,
    groups.findIndex((rooms) => rooms.some((room) => room.id === roomParam)),
  );
  const rooms = groups[group] ?? [];
  // The first group is asked for by position, so it can start before the room list arrives.
  const timetable = useTimetable('oral', day, group === 0 ? { first: perView } : { ids: rooms.map((room) => room.id) });
  const set = (name: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(name, value);
        return next;
      },
      { replace: true },
    );
  const groupLabel = (list: Room[]) =>
    list.length === 1 ? pick(list[0]!.name, list[0]!.nameEn) : `${pick(list[0]!.name, list[0]!.nameEn)} – ${pick(list.at(-1)!.name, list.at(-1)!.nameEn)}`;
  const error = allRooms.error ?? timetable.error;

  return (
    <Box component="section" aria-labelledby="timetable-title">
      <Typography id="timetable-title" variant="h5" component="h1" gutterBottom>
        {t('program.timetableTitle')}
      </Typography>
      {days.length > 0 && <DayTabs days={days} value={day} onChange={(next) => set('day', next)} label={t('program.days')} panelId="timetable-day" />}
      <div className={c.pickers}>
        {groups.length > 1 && (
          // The browser's own list: the phone's native picker, and nothing mounted with the first screen.
          <LeanNativeSelect
            id="timetable-rooms"
            small
            className={c.picker}
            label={t('program.rooms')}
            value={String(group)}
            options={groups.map((list, g) => ({
              value: String(g),
              label: groupLabel(list),
              group: list[0]!.group ? pick(list[0]!.group.name, list[0]!.group.nameEn) : undefined,
            }))}
            onChange={(value) => set('room', String(groups[Number(value)]![0]!.id))}
          />
        )}
        <TimeZonePicker className={c.picker} on={day ? new Date(`${day}T12:00:00+09:00`) : undefined} />
      </div>
      <div id="timetable-day" role={day ? 'tabpanel' : undefined} aria-labelledby={day ? tabId(day) : undefined}>
        {events.data && events.data.length > 0 && <DayEvents events={events.data} />}
        {error ? (
          <ProgramError error={error} onRetry={() => void (allRooms.error ? allRooms.mutate() : timetable.mutate())} />
        ) : !timetable.data ? (
          <Loading />
        ) : timetable.data.length === 0 ? (
          <Typography>{t('program.noSessions')}</Typography>
        ) : phone ? (
          <PhoneColumn room={rooms[0]} sessions={timetable.data} />
        ) : (
          <RoomGrid
            key={`${day}:${group}`}
            sessions={timetable.data}
            rooms={rooms.filter((room) => timetable.data!.some((session) => session.programRoom?.id === room.id))}
          />
        )}
      </div>
    </Box>
  );
}

export function TimetablePage() {
  return (
    <ProgramGate feature="isTimetable">
      <Timetable />
    </ProgramGate>
  );
}
