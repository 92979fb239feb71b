import { useState, type ReactNode } from 'react';
import { Link as RouterLink, Navigate, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import { ANNOUNCEMENT_MESSAGES } from '@huddle/domain/announcement-schemas';
import { COLLECTION_MESSAGES } from '@huddle/domain/collection-schemas';
import { ErrorState } from '../../../components/error-state';
import { useCurrentUser } from '../../../lib/current-user';
import { browserTimezone } from '../../../lib/dates';
import { useDocumentTitle } from '../../../lib/document-title';
import type { Announcement } from '../api/announcement-models';
import { useCollection, type Collection } from '../api/collections-api';
import { useCollectionAnnouncements } from '../api/get-collection-announcements';
import { AnnounceDialog } from '../details/announce-dialog';
import { AnnouncementsSection } from '../details/announcements-section';
import { CollectionEventsSection } from '../details/collection-events-section';
import { DeleteCollectionButton } from '../details/delete-collection-button';
import { collectionDates } from '../list/collection-format';

function ManageCard({
  icon,
  title,
  text,
  to,
  onClick,
  disabled,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  to?: string;
  onClick?: () => void;
  disabled?: boolean;
}) {
  const content = (
    <CardContent>
      <Stack spacing={1}>
        {icon}
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {text}
        </Typography>
      </Stack>
    </CardContent>
  );
  return (
    <Card variant="outlined" sx={{ borderRadius: 3, opacity: disabled ? 0.6 : 1 }}>
      {to && !disabled ? (
        <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
          {content}
        </CardActionArea>
      ) : onClick && !disabled ? (
        <CardActionArea onClick={onClick} sx={{ height: '100%' }}>
          {content}
        </CardActionArea>
      ) : (
        <Box aria-disabled="true">{content}</Box>
      )}
    </Card>
  );
}

/** /collections/{id}/details: a published collection (spec §2); a draft opens in its form. */
export function CollectionDetailsPage() {
  const { id } = useParams();
  const query = useCollection(id);
  const { user } = useCurrentUser();
  useDocumentTitle(query.data?.name || 'Collection');
  if (query.isError) {
    return <ErrorState message={COLLECTION_MESSAGES.loadError} onRetry={() => void query.refetch()} />;
  }
  if (!query.data || !user) return <Typography role="status">{COLLECTION_MESSAGES.loading}</Typography>;
  if (!query.data.published) return <Navigate to={`/collections/${id}/create`} replace />;
  return <CollectionDetails collection={query.data} timezone={user.timezone || browserTimezone()} />;
}

function CollectionDetails({ collection, timezone }: { collection: Collection; timezone: string }) {
  const announcements = useCollectionAnnouncements(collection.id, collection.canEdit);
  // The dialog's announcement: 'new', one to edit, or closed.
  const [announcing, setAnnouncing] = useState<Announcement | 'new' | null>(null);
  const canAnnounce = announcements.data?.canAnnounce ?? collection.canAnnounce;
  return (
    <Stack spacing={4} sx={{ minWidth: 0 }}>
      <Stack spacing={2}>
        {collection.imageUrl && (
          <Box
            component="img"
            src={collection.imageUrl}
            alt=""
            sx={{ width: '100%', maxWidth: 720, aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 3 }}
          />
        )}
        <Stack
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h4" component="h1">
              {collection.name}
            </Typography>
            <Typography color="text.secondary">{collectionDates(collection, timezone)}</Typography>
          </Box>
          {collection.canDelete && <DeleteCollectionButton collection={collection} />}
        </Stack>
        {collection.safeDescription && (
          <Box
            sx={{ maxWidth: 760, '& p': { my: 1 } }}
            dangerouslySetInnerHTML={{ __html: collection.safeDescription }}
          />
        )}
        <Typography variant="body2" color="text.secondary">
          Organized by {collection.organizers.map((o) => o.fullName).join(', ')}
        </Typography>
      </Stack>

      {collection.canEdit && (
        <Stack component="section" spacing={2} aria-labelledby="collection-manage-heading">
          <Typography id="collection-manage-heading" variant="h5" component="h2">
            Manage
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}>
            <ManageCard
              icon={<EditOutlinedIcon color="primary" aria-hidden />}
              title="Edit collection"
              text="Change the name, description, image, organizers and events."
              to={`/collections/${collection.id}/edit`}
            />
            <ManageCard
              icon={<CampaignOutlinedIcon color="primary" aria-hidden />}
              title="Announce collection"
              text={
                canAnnounce
                  ? 'Post this collection to Slack channels, now or later.'
                  : ANNOUNCEMENT_MESSAGES.pastCollection
              }
              onClick={() => setAnnouncing('new')}
              disabled={!canAnnounce}
            />
            <ManageCard
              icon={<EventAvailableOutlinedIcon color="primary" aria-hidden />}
              title="Create collection event"
              text="A new event that belongs to this collection."
              to={`/event/new/create?collection_id=${collection.id}`}
            />
          </Box>
        </Stack>
      )}

      {collection.canEdit && (
        <AnnouncementsSection
          collectionId={collection.id}
          query={announcements}
          timezone={timezone}
          onEdit={setAnnouncing}
        />
      )}
      {announcing && (
        <AnnounceDialog
          collection={collection}
          channels={announcements.data?.announceableChannels ?? []}
          announcement={announcing === 'new' ? null : announcing}
          timezone={timezone}
          onClose={() => setAnnouncing(null)}
        />
      )}

      <CollectionEventsSection events={collection.events} timezone={timezone} canManage={collection.canEdit} />
    </Stack>
  );
}
