// Which tools fill which role in a project, and the words developers ask for that role with.
// The one table that knows it: recall bridges a question's role words ("which package
// manager…") to the tools a memory names ("We use pnpm workspaces"), and capture's
// contradiction check (lib/capture/topics.ts) takes its choice groups from the same rows.
//
// A row is a set of tools that replace one another within one ecosystem ("we moved from
// npm to pnpm"); rows of one role may share phrases (JavaScript's and Python's package
// managers both answer "package manager"). `choice: false` marks rows whose tools commonly
// live side by side (a repository has several languages and containers at once), which the
// contradiction check leaves alone. `subject` names a row's choice where it differs from
// the role. Written from general knowledge of the ecosystems, not from any benchmark.
import { lastAnswer } from './last-answer.ts';
import { porterStem } from './stem.ts';
import { letterRuns } from './letter-runs.ts';

export type RoleRow = { role: string; subject?: string; phrases: string[]; tools: string[]; choice?: false };

const PM = ['package manager', 'dependency manager', 'dependency management', 'package management', 'install dependencies', 'lockfile'];
const TEST = ['test runner', 'test framework', 'testing framework', 'testing library', 'unit test', 'test', 'tests', 'testing'];
const LINT = ['linter', 'lint', 'linting', 'static analysis'];
const FORMAT = ['formatter', 'format', 'formatting', 'code style', 'autoformat'];
const BUILD = ['bundler', 'build tool', 'build system', 'bundle', 'bundling', 'build'];
const TYPES = ['type checker', 'type check', 'type checking', 'typecheck', 'typechecker', 'static types', 'type hints'];
const WEB = ['web framework', 'backend framework', 'server framework', 'http server', 'api framework', 'framework'];
const UI = ['frontend framework', 'ui framework', 'ui library', 'frontend', 'component library'];
const DB = ['database', 'db', 'datastore', 'data store', 'sql database'];
const LANG = ['language', 'programming language', 'written in', 'runtime'];
const ENV = ['virtual environment', 'virtualenv', 'venv', 'env manager', 'environment manager', 'python version'];

