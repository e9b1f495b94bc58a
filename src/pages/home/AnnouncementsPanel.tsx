import { useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { mutate } from 'swr';
import { useTimeFormat } from '../../kit/timeZone';
import { htmlText } from '../../../engine/richText';
import { announcementsKey, markAnnouncementRead, useAnnouncements, type ReadableAnnouncement } from '../../api/console';
import { commonResourcesKey } from '../../api/session';
import { useLanguage } from '../../kit/useLanguage';
import { useSafeHtml } from '../../kit/useSafeHtml';
import { useConsoleTranslation } from '../../kit/consoleStrings';

/** An announcement in the reader's language; without an English text, the Japanese with a note that says so. */
export function AnnouncementItem({ announcement, onOpen }: { announcement: ReadableAnnouncement; onOpen: () => void }) {
  const at = useTimeFormat();
  const { t } = useConsoleTranslation();
  const { language } = useLanguage();
  const [expanded, setExpanded] = useState(false);
  const english = language === 'en';
  const hasEnglish = announcement.titleEn.trim() !== '' && htmlText(announcement.bodyEn).trim() !== '';
  const useEnglish = english && hasEnglish;
  const html = useSafeHtml(useEnglish ? announcement.bodyEn : announcement.bodyJa);
  const id = `announcement-${announcement.id}`;
  return (
    <Accordion
      disableGutters
      expanded={expanded}
      onChange={(_event, open) => {
        setExpanded(open);
        if (open && !announcement.isRead) onOpen();
      }}
      slotProps={{ transition: { unmountOnExit: true } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`${id}-body`} id={`${id}-summary`}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          {!announcement.isRead && <Chip size="small" color="primary" label={t('console.dashboard.unread')} />}
          <Typography component="span" sx={{ fontWeight: announcement.isRead ? 'normal' : 'bold' }} lang={useEnglish ? 'en' : 'ja'}>
            {useEnglish ? announcement.titleEn : announcement.titleJa}
          </Typography>
          <Typography component="span" variant="body2" color="text.secondary">
            {at(announcement.publishedAt!)}
          </Typography>
        </Box>
      </AccordionSummary>
      <AccordionDetails id={`${id}-body`} aria-labelledby={`${id}-summary`}>
        {english && !hasEnglish && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('console.dashboard.noEnglish')}
          </Typography>
        )}
        <Box
          lang={useEnglish ? 'en' : 'ja'}
          sx={{ '& p': { my: 0.5 }, '& a': { color: 'primary.main' }, overflowWrap: 'anywhere' }}
          dangerouslySetInnerHTML={{ __html: html ?? '' }}
        />
      </AccordionDetails>
    </Accordion>
  );
}

export function AnnouncementList({ items, unreadCount, onOpen }: { items: ReadableAnnouncement[]; unreadCount: number; onOpen: (id: number) => void }) {
  const { t } = useConsoleTranslation();
  return (
    <Box component="section" aria-labelledby="dashboard-announcements-title" sx={{ my: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography id="dashboard-announcements-title" variant="h6" component="h3">
          {t('console.dashboard.title')}
        </Typography>
        {unreadCount > 0 && (
          <Chip
            size="small"
            color="primary"
            variant="outlined"
            label={t('console.dashboard.unreadCount', { count: unreadCount })}
            data-testid="unread-announcements"
          />
        )}
      </Box>
      {items.length === 0 ? (
        <Typography color="text.secondary">{t('console.dashboard.none')}</Typography>
      ) : (
        items.map((item) => <AnnouncementItem key={item.id} announcement={item} onOpen={() => onOpen(item.id)} />)
      )}
    </Box>
  );
}

/** The dashboard's announcements: unread until opened; opening one tells the server and updates the counts. */
export function AnnouncementsPanel() {
  const announcements = useAnnouncements();
  if (!announcements.data) return null;
  const open = async (id: number) => {
    await mutate(
      announcementsKey,
      async (current?: { items: ReadableAnnouncement[]; unreadCount: number }) => {
        await markAnnouncementRead(id);
        return (
          current && {
            items: current.items.map((item) => (item.id === id ? { ...item, isRead: true } : item)),
            unreadCount: Math.max(0, current.unreadCount - 1),
          }
        );
      },
      { revalidate: false },
    );
    void mutate(commonResourcesKey);
  };
  return (
    <AnnouncementList items={announcements.data.items} unreadCount={announcements.data.unreadCount} onOpen={(id) => void open(id).catch(() => undefined)} />
  );
}
