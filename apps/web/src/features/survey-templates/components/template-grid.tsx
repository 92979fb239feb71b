import { useState } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SURVEY_MESSAGES } from '@huddle/domain/survey-schemas';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorState } from '../../../components/error-state';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/snackbars';
import { useSurveyTemplates } from '../api/get-survey-templates';
import type { SurveyTemplate, TemplateFilters } from '../api/template-api';
import { useDeleteSurveyTemplate, useDuplicateSurveyTemplate } from '../api/template-mutations';
import { TemplateCard, type TemplateAction } from './template-card';
import { TemplateViewDialog } from './template-view-dialog';

export const editPath = (id: number) => `/surveyTemplate/${id}/edit`;

/** The card grid of survey templates with its menu actions (the list page and the profile tab). */
export function TemplateGrid({ filters }: { filters: TemplateFilters }) {
  const navigate = useNavigate();
  const templates = useSurveyTemplates(filters);
  const duplicate = useDuplicateSurveyTemplate();
  const remove = useDeleteSurveyTemplate();
  const [viewing, setViewing] = useState<SurveyTemplate | null>(null);
  const [deleting, setDeleting] = useState<SurveyTemplate | null>(null);

  const copy = (t: SurveyTemplate) =>
    duplicate.mutate(t.id, {
      onSuccess: (answer) => {
        notify.success(SURVEY_MESSAGES.templateDuplicated);
        void navigate(editPath(answer.survey_template.id));
      },
      onError: () => notify.error(SURVEY_MESSAGES.templateActionFailed),
    });
  const act = (t: SurveyTemplate, a: TemplateAction) => {
    if (a === 'edit') void navigate(editPath(t.id));
    if (a === 'view') setViewing(t);
    if (a === 'duplicate') copy(t);
    if (a === 'delete') setDeleting(t);
  };

  if (templates.isPending)
    return (
      <Box sx={grid} aria-busy="true" aria-label="Loading survey templates">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={150} />
        ))}
      </Box>
    );
  if (templates.isError)
    return <ErrorState message={errorMessage(templates.error)} onRetry={() => void templates.refetch()} />;
  const list = templates.data.pages.flatMap((p) => p.data);
  if (list.length === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        No survey templates found.
      </Typography>
    );
  return (
    <Stack spacing={2}>
      <Box sx={grid}>
        {list.map((t) => (
          <TemplateCard key={t.id} template={t} onAction={(a) => act(t, a)} />
        ))}
      </Box>
      {templates.hasNextPage && (
        <Button
          onClick={() => void templates.fetchNextPage()}
          disabled={templates.isFetchingNextPage}
          sx={{ alignSelf: 'center' }}
        >
          Load more
        </Button>
      )}
      <TemplateViewDialog
        template={viewing}
        onClose={() => setViewing(null)}
        onDuplicate={(t) => {
          setViewing(null);
          copy(t);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this survey template?"
        confirmLabel="Delete"
        destructive
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => notify.success(SURVEY_MESSAGES.templateDeleted(deleting.name)),
            onError: () => notify.error(SURVEY_MESSAGES.templateActionFailed),
            onSettled: () => setDeleting(null),
          })
        }
      >
        &ldquo;{deleting?.name}&rdquo; is deleted for everyone. Surveys made from it keep their questions.
      </ConfirmDialog>
    </Stack>
  );
}

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
} as const;