export const ROLE_ROWS: RoleRow[] = [
  { role: 'package manager', phrases: PM, tools: ['npm', 'pnpm', 'yarn', 'bun'] },
  { role: 'package manager', subject: 'python package manager', phrases: PM, tools: ['pip', 'pipenv', 'poetry', 'uv', 'conda', 'pdm', 'hatch'] },
  { role: 'package manager', subject: 'other package manager', phrases: PM, tools: ['cargo', 'bundler', 'gem', 'maven', 'gradle', 'composer', 'nuget', 'cocoapods', 'swiftpm', 'hex', 'mix', 'opam', 'cabal', 'stack', 'vcpkg', 'conan'], choice: false },
  { role: 'test runner', phrases: TEST, tools: ['jest', 'vitest', 'mocha', 'node:test', 'ava', 'jasmine', 'pytest', 'unittest'] },
  { role: 'test runner', subject: 'other test runner', phrases: TEST, tools: ['playwright', 'cypress', 'puppeteer', 'selenium', 'rspec', 'minitest', 'junit', 'testng', 'phpunit', 'pest', 'xunit', 'nunit', 'mstest', 'nextest', 'tox', 'nox', 'hypothesis', 'testify', 'gotest', 'karma', 'storybook', 'msw', 'supertest', 'doctest', 'catch2', 'gtest', 'googletest', 'ctest', 'exunit', 'kotest', 'spock', 'xctest'], choice: false },
  { role: 'linter', phrases: LINT, tools: ['eslint', 'biome', 'oxlint', 'tslint', 'standard'] },
  { role: 'linter', subject: 'other linter', phrases: LINT, tools: ['ruff', 'flake8', 'pylint', 'pyflakes', 'pycodestyle', 'bandit', 'clippy', 'golangci-lint', 'golangci', 'staticcheck', 'revive', 'rubocop', 'standardrb', 'stylelint', 'shellcheck', 'hadolint', 'markdownlint', 'yamllint', 'ktlint', 'detekt', 'checkstyle', 'spotbugs', 'pmd', 'phpstan', 'psalm', 'swiftlint', 'credo', 'sonarqube', 'semgrep', 'actionlint', 'knip'], choice: false },
  { role: 'formatter', phrases: FORMAT, tools: ['prettier', 'dprint', 'biome'] },
  { role: 'formatter', subject: 'other formatter', phrases: FORMAT, tools: ['black', 'ruff', 'isort', 'yapf', 'autopep8', 'gofmt', 'goimports', 'gofumpt', 'rustfmt', 'clang-format', 'ktfmt', 'ktlint', 'spotless', 'swiftformat', 'shfmt', 'rubocop', 'standardrb', 'mix format', 'php-cs-fixer', 'csharpier', 'editorconfig', 'taplo'], choice: false },
  { role: 'bundler', phrases: BUILD, tools: ['webpack', 'vite', 'esbuild', 'rollup', 'parcel', 'turbopack', 'tsup', 'rolldown', 'rspack'] },
  { role: 'build tool', phrases: BUILD, tools: ['swc', 'babel', 'tsc', 'unbuild', 'microbundle', 'make', 'makefile', 'cmake', 'ninja', 'meson', 'bazel', 'buck', 'pants', 'gradle', 'maven', 'sbt', 'msbuild', 'cargo', 'setuptools', 'hatchling', 'maturin', 'scons', 'justfile', 'taskfile', 'xcodebuild'], choice: false },
  { role: 'type checker', phrases: TYPES, tools: ['tsc', 'typescript', 'mypy', 'pyright', 'pyre', 'pytype', 'basedpyright', 'flow', 'sorbet', 'steep', 'ty'], choice: false },
  { role: 'web framework', subject: 'framework', phrases: WEB, tools: ['express', 'fastify', 'koa', 'hono', 'nestjs', 'next.js', 'nextjs', 'remix', 'astro', 'nuxt', 'sveltekit', 'django', 'flask', 'fastapi', 'starlette', 'litestar', 'tornado', 'aiohttp', 'sanic', 'rails', 'sinatra', 'laravel', 'symfony', 'spring', 'quarkus', 'micronaut', 'gin', 'echo', 'fiber', 'chi', 'axum', 'actix', 'rocket', 'phoenix', 'aspnet', 'elysia', 'trpc'] },
  { role: 'frontend framework', phrases: UI, tools: ['react', 'vue', 'svelte', 'angular', 'solid', 'solidjs', 'preact', 'lit', 'qwik', 'htmx', 'alpine', 'ember', 'flutter', 'swiftui', 'jetpack', 'electron', 'tauri', 'expo', 'shadcn', 'mui', 'chakra', 'mantine', 'radix', 'antd'], choice: false },
  { role: 'database', phrases: DB, tools: ['postgres', 'postgresql', 'mysql', 'mariadb', 'sqlite', 'mongodb', 'dynamodb', 'cockroachdb'] },
  { role: 'database', subject: 'hosted database', phrases: DB, tools: ['supabase', 'planetscale', 'neon', 'turso', 'libsql', 'firestore', 'firebase', 'cassandra', 'clickhouse', 'duckdb', 'snowflake', 'bigquery', 'oracle', 'mssql', 'couchdb', 'neo4j', 'surrealdb', 'pgvector'], choice: false },
  { role: 'cache', phrases: ['cache', 'caching', 'key value store', 'kv store', 'message queue', 'queue', 'broker', 'pubsub'], tools: ['redis', 'valkey', 'memcached', 'dragonfly', 'rabbitmq', 'kafka', 'nats', 'sqs', 'celery', 'sidekiq', 'bullmq', 'temporal'], choice: false },
  { role: 'search engine', phrases: ['search engine', 'full text search', 'vector store', 'vector database', 'vector db'], tools: ['elasticsearch', 'opensearch', 'meilisearch', 'typesense', 'algolia', 'solr', 'pinecone', 'qdrant', 'weaviate', 'chroma', 'milvus', 'pgvector', 'faiss'], choice: false },
  { role: 'orm', phrases: ['orm', 'query builder', 'database client', 'db client', 'data layer', 'database access'], tools: ['prisma', 'drizzle', 'typeorm', 'sequelize', 'knex', 'kysely', 'sqlalchemy', 'mikro-orm', 'mongoose', 'objection', 'peewee', 'tortoise', 'sqlmodel', 'activerecord', 'hibernate', 'jooq', 'gorm', 'sqlx', 'diesel', 'seaorm', 'ecto', 'eloquent', 'doctrine'] },
  { role: 'migrations', phrases: ['migration', 'migrations', 'schema change', 'schema changes', 'schema migration'], tools: ['alembic', 'flyway', 'liquibase', 'prisma', 'drizzle-kit', 'knex', 'goose', 'atlas', 'dbmate', 'sqitch', 'diesel'], choice: false },
  { role: 'ci', phrases: ['ci', 'continuous integration', 'ci cd', 'pipeline', 'pipelines', 'build server'], tools: ['github actions', 'circleci', 'gitlab ci', 'jenkins', 'travis', 'buildkite', 'drone', 'teamcity', 'bamboo', 'azure pipelines'] },
  { role: 'container', phrases: ['container', 'containers', 'containerization', 'orchestration', 'local services', 'dev environment', 'devcontainer'], tools: ['docker', 'dockerfile', 'podman', 'compose', 'kubernetes', 'k8s', 'helm', 'kustomize', 'minikube', 'kind', 'k3s', 'nomad', 'devcontainer', 'nix', 'vagrant'], choice: false },
  { role: 'infrastructure', phrases: ['infrastructure', 'infra', 'infrastructure as code', 'iac', 'cloud', 'cloud provider', 'provisioning'], tools: ['terraform', 'opentofu', 'pulumi', 'cloudformation', 'cdk', 'ansible', 'chef', 'puppet', 'aws', 'gcp', 'azure', 'cloudflare', 'digitalocean', 'hetzner'], choice: false },
  { role: 'language', phrases: LANG, tools: ['javascript', 'typescript', 'python', 'go', 'rust', 'java', 'kotlin'] },
  { role: 'language', subject: 'other language', phrases: LANG, tools: ['golang', 'ruby', 'php', 'swift', 'scala', 'elixir', 'erlang', 'haskell', 'ocaml', 'clojure', 'csharp', 'dotnet', 'cpp', 'zig', 'dart', 'lua', 'perl', 'bash', 'node', 'nodejs', 'deno', 'bun'], choice: false },
  { role: 'version control', phrases: ['version control', 'vcs', 'source control', 'repository host', 'code hosting'], tools: ['git', 'github', 'gitlab', 'bitbucket', 'mercurial', 'jj', 'jujutsu', 'gitea', 'svn'], choice: false },
  { role: 'hosting', phrases: ['deploy', 'deployment', 'deploying', 'deployed', 'hosting', 'hosted', 'host', 'production', 'serverless'], tools: ['vercel', 'netlify', 'fly.io', 'heroku', 'render', 'railway', 'cloudflare pages', 'cloudflare', 'workers', 'lambda', 'ecs', 'eks', 'gke', 'appengine', 'firebase', 'amplify', 'dokku', 'coolify', 'kamal', 'argocd', 'flyctl', 'wrangler'] },
  { role: 'logger', phrases: ['logger', 'logging', 'log', 'logs', 'structured logging'], tools: ['winston', 'pino', 'bunyan', 'loguru', 'structlog', 'logrus', 'zap', 'zerolog', 'slog', 'log4j', 'logback', 'slf4j', 'serilog', 'tracing', 'sentry', 'datadog', 'opentelemetry', 'otel', 'grafana', 'prometheus', 'loki'], choice: false },
  { role: 'monorepo tool', phrases: ['monorepo', 'monorepo tool', 'workspaces', 'workspace'], tools: ['turborepo', 'turbo', 'nx', 'lerna', 'rush', 'changesets', 'pnpm', 'yarn', 'bazel', 'pants', 'moon'], choice: false },
  { role: 'docs generator', phrases: ['docs generator', 'documentation site', 'docs site', 'documentation generator', 'api docs', 'documentation'], tools: ['mkdocs', 'sphinx', 'docusaurus', 'typedoc', 'jsdoc', 'vitepress', 'storybook', 'rustdoc', 'godoc', 'javadoc', 'doxygen', 'mintlify', 'nextra', 'starlight', 'gitbook', 'readthedocs', 'pdoc'], choice: false },
  { role: 'css framework', phrases: ['css framework', 'css', 'styling', 'styles', 'stylesheet', 'stylesheets'], tools: ['tailwind', 'tailwindcss', 'bootstrap', 'sass', 'scss', 'less', 'postcss', 'emotion', 'styled-components', 'vanilla-extract', 'unocss', 'bulma', 'stitches', 'pandacss'], choice: false },
  { role: 'state management', phrases: ['state management', 'state manager', 'global state', 'data fetching'], tools: ['redux', 'zustand', 'mobx', 'jotai', 'recoil', 'pinia', 'vuex', 'xstate', 'valtio', 'ngrx', 'signals', 'tanstack', 'swr', 'apollo', 'relay', 'riverpod', 'bloc'], choice: false },
  { role: 'http client', phrases: ['http client', 'http library', 'http requests', 'api client', 'fetch library', 'rest client'], tools: ['axios', 'fetch', 'ky', 'got', 'undici', 'superagent', 'requests', 'httpx', 'aiohttp', 'urllib3', 'reqwest', 'hyper', 'okhttp', 'retrofit', 'faraday', 'guzzle', 'resty'], choice: false },
  { role: 'auth', phrases: ['auth', 'authentication', 'authorization', 'login', 'sign in', 'identity provider', 'sso'], tools: ['oauth', 'oidc', 'jwt', 'auth0', 'clerk', 'nextauth', 'authjs', 'passport', 'lucia', 'keycloak', 'cognito', 'okta', 'supabase', 'firebase', 'devise', 'saml', 'better-auth', 'workos'], choice: false },
  { role: 'validation', phrases: ['validation', 'schema validation', 'input validation', 'validator', 'serialization'], tools: ['zod', 'yup', 'joi', 'valibot', 'ajv', 'pydantic', 'marshmallow', 'attrs', 'typebox', 'superstruct', 'serde', 'arktype'], choice: false },
  { role: 'env manager', phrases: ENV, tools: ['venv', 'virtualenv', 'pyenv', 'conda', 'uv', 'poetry', 'pipenv', 'pixi', 'direnv', 'dotenv', 'asdf', 'mise', 'nix'], choice: false },
  { role: 'node version manager', phrases: ['node version', 'node version manager', 'nodejs version', 'version manager', 'toolchain'], tools: ['nvm', 'fnm', 'volta', 'asdf', 'mise', 'nodenv', 'n', 'rustup', 'rbenv', 'rvm', 'pyenv', 'sdkman', 'jenv', 'goenv', '.nvmrc', 'nvmrc'], choice: false },
  { role: 'git hooks', phrases: ['git hooks', 'pre commit', 'precommit', 'commit hooks'], tools: ['husky', 'lint-staged', 'lefthook', 'pre-commit', 'simple-git-hooks', 'commitlint', 'overcommit'], choice: false },
  { role: 'release tool', phrases: ['release', 'releases', 'releasing', 'publish', 'publishing', 'changelog', 'release notes'], tools: ['changesets', 'changeset', 'semantic-release', 'release-please', 'goreleaser', 'twine', 'bumpversion', 'bump2version', 'commitizen', 'standard-version', 'release-it', 'towncrier', 'cargo-release'], choice: false },
  { role: 'code layout', phrases: ['source code', 'source tree', 'source files', 'project structure', 'project layout', 'directory structure', 'directory layout', 'folder structure', 'repository structure', 'repository layout', 'repo structure', 'repo layout', 'code layout', 'code organization', 'codebase layout'], tools: ['src', 'lib', 'pkg', 'cmd', 'crates'], choice: false },
  { role: 'tracker', phrases: ['issue tracker', 'tracker', 'tickets', 'ticket', 'backlog', 'project management'], tools: ['jira', 'linear', 'github issues', 'trello', 'asana', 'youtrack', 'shortcut', 'clickup', 'notion'] },
  { role: 'llm provider', phrases: ['llm', 'model provider', 'ai provider', 'language model', 'ai sdk', 'llm provider'], tools: ['openai', 'anthropic', 'claude', 'gpt', 'gemini', 'ollama', 'bedrock', 'vertex', 'mistral', 'groq', 'openrouter', 'langchain', 'llamaindex', 'litellm'], choice: false },
];

