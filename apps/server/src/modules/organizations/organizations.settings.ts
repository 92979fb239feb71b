import { LOGO_RECOMMENDED_SIZE, ICON_RECOMMENDED_SIZE } from '@huddle/domain/constants';
import { SETTINGS_MESSAGES, type OrganizationSettingsInput } from '@huddle/domain/organization-schemas';
import type { Db } from '../../db/client.ts';
import type { Storage } from '../../integrations/storage/storage.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { normalizeImage } from '../../lib/images.ts';
import { AUTH_MESSAGES } from '@huddle/domain/messages';
import { findOrganizationById, listEmailDomains } from './organizations.repository.ts';
import * as repo from './organizations.settings-repository.ts';
import type { LoadedOrganization } from './organizations.presenter.ts';
import type { OfficesService } from '../offices/offices.service.ts';

/** More offices than any organization has; the record is not a place to page through them. */
const OFFICES_IN_RECORD = 1000;

export interface SettingsImages {
  logo?: Buffer | undefined;
  favicon?: Buffer | undefined;
}

type TypeRows = NonNullable<OrganizationSettingsInput['event_types']>;

/** Organization settings (spec platform §2.9, §4): one save applies every pending change, or none. */
export function createOrganizationSettings(deps: { db: Db; storage: Storage; offices: OfficesService }) {
  const { db } = deps;

  async function load(organizationId: number): Promise<LoadedOrganization> {
    const org = await findOrganizationById(db, organizationId);
    if (!org) throw notFound(AUTH_MESSAGES.organizationNotFound);
    const [domains, eventTypes, groupTypes, eventUses, groupUses] = await Promise.all([
      listEmailDomains(db, organizationId),
      repo.listTypes(db, organizationId, 'event_types'),
      repo.listTypes(db, organizationId, 'group_types'),
      repo.typeUses(db, organizationId, 'event_types'),
      repo.typeUses(db, organizationId, 'group_types'),
    ]);
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
  async function planTypes(organizationId: number, kind: repo.TypeKind, rows: TypeRows) {
    const saved = await repo.listTypes(db, organizationId, kind);
    const savedIds = new Set(saved.map((t) => t.id));
    const keep = new Map(rows.filter((r) => r.id && r.id > 0 && savedIds.has(r.id)).map((r) => [r.id!, r.name]));
    const removed = saved.filter((t) => !keep.has(t.id)).map((t) => t.id);
    const renamed = new Map([...keep].filter(([id, name]) => saved.find((t) => t.id === id)?.name !== name));
    const uses = await repo.typeUses(db, organizationId, kind);
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
    async current(organizationId: number) {
      const [record, offices] = await Promise.all([
        load(organizationId),
        deps.offices.list({ page: 1, per_page: OFFICES_IN_RECORD }),
      ]);
      return { ...record, offices: offices.rows };
    },

    async update(organizationId: number, input: OrganizationSettingsInput, images: SettingsImages) {
      const org = await findOrganizationById(db, organizationId);
      if (!org) throw notFound(AUTH_MESSAGES.organizationNotFound);
      const eventPlan = input.event_types && (await planTypes(organizationId, 'event_types', input.event_types));
      const groupPlan = input.group_types && (await planTypes(organizationId, 'group_types', input.group_types));
      // Images are checked and re-encoded before anything is written, so a bad file changes nothing.
      const logo =
        images.logo && (await normalizeImage(images.logo, { ...double(LOGO_RECOMMENDED_SIZE), fit: 'inside' }, 'logo'));
      const favicon =
        images.favicon &&
        (await normalizeImage(images.favicon, { ...double(ICON_RECOMMENDED_SIZE), fit: 'inside' }, 'favicon'));
      const logoKey = logo ? await deps.storage.put('logos', 'webp', logo) : undefined;
      const faviconKey = favicon ? await deps.storage.put('logos', 'webp', favicon) : undefined;
      try {
        await db.transaction(async (tx) => {
          await repo.updateOrganization(tx, organizationId, {
            ...(input.display_name !== undefined && { displayName: input.display_name }),
            ...(logoKey ? { logoKey } : input.logo_removed ? { logoKey: null } : {}),
            ...(faviconKey ? { faviconKey } : input.favicon_removed ? { faviconKey: null } : {}),
          });
          if (input.email_extensions) {
            await repo.replaceEmailDomains(
              tx,
              organizationId,
              input.email_extensions.map((d) => d.domain),
            );
          }
          for (const [kind, plan] of [
            ['event_types', eventPlan],
            ['group_types', groupPlan],
          ] as const) {
            if (!plan) continue;
            await repo.deleteTypes(tx, organizationId, kind, plan.removed);
            for (const [id, name] of plan.renamed) await repo.renameType(tx, organizationId, kind, id, name);
            await repo.insertTypes(tx, organizationId, kind, plan.added);
          }
        });
      } catch (error) {
        for (const key of [logoKey, faviconKey]) if (key) await deps.storage.remove(key);
        throw error;
      }
      const replaced = [
        (logoKey || input.logo_removed) && org.logoKey,
        (faviconKey || input.favicon_removed) && org.faviconKey,
      ];
      for (const key of replaced) if (key) await deps.storage.remove(key);
      return load(organizationId);
    },
    types: (organizationId: number, kind: repo.TypeKind) => repo.listTypes(db, organizationId, kind),
  };
}

/** Stored at twice the recommended size so they stay sharp on high-density screens. */
function double(size: { width: number; height: number }) {
  return { width: size.width * 2, height: size.height * 2 };
}

export type OrganizationSettings = ReturnType<typeof createOrganizationSettings>;
