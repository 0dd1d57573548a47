import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { adminTexts } from '#rules/admin-texts';
import { Button } from '#src/ui/Button';
import { adminApi } from '../api';
import * as page from '../admin-page.css';
import { Loaded } from '../Loaded';
import { Screen } from '../Screen';
import { shopUrl } from '../shop-url';
import { BannersSection } from './BannersSection';
import { CompanySection, IdentitySection, SocialSection } from './DetailsSections';
import { changedSections, type Opened, type Problems, type Settings } from './draft';
import { problemsOf, saved } from '../save';
import { SaveStatus, type Said } from '../SaveStatus';
import { PagesSection } from './PagesSection';
import { Preview } from './Preview';
import { settingsQuery } from './queries';
import * as css from './settings.css';

const words = adminTexts.settings;

/** What `npm run shop -- settings` sets, in one form of a few sections: one version covers them all. */
export function SettingsPage() {
  const query = useQuery(settingsQuery);
  return (
    <Screen title={words.title}>
      <Loaded query={query}>{(opened) => <SettingsForm opened={opened} />}</Loaded>
    </Screen>
  );
}

function SettingsForm({ opened: first }: { opened: Opened }) {
  const queryClient = useQueryClient();
  // The settings the form opened: what a save names, and what a refusal is compared with.
  const [opened, setOpened] = useState(first);
  const [draft, setDraft] = useState<Settings>(first.settings);
  const [problems, setProblems] = useState<Problems>({});
  const [said, setSaid] = useState<Said>();
  const [conflict, setConflict] = useState<string[]>();
  const [previewing, setPreviewing] = useState(false);
  const status = useRef<HTMLDivElement>(null);

  const save = useMutation({
    mutationFn: async () => {
      return saved(
        adminApi.PUT('/admin/settings', { body: { version: opened.version, settings: draft } }),
        words.saveFailed,
      );
    },
    onSuccess: (answer) => {
      setOpened(answer.data);
      setDraft(answer.data.settings);
      setProblems({});
      setConflict(undefined);
      setSaid({ tone: 'success', text: answer.message });
      queryClient.setQueryData(settingsQuery.queryKey, answer.data);
    },
    onError: async (error: Error & { status?: number }) => {
      setProblems(problemsOf(error, 'settings'));
      setSaid({ tone: 'error', text: error.message });
      if (error.status === 409) {
        // Shown what the other save changed; what was typed here stays, to save over it once read.
        const fresh = await queryClient.fetchQuery({ ...settingsQuery, staleTime: 0 });
        setConflict(changedSections(opened.settings, fresh.settings));
        setOpened(fresh);
      }
    },
    onSettled: () => status.current?.focus(),
  });

  const set = (change: (current: Settings) => Partial<Settings>) =>
    setDraft((current) => ({ ...current, ...change(current) }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaid(undefined);
    save.mutate();
  };
  const sections = { draft, problems, set };

  return (
    <form className={css.form} onSubmit={submit} noValidate aria-label={words.title}>
      <SaveStatus
        ref={status}
        said={said}
        conflict={conflict && { changed: words.changedSections(conflict), kept: words.keptTyping }}
      />
      <IdentitySection {...sections} />
      <CompanySection {...sections} />
      <SocialSection {...sections} />
      <PagesSection {...sections} />
      <BannersSection {...sections} />
      {previewing && <Preview draft={draft} />}
      <div className={css.actions}>
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? words.saving : words.save}
        </Button>
        <Button tone="secondary" aria-pressed={previewing} onClick={() => setPreviewing((shown) => !shown)}>
          {previewing ? words.closePreview : words.preview}
        </Button>
        <a className={page.link} href={shopUrl('/')}>
          {words.viewShop}
        </a>
      </div>
    </form>
  );
}
