import { lazy, Suspense, type ComponentProps } from 'react';
import Skeleton from '@mui/material/Skeleton';

// The editor (tiptap) is heavy: it loads when a composer first shows a message, not with the communications page.
const RichTextField = lazy(() =>
  import('../../../components/rich-text-field').then((module) => ({ default: module.RichTextField })),
);
const RichTextView = lazy(() => import('./rich-text-view').then((module) => ({ default: module.RichTextView })));

export function LazyRichTextField(props: ComponentProps<typeof RichTextField>) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={200} aria-label="Loading the editor" />}>
      <RichTextField {...props} />
    </Suspense>
  );
}

export function LazyRichTextView(props: ComponentProps<typeof RichTextView>) {
  return (
    <Suspense fallback={<Skeleton variant="text" aria-label="Loading the message" />}>
      <RichTextView {...props} />
    </Suspense>
  );
}