// ---------------------------------------------------------------- recall's bridge (query side)

// At most this many tool names join one question (see planQuery), so a question naming
// several roles stays a bounded lookup.
export const CONCEPT_TERMS_MAX = 30;

// One role a question asks about: `words` are the question's own terms that named it
// (as tokenize() spells them), `tools` the single-word tools filling it.
export type AskedRole = { role: string; words: string[]; tools: string[] };

// How much a memory naming a role's tool counts for each of the question's words naming
// that role which the memory lacks, against holding the word itself. Below one, so that
// a memory in the question's own words ranks first (bench/recall-paraphrase.mjs).
export const CONCEPT_CREDIT = 0.6;


// Tool names that are everyday words too ("echo", "render"): never looked up, never
// deciding a choice.
const EVERYDAY = new Set(['n', 'make', 'lit', 'solid', 'flow', 'echo', 'gin', 'chi', 'fiber', 'phoenix', 'hex', 'mix', 'stack', 'pest', 'hyper', 'got', 'fetch', 'requests', 'signals', 'tracing', 'workers', 'compose', 'kind', 'atlas', 'bloc', 'relay', 'rocket', 'neon', 'shortcut', 'notion', 'spring', 'turbo', 'moon', 'less', 'emotion', 'zap', 'checks']);
// Names a question may hold for another reason, or that half the memories of a stack hold
// ("node", "git"): kept for the choice check, not looked up.
const AMBIGUOUS = new Set([...EVERYDAY, 'go', 'rust', 'java', 'swift', 'standard', 'render', 'linear', 'hatch', 'node', 'bash', 'git', 'claude', 'gpt', 'ty', 'jj', 'ecs', 'cdk']);

