import { LOGO_RECOMMENDED_SIZE, ICON_RECOMMENDED_SIZE } from '@huddle/domain/constants';
import { SETTINGS_MESSAGES, type OrganizationSettingsInput } from '@huddle/domain/organization-schemas';
import type { CurrentOrganizationRecord } from '@huddle/domain/contracts/organizations';
import type { Tenancy } from '../../db/tenancy.ts';
import type { Storage } from '../../integrations/storage/storage.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { normalizeImage } from '../../lib/images.ts';
import { AUTH_MESSAGES } from '@huddle/domain/messages';
import * as organizationsRepository from './organizations.repository.ts';
import * as settingsRepository from './organizations.settings-repository.ts';
import type { LoadedOrganization } from './organizations.presenter.ts';
import type { OfficesPort } from '../offices/offices.port.ts';
import { planOkta, type OktaRules } from './organizations.okta.ts';

/** More offices than any organization has; the record is not a place to page through them. */
const OFFICES_IN_RECORD = 1000;

export interface SettingsImages {
  logo?: Buffer | undefined;
  favicon?: Buffer | undefined;
}

type TypeRows = NonNullable<OrganizationSettingsInput['event_types']>;

/** Organization settings (spec platform §2.9, §4): one save applies every pending change, or none. */
export function createOrganizationSettings(deps: {
  bind: Tenancy['bind'];
  storage: Storage;
  offices: OfficesPort;
  /** The money fields of the record (the budgets module, issue 18). */
  money: () => Promise<Pick<CurrentOrganizationRecord, 'currencies' | 'expense_categories'>>;
  /** The Okta card's rules: the sealer of its client secret, and whether an http issuer is allowed. */
  okta: OktaRules;
}) {
  const organizations = deps.bind(organizationsRepository);
  const repo = deps.bind(settingsRepository);

  /** The scope's organization's settings record (ADR 12: the scope supplies the organization). */
  async function load(): Promise<LoadedOrganization> {
    const org = await organizations.findOrganizationById();
    if (!org) throw notFound(AUTH_MESSAGES.organizationNotFound);
    // In turn: the scope's transaction is one connection.
    const domains = await organizations.listEmailDomains();
    const eventTypes = await repo.listTypes('event_types');
    const groupTypes = await repo.listTypes('group_types');
    const eventUses = await repo.typeUses('event_types');
    const groupUses = await repo.typeUses('group_types');
    const withUses = (rows: { id: number; name: string }[], uses: Map<number, number>) =>
      rows.map((r) => ({ ...r, uses: uses.get(r.id) ?? 0 }));
    return {
      org,
      lists: {
        emailExtensions: domains,
        eventTypes: withUses(eventTypes, eventUses),
        groupTypes: withUses(groupTypes, groupUses),
      },
    };
  }

  /** Saved rows keep their id; new rows (no id, or a temporary negative one) are created; missing ones deleted. */
  async function planTypes(kind: settingsRepository.TypeKind, rows: TypeRows) {
    const saved = await repo.listTypes(kind);
    const savedIds = new Set(saved.map((t) => t.id));
    const keep = new Map(rows.filter((r) => r.id && r.id > 0 && savedIds.has(r.id)).map((r) => [r.id!, r.name]));
    const removed = saved.filter((t) => !keep.has(t.id)).map((t) => t.id);
    const renamed = new Map([...keep].filter(([id, name]) => saved.find((t) => t.id === id)?.name !== name));
    const uses = await repo.typeUses(kind);
    const inUse = removed.reduce((sum, id) => sum + (uses.get(id) ?? 0), 0);
    if (inUse > 0) {
      const message = SETTINGS_MESSAGES.typeInUse(inUse);
      throw new AppError('validation', message, { [kind]: [message] });
    }
    const added = rows.filter((r) => !r.id || r.id <= 0 || !savedIds.has(r.id)).map((r) => r.name);
    return { renamed, removed, added };
  }

  return {
    load,

    /**
     * GET /api/organizations/current for a signed-in member (spec platform §3 Organization): the settings record and
     * the offices, without secrets (the Okta client secret, the link secret and the onboarding code never leave).
     */
    async current() {
      const record = await load();
      const offices = await deps.offices.list({ page: 1, per_page: OFFICES_IN_RECORD });
      return { ...record, offices: offices.rows, money: await deps.money() };
    },

    async update(input: OrganizationSettingsInput, images: SettingsImages) {
      const org = await organizations.findOrganizationById();
      if (!org) throw notFound(AUTH_MESSAGES.organizationNotFound);
      const eventPlan = input.event_types && (await planTypes('event_types', input.event_types));
      const groupPlan = input.group_types && (await planTypes('group_types', input.group_types));
      const okta = planOkta(org, input, deps.okta);
      // Images are checked and re-encoded before anything is written, so a bad file changes nothing.
      const logo =
        images.logo && (await normalizeImage(images.logo, { ...double(LOGO_RECOMMENDED_SIZE), fit: 'inside' }, 'logo'));
      const favicon =
        images.favicon &&
        (await normalizeImage(images.favicon, { ...double(ICON_RECOMMENDED_SIZE), fit: 'inside' }, 'favicon'));
      const logoKey = logo ? await deps.storage.put('logos', 'webp', logo) : undefined;
      const faviconKey = favicon ? await deps.storage.put('logos', 'webp', favicon) : undefined;
      // The request is one transaction: a failure here rolls back every write, and the stored images go too.
      try {
        await repo.updateOrganization({
          ...(input.display_name !== undefined && { displayName: input.display_name }),
          ...(logoKey ? { logoKey } : input.logo_removed ? { logoKey: null } : {}),
          ...(faviconKey ? { faviconKey } : input.favicon_removed ? { faviconKey: null } : {}),
          ...okta,
        });
        if (input.email_extensions) await repo.replaceEmailDomains(input.email_extensions.map((d) => d.domain));
        for (const [kind, plan] of [
          ['event_types', eventPlan],
          ['group_types', groupPlan],
        ] as const) {
          if (!plan) continue;
          await repo.deleteTypes(kind, plan.removed);
          for (const [id, name] of plan.renamed) await repo.renameType(kind, id, name);
          await repo.insertTypes(kind, plan.added);
        }
      } catch (error) {
        for (const key of [logoKey, faviconKey]) if (key) await deps.storage.remove(key);
        throw error;
      }
      const replaced = [
        (logoKey || input.logo_removed) && org.logoKey,
        (faviconKey || input.favicon_removed) && org.faviconKey,
      ];
      for (const key of replaced) if (key) await deps.storage.remove(key);
      return load();
    },
    types: (kind: settingsRepository.TypeKind) => repo.listTypes(kind),
  };
}

/** Stored at twice the recommended size so they stay sharp on high-density screens. */
function double(size: { width: number; height: number }) {
  return { width: size.width * 2, height: size.height * 2 };
}

export type OrganizationSettings = ReturnType<typeof createOrganizationSettings>;
