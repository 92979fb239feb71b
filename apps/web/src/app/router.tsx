import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { NotFoundPage } from '../components/not-found-page';
import { PageLoader } from '../components/page-loader';
import { currentUserKey, fetchCurrentUser } from '../lib/current-user';
import { lazyPage } from '../lib/lazy-page';
import { fetchCurrentOrganization, organizationKey } from '../lib/organization';
import { RedirectIfSignedIn } from './redirect-if-signed-in';
import { RequireAbility } from './require-ability';

// The shell (navigation, welcome dialog) loads only once someone is signed in.
const AppShell = lazyPage(() => import('./shell/app-shell'), 'AppShell');
const LoginPage = lazyPage(() => import('../features/auth/routes/login-page'), 'LoginPage');
const SignUpPage = lazyPage(() => import('../features/auth/routes/sign-up-page'), 'SignUpPage');
const AdminSignUpPage = lazyPage(() => import('../features/auth/routes/admin-sign-up-page'), 'AdminSignUpPage');
const ResetPasswordPage = lazyPage(() => import('../features/auth/routes/reset-password-page'), 'ResetPasswordPage');
const ChangePasswordPage = lazyPage(() => import('../features/auth/routes/change-password-page'), 'ChangePasswordPage');
const ConfirmEmailPage = lazyPage(() => import('../features/auth/routes/confirm-email-page'), 'ConfirmEmailPage');

const EventsPage = lazyPage(() => import('../features/events/routes/events-page'), 'EventsPage');
const EventPage = lazyPage(() => import('./event-page/event-page'), 'EventPage');
const CreateEventPage = lazyPage(() => import('../features/events/routes/event-editor-page'), 'CreateEventPage');
const publicEvents = () => import('./event-page/public-event-pages');
const PublicEventPage = lazyPage(publicEvents, 'PublicEventPage');
const ExternalCalendarPage = lazyPage(publicEvents, 'ExternalCalendarPage');
const RsvpAnswerPage = lazyPage(() => import('../features/guests/routes/rsvp-answer-page'), 'RsvpAnswerPage');
const authReturns = () => import('./auth-return-routes');
const AuthReturnRoutes = lazyPage(authReturns, 'AuthReturnRoutes');
const WaitForTokenPage = lazyPage(authReturns, 'WaitForTokenPage');
const ZoomCallbackPage = lazyPage(authReturns, 'ZoomCallbackPage');
const EventPdfPage = lazyPage(() => import('../features/analytics/routes/event-pdf-page'), 'EventPdfPage');
const surveys = () => import('../features/surveys/routes/survey-page');
const PreSurveyPage = lazyPage(surveys, 'PreSurveyPage');
const PostSurveyPage = lazyPage(surveys, 'PostSurveyPage');

const groups = () => import('../features/groups/routes/groups-page');
const GroupsPage = lazyPage(groups, 'GroupsPage');
const GroupPage = lazyPage(groups, 'GroupPage');
const NewGroupPage = lazyPage(groups, 'NewGroupPage');
const ProfilePage = lazyPage(() => import('./profile-route'), 'ProfileRoute');
const CollectionsPage = lazyPage(() => import('../features/collections/routes/collections-page'), 'CollectionsPage');
const CollectionDetailsPage = lazyPage(
  () => import('../features/collections/routes/collection-details-page'),
  'CollectionDetailsPage',
);
const ContactsPage = lazyPage(() => import('../features/contacts/routes/contacts-page'), 'ContactsPage');
const AnalyticsPage = lazyPage(() => import('../features/analytics/routes/analytics-page'), 'AnalyticsPage');
const surveyTemplates = () => import('../features/survey-templates/routes/survey-templates-page');
const SurveyTemplatesPage = lazyPage(surveyTemplates, 'SurveyTemplatesPage');
const SurveyTemplateEditPage = lazyPage(surveyTemplates, 'SurveyTemplateEditPage');
const settings = () => import('../features/organizations/routes/settings-page');
const SettingsPage = lazyPage(settings, 'SettingsPage');
const slack = () => import('../features/organizations/slack/slack-settings-page');
const SlackSettingsPage = lazyPage(slack, 'SlackSettingsPage');

/**
 * Where signed-in people land (/ and /events/…): their shell and page start loading with the app, and the
 * organization and the session are asked for together, instead of each waiting for the one before (issue 14: the
 * events page's largest paint). The gates' queries find the answers in the cache.
 */
