import { useParams } from 'react-router';
import { PlaceholderPage } from '../../../components/placeholder-page';

export function SurveyTemplatesPage() {
  return (
    <PlaceholderPage
      title="Surveys"
      description="Survey templates — the list of pre- and post-event survey templates arrives with the surveys feature."
    />
  );
}

export function SurveyTemplateEditPage() {
  const { id } = useParams();
  return (
    <PlaceholderPage
      title="Edit survey template"
      description={`Survey template ${id ?? ''} — the template editor arrives with the surveys feature.`}
    />
  );
}
