import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import type { ChunkInfo } from './chunkReport';

/**
 * Which source module each route's page comes from. A route whose page is in the entry chunk
 * needs only the entry's static closure; a lazy route needs that plus its own chunk's closure.
 */
export const routePages: Record<string, string> = {
  '/': 'src/pages/home/HomePage.tsx',
  '/signup/{token}': 'src/pages/signup/SignupPage.tsx',
  '/pre_register/new': 'src/pages/account/PreRegisterPage.tsx',
  '/forgot_password': 'src/pages/account/ForgotPasswordPage.tsx',
  '/password_resets/{token}/edit': 'src/pages/account/PasswordResetPages.tsx',
  '/qualification': 'src/pages/qualification/QualificationPage.tsx',
  '/mng/users': 'src/pages/mng/UnapprovedUsersPage.tsx',
  '/term (and the other legal pages)': 'src/pages/legal/LegalPages.tsx',
  '/related_companies, /supporting_companies': 'src/pages/companies/CompaniesPage.tsx',
  '/organizer_commissions/{code}/invitation, /presenter_commissions/{code}/invitation': 'src/pages/commission/InvitationPage.tsx',
  '/committer_signup/{token}': 'src/pages/committer/CommitterSignupPage.tsx',
  '/timetable': 'src/pages/program/TimetablePage.tsx',
  '/posters': 'src/pages/program/PosterListPage.tsx',
  '/presentations/{id}': 'src/pages/program/PresentationPage.tsx',
  '/search': 'src/pages/program/SearchPage.tsx',
  '/my_schedule': 'src/pages/program/MySchedulePage.tsx',
  '/submissions': 'src/pages/submission/SubmissionsPage.tsx',
  '/submissions/new/{kind}, /submissions/{id}': 'src/pages/submission/SubmissionFormPage.tsx',
  '/mng/presentation_applications': 'src/pages/mng/ApplicationsPage.tsx',
  '/evaluations': 'src/pages/judging/EvaluatorMenuPage.tsx',
  '/evaluations/{presentationId}': 'src/pages/judging/EvaluationPage.tsx',
  '/my_evaluations, /awards': 'src/pages/judging/ResultsPages.tsx',
  '/reviews, /reviews/{requestId}': 'src/pages/judging/ReviewPages.tsx',
  '/mng/evaluations, /mng/judges, /mng/presentation_applications/{id}/reviews': 'src/pages/mng/JudgingPages.tsx',
  '/mng/user_list': 'src/pages/mng/UsersPage.tsx',
  '/mng/announcements': 'src/pages/mng/AnnouncementsPage.tsx',
  '/mng/inquiries': 'src/pages/mng/InquiriesPage.tsx',
  '/mng/audit_log': 'src/pages/mng/AuditLogPage.tsx',
  '/mng/settings/conference': 'src/pages/mng/SettingsPage.tsx',
  '/inquiries': 'src/pages/inquiries/MyInquiriesPage.tsx',
};

export interface FirstLoad {
  route: string;
  files: string[];
  gzipBytes: number;
  rawBytes: number;
  modules: Record<string, number>;
}

export function readChunks(distDir: string): ChunkInfo[] {
  return JSON.parse(readFileSync(path.join(distDir, '.vite', 'chunks.json'), 'utf8')) as ChunkInfo[];
}

/** The JavaScript each route needs before it is interactive, with gzip sizes of the built files. */
export function firstLoads(distDir: string): FirstLoad[] {
  const chunks = readChunks(distDir);
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start: string[], into = new Set<string>()) => {
    for (const file of start) {
      if (into.has(file)) continue;
      into.add(file);
      closure(byFile.get(file)?.imports ?? [], into);
    }
    return into;
  };
  const entry = chunks.find((chunk) => chunk.isEntry)!;
  const entryFiles = closure([entry.fileName]);
  const gzip = new Map<string, { gz: number; raw: number }>();
  const size = (file: string) => {
    if (!gzip.has(file)) {
      const bytes = readFileSync(path.join(distDir, file));
      gzip.set(file, { gz: gzipSync(bytes, { level: 9 }).length, raw: bytes.length });
    }
    return gzip.get(file)!;
  };
  return Object.entries(routePages).map(([route, page]) => {
    const own = chunks.find((chunk) => chunk.facadeModuleId === page && !chunk.isEntry);
    const files = own ? closure([own.fileName], new Set(entryFiles)) : entryFiles;
    const modules: Record<string, number> = {};
    for (const file of files) Object.assign(modules, byFile.get(file)?.modules ?? {});
    return {
      route,
      files: [...files],
      gzipBytes: [...files].reduce((sum, file) => sum + size(file).gz, 0),
      rawBytes: [...files].reduce((sum, file) => sum + size(file).raw, 0),
      modules,
    };
  });
}

/** Packages by rendered bytes in a set of modules: `@mui/material`, `react-dom`, `(app)`. */
export function byPackage(modules: Record<string, number>): Array<[string, number]> {
  const totals = new Map<string, number>();
  for (const [id, bytes] of Object.entries(modules)) {
    const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
    const name = match ? match[1]! : '(app)';
    totals.set(name, (totals.get(name) ?? 0) + bytes);
  }
  return [...totals.entries()].sort((a, b) => b[1] - a[1]);
}
