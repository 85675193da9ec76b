import { useQuery } from '@tanstack/react-query';
import type { Board, Job, ResolveBodyInput, Team, TeamBodyInput } from '../../../../../domain/installation';
import type { StaffUser } from '../../../../../domain/staff';
import type { RecordWallsBodyInput, VisitJob } from '../../../../../domain/measure-visit';
import { api, apiUpload } from '../../../../lib/api-client';
import { adminQuery, useAdminMutation } from '../../shell/api/admin-query';

export const JOBS_FAILURE = 'Failed to fetch jobs';
export const BOARD_FAILURE = 'Failed to fetch the dispatch board';
export const TEAMS_FAILURE = 'Failed to fetch teams';

const INSTALLER_KEY = ['admin', 'installer'] as const;
const INSTALLATION_KEY = ['admin', 'installation'] as const;

export const installerJobsQuery = (day: string) =>
  adminQuery<Job[]>('/admin/installer/jobs', JOBS_FAILURE, { query: { day }, key: [...INSTALLER_KEY, day] });
export const useInstallerJobs = (day: string) => useQuery(installerJobsQuery(day));

export const boardQuery = (from: string | undefined) =>
  adminQuery<Board>('/admin/installation/board', BOARD_FAILURE, {
    query: from ? { from } : undefined,
    key: [...INSTALLATION_KEY, 'board', from ?? 'this-week'],
    keepPrevious: true,
  });
export const useBoard = (from: string | undefined) => useQuery(boardQuery(from));

export const teamsQuery = () =>
  adminQuery<Team[]>('/admin/installation/teams', TEAMS_FAILURE, { key: [...INSTALLATION_KEY, 'teams'] });
export const useTeams = () => useQuery(teamsQuery());

const jobPath = (id: string, action: string) => `/admin/installer/jobs/${encodeURIComponent(id)}/${action}`;

export const useCheckIn = () =>
  useAdminMutation((id: string) => api<Job>(jobPath(id, 'check-in'), { method: 'POST' }), INSTALLER_KEY);

export const useAddPhoto = () =>
  useAdminMutation(
    ({ id, stage, file }: { id: string; stage: 'before' | 'after' | 'problem'; file: File }) => {
      const form = new FormData();
      form.append('file', file);
      return apiUpload<Job>(`${jobPath(id, 'photos')}?stage=${stage}`, form, () => undefined);
    },
    INSTALLER_KEY,
  );

export interface FinishInput {
  id: string;
  rollsUsed: number;
  notes: string;
  signoffName?: string;
  signoffCode?: string;
}
export const useFinish = () =>
  useAdminMutation(
    ({ id, ...body }: FinishInput) => api<Job>(jobPath(id, 'finish'), { method: 'POST', body }),
    INSTALLER_KEY,
  );

export const useProblem = () =>
  useAdminMutation(
    ({ id, ...body }: { id: string; reason: string; notes: string }) =>
      api<Job>(jobPath(id, 'problem'), { method: 'POST', body }),
    INSTALLER_KEY,
  );

export const useAssign = () =>
  useAdminMutation(
    ({ id, teamId, slot }: { id: string; teamId: string; slot: string }) =>
      api<Job>(`/admin/installation/jobs/${encodeURIComponent(id)}/assign`, {
        method: 'POST',
        body: { teamId, slot },
      }),
    INSTALLATION_KEY,
  );

export const useResolve = () =>
  useAdminMutation(
    ({ id, ...body }: ResolveBodyInput & { id: string }) =>
      api<Job>(`/admin/installation/jobs/${encodeURIComponent(id)}/resolve`, { method: 'POST', body }),
    INSTALLATION_KEY,
  );

export const useSaveTeam = () =>
  useAdminMutation(
    ({ id, ...body }: TeamBodyInput & { id?: string }) =>
      api<Team>(id ? `/admin/installation/teams/${encodeURIComponent(id)}` : '/admin/installation/teams', {
        method: id ? 'PUT' : 'POST',
        body,
      }),
    INSTALLATION_KEY,
  );

/** Staff accounts, for the installers a team may take (GET /api/admin/users, an admin's). */
export const useInstallerAccounts = () =>
  useQuery({
    ...adminQuery<StaffUser[]>('/admin/users', 'Failed to fetch staff'),
    select: (users: StaffUser[]) => users.filter((u) => u.role === 'installer'),
  });

export const useSetInstallers = () =>
  useAdminMutation(
    ({ id, installerIds }: { id: string; installerIds: string[] }) =>
      api<Team>(`/admin/installation/teams/${encodeURIComponent(id)}/installers`, {
        method: 'PUT',
        body: { installerIds },
      }),
    INSTALLATION_KEY,
  );

// Measurement visits (docs/decisions/071-measurement-visits.md): on the installer's day and the board.
export const installerVisitsQuery = (day: string) =>
  adminQuery<VisitJob[]>('/admin/installer/visits', JOBS_FAILURE, {
    query: { day },
    key: [...INSTALLER_KEY, 'visits', day],
  });
export const useInstallerVisits = (day: string) => useQuery(installerVisitsQuery(day));

export const boardVisitsQuery = (from: string | undefined) =>
  adminQuery<VisitJob[]>('/admin/installation/visits', BOARD_FAILURE, {
    query: from ? { from } : undefined,
    key: [...INSTALLATION_KEY, 'visits', from ?? 'this-week'],
    keepPrevious: true,
  });
export const useBoardVisits = (from: string | undefined) => useQuery(boardVisitsQuery(from));

export const useRecordWalls = () =>
  useAdminMutation(
    ({ id, ...body }: RecordWallsBodyInput & { id: string }) =>
      api<VisitJob>(`/admin/installer/visits/${encodeURIComponent(id)}/walls`, { method: 'POST', body }),
    INSTALLER_KEY,
  );
