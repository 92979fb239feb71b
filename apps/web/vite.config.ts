import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API runs on :3000 (npm run dev); `vite` proxies /api there.
export default defineConfig({
  plugins: [react()],
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // The manifest lets scripts/size-budget.mjs follow the events page's import graph after a build.
    manifest: true,
    // The events page is where signed-in people land (issue 14: its first load has a budget). Left to itself the
    // bundler cut its code into ~50 small chunks, and gzip compresses each alone: two chunks, what every page
    // needs and what the shell and the events list add, are 10% smaller and take fewer requests. Pages that share
    // a component with the events list load that chunk too, which is then cached for the events page.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 2 },
            {
              name: 'events-first-load',
              test: /src[\\/](app[\\/]shell[\\/]app-shell|features[\\/]events[\\/]routes[\\/]events-page)\.tsx$/,
              priority: 1,
            },
          ],
        },
      },
    },
    // The entry holds React, the router, MUI's core and the query client: past the default 500 kB warning.
    chunkSizeWarningLimit: 600,
  },
});
