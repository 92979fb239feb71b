import { useEffect, useState } from 'react';
import dayjs from 'dayjs';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { SURVEY_STYLES, type SurveyStyle } from '@huddle/domain/survey-schemas';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorState } from '../../../components/error-state';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { errorMessage, isApiError } from '../../../lib/api-client';
import type { HuddleEvent } from '../../../lib/event/event-models';
import { notify } from '../../../lib/snackbars';
import { useEventSurveys } from '../api/get-event-surveys';
import { useSaveEventSurveys } from '../api/save-event-surveys';
import { useSendSurvey } from '../api/send-survey';
import { SurveyCard, type CardAction } from './survey-card';
import { blockingMessage, bodyOf, draftFromTemplate, dropsSaved, SURVEY_TITLES, surveyKey } from './survey-draft';
import { SurveyEditor } from './survey-editor';
import { SurveyResultsSection } from './survey-results-section';
import { TemplatePickerDialog } from './template-picker-dialog';
import { useSurveyEditing } from './use-survey-editing';

const DISCARD_MESSAGE = 'Your survey has unsaved changes. Discard them?';

/** Server field errors as 'key: message' joined by commas (spec §8). */
export const serverErrors = (error: unknown) =>
  isApiError(error) && error.errors
    ? Object.entries(error.errors)
        .map(([key, list]) => `${key}: ${list.join(', ')}`)
        .join(', ')
    : errorMessage(error);

