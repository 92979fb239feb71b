import type { Body, Params } from './slack-methods.ts';
import type { SlackState } from './slack-state.ts';
import { DEFAULT_SCOPES } from './slack-state.ts';

/**
 * Slack's OAuth v2 as an app sees it: the authorize page (a consent screen with Allow and Cancel that redirects back
 * with `code` and `state`, or `error=access_denied`), and oauth.v2.access, which trades a single-use code for a bot
 * token. Client credentials come by HTTP Basic auth (Slack's advice) or as form fields (what the SDK sends).
 */
export interface OAuthApp {
  clientId: string;
  clientSecret: string;
  appId: string;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function page(title: string, body: string) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title>
<style>body{font-family:sans-serif;max-width:28rem;margin:4rem auto;padding:0 1rem}button{font-size:1rem;padding:.5rem 1.25rem;margin-right:.5rem}</style>
</head><body>${body}</body></html>`;
}

export function errorPage(message: string) {
  return page('Slack: something went wrong', `<h1>Something went wrong</h1><p role="alert">${escape(message)}</p>`);
}

/** The authorize page's problem, if any: what real Slack refuses to show a consent screen for. */
export function authorizeProblem(state: SlackState, app: OAuthApp, query: Params): string | undefined {
  if (query.client_id !== app.clientId) return 'Invalid client_id parameter';
  if (!query.redirect_uri) return 'Missing redirect_uri parameter';
  if (!pickTeam(state, query)) return 'No workspace to install to';
  return undefined;
}

function pickTeam(state: SlackState, query: Params) {
  return query.team ? state.teams.get(query.team) : state.teams.values().next().value;
}

export function consentPage(state: SlackState, query: Params) {
  const team = pickTeam(state, query)!;
  const scopes = (query.scope || DEFAULT_SCOPES).split(/[\s,]+/).filter(Boolean);
  const hidden = (['client_id', 'scope', 'redirect_uri', 'state'] as const)
    .map((name) => `<input type="hidden" name="${name}" value="${escape(query[name] ?? '')}">`)
    .join('');
  return page(
    `Huddle is requesting permission to access the ${team.name} Slack workspace`,
    `<h1>Huddle is requesting permission to access the <span id="team-name">${escape(team.name)}</span> Slack workspace</h1>
<p>${escape(team.domain)}.slack.com</p>
<h2>What will Huddle be able to do?</h2>
<ul>${scopes.map((scope) => `<li>${escape(scope)}</li>`).join('')}</ul>
<form method="post" action="/oauth/v2/authorize">${hidden}<input type="hidden" name="team" value="${escape(team.id)}">
<button type="submit" name="decision" value="cancel">Cancel</button>
<button type="submit" name="decision" value="allow">Allow</button>
</form>`,
  );
}

/** Where the consent form's submit sends the browser. */
export function decisionRedirect(state: SlackState, app: OAuthApp, form: Params): string {
  const target = new URL(form.redirect_uri!);
  if (form.decision === 'allow') {
    const team = pickTeam(state, form)!;
    const code = state.issueCode(app.clientId, team.id, form.redirect_uri!, form.scope || DEFAULT_SCOPES);
    target.searchParams.set('code', code);
  } else {
    target.searchParams.set('error', 'access_denied');
  }
  if (form.state !== undefined) target.searchParams.set('state', form.state);
  return target.toString();
}

/** Basic credentials from an `Authorization: Basic …` header. */
export function basicCredentials(header: string | undefined): { id: string; secret: string } | undefined {
  const match = /^Basic\s+(.+)$/i.exec(header ?? '');
  if (!match) return undefined;
  const decoded = Buffer.from(match[1]!, 'base64').toString();
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  return { id: decodeURIComponent(decoded.slice(0, colon)), secret: decodeURIComponent(decoded.slice(colon + 1)) };
}

export function oauthAccess(state: SlackState, app: OAuthApp, params: Params, authorization?: string): Body {
  const basic = basicCredentials(authorization);
  const clientId = basic?.id ?? params.client_id;
  const clientSecret = basic?.secret ?? params.client_secret;
  if (clientId !== app.clientId) return { ok: false, error: 'invalid_client_id' };
  if (clientSecret !== app.clientSecret) return { ok: false, error: 'bad_client_secret' };
  const grant = state.codes.get(params.code ?? '');
  if (!grant || grant.clientId !== clientId) return { ok: false, error: 'invalid_code' };
  if (grant.used) return { ok: false, error: 'code_already_used' };
  // The redirect_uri must equal the one the authorize step was given, when the app sends one.
  if (params.redirect_uri !== undefined && params.redirect_uri !== grant.redirectUri) {
    return { ok: false, error: 'bad_redirect_uri' };
  }
  grant.used = true;
  const team = state.team(grant.teamId);
  const installer = [...state.users.values()].find((user) => user.teamId === team.id && !user.is_bot);
  return {
    ok: true,
    app_id: app.appId,
    authed_user: { id: installer?.id ?? 'U0INSTALLER' },
    scope: grant.scope,
    token_type: 'bot',
    access_token: state.mintToken(team.id, grant.scope),
    bot_user_id: team.botUserId,
    team: { id: team.id, name: team.name },
    enterprise: null,
    is_enterprise_install: false,
  };
}
