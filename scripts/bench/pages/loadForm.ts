/** The generated registration form the benchmark writes beside the pages (form.json). */
export interface BenchForm {
  schema: Record<string, unknown>;
  fields: Array<{ path: string; widget: string; label: string; options?: Array<{ value: string; label: string }> }>;
}

export const loadForm = async (): Promise<BenchForm> => (await fetch('/form.json')).json();
