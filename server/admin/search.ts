// Search in the back office (issue 54): the searches that found nothing, and the synonyms that make them find, set
// and forgotten as `npm run shop -- synonyms` does (server/cli/search-commands.ts), each change recorded.
import { adminTexts } from '#rules/admin-texts';
import { record } from '../activity/record';
import { listSynonyms, removeSynonym, SEARCH_DAYS, setSynonym, topMisses } from '../catalog/synonyms';
import type { AppContext } from '../context/context';
import type { Answer, Handlers } from '../contract/handler-types';
import { badRequest, notFound } from '../messages/errors';
import { signedInStaff } from '../staff/guard';

const words = adminTexts.search;

export function adminSearchHandlers(ctx: AppContext): Handlers {
  return {
    async getAdminSearch() {
      const answer: Answer<'getAdminSearch'> = {
        days: SEARCH_DAYS,
        misses: await topMisses(ctx.db, ctx.now()),
        synonyms: await listSynonyms(ctx.db),
      };
      return answer;
    },

    async setAdminSynonym(request) {
      const word = request.params.word.trim().toLowerCase();
      const means = request.body.means.trim();
      if (!word || /\s/.test(word)) throw badRequest(words.oneWord);
      const by = { staffId: signedInStaff(request).id };
      await ctx.db.transaction(async (tx) => {
        await setSynonym(tx, word, means);
        await record(tx, by, ctx.now(), { action: 'synonym.set', subject: word, after: { means } });
      });
      const answer: Answer<'setAdminSynonym'> = { message: words.set(word, means), data: await listSynonyms(ctx.db) };
      return answer;
    },

    async removeAdminSynonym(request) {
      const word = request.params.word.trim().toLowerCase();
      const by = { staffId: signedInStaff(request).id };
      const removed = await ctx.db.transaction(async (tx) => {
        if (!(await removeSynonym(tx, word))) return false;
        await record(tx, by, ctx.now(), { action: 'synonym.remove', subject: word });
        return true;
      });
      if (!removed) throw notFound(words.noSynonym(word));
      const answer: Answer<'removeAdminSynonym'> = { message: words.removed(word), data: await listSynonyms(ctx.db) };
      return answer;
    },
  };
}
