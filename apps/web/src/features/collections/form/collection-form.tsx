import { useState } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { COLLECTION_MESSAGES, nameProblem } from '@huddle/domain/collection-schemas';
import { PersonMultiSelect, type PersonChoice } from '../../../components/person-multi-select';
import { RichTextField } from '../../../components/rich-text-field';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/snackbars';
import { useOrganizerOptions, useSaveCollection, type Collection } from '../api/collections-api';
import { DeleteCollectionButton } from '../details/delete-collection-button';
import { CollectionEventsField, type ChosenEvent } from './collection-events-field';
import { CollectionImageField } from './collection-image-field';
import type { CroppedImage } from './collection-image';

interface CollectionFormProps {
  /** The stored collection; null for a new one. */
  collection: Collection | null;
  /** The current user: the default organizer of a new collection (spec §9). */
  me: PersonChoice;
  timezone: string;
}

const toPerson = (o: Collection['organizers'][number]): PersonChoice => ({
  id: Number(o.id),
  full_name: o.fullName,
  email: o.email,
  avatar_url: o.avatarUrl,
});

/** Name, description, cover image, organizers and events; saved as a draft, published, or saved (spec §2, §5). */
export function CollectionForm({ collection, me, timezone }: CollectionFormProps) {
  const navigate = useNavigate();
  const save = useSaveCollection();
  const published = collection?.published ?? false;
  const [name, setName] = useState(collection?.name ?? '');
  const [description, setDescription] = useState(collection?.description ?? '');
  const [organizers, setOrganizers] = useState<PersonChoice[]>(collection ? collection.organizers.map(toPerson) : [me]);
  const [events, setEvents] = useState<ChosenEvent[]>(collection?.events ?? []);
  const [image, setImage] = useState<CroppedImage | null | undefined>(undefined);
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<{ name?: string; organizers?: string }>({});
  const changed =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setDirty(true);
    };

  const submit = async (publish: boolean) => {
    const found = {
      name: nameProblem(name, publish || published) ?? undefined,
      organizers: organizers.length === 0 ? COLLECTION_MESSAGES.organizerRequired : undefined,
    };
    setErrors(found);
    if (found.name || found.organizers) {
      notify.error(COLLECTION_MESSAGES.resolveErrors);
      return;
    }
    try {
      const saved = await save.mutateAsync({
        ...(collection && { id: collection.id }),
        name: name.trim(),
        description,
        eventIds: events.map((e) => e.id),
        organizerEmployeeIds: organizers.map((o) => String(o.id)),
        ...(image !== undefined && {
          collectionImage: image?.dataUrl ?? null,
          config: { coverImageDimensions: image?.dimensions ?? null },
        }),
        published: publish,
      });
      setDirty(false);
      notify.success(collection ? COLLECTION_MESSAGES.updated : COLLECTION_MESSAGES.created);
      navigate(saved.published ? '/collections/upcoming' : '/collections/drafts');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // An errors array ("Failed: …"), a refusal of the request, or no answer at all (spec §7, §8).
      if (isApiError(error, 422)) notify.error(message);
      else if (isApiError(error)) {
        notify.error(
          collection ? COLLECTION_MESSAGES.updateFailed(message) : COLLECTION_MESSAGES.createFailed(message),
        );
      } else notify.error(COLLECTION_MESSAGES.saveError(message));
    }
  };

  const shownUrl = image === undefined ? (collection?.imageUrl ?? null) : (image?.dataUrl ?? null);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <UnsavedChangesGuard
        when={dirty && !save.isPending}
        message="You have unsaved changes. Leave this page and lose them?"
      />
      <Stack
        component="form"
        spacing={3}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit(published);
        }}
      >
        <TextField
          label="Collection name"
          value={name}
          onChange={(e) => {
            changed(setName)(e.target.value);
            if (errors.name) setErrors((now) => ({ ...now, name: undefined }));
          }}
          required={published}
          error={Boolean(errors.name)}
          helperText={errors.name ?? ' '}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <RichTextField label="Description" value={description} onChange={changed(setDescription)} />
        <CollectionImageField
          shownUrl={shownUrl}
          onCropped={changed<CroppedImage | null>(setImage)}
          onRemove={() => changed<CroppedImage | null>(setImage)(null)}
        />
        <PersonMultiSelect
          label="Collection organizers"
          value={organizers}
          onChange={(people) => {
            changed(setOrganizers)(people);
            if (people.length > 0 && errors.organizers) setErrors((now) => ({ ...now, organizers: undefined }));
          }}
          useOptions={useOrganizerOptions}
          required
          error={errors.organizers}
          helperText="Organizers will be able to manage this collection."
          onLastRemoved={() => setErrors((e) => ({ ...e, organizers: COLLECTION_MESSAGES.organizerRequired }))}
        />
        <CollectionEventsField
          collectionId={collection ? Number(collection.id) : null}
          value={events}
          onChange={changed(setEvents)}
          timezone={timezone}
        />
        <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
          {collection?.canDelete && (
            <Box sx={{ flexGrow: 1 }}>
              <DeleteCollectionButton collection={collection} onDeleted={() => setDirty(false)} />
            </Box>
          )}
          <Button onClick={() => navigate(-1)} disabled={save.isPending}>
            Cancel
          </Button>
          {published ? (
            <Button type="submit" variant="contained" disabled={save.isPending}>
              Save changes
            </Button>
          ) : (
            <>
              <Button variant="outlined" onClick={() => void submit(false)} disabled={save.isPending}>
                Save as draft
              </Button>
              <Button variant="contained" onClick={() => void submit(true)} disabled={save.isPending}>
                Publish collection
              </Button>
            </>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
