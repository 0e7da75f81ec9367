/**
 * Managers for staff: list, add, edit, deactivate and reactivate, each audited. A manager's level is the doctor slot
 * they fill (doctor-rules checks it on every doctor write and import); a deactivated manager is offered nowhere.
 */
import { asc, eq } from 'drizzle-orm';
import type { ManagerLevel } from '../../../shared/contract/admin/managers.ts';
import type { Db } from '../../db/client.ts';
import { managers } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from './actor.ts';
import { auditedWrite, changesOf } from './audit.ts';
import { staffText } from './texts.ts';

type ManagerRow = typeof managers.$inferSelect;

/** A manager as the console shows it. */
export interface Manager extends Omit<ManagerRow, 'level'> {
  level: ManagerLevel;
}

/** The fields staff set on a manager. */
export interface ManagerFields {
  name: string;
  mail: string;
  country: string;
  phone: string;
  level: ManagerLevel;
}

const toManager = (row: ManagerRow): Manager => ({ ...row, level: row.level as ManagerLevel });

/** Every manager, by level (TBM, ABM, RBM, SM) then code. */
export async function listManagers(db: Db): Promise<Manager[]> {
  const rows = await db.select().from(managers).orderBy(asc(managers.code));
  const order = ['tbm', 'abm', 'rbm', 'sm'];
  return rows.map(toManager).sort((a, b) => order.indexOf(a.level) - order.indexOf(b.level));
}

/** Adds a manager (409 when the code exists). */
export async function createManager(
  db: Db,
  actor: Actor,
  input: ManagerFields & { code: string },
  now: number,
): Promise<Manager> {
  return auditedWrite(
    db,
    actor,
    async (tx) => {
      const code = input.code.trim();
      const [taken] = await tx.select({ code: managers.code }).from(managers).where(eq(managers.code, code));
      if (taken) throw new AppError(409, 'CONFLICT', staffText.managerTaken(code), { field: 'code' });
      const [row] = await tx
        .insert(managers)
        .values({ ...input, code })
        .returning();
      if (!row) throw new Error('manager not stored');
      return {
        result: toManager(row),
        audit: [{ action: 'manager.create', entity: 'manager', entityId: code, changes: changesOf(null, input) }],
      };
    },
    new Date(now),
  );
}

/** Edits a manager: only the fields given change; `active` false deactivates, true reactivates (404 if unknown). */
export async function updateManager(
  db: Db,
  actor: Actor,
  code: string,
  input: Partial<ManagerFields> & { active?: boolean },
  now: number,
): Promise<Manager> {
  return auditedWrite(
    db,
    actor,
    async (tx) => {
      const [before] = await tx.select().from(managers).where(eq(managers.code, code)).for('update');
      if (!before) throw new AppError(404, 'NOT_FOUND', staffText.managerNotFound(code), { field: 'code' });
      const [after] =
        Object.keys(input).length > 0
          ? await tx.update(managers).set(input).where(eq(managers.code, code)).returning()
          : [before];
      if (!after) throw new Error('manager not updated');
      const fields = Object.keys(input) as (keyof ManagerRow)[];
      const pick = (row: ManagerRow) => Object.fromEntries(fields.map((f) => [f, row[f]]));
      const changes = changesOf(pick(before), pick(after));
      const action =
        input.active === false && before.active
          ? 'manager.deactivate'
          : input.active && !before.active
            ? 'manager.reactivate'
            : 'manager.update';
      return {
        result: toManager(after),
        audit: Object.keys(changes).length > 0 ? [{ action, entity: 'manager', entityId: code, changes }] : [],
      };
    },
    new Date(now),
  );
}
