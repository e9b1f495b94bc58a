import useSWR from 'swr';
import type { SettingsKind } from '../../engine/studio/settingsKinds';
import type { LocalizedText } from '../../engine/messages';
import { getJson, request } from './http';
import { graphql } from './graphql';

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
  reason:
    | 'questionRemoved'
    | 'questionNowRequired'
    | 'maxLengthNarrowed'
    | 'optionRemoved'
    | 'keywordRemoved'
    | 'fieldNowRequired'
    | 'fieldNoLongerAsked'
    | 'minKeywordsRaised';
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
/**
 * The qualification, review and dashboard settings are saved through their GraphQL mutations
 * (docs/requirements/operation-area.md §7), with the version edited; the others through the settings API.
 * Either way the answer is the saved state, with its version and history.
 */
const operationMutations: Partial<Record<SettingsKind, string>> = {
  qualification: /* GraphQL */ `
    mutation UpdateQualificationSettings($value: QualificationSettingsInput!, $baseVersion: Int) {
      updateQualificationSettings(input: $value, baseVersion: $baseVersion) {
        isQualificationRequired
      }
    }
  `,
  review: /* GraphQL */ `
    mutation UpdateReviewSettings($value: ReviewSettingsInput!, $baseVersion: Int) {
      updateReviewSettings(input: $value, baseVersion: $baseVersion) {
        reviewShowDecline
      }
    }
  `,
  dashboard: /* GraphQL */ `
    mutation UpdateDashboardSettings($value: DashboardSettingsInput!, $baseVersion: Int) {
      updateDashboardSettings(dashboardSettings: $value, baseVersion: $baseVersion) {
        timetableType
      }
    }
  `,
};

export async function saveSettings(kind: SettingsKind, baseVersion: number, value: unknown): Promise<SettingsState> {
  const mutation = operationMutations[kind];
  if (!mutation) return send<SettingsState>('PUT', settingsKey(kind), { baseVersion, value });
  await graphql(mutation, { value, baseVersion });
  return getJson<SettingsState>(settingsKey(kind));
}
export const restoreSettings = (kind: SettingsKind, baseVersion: number, version: number) =>
  send<SettingsState>('POST', `${settingsKey(kind)}/rollback`, { baseVersion, version });
