/** The generated registration form the benchmark writes beside the pages (form-{size}.json). */
export interface BenchForm {
  schema: Record<string, unknown>;
  /** RJSF's own widgets for the plain page where Kaigi names its own (a radio question shows as radios). */
  uiSchema: Record<string, unknown>;
  fields: Array<{ path: string; widget: string; label: string; required: boolean; options?: Array<{ value: string; label: string }> }>;
}

/** The form of the size in the page's query (`?size=300`); the first one written without it. */
export const loadForm = async (): Promise<BenchForm> => (await fetch(`/form-${new URLSearchParams(location.search).get('size') ?? 'default'}.json`)).json();
