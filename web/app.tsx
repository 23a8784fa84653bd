// The page's shell: hash routing between the four views, the theme toggle, and the live link
// to the server (an event stream that says "the store changed"; every view then re-reads).
import { render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { api, eventsUrl } from './api.ts';
import { DraftsPage } from './drafts.tsx';
import { MemoriesPage } from './memories.tsx';
import { MemoryPage } from './memory.tsx';
import { OverviewPage } from './overview.tsx';
import { SharedContext, type Facets, type SessionInfo } from './shared.tsx';
import { StalePage } from './stale.tsx';
import { SessionsPage } from './sessions.tsx';

type Route = { page: 'memories' | 'memory' | 'drafts' | 'overview' | 'stale' | 'sessions'; id?: string; search: string; offset: number };

function parseRoute(hash: string): Route {
  const [path, search = ''] = hash.replace(/^#\/?/, '').split('?');
  const [page, id] = path.split('/');
  const offset = Number(new URLSearchParams(search).get('offset') ?? 0) || 0;
  if (page === 'memory' && id) return { page: 'memory', id: decodeURIComponent(id), search, offset };
  if (page === 'drafts' || page === 'overview' || page === 'stale' || page === 'sessions') return { page, search, offset };
  return { page: 'memories', search, offset };
}

const THEMES = ['auto', 'light', 'dark'] as const;
type Theme = (typeof THEMES)[number];

function applyTheme(theme: Theme) {
  if (theme === 'auto') document.documentElement.removeAttribute('data-theme');
  else document.documentElement.setAttribute('data-theme', theme);
}

function App() {
  const [route, setRoute] = useState(() => parseRoute(location.hash));
  const [session, setSession] = useState<SessionInfo | null>(null);
  const [facets, setFacets] = useState<Facets | null>(null);
  const [version, setVersion] = useState(0);
  const [live, setLive] = useState(false);
  // The server no longer knows this browser (a restarted nuzo ui, a link used elsewhere):
  // nothing will load, so say so instead of "Loading…" for ever.
  const [expired, setExpired] = useState(false);
  const [theme, setTheme] = useState<Theme>(() => (THEMES as readonly string[]).includes(localStorage.getItem('nuzo-theme') ?? '') ? (localStorage.getItem('nuzo-theme') as Theme) : 'auto');

  useEffect(() => {
    const on = () => setRoute(parseRoute(location.hash));
    window.addEventListener('hashchange', on);
    return () => window.removeEventListener('hashchange', on);
  }, []);
  useEffect(() => {
    applyTheme(theme);
    localStorage.setItem('nuzo-theme', theme);
  }, [theme]);
  useEffect(() => {
    const checkSession = () => api.get<SessionInfo>('/api/session').then((r) => {
      if (r.ok) setSession(r.data);
      else if (r.status === 401) setExpired(true);
    });
    void checkSession();
    const events = new EventSource(eventsUrl());
    events.addEventListener('hello', () => setLive(true));
    events.addEventListener('change', () => setVersion((v) => v + 1));
    events.onerror = () => {
      setLive(false);
      // The stream retries on its own; a refusal (not a stopped server) will not go away.
      void checkSession();
    };
    return () => events.close();
  }, []);
  useEffect(() => {
    void api.get<Facets>('/api/facets').then((r) => r.ok && setFacets(r.data));
  }, [version]);

  const tab = (page: Route['page'], label: string) => (
    <a href={`#/${page}`} class={route.page === page || (page === 'memories' && route.page === 'memory') ? 'on' : ''}>{label}</a>
  );
  return (
    <SharedContext.Provider value={{ session, facets, version }}>
      <header class="top">
        <span class="brand">Nuzo</span>
        <nav>
          {tab('memories', 'Memories')}
          {tab('stale', 'Stale')}
          {tab('drafts', 'Drafts')}
          {tab('sessions', 'Sessions')}
          {tab('overview', 'Overview')}
        </nav>
        <span class="spacer" />
        <span class="muted" data-testid="live" title="Changes from your agents and the CLI appear here as they happen">{live ? '● live' : '○ offline'}</span>
        <button onClick={() => setTheme((t) => THEMES[(THEMES.indexOf(t) + 1) % THEMES.length])} data-testid="theme" aria-label="Theme">Theme: {theme}</button>
      </header>
      <main>
        {expired ? <LinkExpired />
          : route.page === 'memory' && route.id ? <MemoryPage id={route.id} key={route.id} />
          : route.page === 'drafts' ? <DraftsPage />
          : route.page === 'overview' ? <OverviewPage />
          : route.page === 'stale' ? <StalePage />
          : route.page === 'sessions' ? <SessionsPage />
          : <MemoriesPage search={route.search} offset={route.offset} />}
      </main>
    </SharedContext.Provider>
  );
}

// Mirrors the page lib/ui/server.ts serves for a used link at '/'.
function LinkExpired() {
  return (
    <section data-testid="link-expired">
      <h1>This Nuzo link was used or has expired</h1>
      <p>Each address <code>nuzo ui</code> prints carries a key for that run only, and the server here no longer accepts this page's: it is another run of <code>nuzo ui</code> than the one this page was opened from.</p>
      <p>To get a new one: in your project run <code>nuzo ui</code> again (stop the old one with Ctrl-C first if it still runs), then open the address it prints.</p>
    </section>
  );
}

render(<App />, document.getElementById('app')!);
