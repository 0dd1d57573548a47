import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { Schemas } from '#openapi/client';
import { adminTexts } from '#rules/admin-texts';
import { textLimits } from '#rules/limits';
import { wordingProblem, type MailTemplateKind, type MailWording } from '#rules/mail-texts';
import { Button } from '#src/ui/Button';
import { FormField } from '#src/ui/FormField';
import { adminApi } from '../api';
import * as page from '../admin-page.css';
import { Loaded } from '../Loaded';
import { AdminLink } from '../navigation';
import * as parts from '../parts.css';
import { SaveStatus, type Said } from '../SaveStatus';
import { problemsOf, saved } from '../save';
import { Screen } from '../Screen';
import { TextArea } from '../TextArea';
import { MailBodies } from './MailBodies';
import * as css from './mails.css';
import { mailTemplatesKey, mailTemplatesQuery } from './queries';
import type { TemplatesSearch } from './search';

const words = adminTexts.mailTemplates;
type MailTemplate = Schemas['MailTemplate'];
type Preview = { subject: string; text: string; html: string };

/** Each mail's subject and opening paragraph: one kind at a time in a form, previewed on a sample order, saved. */
export function TemplatesPage({ search }: { search: TemplatesSearch }) {
  const query = useQuery(mailTemplatesQuery());
  return (
    <Screen title={words.title} back={{ to: '/mails', label: adminTexts.mails.backToList }}>
      <p className={page.muted}>{words.intro}</p>
      <Loaded query={query}>
        {(kinds) => {
          const chosen = kinds.find((t) => t.kind === search.kind) ?? kinds[0]!;
          return (
            <>
              <nav aria-label={words.kinds}>
                <ul className={parts.tabs} role="list">
                  {kinds.map((t) => (
                    <li key={t.kind}>
                      <AdminLink
                        to="/mails/templates"
                        search={{ kind: t.kind }}
                        className={parts.tab}
                        aria-current={t.kind === chosen.kind ? 'page' : undefined}
                      >
                        {t.reworded ? `${t.label} (${words.reworded.toLowerCase()})` : t.label}
                      </AdminLink>
                    </li>
                  ))}
                </ul>
              </nav>
              <TemplateForm key={chosen.kind} template={chosen} />
            </>
          );
        }}
      </Loaded>
    </Screen>
  );
}

function TemplateForm({ template }: { template: MailTemplate }) {
  const kind = template.kind as MailTemplateKind;
  const headingId = useId();
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState<MailWording>({ subject: template.subject, intro: template.intro });
  const [version, setVersion] = useState(template.version);
  const [reworded, setReworded] = useState(template.reworded);
  const [problems, setProblems] = useState<Partial<Record<keyof MailWording, string>>>({});
  const [said, setSaid] = useState<Said>();
  const [preview, setPreview] = useState<Preview>();
  const status = useRef<HTMLDivElement>(null);

  /** The form's own check, the server's words: nothing is sent that it would refuse. */
  const checked = (): boolean => {
    const found = {
      subject: wordingProblem(kind, 'subject', typed.subject) ?? undefined,
      intro: wordingProblem(kind, 'intro', typed.intro) ?? undefined,
    };
    setProblems(found);
    return !found.subject && !found.intro;
  };
  const answered = (next: Said, fields: Partial<Record<keyof MailWording, string>> = {}) => {
    setSaid(next);
    setProblems(fields);
    status.current?.focus();
  };
  const refused = (error: Error) => answered({ tone: 'error', text: error.message }, problemsOf(error, ''));
  const settled = async (answer: { message: string; data: MailTemplate }, keepTyped: boolean) => {
    setVersion(answer.data.version);
    setReworded(answer.data.reworded);
    if (!keepTyped) setTyped({ subject: answer.data.subject, intro: answer.data.intro });
    answered({ tone: 'success', text: answer.message });
    await queryClient.invalidateQueries({ queryKey: mailTemplatesKey });
  };

  const path = { params: { path: { kind } } };
  const previewing = useMutation({
    mutationFn: () =>
      saved(adminApi.POST('/admin/mail-templates/{kind}/preview', { ...path, body: typed }), words.failed),
    onSuccess: (answer) => {
      setProblems({});
      setPreview(answer.data);
    },
    onError: refused,
  });
  const saving = useMutation({
    mutationFn: () =>
      saved(adminApi.PUT('/admin/mail-templates/{kind}', { ...path, body: { ...typed, version } }), words.failed),
    onSuccess: (answer) => settled(answer, true),
    onError: refused,
  });
  const resetting = useMutation({
    mutationFn: () =>
      saved(adminApi.POST('/admin/mail-templates/{kind}/reset', { ...path, body: { version } }), words.failed),
    onSuccess: (answer) => settled(answer, false),
    onError: refused,
  });
  const busy = previewing.isPending || saving.isPending || resetting.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (checked()) saving.mutate();
  };
  const hint = template.placeholders.map((p) => `{${p.name}}: ${p.means}`).join('; ');
  return (
    <>
      <section className={page.panel} aria-labelledby={headingId}>
        <h2 id={headingId} className={page.panelTitle}>
          {template.label}
        </h2>
        <p className={page.muted}>{reworded ? words.reworded : words.shopOwn}</p>
        <form noValidate onSubmit={submit} className={css.form}>
          <FormField
            label={words.subject}
            value={typed.subject}
            maxLength={textLimits.mailSubject}
            error={problems.subject}
            onChange={(event) => setTyped({ ...typed, subject: event.target.value })}
          />
          <TextArea
            label={words.opening}
            hint={`${words.placeholders}: ${hint}.`}
            value={typed.intro}
            maxLength={textLimits.mailIntro}
            error={problems.intro}
            onChange={(intro) => setTyped({ ...typed, intro })}
          />
          <div className={parts.actions}>
            <Button
              tone="secondary"
              disabled={busy}
              aria-busy={previewing.isPending}
              onClick={() => {
                if (checked()) previewing.mutate();
              }}
            >
              {previewing.isPending ? words.previewing : words.preview}
            </Button>
            <Button type="submit" disabled={busy} aria-busy={saving.isPending}>
              {saving.isPending ? words.saving : words.save}
            </Button>
            {reworded && (
              <Button tone="ghost" disabled={busy} aria-busy={resetting.isPending} onClick={() => resetting.mutate()}>
                {resetting.isPending ? words.resetting : words.reset}
              </Button>
            )}
          </div>
        </form>
        <SaveStatus ref={status} said={said} />
      </section>
      {preview && (
        <>
          <section className={page.panel} aria-labelledby={`${headingId}-preview`}>
            <h2 id={`${headingId}-preview`} className={page.panelTitle}>
              {words.previewTitle}
            </h2>
            <p className={css.subject}>{preview.subject}</p>
          </section>
          <MailBodies html={preview.html} text={preview.text} headingId={headingId} frameTitle={words.previewFrame} />
        </>
      )}
    </>
  );
}
