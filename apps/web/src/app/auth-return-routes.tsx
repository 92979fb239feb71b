import { Route, Routes } from 'react-router';
import { NotFoundPage } from '../components/not-found-page';
import { RedirectIfSignedIn } from './redirect-if-signed-in';
import { OktaSamlErrorPage } from '../features/auth/routes/okta-pages';
import { GoogleCallbackPage, OktaCallbackPage } from '../features/auth/routes/sso-callback-page';
import {
  GoogleAdminReturnPage,
  OutlookReturnPage,
  SlackReturnPage,
} from '../features/integrations/routes/integration-return-pages';

// The integrations' other return pages, from this chunk too (one lazy import in the first page's router).
export { WaitForTokenPage, ZoomCallbackPage } from '../features/integrations/routes/integration-return-pages';

/**
 * The pages identity providers and integrations send people back to (/auth/…): public, each in a popup or a
 * redirect of its own flow. One lazy chunk, so the first page of the app carries only the one route that loads it.
 */
export function AuthReturnRoutes() {
  return (
    <Routes>
      <Route path="google" element={<GoogleCallbackPage />} />
      <Route path="okta" element={<OktaCallbackPage />} />
      {/*
        Okta SAML (ADR 35): the server's ACS set the session cookie and sent the browser here; the signed-in user goes
        on to the remembered page or /events. Without a session, or refused, the Okta message.
      */}
      <Route
        path="okta/saml/success"
        element={
          <RedirectIfSignedIn>
            <OktaSamlErrorPage />
          </RedirectIfSignedIn>
        }
      />
      <Route path="okta/saml/error" element={<OktaSamlErrorPage />} />
      <Route path="outlook" element={<OutlookReturnPage />} />
      {/* The Slack connect popup's return page (ADR 33): public, its opener reads the address. */}
      <Route path="slack" element={<SlackReturnPage />} />
      {/* The Google Groups connect popup's return page (ADR 36). */}
      <Route path="google-admin" element={<GoogleAdminReturnPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
