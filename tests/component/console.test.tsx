import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../../src/shell/AppProviders';
import { createI18n } from '../../src/kit/i18n';
import { AnnouncementList } from '../../src/pages/home/AnnouncementsPanel';
import { InquiryForm } from '../../src/pages/inquiries/MyInquiriesPage';
import type { ReadableAnnouncement } from '../../src/api/console';

const withApp = (language: 'ja' | 'en', node: React.ReactNode) => {
  const i18n = createI18n(language);
  render(
    <AppProviders i18n={i18n}>
      <MemoryRouter>{node}</MemoryRouter>
    </AppProviders>,
  );
  return i18n;
};

const announcement = (change: Partial<ReadableAnnouncement> = {}): ReadableAnnouncement => ({
  id: 1,
  titleJa: '会場の変更',
  titleEn: 'Venue change',
  bodyJa: '<p>2階です</p>',
  bodyEn: '<p>On the 2nd floor</p>',
  publishedAt: '2026-11-24T03:00:00Z',
  updatedAt: '2026-11-24T03:00:00Z',
  isRead: false,
  ...change,
});

/** The attendee's side of the console (issue 19) as a reader meets it. */
describe('dashboard announcements', () => {
  it.each([
    ['en', announcement(), 'Venue change', false],
    ['ja', announcement(), '会場の変更', false],
    ['en', announcement({ titleEn: '', bodyEn: '' }), '会場の変更', true],
    ['en', announcement({ bodyEn: '<p></p>' }), '会場の変更', true],
  ] as const)('%s reader: the title shown and whether a missing English text is said', async (language, item, title, noted) => {
    withApp(language, <AnnouncementList items={[item]} unreadCount={1} onOpen={() => undefined} />);
    const summary = screen.getByRole('button', { name: new RegExp(title) });
    await act(async () => fireEvent.click(summary));
    expect(screen.queryByText('No English text; shown in Japanese.') !== null).toBe(noted);
  });

  it('tells the server once when an unread one is opened, never for a read one', async () => {
    const onOpen = vi.fn();
    withApp('en', <AnnouncementList items={[announcement(), announcement({ id: 2, titleEn: 'Old news', isRead: true })]} unreadCount={1} onOpen={onOpen} />);
    expect(screen.getByText('1 unread')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Venue change/ })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Old news/ })));
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(onOpen).toHaveBeenCalledWith(1);
  });
});

describe('the inquiry form', () => {
  it('checks before sending, and its errors follow the language at once', async () => {
    const onSend = vi.fn(async () => undefined);
    const i18n = withApp('en', <InquiryForm onSend={onSend} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getAllByText('Required field')).toHaveLength(2);
    await act(async () => {
      await i18n.changeLanguage('ja');
    });
    expect(screen.getAllByText('必須項目です')).toHaveLength(2);
    fireEvent.change(screen.getByRole('textbox', { name: /件名/ }), { target: { value: 'Parking' } });
    fireEvent.change(screen.getByRole('textbox', { name: /お問い合わせ内容/ }), { target: { value: '字'.repeat(10_001) } });
    expect(screen.getByText('10000文字以内で入力してください')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /お問い合わせ内容/ }), { target: { value: 'Is there parking?' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '送信' })));
    expect(onSend).toHaveBeenCalledWith({ subject: 'Parking', body: 'Is there parking?' });
    expect(screen.getByText(/お問い合わせを送信しました。回答には通常3営業日/)).toBeTruthy();
  });
});
