import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { INSTALLATION_MESSAGES, TEAM_DEFAULTS, type Team, type TeamBody } from '../../../domain/installation';
import type { Db } from '../../db/client';
import { installationTeamMembers, installationTeams, users } from '../../db/schema';
import { Conflict, Invalid, NotFound } from '../../errors';
import { recordAudit } from '../audit/service';

type TeamRow = typeof installationTeams.$inferSelect;

const toTeam = (row: TeamRow, members: { id: string; name: string; email: string }[]): Team => ({
  id: row.id,
  name: row.name,
  pinPrefixes: row.pinPrefixes,
  workingDays: row.workingDays,
  startsAt: row.startsAt,
  endsAt: row.endsAt,
  holidays: row.holidays,
  jobsPerDay: row.jobsPerDay,
  sqftPerDay: row.sqftPerDay,
  active: row.active,
  installers: members,
});

export async function listTeams(db: Db): Promise<Team[]> {
  const rows = await db.select().from(installationTeams).orderBy(asc(installationTeams.name));
  const members = await db
    .select({
      teamId: installationTeamMembers.teamId,
      id: users.id,
      name: users.name,
      email: users.email,
    })
    .from(installationTeamMembers)
    .innerJoin(users, eq(users.id, installationTeamMembers.userId))
    .orderBy(asc(users.name));
  return rows.map((row) =>
    toTeam(
      row,
      members.filter((m) => m.teamId === row.id).map(({ id, name, email }) => ({ id, name, email })),
    ),
  );
}

async function teamOrThrow(db: Db, id: string): Promise<Team> {
  const team = (await listTeams(db)).find((t) => t.id === id);
  if (!team) throw new NotFound(INSTALLATION_MESSAGES.teamNotFound);
  return team;
}

const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

async function nameTaken(db: Db, name: string, except?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: installationTeams.id })
    .from(installationTeams)
    .where(
      and(
        sql`lower(${installationTeams.name}) = lower(${name})`,
        except ? ne(installationTeams.id, except) : undefined,
      ),
    );
  return Boolean(row);
}

const columnsOf = (body: TeamBody) => ({
  ...body,
  pinPrefixes: [...new Set(body.pinPrefixes)],
  workingDays: [...new Set(body.workingDays)].sort(),
  holidays: [...new Set(body.holidays)].sort(),
});

export async function createTeam(db: Db, actorId: string, body: TeamBody): Promise<Team> {
  const id = await db.transaction(async (tx) => {
    if (await nameTaken(tx, body.name)) throw new Conflict(INSTALLATION_MESSAGES.teamTaken);
    const [row] = await tx
      .insert(installationTeams)
      .values(columnsOf(body))
      .onConflictDoNothing()
      .returning({ id: installationTeams.id });
    if (!row) throw new Conflict(INSTALLATION_MESSAGES.teamTaken);
    await recordAudit(tx, actorId, 'installation-team.create', row.id, { ...body });
    return row.id;
  });
  return teamOrThrow(db, id);
}

export async function updateTeam(db: Db, actorId: string, id: string, body: TeamBody): Promise<Team> {
  if (!isUuid(id)) throw new NotFound(INSTALLATION_MESSAGES.teamNotFound);
  await db.transaction(async (tx) => {
    if (await nameTaken(tx, body.name, id)) throw new Conflict(INSTALLATION_MESSAGES.teamTaken);
    const [row] = await tx
      .update(installationTeams)
      .set(columnsOf(body))
      .where(eq(installationTeams.id, id))
      .returning({ id: installationTeams.id });
    if (!row) throw new NotFound(INSTALLATION_MESSAGES.teamNotFound);
    await recordAudit(tx, actorId, 'installation-team.update', id, { ...body });
  });
  return teamOrThrow(db, id);
}

/** Puts these installer accounts in the team (out of any other), and takes the team's others out. */
export async function setTeamInstallers(
  db: Db,
  actorId: string,
  id: string,
  installerIds: readonly string[],
): Promise<Team> {
  if (!isUuid(id)) throw new NotFound(INSTALLATION_MESSAGES.teamNotFound);
  await db.transaction(async (tx) => {
    const [team] = await tx
      .select({ id: installationTeams.id })
      .from(installationTeams)
      .where(eq(installationTeams.id, id));
    if (!team) throw new NotFound(INSTALLATION_MESSAGES.teamNotFound);
    const ids = [...new Set(installerIds)];
    if (ids.length) {
      const found = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, ids), eq(users.role, 'installer')));
      if (found.length !== ids.length) throw new Invalid(INSTALLATION_MESSAGES.notInstaller);
    }
    await tx.delete(installationTeamMembers).where(eq(installationTeamMembers.teamId, id));
    if (ids.length) {
      await tx.delete(installationTeamMembers).where(inArray(installationTeamMembers.userId, ids));
      await tx.insert(installationTeamMembers).values(ids.map((userId) => ({ userId, teamId: id })));
    }
    await recordAudit(tx, actorId, 'installation-team.installers', id, { installerIds: ids });
  });
  return teamOrThrow(db, id);
}

/** The team an installer account works in, or null. */
export async function teamOfInstaller(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ teamId: installationTeamMembers.teamId })
    .from(installationTeamMembers)
    .where(eq(installationTeamMembers.userId, userId));
  return row?.teamId ?? null;
}

/** The store's first teams: Bengaluru, Mumbai and Delhi, Monday to Saturday, 9 to 6 (decision 065). */
export const SEED_TEAMS: TeamBody[] = [
  {
    name: 'Bengaluru Central',
    pinPrefixes: ['56'],
    workingDays: [1, 2, 3, 4, 5, 6],
    startsAt: '09:00',
    endsAt: '18:00',
    holidays: [],
    jobsPerDay: 3,
    sqftPerDay: 600,
    active: true,
  },
  {
    name: 'Mumbai West',
    pinPrefixes: ['40'],
    workingDays: [1, 2, 3, 4, 5, 6],
    startsAt: '09:30',
    endsAt: '18:30',
    holidays: [],
    jobsPerDay: 3,
    sqftPerDay: 600,
    active: true,
  },
  {
    name: 'Delhi NCR',
    pinPrefixes: ['11', '1220', '2013'],
    ...TEAM_DEFAULTS,
  },
];

/** The name a job or a visit shows for its team; none before one is given. */
export async function teamName(db: Db, teamId: string | null): Promise<string | null> {
  if (!teamId) return null;
  const [team] = await db
    .select({ name: installationTeams.name })
    .from(installationTeams)
    .where(eq(installationTeams.id, teamId));
  return team?.name ?? null;
}