// Recall looks tools up by one index token each: "node:test", "fly.io" and "github
// actions" are several and stay with the contradiction check.
type CompiledRole = { role: string; phrases: string[][]; tools: string[] };

function stems(text: string): string[] {
  return [...text.toLowerCase().matchAll(letterRuns())].map((m) => porterStem(m[0]));
}

// Built on first use: stemming every phrase costs ~3 ms, which a hook that loads this module
// only for choiceGroups() (Stop, through capture's contradiction check) should not pay.
let compiledRoles: CompiledRole[] | null = null;

function compileRoles(): CompiledRole[] {
  const byRole = new Map<string, { phrases: Set<string>; tools: Set<string> }>();
  for (const row of ROLE_ROWS) {
    const entry = byRole.get(row.role) ?? { phrases: new Set<string>(), tools: new Set<string>() };
    byRole.set(row.role, entry);
    for (const p of [row.role, ...row.phrases]) entry.phrases.add(stems(p).join(' '));
    for (const tool of row.tools) {
      const parts = [...tool.toLowerCase().matchAll(letterRuns())].map((m) => m[0]);
      if (parts.length === 1 && parts[0] === tool.toLowerCase() && !AMBIGUOUS.has(parts[0])) entry.tools.add(parts[0]);
    }
  }
  // Longest phrases first, so "test runner" claims its words before "test" would.
  return [...byRole].map(([role, e]) => ({ role, phrases: [...e.phrases].filter(Boolean).map((p) => p.split(' ')).sort((a, b) => b.length - a.length), tools: [...e.tools] }));
}

