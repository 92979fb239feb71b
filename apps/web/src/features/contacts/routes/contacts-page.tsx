import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, Navigate, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { useDocumentTitle } from '../../../lib/document-title';
import { useFeatureFlags } from '../../../lib/feature-flags';
import { FIRST_PAGE } from '../api/contact-models';
import { useContactListsPage } from '../api/get-lists';
import { ContactDialog } from '../components/contact-dialog';
import { ContactsTab } from '../components/contacts-tab';
import { ListDialog } from '../components/list-dialog';
import { ListsTab } from '../components/lists-tab';

// The upload dialog brings the CSV parser: loaded when it is opened, not with the page.
const CsvUploadDialog = lazy(() =>
  import('../components/csv-upload-dialog').then((module) => ({ default: module.CsvUploadDialog })),
);

const TABS = [
  { slug: 'all', label: 'All' },
  { slug: 'lists', label: 'Lists' },
] as const;
type ContactsTabSlug = (typeof TABS)[number]['slug'];

const isTab = (tab: string | undefined): tab is ContactsTabSlug => TABS.some(({ slug }) => slug === tab);

/** /contacts/{tab}: /contacts and unknown tabs go to /contacts/all. */
export function ContactsPage() {
  const { tab } = useParams();
  if (!isTab(tab)) return <Navigate to="/contacts/all" replace />;
  return <ContactsScreen tab={tab} />;
}

function ContactsScreen({ tab }: { tab: ContactsTabSlug }) {
  useDocumentTitle('Contacts');
  const { flags, isLoading: flagsLoading } = useFeatureFlags();
  const listsEnabled = flags['contact-lists'];
  // The first page of lists (no search) is also what the Lists tab shows first: one request answers both.
  const firstLists = useContactListsPage('', FIRST_PAGE, { enabled: listsEnabled });
  const hasLists = listsEnabled && (firstLists.data?.meta?.total_count ?? firstLists.data?.data.length ?? 0) > 0;
  const deciding = flagsLoading || (listsEnabled && firstLists.isPending);
  const [dialog, setDialog] = useState<'contact' | 'upload' | 'list' | null>(null);

  // Spec §2: the Lists tab only with the contact-lists flag and at least one list.
  if (tab === 'lists' && !deciding && !hasLists) return <Navigate to="/contacts/all" replace />;
  const tabs = TABS.filter(({ slug }) => slug === 'all' || hasLists);
  // Without any list there is no Lists tab to hold "New list", so the first one is offered next to the others.
  const offerNewList = listsEnabled && (tab === 'lists' || (!deciding && !hasLists));

  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          Contacts
        </Typography>
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            startIcon={<UploadFileOutlinedIcon />}
            onClick={() => setDialog('upload')}
            sx={{ flexGrow: { xs: 1, sm: 0 } }}
          >
            Upload contacts
          </Button>
          {offerNewList && (
            <Button
              variant={tab === 'lists' ? 'contained' : 'outlined'}
              startIcon={<PlaylistAddIcon />}
              onClick={() => setDialog('list')}
              sx={{ flexGrow: { xs: 1, sm: 0 } }}
            >
              New list
            </Button>
          )}
          <Button
            variant={tab === 'lists' ? 'outlined' : 'contained'}
            startIcon={<PersonAddAlt1OutlinedIcon />}
            onClick={() => setDialog('contact')}
            sx={{ flexGrow: { xs: 1, sm: 0 } }}
          >
            New contact
          </Button>
        </Stack>
      </Stack>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs value={tab === 'lists' && !hasLists ? false : tab} aria-label="Contacts sections">
          {tabs.map(({ slug, label }) => (
            <Tab
              key={slug}
              value={slug}
              label={label}
              component={RouterLink}
              to={`/contacts/${slug}`}
              id={`contacts-tab-${slug}`}
              aria-controls="contacts-panel"
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id="contacts-panel" aria-labelledby={`contacts-tab-${tab}`} sx={{ minWidth: 0 }}>
        {tab === 'all' ? (
          <ContactsTab listsEnabled={listsEnabled} />
        ) : hasLists ? (
          <ListsTab />
        ) : (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }} role="status">
            <CircularProgress size={20} aria-hidden />
            <Typography>Loading contact lists…</Typography>
          </Stack>
        )}
      </Box>
      {dialog === 'contact' && <ContactDialog onClose={() => setDialog(null)} />}
      {dialog === 'upload' && (
        <Suspense fallback={null}>
          <CsvUploadDialog listsEnabled={listsEnabled} onClose={() => setDialog(null)} />
        </Suspense>
      )}
      {dialog === 'list' && <ListDialog onClose={() => setDialog(null)} />}
    </Stack>
  );
}
