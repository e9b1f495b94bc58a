import useSWR from 'swr';
import type { SettingsKind } from '../../engine/studio/settingsKinds';
import type { LocalizedText } from '../../engine/messages';
import { getJson, request } from './http';

/** The managers' settings pages (issue 20): server/routes/settingsStudio.ts. */

export interface VersionEntry {
  version: number;
  source: 'fixtures' | 'browser' | 'rollback';
  restoredVersion: number | null;
  savedByEmail: string | null;
  savedAt: string;
}

export interface SettingsState {
  kind: SettingsKind;
  version: number;
  value: Record<string, unknown>;
  history: VersionEntry[];
}

export interface CountedChange {
  reason: 'questionRemoved' | 'questionNowRequired' | 'maxLengthNarrowed' | 'optionRemoved' | 'keywordRemoved' | 'fieldNowRequired' | 'fieldNoLongerAsked' | 'minKeywordsRaised';
  label: LocalizedText;
  count: number;
  value?: string;
  limit?: number;
}

export const settingsKey = (kind: SettingsKind) => `/web_api/mng/settings/${kind}`;
export const useSettings = (kind: SettingsKind) => useSWR(settingsKey(kind), getJson<SettingsState>, { revalidateOnFocus: false });

const send = <T>(method: 'POST' | 'PUT', path: string, value: unknown) =>
  request<T>(path, { method, body: JSON.stringify(value), headers: { 'Content-Type': 'application/json' } });

export const settingsImpact = (kind: SettingsKind, value: unknown) => send<{ changes: CountedChange[] }>('POST', `${settingsKey(kind)}/impact`, { value });
export const saveSettings = (kind: SettingsKind, baseVersion: number, value: unknown) => send<SettingsState>('PUT', settingsKey(kind), { baseVersion, value });
export const restoreSettings = (kind: SettingsKind, baseVersion: number, version: number) => send<SettingsState>('POST', `${settingsKey(kind)}/rollback`, { baseVersion, version });