/** The surveys tab of /event/{id}/surveys (spec §2, §4, §5): the two survey cards, then the responses. */
export function SurveysTab({ event }: { event: HuddleEvent }) {
  const surveys = useEventSurveys(event.id);
  const save = useSaveEventSurveys(event.id);
  const send = useSendSurvey(event.id);
  const byStyle = { pre: surveys.data?.pre_event_survey ?? null, post: surveys.data?.post_event_survey ?? null };
  const edit = useSurveyEditing(byStyle);
  const [notice, setNotice] = useState<string | null>(null);
  const [picker, setPicker] = useState<SurveyStyle | null>(null);
  const [confirm, setConfirm] = useState<{
    kind: 'discard' | 'delete' | 'send' | 'drop_answers';
    style: SurveyStyle;
  } | null>(null);
  // Spec §4: the post-event survey's editor opens from the communications history (?edit=post).
  const [params, setParams] = useSearchParams();
  const requested = params.get('edit');
  const loaded = surveys.data !== undefined;
  useEffect(() => {
    if (!loaded || (requested !== 'pre' && requested !== 'post')) return;
    if (byStyle[requested] && !edit.editing) edit.open(requested);
    setParams({}, { replace: true });
  }, [loaded, requested]); // eslint-disable-line react-hooks/exhaustive-deps

  if (surveys.isPending)
    return (
      <Stack spacing={2} aria-busy="true" aria-label="Updating survey">
        <Skeleton variant="rounded" height={140} />
        <Skeleton variant="rounded" height={140} />
      </Stack>
    );
  if (surveys.isError)
    return <ErrorState message={errorMessage(surveys.error)} onRetry={() => void surveys.refetch()} />;

  const open = (style: SurveyStyle, start?: Parameters<typeof edit.open>[1]) => {
    const refusal = edit.open(style, start);
    setNotice(refusal);
    if (refusal) notify.warning(refusal);
    return refusal === null;
  };

  /** "Use template": refused at once when another survey's editor holds unsaved changes. */
  const pickTemplate = (style: SurveyStyle) => {
    const refused = edit.refusal(style);
    setNotice(refused);
    if (refused) notify.warning(refused);
    else setPicker(style);
  };

  const submit = (answersDropConfirmed = false) => {
    const e = edit.editing;
    if (!e) return;
    const blocking = blockingMessage(e.draft, e.style);
    if (blocking) {
      edit.showErrors();
      notify.error(blocking);
      return;
    }
    // Removing a saved question or option removes the answers given to it: say so first.
    if (!answersDropConfirmed && (byStyle[e.style]?.responses_count ?? 0) > 0 && dropsSaved(e.draft)) {
      setConfirm({ kind: 'drop_answers', style: e.style });
      return;
    }
    setConfirm(null);
    save.mutate(
      { [surveyKey(e.style)]: bodyOf(e.draft, e.style) },
      {
        onSuccess: (answer) => {
          edit.close();
          setNotice(null);
          notify.success(answer.message ?? 'Your survey was saved');
        },
        onError: (error) => notify.error(serverErrors(error)),
      },
    );
  };

  const act = (style: SurveyStyle, action: CardAction) => {
    const survey = byStyle[style];
    if (!survey) return;
    if (action === 'edit') open(style);
    if (action === 'delete') setConfirm({ kind: 'delete', style });
    if (action === 'copy') {
      const link = `${window.location.origin}/survey/${event.id}/${style}`;
      void navigator.clipboard
        ?.writeText(link)
        .then(() => notify.success('Survey link copied!'))
        .catch(() => notify.info(link));
    }
    if (action === 'send') setConfirm({ kind: 'send', style });
  };

  const sendSurvey = () =>
    send.mutate(undefined, {
      onSuccess: (answer) => {
        setConfirm(null);
        notify.success(answer.message);
      },
      onError: (error) => {
        setConfirm(null);
        notify.error(errorMessage(error));
      },
    });
  const sendsAt = byStyle.post?.survey_scheduled_time;
  const later = sendsAt && dayjs(sendsAt).isAfter(dayjs()) ? dayjs(sendsAt).format('MMM D, YYYY h:mm A') : null;

  const remove = (style: SurveyStyle) => {
    const survey = byStyle[style];
    if (!survey) return;
    save.mutate(
      { [surveyKey(style)]: { id: survey.id, _destroy: true } },
      {
        onSuccess: (answer) => {
          setConfirm(null);
          if (edit.editing?.style === style) edit.close();
          notify.success(answer.message ?? 'Your survey was deleted');
        },
        onError: (error) => {
          setConfirm(null);
          notify.error(serverErrors(error));
        },
      },
    );
  };

  const cancel = () => {
    if (edit.dirty && edit.editing) setConfirm({ kind: 'discard', style: edit.editing.style });
    else edit.close();
  };

  return (
    <Stack spacing={3}>
      {!event.can_manage && <Alert severity="info">Only the event&apos;s hosts and admins manage its surveys.</Alert>}
      {notice && (
        <Alert severity="warning" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {/* Side by side on wide screens; one above the other while one is edited, so the builder has the width. */}
      <Stack
        direction={{ xs: 'column', lg: edit.editing ? 'column' : 'row' }}
        spacing={3}
        sx={{ alignItems: { lg: edit.editing ? 'stretch' : 'flex-start' } }}
      >
        {SURVEY_STYLES.map((style) => (
          <Stack key={style} sx={{ flex: 1, minWidth: 0 }}>
            <SurveyCard
              style={style}
              survey={byStyle[style]}
              onCreate={() => open(style)}
              onUseTemplate={() => pickTemplate(style)}
              onAction={(action) => act(style, action)}
              editor={
                edit.editing?.style === style ? (
                  <SurveyEditor
                    style={style}
                    draft={edit.editing.draft}
                    showErrors={edit.editing.showErrors}
                    blocking={blockingMessage(edit.editing.draft, style)}
                    saving={save.isPending}
                    anonymityLocked={Boolean(byStyle[style]?.is_anonymous && byStyle[style].responses_count > 0)}
                    onChange={edit.change}
                    onSave={() => submit()}
                    onCancel={cancel}
                    onUseTemplate={() => pickTemplate(style)}
                  />
                ) : null
              }
            />
          </Stack>
        ))}
      </Stack>
      <SurveyResultsSection event={event} surveys={byStyle} />
      <UnsavedChangesGuard when={edit.dirty} message={DISCARD_MESSAGE} />
      {picker && (
        <TemplatePickerDialog
          style={picker}
          open
          onClose={() => setPicker(null)}
          onPick={(template) => {
            open(picker, (draft) => draftFromTemplate(draft, template));
            setPicker(null);
          }}
        />
      )}
      <ConfirmDialog
        open={confirm?.kind === 'discard'}
        title="Discard changes?"
        confirmLabel="Discard"
        destructive
        onConfirm={() => {
          setConfirm(null);
          edit.close();
        }}
        onClose={() => setConfirm(null)}
      >
        {DISCARD_MESSAGE}
      </ConfirmDialog>
      <ConfirmDialog
        open={confirm?.kind === 'delete'}
        title={`Delete the ${confirm ? SURVEY_TITLES[confirm.style].toLowerCase() : 'survey'}?`}
        confirmLabel="Delete"
        destructive
        pending={save.isPending}
        onConfirm={() => confirm && remove(confirm.style)}
        onClose={() => setConfirm(null)}
      >
        Its questions and every response it collected are deleted. This cannot be undone.
      </ConfirmDialog>
      <ConfirmDialog
        open={confirm?.kind === 'drop_answers'}
        title="Delete answers?"
        confirmLabel="Save survey"
        destructive
        pending={save.isPending}
        onConfirm={() => submit(true)}
        onClose={() => setConfirm(null)}
      >
        This survey has responses. The answers given to the questions and options you removed are deleted when you save.
        This cannot be undone.
      </ConfirmDialog>
      <ConfirmDialog
        open={confirm?.kind === 'send'}
        title="Send the post-event survey?"
        confirmLabel="Send survey"
        pending={send.isPending}
        onConfirm={sendSurvey}
        onClose={() => setConfirm(null)}
      >
        {`It is mailed to every guest who said yes or attended and has not answered yet, ${
          later ? `on ${later} (the event's end plus the survey's delay)` : 'now'
        }.`}
      </ConfirmDialog>
    </Stack>
  );
}
