/** What other modules use of surveys (docs/architecture.md, "Ports"): the event page's survey fields. */
export { presentSurveyFields } from './surveys.presenter.ts';
