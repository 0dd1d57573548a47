// The Activity page's record of changes (issue 52): newest first, a page at a time, each with who made it.
import { inArray } from 'drizzle-orm';
import { adminTexts } from '#rules/admin-texts';
import { recorded } from '../activity/record';
import type { AppContext } from '../context/context';
import type { Answer, Handlers } from '../contract/handler-types';
import { staff } from '../db/schema';
import { changeInWords } from './change-words';

export const ACTIVITY_PAGE = 50;

export function activityHandlers(ctx: AppContext): Handlers {
  return {
    async listActivity(request) {
      const { before } = request.query;
      // One more than a page says whether older changes remain.
      const rows = await recorded(ctx.db, { limit: ACTIVITY_PAGE + 1, ...(before ? { before } : {}) });
      const page = rows.slice(0, ACTIVITY_PAGE);
      const ids = [...new Set(page.map((row) => row.staffId).filter((id): id is number => id !== null))];
      const emails = new Map(
        ids.length === 0
          ? []
          : (await ctx.db.select({ id: staff.id, email: staff.email }).from(staff).where(inArray(staff.id, ids))).map(
              (member) => [member.id, member.email],
            ),
      );
      const answer: Answer<'listActivity'> = {
        data: page.map((row) => ({
          id: row.id,
          at: row.at.toISOString(),
          who:
            row.staffId === null
              ? adminTexts.timeline.commandLine
              : (emails.get(row.staffId) ?? adminTexts.timeline.formerStaff),
          action: row.action,
          subject: row.subject,
          text: changeInWords(row),
          before: row.before,
          after: row.after,
          reason: row.reason,
          order_id: row.orderId,
        })),
        more: rows.length > ACTIVITY_PAGE,
      };
      return answer;
    },
  };
}
