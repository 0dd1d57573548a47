import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { unwrap } from '#openapi/client';
import { adminTexts } from '#rules/admin-texts';
import { ONE_WORD, textLimits } from '#rules/limits';
import { Button } from '#src/ui/Button';
import { FormField } from '#src/ui/FormField';
import { adminApi } from '../api';
import * as page from '../admin-page.css';
import { Loaded } from '../Loaded';
import { Said, type Saying } from '../Said';
import { Screen } from '../Screen';
import * as screen from '../screen.css';
import { Part } from '../Part';
import { TableFrame } from '../TableFrame';
import { TableHead } from '../TableHead';
import { searchKey, searchQuery } from './queries';
import * as css from './search.css';

const words = adminTexts.search;

/** The searches that found nothing, each one word offered as a synonym; and the synonyms, each forgotten in place. */
export function SearchPage() {
  const query = useQuery(searchQuery);
  // The word being given a meaning: a miss's, or one typed.
  const [word, setWord] = useState<string>();
  const [said, setSaid] = useState<Saying>();
  const [saves, setSaves] = useState(0);
  return (
    <Screen title={words.title}>
      <Loaded query={query}>
        {({ misses, synonyms, days }) => (
          <>
            <section className={`${page.panel} ${screen.fits}`} aria-labelledby="search-misses">
              <h2 id="search-misses" className={page.panelTitle}>
                {words.missesTitle(days)}
              </h2>
              {misses.length === 0 ? (
                <p className={page.muted}>{words.noMisses}</p>
              ) : (
                <ul className={screen.list}>
                  {misses.map((miss) => (
                    <li key={miss.text} className={css.miss}>
                      <span className={css.missText}>{miss.text}</span>
                      <span className={page.muted}>× {miss.count}</span>
                      {/* A synonym is one word: a phrase is not offered what the server refuses. */}
                      {ONE_WORD.test(miss.text) && miss.text.length <= textLimits.synonymWord && (
                        <Button
                          size="sm"
                          tone="secondary"
                          onClick={() => {
                            setSaid(undefined);
                            setWord(miss.text);
                          }}
                        >
                          {words.treatAs(miss.text)}
                        </Button>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <SynonymForm
              // A fresh form for each miss chosen, and an empty one once saved; what the server said outlives both.
              key={`${word ?? ''}|${saves}`}
              word={word}
              said={said}
              setSaid={setSaid}
              done={() => {
                setWord(undefined);
                setSaves((n) => n + 1);
              }}
            />
            <Part title={words.synonymsTitle} empty={synonyms.length === 0 && words.noSynonyms}>
              <TableFrame label={words.synonymsTitle}>
                <table className={`${page.table} ${screen.narrowTable}`}>
                  <TableHead columns={[{ label: words.columns.word }, { label: words.columns.means }, { label: '' }]} />
                  <tbody>
                    {synonyms.map((synonym) => (
                      <SynonymRow key={synonym.word} word={synonym.word} means={synonym.means} />
                    ))}
                  </tbody>
                </table>
              </TableFrame>
            </Part>
          </>
        )}
      </Loaded>
    </Screen>
  );
}

/** A word and what it means; a miss's word comes filled in, and the meaning takes the focus. */
function SynonymForm({
  word: given,
  said,
  setSaid,
  done,
}: {
  word: string | undefined;
  said: Saying | undefined;
  setSaid: (said: Saying | undefined) => void;
  done: () => void;
}) {
  const queryClient = useQueryClient();
  const [word, setWord] = useState(given ?? '');
  const [means, setMeans] = useState('');
  const set = useMutation({
    mutationFn: () =>
      unwrap(
        adminApi.PUT('/admin/search/synonyms/{word}', { params: { path: { word: word.trim() } }, body: { means } }),
      ),
    onSuccess: async (answer) => {
      setSaid({ tone: 'success', text: answer.message });
      done();
      await queryClient.invalidateQueries({ queryKey: searchKey });
    },
    onError: (error: Error) => setSaid({ tone: 'error', text: error.message }),
  });
  const oneWord = ONE_WORD.test(word.trim());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaid(undefined);
    if (!oneWord) setSaid({ tone: 'error', text: adminTexts.search.oneWord });
    else set.mutate();
  };
  return (
    <form className={page.panel} onSubmit={submit} noValidate aria-labelledby="synonym-form">
      <h2 id="synonym-form" className={page.panelTitle}>
        {given ? words.treatAs(given) : words.add}
      </h2>
      <div className={css.fields}>
        <FormField
          label={words.word}
          value={word}
          maxLength={textLimits.synonymWord}
          onChange={(event) => setWord(event.target.value)}
        />
        <FormField
          label={words.means(word.trim() || '…')}
          value={means}
          maxLength={textLimits.synonymMeans}
          placeholder={words.meansHint}
          // A miss chosen: its word filled in, and the meaning to type next.
          autoFocus={given !== undefined}
          onChange={(event) => setMeans(event.target.value)}
        />
      </div>
      <div className={css.actions}>
        <Button type="submit" disabled={set.isPending || means.trim() === ''} aria-busy={set.isPending}>
          {words.save}
        </Button>
        <Said said={said} />
      </div>
    </form>
  );
}

function SynonymRow({ word, means }: { word: string; means: string }) {
  const queryClient = useQueryClient();
  const [said, setSaid] = useState<Saying>();
  const forget = useMutation({
    mutationFn: () => unwrap(adminApi.DELETE('/admin/search/synonyms/{word}', { params: { path: { word } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: searchKey }),
    onError: (error: Error) => setSaid({ tone: 'error', text: error.message }),
  });
  return (
    <tr>
      <td className={page.cell}>{word}</td>
      <td className={page.cell}>{means}</td>
      <td className={page.cell}>
        <Button size="sm" tone="secondary" disabled={forget.isPending} onClick={() => forget.mutate()}>
          {words.remove(word)}
        </Button>
        <Said said={said} />
      </td>
    </tr>
  );
}