export function preloadLandingPage(pathname: string, queryClient: QueryClient) {
  if (!/^\/(events(\/|$)|$)/.test(pathname)) return;
  void AppShell.preload();
  void EventsPage.preload();
  void queryClient.prefetchQuery({ queryKey: organizationKey, queryFn: fetchCurrentOrganization });
  void queryClient.prefetchQuery({ queryKey: currentUserKey, queryFn: fetchCurrentUser });
}

/** Spec §2.1 (public) and §2.2 (signed in, with the minimum role of each route). */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoader fullScreen />}>
      <Routes>
        <Route
          path="login"
          element={
            <RedirectIfSignedIn>
              <LoginPage />
            </RedirectIfSignedIn>
          }
        />
        <Route
          path="sign-up"
          element={
            <RedirectIfSignedIn>
              <SignUpPage />
            </RedirectIfSignedIn>
          }
        />
        <Route path="admin/sign-up" element={<AdminSignUpPage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route path="change-password" element={<ChangePasswordPage />} />
        <Route path="confirm-email" element={<ConfirmEmailPage />} />
        {/* Identity providers' and integrations' return pages: Google, Okta (OIDC, SAML), Outlook, Slack. */}
        <Route path="auth/*" element={<AuthReturnRoutes />} />
        <Route path="wait-for-token" element={<WaitForTokenPage />} />
        <Route path="zoom/callback" element={<ZoomCallbackPage />} />
        {/*
          §2.2: under event/new only "create" exists; the rest is not found, and never an event whose id is
          "new". Each depth here outranks the same depth of event/:id/… below, and event/new/create outranks it.
          It comes before event/:id/pdf, which it ties with for /event/new/pdf.
        */}
        <Route path="event/new/:a?/:b?/:c?/:d?" element={<NotFoundPage />} />
        {/* §2.1: public (its token grants access), so it must outrank the signed-in event/:id/:tab. */}
        <Route path="event/:id/pdf" element={<EventPdfPage />} />
        <Route path="public/:id" element={<PublicEventPage />} />
        {/* Where a mail's RSVP buttons land: public, the link's token is the proof (ADR 10). */}
        <Route path="rsvp/answer" element={<RsvpAnswerPage />} />
        <Route path="ext_calendar/:id" element={<ExternalCalendarPage />} />
        <Route path="survey/:id/pre" element={<PreSurveyPage />} />
        <Route path="survey/:id/post" element={<PostSurveyPage />} />

        <Route
          element={
            <RequireAbility>
              <AppShell />
            </RequireAbility>
          }
        >
          <Route index element={<Navigate to="/events" replace />} />
          <Route path="events/:tab?" element={<EventsPage />} />
          <Route path="event/:id/:tab?/:type?/:method?/:commId?" element={<EventPage />} />
          <Route path="groups/:tab?" element={<GroupsPage />} />
          <Route path="group/:id/:tab?" element={<GroupPage />} />
          <Route path="profile/:tab?" element={<ProfilePage />} />
          {/* Members read published collections (issue 19); the rest of /collections is for managers. */}
          <Route path="collections/:id/details" element={<CollectionDetailsPage />} />

          {/* One guard per route group, on the ability the server grants for it (docs/api-auth.md). */}
          <Route element={<RequireAbility ability="can_create_events" />}>
            <Route path="event/new/create" element={<CreateEventPage />} />
            <Route path="event/:id/create" element={<CreateEventPage />} />
          </Route>
          <Route element={<RequireAbility ability="can_create_groups" />}>
            <Route path="group/new" element={<NewGroupPage />} />
          </Route>
          <Route element={<RequireAbility ability="can_manage_collections" />}>
            <Route path="collections/*" element={<CollectionsPage />} />
          </Route>
          <Route element={<RequireAbility ability="can_manage_contacts" />}>
            <Route path="contacts/:tab?" element={<ContactsPage />} />
          </Route>
          <Route element={<RequireAbility ability="can_view_analytics" />}>
            <Route path="analytics" element={<AnalyticsPage />} />
          </Route>
          <Route element={<RequireAbility ability="can_manage_surveys" />}>
            <Route path="surveys" element={<Navigate to="/surveyTemplates" replace />} />
            <Route path="surveyTemplates/:tab?" element={<SurveyTemplatesPage />} />
            <Route path="surveyTemplate/:id/edit" element={<SurveyTemplateEditPage />} />
          </Route>
          <Route element={<RequireAbility ability="can_manage_settings" />}>
            <Route path="settings/:tab?" element={<SettingsPage />} />
          </Route>
          <Route element={<RequireAbility ability="can_manage_integrations" />}>
            <Route path="settings/slack/:slackTab" element={<SlackSettingsPage />} />
          </Route>
        </Route>

        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
