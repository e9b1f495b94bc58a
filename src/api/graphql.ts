import useSWR from 'swr';
import type { QualificationSettings } from '../../schemas/operationSettings';
import { ApiRequestError, postJson, type ServerFieldError } from './http';

interface GraphQLError {
  message: string;
  extensions?: { code?: string; message?: string; messageEn?: string; fields?: unknown[] };
}

/** The HTTP status a refusal's code stands for, so a page handles a GraphQL refusal as it does a REST one. */
const statusOfCode: Record<string, number> = { UNAUTHENTICATED: 401, FORBIDDEN: 403, NOT_FOUND: 404, CONFLICT: 409, BAD_USER_INPUT: 422 };

/** POST /graphql with the CSRF header (docs/requirements/public-area.md §7); GraphQL errors become ApiRequestError. */
export async function graphql<T>(query: string, variables?: Record<string, unknown>): Promise<T> {
  const body = await postJson<{ data?: T; errors?: GraphQLError[] }>('/graphql', { query, variables });
  const error = body.errors?.[0];
  if (error || !body.data) {
    const extensions = error?.extensions;
    // Field refusals come as { field, message, messageEn } from the services, as bare names from the input checks.
    const fields = (extensions?.fields ?? []).filter((field): field is ServerFieldError => typeof field === 'object' && field !== null && 'field' in field);
    throw new ApiRequestError(
      statusOfCode[extensions?.code ?? ''] ?? 200,
      extensions?.message ?? error?.message,
      extensions?.messageEn ?? error?.message,
      fields,
    );
  }
  return body.data;
}

export const QualificationSettingsQuery = /* GraphQL */ `
  query QualificationSettingsQuery {
    qualificationSettings {
      isQualificationRequired
      isQualificationClosed
      isQualificationOpenOnlyForMng
    }
  }
`;

export function useQualificationSettings() {
  return useSWR(
    'graphql:QualificationSettingsQuery',
    async () => (await graphql<{ qualificationSettings: QualificationSettings }>(QualificationSettingsQuery)).qualificationSettings,
    {
      revalidateOnFocus: false,
    },
  );
}
