import { useState } from 'react';
import { SURVEY_MESSAGES, type SurveyStyle } from '@huddle/domain/survey-schemas';
import type { Survey } from '../api/survey-models';
import { draftOf, hasErrors, sameDraft, type SurveyDraft } from './survey-draft';

export interface Editing {
  style: SurveyStyle;
  draft: SurveyDraft;
  initial: SurveyDraft;
  showErrors: boolean;
}

/**
 * Spec §4: one survey editor at a time. Opening another while this one has unsaved changes is refused with the
 * spec's words (§5); an untouched editor simply gives way.
 */
export function useSurveyEditing(surveys: Record<SurveyStyle, Survey | null>) {
  const [editing, setEditing] = useState<Editing | null>(null);
  const dirty = editing !== null && !sameDraft(editing.draft, editing.initial);

  /** The refusal to open the editor of `style`, or null (and the editor opens). */
  const refusal = (style: SurveyStyle): string | null => {
    if (!editing || editing.style === style || !dirty) return null;
    if (hasErrors(editing.draft, editing.style)) return SURVEY_MESSAGES.resolveBeforeNew;
    return surveys[style] ? SURVEY_MESSAGES.saveOrCancelBeforeOther : SURVEY_MESSAGES.saveOrCancelBeforeNew;
  };

  const open = (style: SurveyStyle, start?: (draft: SurveyDraft) => SurveyDraft): string | null => {
    const refused = refusal(style);
    if (refused) return refused;
    const base = editing?.style === style ? editing.draft : draftOf(surveys[style], style);
    const initial = editing?.style === style ? editing.initial : draftOf(surveys[style], style);
    setEditing({ style, draft: start ? start(base) : base, initial, showErrors: false });
    return null;
  };
  const change = (draft: SurveyDraft) => setEditing((e) => (e ? { ...e, draft } : e));
  const showErrors = () => setEditing((e) => (e ? { ...e, showErrors: true } : e));
  const close = () => setEditing(null);
  return { editing, dirty, refusal, open, change, showErrors, close };
}
