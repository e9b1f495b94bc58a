import useSWR from 'swr';
import type { QualificationSettings } from '../../schemas/operationSettings';
import { ApiRequestError, postJson } from './http';

interface GraphQLError {
  message: string;
  extensions?: { message?: string; messageEn?: string };
}

/** POST /graphql with the CSRF header (spec/public-area.md §7); GraphQL errors become ApiRequestError. */
export async function graphql<T>(query: string, variables?: Record<string, unknown>): Promise<T> {
  const body = await postJson<{ data?: T; errors?: GraphQLError[] }>('/graphql', { query, variables });
  const error = body.errors?.[0];
  if (error || !body.data) throw new ApiRequestError(200, error?.extensions?.message ?? error?.message, error?.extensions?.messageEn ?? error?.message);
  return body.data;
}

export const QualificationSettingsQuery = /* GraphQL */ `
  query QualificationSettingsQuery {
    qualificationSettings { isQualificationRequired isQualificationClosed isQualificationOpenOnlyForMng }
  }
`;

export function useQualificationSettings() {
  return useSWR('graphql:QualificationSettingsQuery', async () => (await graphql<{ qualificationSettings: QualificationSettings }>(QualificationSettingsQuery)).qualificationSettings, {
    revalidateOnFocus: false,
  });
}