// The roles a question asks about, in the order the question names them. A role whose
// tool the question itself names ("do we still use jest for tests?") is left out: the
// question's own words already find it.
export const askedRoles: (query: string) => AskedRole[] = lastAnswer(findRoles);

// Short forms developers type for the words of role phrases ("wat pkg manager do we use",
// "which db"): read as the word they stand for when matching a phrase, so the tools of the
// role are found however tersely it is asked. Only forms with no other everyday reading.
// (Not synonyms.ts's groups: those join looser words, "pkg" with "library" and "module",
// where a role phrase needs the one word a form stands for.)
const SHORT_FORMS: ReadonlyMap<string, string> = new Map([
  ['pkg', 'package'], ['pkgs', 'packages'], ['mgr', 'manager'], ['mgmt', 'management'],
  ['dep', 'dependency'], ['deps', 'dependencies'], ['db', 'database'], ['dbs', 'databases'],
  ['cfg', 'configuration'], ['authn', 'authentication'], ['authz', 'authorization'],
  ['fmt', 'format'], ['perf', 'performance'],
]);

function findRoles(query: string): AskedRole[] {
  const words = [...query.normalize('NFKC').toLowerCase().matchAll(letterRuns())].slice(0, 200).map((m) => m[0]);
  const wordStems = words.map((w) => porterStem(SHORT_FORMS.get(w) ?? w));
  const covered = new Set<number>();
  const found: { role: CompiledRole; named: Set<string> }[] = [];
  for (const role of (compiledRoles ??= compileRoles())) {
    const named = new Set<string>();
    for (const phrase of role.phrases) {
      for (let i = 0; i + phrase.length <= wordStems.length; i++) {
        if (!phrase.every((p, k) => wordStems[i + k] === p)) continue;
        for (let k = 0; k < phrase.length; k++) {
          named.add(words[i + k]);
          covered.add(i + k);
        }
      }
    }
    if (named.size > 0) found.push({ role, named });
  }
  // A word that names a role ("bundler") is not also taken as naming a tool.
  const own = new Set(wordStems.filter((_, i) => !covered.has(i)));
  return found.filter(({ role }) => !role.tools.some((t) => own.has(porterStem(t)))).map(({ role, named }) => ({ role: role.role, words: [...named], tools: role.tools }));
}

// The tool names a question's roles add to its lookup: taken in turn from each role so
// that every role is represented, at most CONCEPT_TERMS_MAX, none the question holds.
export function conceptTerms(roles: AskedRole[]): string[] {
  const out = new Set<string>();
  for (let k = 0; out.size < CONCEPT_TERMS_MAX; k++) {
    let any = false;
    for (const role of roles) {
      if (k < role.tools.length) {
        any = true;
        if (out.size < CONCEPT_TERMS_MAX) out.add(role.tools[k]);
      }
    }
    if (!any) break;
  }
  return [...out];
}

// The choice groups capture's contradiction check uses (lib/capture/topics.ts).
export function choiceGroups(): { subject: string; members: string[] }[] {
  // A word with another everyday meaning ("echo", "render") never decides a choice.
  return ROLE_ROWS.filter((row) => row.choice !== false).map((row) => ({ subject: row.subject ?? row.role, members: row.tools.filter((t) => !EVERYDAY.has(t)) }));
}
