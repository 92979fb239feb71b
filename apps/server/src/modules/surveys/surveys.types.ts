import type * as surveysRepository from './surveys.repository.ts';

// Types the presenter shares with the service, in a leaf file so that the presenter need not import the service.

/** A survey with its questions and options and how many answered: what the presenter needs. */
export interface LoadedSurvey {
  row: surveysRepository.SurveyRow;
  questions: surveysRepository.QuestionRow[];
  options: surveysRepository.OptionRow[];
  responsesCount: number;
  /** When the post-event survey goes out after the event (its end plus the delay). */
  scheduledTime: Date | null;
  canSend: boolean;
}
