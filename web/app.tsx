// The page's shell: hash routing between the four views, the theme toggle, and the live link
// to the server (an event stream that says "the store changed"; every view then re-reads).
import { render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { api } from './api.ts';
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
    void api.get<SessionInfo>('/api/session').then((r) => r.ok && setSession(r.data));
    const events = new EventSource('/api/events');
    events.addEventListener('hello', () => setLive(true));
    events.addEventListener('change', () => setVersion((v) => v + 1));
    events.onerror = () => setLive(false);
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
        {route.page === 'memory' && route.id ? <MemoryPage id={route.id} key={route.id} />
          : route.page === 'drafts' ? <DraftsPage />
          : route.page === 'overview' ? <OverviewPage />
          : route.page === 'stale' ? <StalePage />
          : route.page === 'sessions' ? <SessionsPage />
          : <MemoriesPage search={route.search} offset={route.offset} />}
      </main>
    </SharedContext.Provider>
  );
}

render(<App />, document.getElementById('app')!);
