// Deterministic generator for the recall-relevance corpus (bench/recall-corpus/*.jsonl).
//
// Memories are composed from hand-written templates over per-project facts (stack, tools,
// ports, domains, people) drawn with a seeded PRNG; every memory carries a hidden topic key.
// Queries are hand-written question phrasings per intent; an intent names the topic keys it
// is about, with a grade (2 = answers the question, 1 = useful context). A query's relevant
// set is every memory of those topics in the query's project scope or in user:default, so
// labels hold by construction and never come from a search engine.
//
// Run: node bench/recall-corpus/generate.mjs   (any Node >= 18; writes memories.jsonl,
// queries.jsonl and stats.json next to this file; same output on every run).
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

// ---------------------------------------------------------------- PRNG (mulberry32)
let state = 0x6e757a6f; // "nuzo"
function rand() {
  state = (state + 0x6d2b79f5) | 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const int = (lo, hi) => lo + Math.floor(rand() * (hi - lo + 1));
const pick = (arr) => arr[Math.floor(rand() * arr.length)];
const chance = (p) => rand() < p;
function shuffle(arr) {
  const a = [...arr];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}
const sample = (arr, n) => shuffle(arr).slice(0, n);

// ---------------------------------------------------------------- vocabularies
const PEOPLE = ['Priya', 'Marco', 'Dana', 'Kenji', 'Amara', 'Lukas', 'Sofia', 'Tomás', 'Ines', 'Ravi', 'Hana', 'Oskar', 'Leila', 'Jonah', 'Mei', 'Bruno', 'Zara', 'Felix', 'Nadia', 'Theo', 'Aisha', 'Pedro', 'Yuki', 'Gustav'];
const MODULES = ['billing', 'search', 'notifications', 'reporting', 'ingest', 'exports', 'onboarding', 'checkout', 'scheduler', 'webhooks', 'analytics', 'invoicing', 'permissions', 'uploads', 'pricing', 'audit-log', 'sync', 'importer'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const STACKS = {
  ts: {
    runtime: 'Node', versions: ['20.11', '20.18', '22.4', '22.13'], verFile: '.nvmrc', pms: ['pnpm', 'pnpm', 'npm', 'yarn', 'bun'],
    frameworks: ['Next.js', 'Fastify', 'Express', 'NestJS', 'Remix', 'SvelteKit', 'Hono'],
    test: (pm) => [`${pm} test`, `${pm} run test:unit`, `${pm} vitest run`, `${pm} jest --runInBand`],
    runner: ['Vitest', 'Jest', 'node:test'], lint: (pm) => [`${pm} lint`, `${pm} run lint`, `${pm} eslint .`], linter: ['ESLint', 'Biome', 'oxlint'],
    fmt: ['Prettier', 'Biome'], fmtCmd: (pm) => [`${pm} format`, `${pm} prettier --write .`], tc: (pm) => [`${pm} typecheck`, `${pm} tsc --noEmit`],
    build: (pm) => [`${pm} build`, `${pm} run build:prod`], out: ['dist/', 'build/', '.output/'], e2e: ['Playwright', 'Cypress'],
    loggers: ['pino', 'winston', 'consola'], orms: ['Prisma', 'Drizzle', 'Kysely', 'TypeORM'],
    mig: { Prisma: 'prisma migrate dev --name <change>', Drizzle: 'drizzle-kit generate', Kysely: 'kysely migrate:make <change>', TypeORM: 'typeorm migration:generate src/migrations/<Change>' },
    printing: 'console.log', ext: 'ts',
  },
  python: {
    runtime: 'Python', versions: ['3.11', '3.12', '3.13'], verFile: '.python-version', pms: ['uv', 'uv', 'poetry', 'pip-tools', 'pdm'],
    frameworks: ['Django', 'FastAPI', 'Flask', 'Litestar'],
    test: (pm) => [pm === 'uv' ? 'uv run pytest' : pm === 'poetry' ? 'poetry run pytest -x' : 'pytest -q', 'make test', 'tox -e py'],
    runner: ['pytest'], lint: () => ['ruff check .', 'make lint', 'flake8 src tests'], linter: ['Ruff', 'flake8', 'pylint'],
    fmt: ['Black', 'the Ruff formatter'], fmtCmd: () => ['ruff format .', 'black .'], tc: () => ['mypy src', 'pyright'],
    build: (pm) => [pm === 'poetry' ? 'poetry build' : 'uv build', 'docker build -t app .'], out: ['dist/'], e2e: ['Playwright', 'behave'],
    loggers: ['structlog', 'loguru', 'the stdlib logging module'], orms: ['SQLAlchemy', 'the Django ORM', 'SQLModel'],
    mig: { SQLAlchemy: 'alembic revision --autogenerate -m "<change>"', 'the Django ORM': 'python manage.py makemigrations', SQLModel: 'alembic revision --autogenerate -m "<change>"' },
    printing: 'print()', ext: 'py',
  },
  go: {
    runtime: 'Go', versions: ['1.22', '1.23', '1.24'], verFile: 'go.mod', pms: ['go modules'],
    frameworks: ['chi', 'gin', 'echo', 'plain net/http'],
    test: () => ['go test ./...', 'make test', 'gotestsum -- ./...'], runner: ['go test'],
    lint: () => ['golangci-lint run', 'make lint'], linter: ['golangci-lint'], fmt: ['gofmt', 'gofumpt'], fmtCmd: () => ['gofumpt -w .', 'go fmt ./...'],
    tc: () => ['go vet ./...'], build: () => ['make build', 'go build -o bin/server ./cmd/server'], out: ['bin/'], e2e: ['a Go e2e harness', 'Playwright'],
    loggers: ['slog', 'zap', 'zerolog'], orms: ['sqlc', 'GORM', 'pgx with hand-written queries'],
    mig: { sqlc: 'goose create <change> sql', GORM: 'atlas migrate diff <change>', 'pgx with hand-written queries': 'migrate create -ext sql -dir db/migrations <change>' },
    printing: 'fmt.Println', ext: 'go',
  },
  rust: {
    runtime: 'Rust', versions: ['1.79', '1.82', '1.85'], verFile: 'rust-toolchain.toml', pms: ['cargo'], frameworks: ['axum', 'actix-web'],
    test: () => ['cargo test', 'cargo nextest run'], runner: ['cargo test'], lint: () => ['cargo clippy -- -D warnings'], linter: ['Clippy'],
    fmt: ['rustfmt'], fmtCmd: () => ['cargo fmt'], tc: () => ['cargo check --all-targets'], build: () => ['cargo build --release'], out: ['target/release/'],
    e2e: ['a Playwright suite'], loggers: ['tracing'], orms: ['sqlx', 'Diesel', 'SeaORM'],
    mig: { sqlx: 'sqlx migrate add <change>', Diesel: 'diesel migration generate <change>', SeaORM: 'sea-orm-cli migrate generate <change>' },
    printing: 'println!', ext: 'rs',
  },
  ruby: {
    runtime: 'Ruby', versions: ['3.2', '3.3', '3.4'], verFile: '.ruby-version', pms: ['bundler'], frameworks: ['Rails', 'Sinatra', 'Hanami'],
    test: () => ['bundle exec rspec', 'bin/rails test'], runner: ['RSpec', 'Minitest'], lint: () => ['bundle exec rubocop', 'bundle exec standardrb'], linter: ['RuboCop', 'Standard'],
    fmt: ['RuboCop autocorrect', 'Standard'], fmtCmd: () => ['bundle exec rubocop -a', 'bundle exec standardrb --fix'], tc: () => ['bundle exec srb tc'],
    build: () => ['bin/rails assets:precompile'], out: ['public/assets/'], e2e: ['Capybara system specs'], loggers: ['Rails.logger with lograge', 'semantic_logger'],
    orms: ['ActiveRecord'], mig: { ActiveRecord: 'bin/rails generate migration <Change>' }, printing: 'puts', ext: 'rb',
  },
  elixir: {
    runtime: 'Elixir', versions: ['1.16', '1.17', '1.18'], verFile: '.tool-versions', pms: ['mix'], frameworks: ['Phoenix'],
    test: () => ['mix test', 'mix test --warnings-as-errors'], runner: ['ExUnit'], lint: () => ['mix credo --strict'], linter: ['Credo'],
    fmt: ['mix format'], fmtCmd: () => ['mix format'], tc: () => ['mix dialyzer'], build: () => ['MIX_ENV=prod mix release'], out: ['_build/prod/rel/'],
    e2e: ['Wallaby'], loggers: ['Logger with JSON metadata'], orms: ['Ecto'], mig: { Ecto: 'mix ecto.gen.migration <change>' }, printing: 'IO.inspect', ext: 'ex',
  },
  kotlin: {
    runtime: 'JDK', versions: ['17', '21'], verFile: '.sdkmanrc', pms: ['gradle'], frameworks: ['Spring Boot', 'Ktor'],
    test: () => ['./gradlew test', './gradlew check'], runner: ['JUnit 5'], lint: () => ['./gradlew detekt', './gradlew ktlintCheck'], linter: ['detekt', 'ktlint'],
    fmt: ['ktlint', 'Spotless'], fmtCmd: () => ['./gradlew spotlessApply', './gradlew ktlintFormat'], tc: () => ['./gradlew compileKotlin'],
    build: () => ['./gradlew bootJar', './gradlew build'], out: ['build/libs/'], e2e: ['Testcontainers-based e2e tests'], loggers: ['SLF4J with Logback', 'kotlin-logging'],
    orms: ['Exposed', 'jOOQ', 'Spring Data JPA'], mig: { Exposed: 'a new Flyway file under src/main/resources/db/migration', jOOQ: 'a new Flyway file under src/main/resources/db/migration', 'Spring Data JPA': 'a new Liquibase changeset in db/changelog' },
    printing: 'println', ext: 'kt',
  },
};

const LOCKFILE = { pnpm: 'pnpm-lock.yaml', npm: 'package-lock.json', yarn: 'yarn.lock', bun: 'bun.lock', uv: 'uv.lock', poetry: 'poetry.lock', 'pip-tools': 'requirements.txt', pdm: 'pdm.lock', cargo: 'Cargo.lock', bundler: 'Gemfile.lock', mix: 'mix.lock', gradle: 'gradle.lockfile', 'go modules': 'go.sum' };
const INSTALL = { pnpm: 'pnpm install', npm: 'npm ci', yarn: 'yarn install --immutable', bun: 'bun install', uv: 'uv sync', poetry: 'poetry install', 'pip-tools': 'pip-sync requirements.txt dev-requirements.txt', pdm: 'pdm install', cargo: 'cargo fetch', bundler: 'bundle install', mix: 'mix deps.get', gradle: './gradlew dependencies', 'go modules': 'go mod download' };
const OTHER_PM = { pnpm: 'npm', npm: 'yarn', yarn: 'npm', bun: 'npm', uv: 'pip', poetry: 'pip', 'pip-tools': 'poetry', pdm: 'pip' };

const DBS = [
  ['PostgreSQL', 'MySQL', 'we rely on JSONB columns and partial indexes'],
  ['PostgreSQL', 'MongoDB', 'the data is relational and we wanted real transactions'],
  ['PostgreSQL', 'DynamoDB', 'reporting needs ad-hoc joins'],
  ['MySQL', 'PostgreSQL', 'the ops team already runs a managed MySQL fleet'],
  ['SQLite', 'PostgreSQL', 'the app ships as a single binary and data per tenant is small'],
  ['MongoDB', 'PostgreSQL', 'documents arrive with wildly varying shapes from partners'],
  ['CockroachDB', 'PostgreSQL', 'we need multi-region writes'],
];
const DB_DEFAULT_PORT = { PostgreSQL: 5432, MySQL: 3306, MongoDB: 27017, CockroachDB: 26257, SQLite: null };
const PLATFORMS = ['Fly.io', 'Render', 'AWS ECS (Fargate)', 'a GKE Kubernetes cluster', 'Vercel', 'Heroku', 'Google Cloud Run', 'a Hetzner VM via Kamal', 'Railway'];
const CIS = [['GitHub Actions', '.github/workflows/ci.yml'], ['GitHub Actions', '.github/workflows/test.yml'], ['GitLab CI', '.gitlab-ci.yml'], ['CircleCI', '.circleci/config.yml'], ['Buildkite', '.buildkite/pipeline.yml'], ['Jenkins', 'Jenkinsfile']];
const DOCS_TOOLS = [['MkDocs Material', 'mkdocs build --strict', 'mkdocs serve'], ['Docusaurus', 'npm run docs:build', 'npm run docs:dev'], ['Sphinx', 'make -C docs html SPHINXOPTS=-W', 'sphinx-autobuild docs docs/_build'], ['VitePress', 'pnpm docs:build', 'pnpm docs:dev'], ['mdBook', 'mdbook build docs', 'mdbook serve docs'], ['Starlight', 'pnpm --filter docs build', 'pnpm --filter docs dev']];
const DOCS_HOSTS = ['GitHub Pages', 'Cloudflare Pages', 'Netlify', 'Read the Docs', 'an S3 bucket behind CloudFront'];
const SECRETS = ['1Password (the "Engineering" vault)', 'Doppler', 'AWS Secrets Manager', 'HashiCorp Vault', 'sops-encrypted files in secrets/'];
const TRACKERS = ['Sentry', 'Rollbar', 'Honeybadger', 'Bugsnag'];
const FLAGS = ['LaunchDarkly', 'Unleash', 'GrowthBook', 'a feature_flags table in the main database', 'ConfigCat'];
const AUTHS = ['Auth0', 'Clerk', 'Keycloak', 'AWS Cognito', 'WorkOS', 'our own session-cookie login'];
const QUEUES = { ts: ['BullMQ', 'pg-boss', 'SQS with a worker process'], python: ['Celery', 'RQ', 'Dramatiq'], go: ['River', 'asynq', 'SQS with a worker process'], rust: ['apalis', 'SQS with a worker process'], ruby: ['Sidekiq', 'GoodJob'], elixir: ['Oban'], kotlin: ['Spring @Scheduled jobs plus RabbitMQ', 'SQS with a worker process'] };
const CSS = ['Tailwind CSS', 'CSS Modules', 'vanilla-extract', 'Sass with BEM naming', 'styled-components'];
const I18N = { ts: ['i18next', 'FormatJS (react-intl)', 'Lingui'], python: ['gettext', 'Babel'], go: ['go-i18n'], rust: ['Fluent'], ruby: ['the Rails I18n API'], elixir: ['Gettext'], kotlin: ['Spring MessageSource bundles'] };
const METRICS = ['Grafana', 'Datadog', 'Honeycomb', 'New Relic'];
const COMMIT_STYLES = ['conventional', 'ticket', 'imperative', 'gitmoji'];
const API_STYLES = ['REST', 'GraphQL', 'gRPC', 'JSON-RPC'];

const PROJECT_DEFS = [
  ['ledgerline', 'ts', 'web'], ['harbor-api', 'go', 'service'], ['pixelmint', 'ts', 'web'], ['tidewater', 'python', 'service'],
  ['quillstack', 'ts', 'web'], ['orbitcart', 'ruby', 'web'], ['fernwood-cms', 'ts', 'web'], ['saltbox', 'rust', 'service'],
  ['kiteboard', 'ts', 'web'], ['mosaic-ui', 'ts', 'lib'], ['brightpath', 'python', 'web'], ['copperleaf', 'kotlin', 'service'],
  ['driftwood-etl', 'python', 'service'], ['emberly', 'elixir', 'web'], ['glasshouse', 'ts', 'web'], ['hollowtree', 'go', 'service'],
  ['ironbark-auth', 'go', 'service'], ['juniper-ml', 'python', 'service'], ['lanternfish', 'ts', 'web'], ['marblerun', 'rust', 'cli'],
  ['nightjar', 'ts', 'service'], ['oakmoss', 'ruby', 'web'], ['pebblepay', 'kotlin', 'service'], ['quartzline', 'ts', 'web'],
  ['redwood-infra', 'go', 'cli'], ['sparrow-mobile', 'ts', 'web'], ['thistle-docs', 'python', 'lib'], ['umberfield', 'elixir', 'service'],
  ['velvetqueue', 'go', 'service'], ['willowsync', 'ts', 'service'], ['yarrow-search', 'rust', 'service'], ['zephyr-cli', 'ts', 'cli'],
  ['amberdeck', 'python', 'web'], ['bluefinch', 'ts', 'web'], ['cinderblock', 'ruby', 'service'], ['dunesmith', 'python', 'service'],
  ['eastgate-portal', 'ts', 'web'], ['foxglove-analytics', 'python', 'service'], ['granite-gateway', 'go', 'service'], ['heronwatch', 'ts', 'service'],
];

function scopeOf(name) {
  return `project:${createHash('sha256').update(`nuzo-bench:${name}`).digest('hex').slice(0, 16)}`;
}

function makeProject([name, stackName, shape]) {
  const s = STACKS[stackName];
  const pm = pick(s.pms);
  const [db, altDb, dbWhy] = shape === 'cli' && chance(0.7) ? ['SQLite', 'PostgreSQL', 'the tool keeps local state only'] : pick(DBS);
  const orm = pick(s.orms);
  const [ci, ciFile] = pick(CIS);
  const [docsTool, docsBuild, docsServe] = pick(DOCS_TOOLS);
  const tld = pick(['dev', 'io', 'app', 'com']);
  const domain = `${name.replace(/-/g, '')}.${tld}`;
  const docsHost = pick(DOCS_HOSTS);
  const mods = sample(MODULES, 5);
  const people = sample(PEOPLE, 5);
  const key = name.replace(/[^a-z]/g, '').slice(0, 4).toUpperCase();
  return {
    name, stackName, s, shape, pm, db, altDb, dbWhy, orm, ci, ciFile, docsTool, docsBuild, docsServe, docsHost, domain,
    scope: scopeOf(name),
    lockfile: LOCKFILE[pm], install: INSTALL[pm], otherPm: OTHER_PM[pm] ?? null,
    testCmd: pick(s.test(pm)), runner: pick(s.runner), lintCmd: pick(s.lint(pm)), linter: pick(s.linter), fmt: pick(s.fmt), fmtCmd: pick(s.fmtCmd(pm)),
    tcCmd: pick(s.tc(pm)), buildCmd: pick(s.build(pm)), outDir: pick(s.out), e2e: pick(s.e2e), logger: pick(s.loggers), framework: pick(s.frameworks),
    version: pick(s.versions), migCmd: s.mig[orm],
    devPort: pick([3000, 3001, 4000, 5173, 8080, 4321, 8000]), apiPort: pick([8080, 8000, 4000, 3333, 9000, 8081, 5000, 7070]),
    dbPort: db === 'SQLite' ? null : pick([DB_DEFAULT_PORT[db] + 1, DB_DEFAULT_PORT[db] + 10, DB_DEFAULT_PORT[db]]),
    redisPort: pick([6379, 6380, 6390]), metricsPort: pick([9090, 9100, 9464]),
    platform: shape === 'lib' || shape === 'cli' ? null : pick(PLATFORMS),
    staging: shape === 'lib' || shape === 'cli' ? null : pick([`staging.${domain}`, `${name}-staging.fly.dev`, `stg.${domain}`, `${name}.staging.internal`]),
    secrets: pick(SECRETS), tracker: pick(TRACKERS), flags: pick(FLAGS), auth: pick(AUTHS), queue: pick(QUEUES[stackName]), css: pick(CSS),
    i18n: pick(I18N[stackName]), metrics: pick(METRICS), commitStyle: pick(COMMIT_STYLES), apiStyle: pick(API_STYLES), key,
    branchPrefix: pick(['feature', 'feat', 'fix', '<initials>', 'topic']), approvals: pick([1, 2, 2]), coverage: pick([70, 75, 80, 85, 90]),
    mods, people, coreDir: pick(['src/core', 'packages/core', 'internal/domain', 'lib/domain', 'app/services']),
    flakySpec: `${pick(mods)} ${pick(['export', 'retry', 'timeout', 'pagination', 'websocket', 'upload', 'date-range'])}`,
    monorepo: stackName === 'ts' && chance(0.5),
    releaseTool: pick(['changesets', 'release-please', 'semantic-release', 'a hand-edited CHANGELOG.md', 'git-cliff']),
  };
}

// ---------------------------------------------------------------- memory builders
const memories = [];
function add(scope, topic, kind, content, tags, extra = {}) {
  memories.push({ scope, topic, kind, content, tags, ...extra });
}
const code = (c) => '`' + c + '`';

// Each topic returns zero or more [kind, content, tags] for a project. Wording is drawn from
// several hand-written paraphrases so projects do not share sentences verbatim.
const TOPICS = {
  pkg_manager: (p) => {
    const lines = [];
    if (p.s.pms.length === 1) {
      lines.push(['fact', pick([
        `Dependencies are managed with ${p.pm}; ${code(p.install)} pulls everything and ${p.lockfile} is committed.`,
        `${p.name} resolves its dependencies through ${p.pm} — run ${code(p.install)} after pulling.`,
        `The lockfile is ${p.lockfile}; keep it committed and refresh deps with ${code(p.install)}.`,
      ]), ['dependencies', p.pm]]);
    } else {
      lines.push([pick(['project_decision', 'fact']), pick([
        `${p.name} uses ${p.pm}${p.otherPm ? `; don't use ${p.otherPm} here, it would create a second lockfile` : ''}.`,
        `We standardised on ${p.pm} for this repo — the lockfile is ${p.lockfile}${p.otherPm ? ` and ${p.otherPm} must not be used` : ''}.`,
        `Install dependencies with ${code(p.install)}; ${p.pm} is the only supported package manager here.`,
        `Package management: ${p.pm} (lockfile ${p.lockfile}). CI runs ${code(p.install)} with a frozen lockfile.`,
      ]), ['dependencies', 'tooling']]);
    }
    return lines;
  },
  dep_policy: (p) => chance(0.6) ? [['project_decision', pick([
    `New third-party dependencies need a one-line justification in the PR description and ${p.people[0]}'s sign-off.`,
    `Before adding a library, check whether the standard library or an existing dependency already covers it; we keep the dependency tree small.`,
    `Adding packages is fine, but pin exact versions and avoid anything unmaintained for over a year.`,
  ]), ['dependencies', 'policy']]] : [],
  test_cmd: (p) => [['instruction', pick([
    `Run ${code(p.testCmd)} to execute the unit test suite.`,
    `Unit tests: ${code(p.testCmd)} (about ${int(20, 90)} seconds on a laptop).`,
    `The spec suite runs with ${code(p.testCmd)}; it uses ${p.runner}.`,
    `To check a change, ${code(p.testCmd)} runs every unit spec; add a path argument to narrow it.`,
    `Testing: use ${code(p.testCmd)} rather than calling ${p.runner} directly, so the env is set up.`,
    `${code(p.testCmd)} is the canonical way to run the tests in ${p.name}.`,
  ]), ['testing']]],
  test_e2e: (p) => p.shape === 'lib' || p.shape === 'cli' ? [] : [['instruction', pick([
    `End-to-end specs live in e2e/ and run with ${p.e2e}: ${code(p.stackName === 'ts' ? `${p.pm} run e2e` : 'make e2e')}.`,
    `Browser tests use ${p.e2e}; start the app first, then run ${code(p.stackName === 'ts' ? `${p.pm} run test:e2e` : 'make e2e')}.`,
    `The e2e suite (${p.e2e}) is slow, so CI only runs it on main; locally use ${code('make e2e')}.`,
  ]), ['testing', 'e2e']]],
  test_prereq: (p) => p.db === 'SQLite' ? [] : [['instruction', pick([
    `Integration tests need the database container up first: ${code('docker compose up -d db')}.`,
    `Before running the integration specs, start ${p.db} and Redis with ${code('docker compose up -d')}.`,
    `The integration suite talks to a real ${p.db}; it expects ${code('make services')} to be running.`,
  ]), ['testing', 'docker']]],
  test_flaky: (p) => [['note', pick([
    `The ${p.flakySpec} spec is flaky on CI; re-run the job once before investigating.`,
    `Known flake: the ${p.flakySpec} test sometimes times out in CI — a retry usually passes.`,
    `If the ${p.flakySpec} test fails in the pipeline but not locally, it's the known intermittent failure tracked in ${p.key}-${int(100, 900)}.`,
  ]), ['testing', 'ci', 'flaky']]],
  coverage: (p) => chance(0.7) ? [['project_decision', pick([
    `Coverage must stay above ${p.coverage}% — CI fails the build below that.`,
    `We enforce a ${p.coverage}% line-coverage floor in the pipeline.`,
    `New code should come with tests; the coverage gate is ${p.coverage}% and it's not negotiable.`,
  ]), ['testing', 'coverage']]] : [],
  test_style: (p) => chance(0.6) ? [['instruction', pick([
    `Tests sit next to the code they cover (${code(`foo.test.${p.s.ext}`)} beside ${code(`foo.${p.s.ext}`)}).`,
    `Name test cases after the behaviour ("rejects expired tokens"), not the function under test.`,
    `Don't mock the database in tests here; use the per-test transaction helper instead.`,
    `Write regression tests for every bug fix before touching the fix itself.`,
  ]), ['testing', 'conventions']]] : [],
  lint_cmd: (p) => [['instruction', pick([
    `Run ${code(p.lintCmd)} before committing in this repo.`,
    `${p.linter} is configured strictly here; ${code(p.lintCmd)} must pass before you push.`,
    `Linting: ${code(p.lintCmd)}. Warnings are treated as errors in CI.`,
    `Static checks run via ${code(p.lintCmd)} (${p.linter}); fix findings rather than adding ignore comments.`,
  ]), ['lint', 'quality']]],
  format: (p) => [[pick(['project_decision', 'instruction']), pick([
    `Code formatting is handled by ${p.fmt}; don't hand-format, run ${code(p.fmtCmd)}.`,
    `${p.fmt} owns whitespace and line breaks in ${p.name} — apply it with ${code(p.fmtCmd)}.`,
    `Auto-format with ${code(p.fmtCmd)}; style debates are settled by whatever ${p.fmt} outputs.`,
  ]), ['formatting', 'style']]],
  precommit: (p) => chance(0.55) ? [['fact', pick([
    `A pre-commit hook (lefthook) runs the formatter and ${p.linter} on staged files.`,
    `husky runs ${code(p.lintCmd)} on commit; don't skip it with --no-verify.`,
    `The pre-push hook runs the unit tests; it can take a minute.`,
  ]), ['git', 'hooks']]] : [],
  typecheck: (p) => [['instruction', pick([
    `Type-check with ${code(p.tcCmd)}; CI treats type errors as failures.`,
    `${code(p.tcCmd)} must be clean before a PR is merged.`,
    `Static typing is enforced: run ${code(p.tcCmd)} locally, the pipeline does too.`,
  ]), ['types', 'quality']]],
  build_cmd: (p) => [['instruction', pick([
    `Build the production bundle with ${code(p.buildCmd)}; output goes to ${p.outDir}.`,
    `${code(p.buildCmd)} produces the release artifact in ${p.outDir}.`,
    `For a production build use ${code(p.buildCmd)} — never commit ${p.outDir}.`,
  ]), ['build']]],
  dev_server: (p) => p.shape === 'web' ? [['fact', pick([
    `The dev server runs on port ${p.devPort} (${code(p.stackName === 'ts' ? `${p.pm} dev` : 'make dev')}).`,
    `Start the app locally with ${code(p.stackName === 'ts' ? `${p.pm} dev` : 'make dev')}; it serves http://localhost:${p.devPort}.`,
    `Local frontend: http://localhost:${p.devPort}, with hot reload.`,
  ]), ['local', 'dev']]] : [],
  api_port: (p) => p.shape === 'lib' || p.shape === 'cli' ? [] : [['fact', pick([
    `The API listens on port ${p.apiPort} locally.`,
    `Backend runs at http://localhost:${p.apiPort} in development.`,
    `${p.name}'s HTTP server binds ${p.apiPort} by default (override with PORT).`,
  ]), ['local', 'api', 'ports']]],
  metrics_port: (p) => p.shape === 'lib' || p.shape === 'cli' ? [] : [['fact', pick([
    `Port ${p.metricsPort} is the Prometheus metrics endpoint, not the app.`,
    `The metrics exporter sidecar listens on ${p.metricsPort}.`,
  ]), ['metrics']]],
  db_choice: (p) => [['project_decision', pick([
    `We chose ${p.db} over ${p.altDb} because ${p.dbWhy}.`,
    `${p.db} is the primary datastore; ${p.altDb} was considered and rejected since ${p.dbWhy}.`,
    `Storage decision: ${p.db}, because ${p.dbWhy}.`,
  ]), ['database', 'architecture']]],
  db_port: (p) => p.dbPort ? [['fact', pick([
    `Local ${p.db} is exposed on port ${p.dbPort}${p.dbPort !== DB_DEFAULT_PORT[p.db] ? `, not ${DB_DEFAULT_PORT[p.db]}, to avoid clashing with a system install` : ''}.`,
    `The docker compose ${p.db} listens on localhost:${p.dbPort}; the dev database is called ${p.name.replace(/-/g, '_')}_dev.`,
    `Connect to the development ${p.db} at localhost:${p.dbPort} (user ${p.name.split('-')[0]}).`,
  ]), ['database', 'local']]] : [],
  backups: (p) => chance(0.4) ? [['note', pick([
    `Database backups run nightly at 02:00 UTC and are kept for 30 days.`,
    `Point-in-time recovery is enabled on the production ${p.db}; restores go through ${p.people[1]}.`,
  ]), ['database', 'ops']]] : [],
  migrations: (p) => [['instruction', pick([
    `Create schema migrations with ${code(p.migCmd)}; never edit a migration that has been applied.`,
    `Schema changes go through ${p.migCmd.startsWith('a new') ? p.migCmd : code(p.migCmd)}, one change per migration.`,
    `To change tables, generate a migration (${p.migCmd.startsWith('a new') ? p.migCmd : code(p.migCmd)}) and commit it with the code that needs it.`,
  ]), ['database', 'migrations']]],
  orm: (p) => [['project_decision', pick([
    `Data access goes through ${p.orm}; no raw SQL in request handlers.`,
    `We use ${p.orm} for queries; hand-written SQL is allowed only in the reporting module.`,
    `Persistence layer: ${p.orm}. Keep queries in repository files, not in controllers.`,
  ]), ['database']]],
  docs_deploy: (p) => [['fact', pick([
    `Docs are built with ${p.docsTool} and deployed to docs.${p.domain} on merge to main.`,
    `The documentation site is published to ${p.docsHost} (docs.${p.domain}) by CI.`,
    `docs.${p.domain} is served from ${p.docsHost}; pushing to main redeploys it.`,
    `User guides are hosted on ${p.docsHost} and go live automatically after each merge.`,
  ]), ['docs']]],
  docs_build: (p) => [['instruction', pick([
    `Build docs locally with ${code(p.docsBuild)} before pushing doc changes.`,
    `Run ${code(p.docsBuild)} to catch broken links; preview with ${code(p.docsServe)}.`,
    `Documentation uses ${p.docsTool}; ${code(p.docsServe)} gives a live preview.`,
  ]), ['docs']]],
  docs_stale: (p) => [['note', pick([
    `The ${p.mods[2]} docs page still describes the v1 payload; updating it is on the backlog.`,
    `Architecture diagrams in the docs folder predate the ${p.mods[2]} rewrite; trust the code.`,
  ]), ['docs']]],
  app_deploy: (p) => p.platform ? [['fact', pick([
    `Production runs on ${p.platform}; deploys are triggered by tagging a release.`,
    `${p.name} is hosted on ${p.platform}. Merging to main ships to production automatically.`,
    `We ship to ${p.platform} from CI; nobody deploys from a laptop.`,
    `Prod lives on ${p.platform} at ${p.domain}; the deploy job needs a green pipeline.`,
  ]), ['deploy', 'infra']]] : [],
  deploy_freeze: (p) => p.platform && chance(0.6) ? [['instruction', pick([
    `Don't deploy on Fridays after 15:00 unless it's a hotfix.`,
    `No production releases during the last week of the quarter (billing close).`,
    `Ship to prod only during business hours when ${p.people[2]} or someone on call is around.`,
  ]), ['deploy', 'policy']]] : [],
  staging: (p) => p.staging ? [['fact', pick([
    `Staging lives at https://${p.staging}; it's reset every night.`,
    `The pre-production environment is ${p.staging}; every merge to main lands there first.`,
    `QA happens on ${p.staging} before anything is promoted.`,
  ]), ['environments']]] : [],
  staging_data: (p) => p.staging && chance(0.5) ? [['note', pick([
    `The staging database is refreshed weekly from an anonymised production snapshot.`,
    `Staging shares the sandbox payment account; never use real cards there.`,
  ]), ['environments', 'data']]] : [],
  ci: (p) => [['fact', pick([
    `CI runs on ${p.ci}; the workflow file is ${p.ciFile}.`,
    `The pipeline is defined in ${p.ciFile} (${p.ci}).`,
    `${p.ci} builds every PR; its config lives in ${p.ciFile}.`,
  ]), ['ci']]],
  branch: (p) => [['instruction', pick([
    `Branch names follow ${code(`${p.branchPrefix}/<ticket>-<short-slug>`)}.`,
    `Name branches ${code(`${p.branchPrefix}/${p.key}-123-short-description`)}; the ticket key links the PR to Jira.`,
    `Work happens on short-lived branches off main called ${p.branchPrefix}/<topic>.`,
  ]), ['git']]],
  branch_protect: (p) => chance(0.5) ? [['fact', pick([
    `main is protected: no direct pushes, and force-pushing is blocked.`,
    `Only the release bot may push to main; everything else goes through a PR.`,
  ]), ['git']]] : [],
  commit_conv: (p) => [['instruction', {
    conventional: pick([`Commit messages follow Conventional Commits (feat:, fix:, chore:).`, `Use conventional commit prefixes like feat(${p.mods[0]}): or fix: in every commit subject.`]),
    ticket: pick([`Prefix commit subjects with the Jira key, e.g. ${code(`${p.key}-123: add retry to ${p.mods[0]}`)}.`, `Every commit title starts with the ticket id (${p.key}-<n>) so Jira picks it up.`]),
    imperative: pick([`Write commit subjects in the imperative mood, max 72 characters, with a blank line before the body.`, `Keep commit titles short and imperative ("Add", not "Added"); explain the why in the body.`]),
    gitmoji: pick([`This team uses gitmoji in commit messages (✨ for features, 🐛 for fixes).`, `Commits start with a gitmoji code like :bug: or :sparkles: followed by a short summary.`]),
  }[p.commitStyle], ['git', 'commits']]],
  pr_review: (p) => [['instruction', pick([
    `PRs need ${p.approvals === 1 ? 'one approval' : 'two approvals'} before merging; squash-merge only.`,
    `Pull requests require ${p.approvals} approving review${p.approvals > 1 ? 's' : ''} and a passing pipeline.`,
    `Keep pull requests under ~400 lines and request ${p.approvals === 1 ? 'a reviewer' : 'two reviewers'} from the team.`,
  ]), ['review', 'process']]],
  owners: (p) => [['fact', pick([
    `${p.people[0]} owns the ${p.mods[0]} package; loop them in on any change there.`,
    `CODEOWNERS routes everything under ${p.mods[0]}/ to ${p.people[0]}.`,
  ]), ['ownership'], { module: p.mods[0] }], ['fact', pick([
    `${p.people[1]} is the code owner for ${p.mods[1]}.`,
    `Changes to the ${p.mods[1]} module need a review from ${p.people[1]}.`,
  ]), ['ownership'], { module: p.mods[1] }]],
  contact: (p) => [['note', pick([
    `Ask ${p.people[3]} about ${p.mods[3]} questions — they wrote most of it.`,
    `${p.people[3]} is the person who knows the ${p.mods[3]} integration best.`,
    `For anything about ${p.mods[3]}, ping ${p.people[3]} in #${p.name}-dev.`,
  ]), ['people'], { module: p.mods[3] }]],
  release: (p) => [['instruction', pick([
    `Releases are cut with ${p.releaseTool}; bump the version in a dedicated PR.`,
    `Versioning is semver; ${p.releaseTool} maintains the changelog.`,
    `To publish a new version, merge the release PR opened by ${p.releaseTool}, then tag v<x.y.z>.`,
  ]), ['release']]],
  runtime_version: (p) => [['fact', pick([
    `The project is pinned to ${p.s.runtime} ${p.version} via ${p.s.verFile}.`,
    `${p.name} targets ${p.s.runtime} ${p.version}; ${p.s.verFile} is the source of truth.`,
    `Use ${p.s.runtime} ${p.version} — newer versions break the ${pick(['build', 'test runner', 'native addon'])}.`,
  ]), ['versions', 'toolchain']]],
  framework: (p) => [['fact', pick([
    `${p.name} is built on ${p.framework}.`,
    `The web layer uses ${p.framework}; stick to its conventions for routing.`,
  ]), ['stack']]],
  env_vars: (p) => [['instruction', pick([
    `Local config lives in ${code('.env.local')}; copy ${code('.env.example')} to start.`,
    `Environment variables for development go in ${code('.env')} (git-ignored); the template is ${code('.env.example')}.`,
    `Settings are read from the environment; add any new variable to ${code('.env.example')} with a comment.`,
  ]), ['config', 'env']]],
  secrets: (p) => [['instruction', pick([
    `Secrets come from ${p.secrets}; never commit them to .env files.`,
    `Credentials for local development are in ${p.secrets}.`,
    `API keys and tokens are stored in ${p.secrets}, not in the repo.`,
  ]), ['security', 'config']]],
  logging: (p) => [['project_decision', pick([
    `Use the structured logger (${p.logger}); no ${p.s.printing} in server code.`,
    `Logs go through ${p.logger} with a request id on every line.`,
    `All diagnostic output must use ${p.logger} so it lands in JSON; ${p.s.printing} is stripped in review.`,
  ]), ['logging', 'observability']]],
  error_tracking: (p) => [['fact', pick([
    `Errors are reported to ${p.tracker} (project ${p.name}).`,
    `Unhandled exceptions show up in ${p.tracker}; alerts go to #${p.name}-alerts.`,
    `${p.tracker} captures crashes from production and staging.`,
  ]), ['monitoring', 'errors']]],
  dashboards: (p) => p.platform ? [['fact', pick([
    `Service dashboards are in ${p.metrics} under the "${p.name}" folder.`,
    `Latency and throughput graphs live in ${p.metrics}.`,
  ]), ['monitoring', 'metrics']]] : [],
  feature_flags: (p) => p.shape === 'lib' || p.shape === 'cli' ? [] : [['project_decision', pick([
    `Feature flags are managed in ${p.flags}; remove a flag within two sprints of full rollout.`,
    `Gradual rollouts use ${p.flags} — wrap new behaviour in a flag.`,
    `New features ship dark behind a ${p.flags} toggle.`,
  ]), ['flags', 'rollout']]],
  architecture: (p) => [['project_decision', pick([
    `${p.name} keeps business logic in ${p.coreDir}; HTTP and CLI adapters stay thin.`,
    `Domain code lives in ${p.coreDir} and must not import framework modules.`,
    `Layering rule: handlers call services in ${p.coreDir}, services call repositories, never the reverse.`,
  ]), ['architecture', 'structure']]],
  monorepo: (p) => p.monorepo ? [['fact', pick([
    `The repo is a monorepo: apps in apps/, shared packages in packages/.`,
    `Workspaces: apps/web, apps/api and packages/* share one ${p.lockfile}.`,
  ]), ['structure', 'monorepo']]] : [],
  api_style: (p) => p.shape === 'lib' || p.shape === 'cli' ? [] : [['project_decision', {
    REST: pick([`The public API is REST, versioned under /v${int(1, 3)}; breaking changes need a new version.`, `Endpoints follow REST conventions with plural nouns and cursor pagination.`]),
    GraphQL: pick([`Clients talk to a single GraphQL endpoint; schema changes must stay backwards compatible.`, `We expose GraphQL, not REST; add fields instead of changing them.`]),
    gRPC: pick([`Services communicate over gRPC; protobufs live in proto/ and are linted with buf.`, `Internal APIs are gRPC; regenerate stubs with ${code('buf generate')}.`]),
    'JSON-RPC': pick([`The API is JSON-RPC 2.0 over HTTP; method names are dot-separated.`]),
  }[p.apiStyle], ['api', 'architecture']]],
  auth: (p) => p.shape === 'lib' || p.shape === 'cli' ? [] : [['fact', pick([
    `Login is handled by ${p.auth}; the callback URL is /auth/callback.`,
    `Sign-in goes through ${p.auth}. Local development uses a test tenant.`,
    `User authentication is delegated to ${p.auth}; we never store credentials ourselves.`,
  ]), ['auth', 'security']]],
  queue: (p) => p.shape === 'lib' ? [] : [['fact', pick([
    `Background jobs run on ${p.queue}; start a worker locally with ${code('make worker')}.`,
    `Async work (emails, exports) is queued in ${p.queue}.`,
    `Long-running tasks are offloaded to background workers (${p.queue}).`,
  ]), ['jobs', 'async']]],
  cache: (p) => p.shape === 'lib' || p.shape === 'cli' ? [] : chance(0.7) ? [['fact', pick([
    `Redis at localhost:${p.redisPort} is used for caching and rate limits.`,
    `Hot lookups are cached in Redis (port ${p.redisPort} locally) with a five-minute TTL.`,
  ]), ['cache', 'redis']]] : [],
  styling: (p) => p.shape === 'web' || p.name === 'mosaic-ui' ? [['project_decision', pick([
    `UI styling uses ${p.css}; don't add another styling approach.`,
    `Components are styled with ${p.css}.`,
  ]), ['frontend', 'css']]] : [],
  i18n: (p) => p.shape === 'web' ? [['instruction', pick([
    `All user-facing strings go through ${p.i18n}; add keys to locales/en.json.`,
    `Translations are handled with ${p.i18n}; never hard-code copy in components.`,
    `Localization: text lives in the locales folder and is loaded with ${p.i18n}.`,
  ]), ['i18n']]] : [],
  setup: (p) => [['instruction', pick([
    `After cloning, run ${code('make bootstrap')} to install tools and seed the database.`,
    `First-time setup: ${code(p.install)}, copy the example env file, then ${code('make seed')}.`,
    `New machine? ${code('./scripts/setup.sh')} installs the toolchain and creates the local database.`,
  ]), ['onboarding', 'local']]],
  docker: (p) => p.shape === 'lib' ? [] : [['fact', pick([
    `${code('docker compose up')} starts the app with its database and cache.`,
    `The Dockerfile is multi-stage; the runtime image is distroless.`,
    `Local services (${p.db}, Redis) are defined in compose.yaml.`,
  ]), ['docker']]],
  naming: (p) => chance(0.5) ? [['instruction', pick([
    `File names are kebab-case; types are PascalCase.`,
    `Use snake_case for database columns and camelCase in API payloads.`,
    `Prefix boolean fields with is/has (isActive, hasAccess).`,
  ]), ['conventions', 'naming']]] : [],
  error_handling: (p) => chance(0.55) ? [['project_decision', pick([
    `Return typed errors from services; only the HTTP layer maps them to status codes.`,
    `Never swallow exceptions; wrap them with context and rethrow.`,
    `Domain failures are modelled as result values, not exceptions.`,
  ]), ['errors', 'conventions']]] : [],
  exports_style: (p) => p.stackName === 'ts' && chance(0.6) ? [['preference', pick([
    `Prefer named exports over default exports in this codebase.`,
    `No barrel files (index.ts re-exports); import from the module directly.`,
  ]), ['conventions', 'style']]] : [],
  dates: (p) => chance(0.4) ? [['project_decision', pick([
    `Timestamps are stored in UTC and converted to the user's timezone only in the UI.`,
    `All dates in the API are ISO 8601 strings with an explicit offset.`,
  ]), ['dates']]] : [],
  perf: (p) => [['note', pick([
    `The ${p.mods[1]} endpoint is slow for large tenants; paginate and avoid N+1 queries.`,
    `${p.mods[1]} queries get slow above ~100k rows; there is an index plan in ${p.key}-${int(100, 900)}.`,
    `Performance hotspot: the ${p.mods[1]} job spends most of its time serialising JSON.`,
  ]), ['performance'], { module: p.mods[1] }]],
  legacy: (p) => [['note', pick([
    `The ${p.mods[4]} module is legacy; avoid adding features there, it's being replaced.`,
    `Don't touch ${p.mods[4]}/ without talking to ${p.people[4]} — it's fragile and has no tests.`,
    `${p.mods[4]} is deprecated code scheduled for removal in Q${int(1, 4)}.`,
  ]), ['legacy'], { module: p.mods[4] }]],
};

// Memories that share words with the answers (test, run, docs, port, commit, build, deploy,
// version, branch) without answering any query intent; the few that do hint at legacy areas
// carry their own topic ('legacy_hint') and are labelled for that intent.
const NOISE = [
  ['legacy_hint', (p) => `We stopped using the old ${p.mods[2]} test harness in ${int(2019, 2023)}; its folder is kept only for reference.`],
  (p) => `The last big refactor of ${p.mods[0]} was commit ${createHash('sha1').update(p.name).digest('hex').slice(0, 7)}; its description explains the retry logic.`,
  (p) => `The ${p.mods[3]} report template was redesigned in ${pick(MONTHS)}; old PDFs look different.`,
  (p) => `The ${p.mods[1]} service was renamed from "${p.mods[1]}-legacy" in ${pick(MONTHS)}; old dashboards still use the old name.`,
  (p) => `Customer Acme has a custom ${p.mods[2]} configuration; check with the account team before changing defaults.`,
  (p) => `Release notes for v${int(1, 4)}.${int(0, 9)} mention a breaking change in the ${p.mods[0]} payload.`,
  (p) => `Runtime config for ${p.mods[3]} is only reloaded on restart.`,
  ['legacy_hint', (p) => `Version ${int(2, 6)}.x of the mobile app still calls the deprecated ${p.mods[2]} endpoint.`],
  (p) => `The ${p.mods[0]} package depends on a forked library until the upstream fix is released.`,
  (p) => `Port numbers for partner sandboxes are listed in the ${p.mods[2]} runbook.`,
  (p) => `The nightly ${p.mods[3]} job runs at 03:00 UTC and takes about ${int(10, 50)} minutes.`,
  (p) => `Webhook retries for ${p.mods[1]} back off exponentially up to 24 hours.`,
  (p) => `The ${p.mods[0]} CSV export caps at 50,000 rows; larger exports are emailed.`,
  ['legacy_hint', (p) => `An old branch called "${p.mods[4]}-v2" has an abandoned rewrite; don't build on it.`],
  (p) => `The build badge in the README points at the old pipeline and can be ignored.`,
  (p) => `#${p.name}-dev is the Slack channel for day-to-day questions.`,
  (p) => `The ${p.mods[2]} docs were translated into German by a contractor in ${int(2021, 2024)}.`,
  (p) => `We tried moving ${p.mods[1]} to a separate deployable in ${int(2022, 2024)} and rolled it back.`,
  (p) => `The demo tenant "acme-demo" is reset every Monday; sales uses it.`,
  (p) => `Rate limit for the public ${p.mods[0]} endpoint is ${pick([60, 100, 600])} requests per minute per key.`,
];

// ---------------------------------------------------------------- user-level memories
// Grouped by user topic key; several phrasings may be stored for one topic (people repeat
// themselves across sessions), each a distinct memory.
const USER = {
  u_pm_js: [['preference', 'The user prefers pnpm over npm for new projects.', ['tooling', 'javascript']], ['preference', 'For JavaScript monorepos the user likes pnpm workspaces rather than Lerna or Nx.', ['tooling', 'monorepo']]],
  u_pm_py: [['preference', 'For Python work the user reaches for uv instead of pip or poetry.', ['python', 'tooling']]],
  u_concise: [['preference', 'The user prefers concise final answers without long preambles.', ['communication']], ['preference', 'Keep explanations short; bullet points over paragraphs.', ['communication']], ['preference', 'The user dislikes summaries that repeat what was just shown in the diff.', ['communication']]],
  u_explain: [['preference', 'When proposing a change, state the trade-off in one sentence before the code.', ['communication']]],
  u_commit: [['preference', 'The user wants commit messages in the imperative mood with a short subject line.', ['git', 'commits']], ['instruction', 'Never add "Co-authored-by" trailers or AI attribution to commits.', ['git', 'commits']]],
  u_push: [['instruction', 'Do not push to any remote without asking the user first.', ['git', 'safety']], ['instruction', 'Never force-push shared branches.', ['git', 'safety']]],
  u_branching: [['preference', 'The user rebases feature branches onto main instead of merging main into them.', ['git']]],
  u_tests_first: [['preference', 'For bug fixes, the user wants a failing test written before the fix.', ['testing']], ['preference', 'The user prefers table-driven tests where the language allows it.', ['testing', 'style']]],
  u_test_run: [['instruction', 'After editing code, run only the affected test files first, then the full suite before finishing.', ['testing', 'workflow']]],
  u_format: [['preference', 'The user likes formatter defaults and doesn\'t want custom style rules added.', ['formatting', 'style']]],
  u_indent: [['preference', 'Two-space indentation everywhere except Python and Go.', ['formatting', 'style']]],
  u_ts: [['preference', 'The user prefers TypeScript with strict mode for anything non-trivial.', ['typescript']], ['preference', 'Avoid `any`; use `unknown` and narrow it.', ['typescript', 'types']]],
  u_naming: [['preference', 'The user likes descriptive names over abbreviations, even if they are longer.', ['naming', 'style']]],
  u_comments: [['preference', 'Only write comments that explain why, not what the code does.', ['comments', 'style']], ['preference', 'The user wants docstrings on public functions but not on private helpers.', ['comments', 'docs']]],
  u_errors: [['preference', 'The user prefers explicit error handling over catch-all try blocks.', ['errors', 'style']]],
  u_deps: [['preference', 'The user is wary of adding dependencies; suggest a standard-library solution first.', ['dependencies']]],
  u_logging: [['preference', 'Remove debug print statements before finishing a task.', ['logging', 'cleanup']]],
  u_ask: [['instruction', 'Ask before deleting files, dropping tables or running anything against production.', ['safety']], ['instruction', 'Confirm with the user before running database migrations on shared environments.', ['safety', 'database']]],
  u_pr: [['preference', 'The user likes small pull requests, one concern each.', ['review', 'git']]],
  u_css: [['preference', 'The user prefers Tailwind for new UI work.', ['frontend', 'css']]],
  u_editor: [['fact', 'The user edits in Neovim and runs commands in a tmux split.', ['environment']]],
  u_os: [['fact', 'The user works on macOS (Apple silicon); some Docker images need the amd64 platform flag.', ['environment', 'docker']]],
  u_shell: [['fact', 'The user\'s shell is zsh with mise managing runtime versions.', ['environment', 'toolchain']]],
  u_tz: [['fact', 'The user is in the Europe/Lisbon timezone; schedule-related answers should use it.', ['environment']]],
  u_lang: [['preference', 'Reply in English even when code comments are in Portuguese.', ['communication']]],
  u_docs: [['preference', 'The user wants READMEs to start with a one-line description and a quick-start command.', ['docs']]],
  u_sql: [['preference', 'Uppercase SQL keywords and one clause per line in hand-written queries.', ['database', 'style']]],
  u_exports: [['preference', 'The user favours named exports in TypeScript modules.', ['typescript', 'style']]],
  u_review: [['preference', 'When reviewing code, list blocking issues first and nits last.', ['review']]],
  u_noise: [
    ['note', 'The user is learning Rust on weekends; examples in Rust are welcome but not required.', ['learning']],
    ['note', 'The user maintains a personal dotfiles repo and keeps aliases there.', ['environment']],
    ['note', 'The user once lost work to `git clean -fdx`; be careful with destructive git commands.', ['git', 'safety']],
    ['fact', 'The user\'s GitHub handle is used as the default author on new repos.', ['git']],
    ['note', 'The user reads release notes of major frameworks and likes hearing about breaking changes early.', ['updates']],
    ['preference', 'The user prefers dark-mode screenshots in documentation.', ['docs']],
    ['note', 'The user runs tests with a coffee break in between on big suites; long runs are fine.', ['testing']],
    ['preference', 'The user likes Makefiles as a thin entry point over longer scripts.', ['tooling']],
    ['fact', 'The user has a 1Password CLI session available for fetching local credentials.', ['security', 'tooling']],
    ['note', 'The user keeps a TODO.md in each repo for follow-ups that should not go into tickets.', ['workflow']],
  ],
};

// A few more user-level distractors composed from templates, so the global scope is not tiny.
const USER_EXTRA_TEMPLATES = [
  (x) => `The user finds the ${x} documentation hard to navigate; link to specific sections.`,
  (x) => `The user has used ${x} in a previous job and knows its quirks.`,
  (x) => `When ${x} comes up, compare it with alternatives before recommending it.`,
  (x) => `The user evaluated ${x} last year and decided against it for personal projects.`,
  (x) => `${x} is on the user's list of things to learn properly.`,
  (x) => `The user gave a talk about ${x} at a local meetup.`,
  (x) => `Skip beginner explanations of ${x}; the user is experienced with it.`,
  (x) => `The user is sceptical of ${x} hype and wants benchmarks, not blog posts.`,
  (x) => `Side project note: the user's hobby app uses ${x}.`,
  (x) => `The user contributed a small patch to ${x} once.`,
];
const USER_EXTRA_SUBJECTS = ['Kubernetes', 'Terraform', 'GraphQL', 'Kafka', 'Elasticsearch', 'Django', 'React Server Components', 'WebSockets', 'OAuth', 'Nix', 'Bazel', 'gRPC', 'Redis', 'SQLite', 'Deno', 'Svelte', 'htmx', 'Tailwind', 'Playwright', 'Docker Swarm', 'Prometheus', 'OpenTelemetry', 'ClickHouse', 'DuckDB', 'Flutter', 'Electron', 'Tauri', 'Cloudflare Workers', 'Ansible', 'Helm', 'Vault', 'Pulumi', 'esbuild', 'Vite', 'webpack', 'Rollup', 'Turborepo', 'Nx', 'Lerna', 'Jest', 'Vitest', 'Cypress', 'Storybook', 'Prisma', 'SQLAlchemy', 'Celery', 'RabbitMQ', 'NATS', 'Temporal', 'Airflow', 'dbt', 'Snowflake', 'BigQuery', 'Spark', 'Pandas', 'Polars', 'PyTorch', 'FastAPI', 'Rails', 'Phoenix', 'Spring Boot', 'Ktor', 'Axum', 'Actix', 'Tokio', 'Go generics', 'Zig', 'WASM', 'Bun', 'pnpm workspaces', 'Renovate', 'Dependabot', 'Sentry'];

// Agent-scoped memories: never in a query's allowed scopes, present as realistic store content.
const AGENT_LINES = [
  ['agent:claude-code', 'note', 'Claude Code sessions should read CLAUDE.md before editing.', ['agent']],
  ['agent:claude-code', 'instruction', 'Use the Edit tool for small changes instead of rewriting whole files.', ['agent']],
  ['agent:claude-code', 'note', 'Plan mode is preferred for multi-file refactors.', ['agent']],
  ['agent:codex', 'instruction', 'Codex should run the test command from AGENTS.md before finishing.', ['agent', 'testing']],
  ['agent:codex', 'note', 'Codex sandbox has no network; vendor fixtures locally.', ['agent']],
  ['agent:codex', 'note', 'In Codex, prefer apply_patch over shell redirection for edits.', ['agent']],
  ['agent:reviewer', 'instruction', 'The reviewer agent flags TODOs without ticket links.', ['agent', 'review']],
  ['agent:reviewer', 'instruction', 'The reviewer agent checks that every migration has a down step.', ['agent', 'database']],
  ['agent:reviewer', 'note', 'Reviewer agent comments should quote the exact line they refer to.', ['agent', 'review']],
  ['agent:docs-bot', 'instruction', 'The docs bot rebuilds the docs site after each release tag.', ['agent', 'docs']],
  ['agent:docs-bot', 'note', 'The docs bot ignores pages under docs/internal.', ['agent', 'docs']],
  ['agent:release-bot', 'instruction', 'The release bot drafts changelog entries from merged PR titles.', ['agent', 'release']],
];

// ---------------------------------------------------------------- query intents
// rel: topic -> grade. A topic key may be project-level (TOPICS) or user-level (u_*), and
// "topic@module" restricts it to memories about one module. needs: project topics of which
// at least one grade-2 memory must exist in the project for the query to be posed there.
const INTENTS = [
  { id: 'run_tests', rel: { test_cmd: 2, test_e2e: 1, test_prereq: 1, u_test_run: 1 }, q: ['how do we run the tests here?', 'how do I test my changes?', 'what do I do to get the tests going?', "what's the command for the test suite", 'running tests', 'how to execute unit tests in this repo', 'is there a way to run the specs locally?'] },
  { id: 'e2e', rel: { test_e2e: 2, test_prereq: 1 }, q: ['how do I run the end-to-end tests', 'and how would I go about running the e2e ones?', 'browser tests — how do they run?', 'where are the e2e specs and how are they started'] },
  { id: 'test_prereq', rel: { test_prereq: 2, test_cmd: 1, docker: 1 }, q: ['do the integration tests need anything running first?', 'what services must be up before testing?', 'integration testing setup requirements'] },
  { id: 'flaky', rel: { test_flaky: 2 }, q: ['a test failed on CI but passes locally — is it a known flaky one?', 'known flaky tests', 'which tests are intermittent in the pipeline'] },
  { id: 'coverage', rel: { coverage: 2 }, q: ["what's the coverage requirement", 'minimum code coverage for CI', 'how much test coverage do we need'] },
  { id: 'test_style', rel: { test_style: 2, u_tests_first: 2 }, q: ['how should I write tests in this project?', 'conventions for writing tests', 'testing conventions here?'] },
  { id: 'pkg_manager', rel: { pkg_manager: 2, u_pm_js: 1 }, onlyStacks: ['ts'], q: ['which package manager should I use', 'npm or yarn or pnpm?', 'how do I install dependencies', 'installing deps', 'what do we use to manage packages', 'what is it we use here to install all of the packages?'] },
  { id: 'pkg_manager_py', rel: { pkg_manager: 2, u_pm_py: 1 }, onlyStacks: ['python'], q: ['which package manager should I use', 'pip or poetry or uv here?', 'how do I install dependencies', 'what do we use to manage packages'] },
  { id: 'pkg_manager_other', rel: { pkg_manager: 2 }, onlyStacks: ['go', 'rust', 'ruby', 'elixir', 'kotlin'], q: ['how do I install dependencies', 'how are dependencies managed', 'fetching deps after a pull'] },
  { id: 'new_dep', rel: { dep_policy: 2, u_deps: 2, pkg_manager: 1 }, needs: ['dep_policy'], q: ['can I add a new dependency?', 'rules for adding libraries', 'is it ok to pull in a new package for this'] },
  { id: 'lint', rel: { lint_cmd: 2, format: 1, precommit: 1 }, q: ['how do I lint the code', 'which linter do we use', 'run the linter', 'static analysis command'] },
  { id: 'precommit', rel: { lint_cmd: 2, precommit: 2, typecheck: 1, test_cmd: 1, format: 1 }, q: ['what should I run before I commit?', 'checks to do before pushing', 'anything I need to do before committing?', 'is there anything that I have to do before I make a commit?'] },
  { id: 'format', rel: { format: 2, u_format: 1, u_indent: 1 }, q: ['how should code be formatted', 'formatter?', 'tabs or spaces?', 'code formatting tool'] },
  { id: 'typecheck', rel: { typecheck: 2 }, q: ['how do I type check', 'run the type checker', 'are type errors fatal in CI?'] },
  { id: 'build', rel: { build_cmd: 2 }, q: ['how do I build the project', 'production build command', 'where does the build output go?', 'compiling a release artifact'] },
  { id: 'dev_server', rel: { dev_server: 2, api_port: 1, setup: 1, docker: 1 }, needs: ['dev_server'], q: ['how do I start the app locally', 'run the dev server', 'how do I get the thing running on my machine?', 'what port is the frontend on locally?', 'local development url'] },
  { id: 'api_port', rel: { api_port: 2, dev_server: 1 }, needs: ['api_port'], q: ['what port does the API listen on', 'which port is the backend on locally', 'local api url'] },
  { id: 'db_choice', rel: { db_choice: 2, orm: 1 }, q: ['why did we pick this database', 'what database does this project use', 'postgres or mysql?', 'database decision'] },
  { id: 'db_local', rel: { db_port: 2, db_choice: 1, docker: 1 }, needs: ['db_port'], q: ['how do I connect to the local database', 'database port', 'db connection details for development'] },
  { id: 'migrations', rel: { migrations: 2, orm: 1, u_ask: 1 }, q: ['how do I add a database migration', 'creating schema migrations', 'schema migration workflow', 'changing a table schema', 'what is the way that we do the migrations for the database?'] },
  { id: 'orm', rel: { orm: 2 }, q: ['how should I query the database from code', 'is raw SQL ok?', 'data access layer'] },
  { id: 'docs_deploy', rel: { docs_deploy: 2, docs_build: 1 }, q: ['where do the docs get deployed', 'docs site url', 'how are the docs published?', 'where is the documentation hosted', 'where is it that the docs end up once they are built?'] },
  { id: 'docs_build', rel: { docs_build: 2, docs_deploy: 1 }, q: ['how do I build the documentation locally', 'preview docs before pushing', 'documentation tooling'] },
  { id: 'deploy', rel: { app_deploy: 2, release: 1, deploy_freeze: 1, staging: 1 }, needs: ['app_deploy'], q: ['how do we deploy to production', 'shipping a release to prod', 'where is the app hosted?', 'deployment process', 'is there anything I should know about how we do deploys?'] },
  { id: 'deploy_freeze', rel: { deploy_freeze: 2, app_deploy: 1 }, needs: ['deploy_freeze'], q: ['when is it ok to deploy?', 'can I deploy on a friday', 'release windows and freezes'] },
  { id: 'staging', rel: { staging: 2, staging_data: 1 }, needs: ['staging'], q: ["what's the staging url", 'where can I try changes before prod?', 'is there a staging environment'] },
  { id: 'ci', rel: { ci: 2 }, q: ['what CI do we use', 'where is the CI config', 'pipeline configuration file'] },
  { id: 'branch', rel: { branch: 2, u_branching: 1 }, q: ['how should I name my branch', 'branch naming convention', 'git branching workflow'] },
  { id: 'push', rel: { branch_protect: 2, u_push: 2 }, needs: ['branch_protect'], q: ['can I push directly to main?', 'is force pushing allowed', 'pushing straight to the main branch'] },
  { id: 'commit', rel: { commit_conv: 2, u_commit: 2 }, q: ['commit message conventions', 'how should I write commit messages', 'format for commit subjects', 'commit style?', 'is there a certain way that the commits should be written?'] },
  { id: 'review', rel: { pr_review: 2, owners: 1, u_pr: 1 }, q: ['who needs to review my PR', 'how many approvals do pull requests need', 'code review rules'] },
  { id: 'release', rel: { release: 2, app_deploy: 1 }, q: ['how do we cut a release', 'versioning and changelog', 'how is the changelog generated?'] },
  { id: 'runtime', rel: { runtime_version: 2, u_shell: 1 }, q: [(p) => `which ${p.s.runtime} version should I use`, (p) => `what ${p.s.runtime.toLowerCase()} version is this on`, 'runtime version', 'toolchain version pinning'] },
  { id: 'framework', rel: { framework: 2 }, q: ['which web framework does this use', 'what is the backend built with?', 'framework'] },
  { id: 'env', rel: { env_vars: 2, secrets: 1, setup: 1 }, q: ['where do I put environment variables', 'local config file', 'how do I configure env vars for development'] },
  { id: 'secrets', rel: { secrets: 2, env_vars: 1 }, q: ['where are secrets stored', 'how do I get API keys for local dev', 'credentials management', 'where would I find the keys and other secret stuff?'] },
  { id: 'logging', rel: { logging: 2, u_logging: 1 }, q: ['how should I log things', 'logging library', (p) => `can I use ${p.s.printing} for debugging output?`] },
  { id: 'errors', rel: { error_tracking: 2, dashboards: 1 }, q: ['how are errors monitored', 'where do exceptions get reported', 'error tracking'] },
  { id: 'dashboards', rel: { dashboards: 2, error_tracking: 1, metrics_port: 1 }, needs: ['dashboards'], q: ['where are the metrics dashboards', 'observability: graphs and latency', 'monitoring setup'] },
  { id: 'flags', rel: { feature_flags: 2 }, needs: ['feature_flags'], q: ['how do feature flags work here', 'feature toggles', 'rolling out a feature gradually'] },
  { id: 'arch', rel: { architecture: 2, monorepo: 2, api_style: 1 }, q: ['how is the codebase structured', 'where does business logic go', 'project architecture overview', 'folder layout'] },
  { id: 'api_style', rel: { api_style: 2 }, needs: ['api_style'], q: ['REST or GraphQL?', 'api versioning', 'how are endpoints designed'] },
  { id: 'auth', rel: { auth: 2 }, needs: ['auth'], q: ['how does login work', 'authentication provider', 'who handles sign in?'] },
  { id: 'jobs', rel: { queue: 2 }, needs: ['queue'], q: ['how do background jobs run', 'async workers', 'queue system for tasks'] },
  { id: 'cache', rel: { cache: 2 }, needs: ['cache'], q: ['is there a cache?', 'redis usage', 'caching layer'] },
  { id: 'css', rel: { styling: 2, u_css: 1 }, needs: ['styling'], q: ['how do we style components', 'css framework', 'styling approach for the UI'] },
  { id: 'i18n', rel: { i18n: 2 }, needs: ['i18n'], q: ['how do I add translations', 'where do user-facing strings go', 'localization'] },
  { id: 'setup', rel: { setup: 2, pkg_manager: 1, env_vars: 1 }, q: ['how do I set up the project after cloning', 'getting started on this repo', 'first-time setup steps'] },
  { id: 'docker', rel: { docker: 2, test_prereq: 1 }, needs: ['docker'], q: ['how do I run it in docker', 'docker compose', 'containers for local development'] },
  { id: 'who_module', rel: { 'contact@M': 2, 'owners@M': 2 }, module: 'contact', q: [(p, m) => `who should I ask about the ${m} code?`, (p, m) => `who knows ${m}?`, (p, m) => `${m} expert`] },
  { id: 'owner_module', rel: { 'owners@M': 2, 'contact@M': 2 }, module: 'owners', q: [(p, m) => `who owns ${m}?`, (p, m) => `who reviews changes to the ${m} module`] },
  { id: 'perf', rel: { perf: 2 }, q: ['known performance problems', 'which endpoints are slow?', 'anything slow I should know about'] },
  { id: 'legacy', rel: { legacy: 2, legacy_hint: 1 }, q: ['anything I should avoid touching?', 'legacy code areas', 'which parts of the codebase are deprecated'] },
  { id: 'naming', rel: { naming: 2, u_naming: 1 }, needs: ['naming'], q: ['naming conventions', 'how should I name files and variables', 'case style for names'] },
  { id: 'error_handling', rel: { error_handling: 2, u_errors: 1 }, needs: ['error_handling'], q: ['how should errors be handled in code', 'exceptions or error values?', 'error handling conventions'] },
  { id: 'exports', rel: { exports_style: 2, u_exports: 1 }, needs: ['exports_style'], q: ['default exports or named?', 'module export conventions', 'how should modules expose their API — import/export style?'] },
  { id: 'dates', rel: { dates: 2, u_tz: 1 }, needs: ['dates'], q: ['what timezone should timestamps use', 'how are dates stored', 'date format in the api'] },
  { id: 'tests_and_lint', rel: { test_cmd: 2, lint_cmd: 2, typecheck: 1, precommit: 1 }, q: ['commands to test and lint before opening a pull request', 'what are the test and lint commands?', 'how do I check my change passes tests, linting and formatting'] },
  { id: 'deploy_and_docs', rel: { app_deploy: 2, docs_deploy: 2, docs_build: 1 }, needs: ['app_deploy'], q: ['where do the app and its docs get deployed?', 'hosting for production and for the documentation site'] },
  { id: 'db_and_migrations', rel: { db_choice: 2, migrations: 2, orm: 1, db_port: 1 }, q: ['which database do we use and how do schema changes work', 'database engine plus migration tooling'] },
  { id: 'ports', rel: { api_port: 2, dev_server: 2, db_port: 2, cache: 1, metrics_port: 1 }, needs: ['api_port'], q: ['which local ports does everything run on?', 'port numbers for the api, frontend and database'] },
  { id: 'branch_and_commit', rel: { branch: 2, commit_conv: 2, u_commit: 1, u_branching: 1 }, q: ['git conventions for branches and commit messages', 'how do I name branches and write commits here'] },
  { id: 'answer_style', rel: { u_concise: 2, u_explain: 1, u_lang: 1 }, q: ['how does the user like answers formatted?', 'should I be verbose in my replies', 'response style preferences'] },
  { id: 'safety', rel: { u_ask: 2, u_push: 1 }, q: ['is it ok to delete files without asking?', 'what needs confirmation before I do it', 'running things against production'] },
  { id: 'comments', rel: { u_comments: 2 }, q: ['should I add comments and docstrings?', 'commenting style'] },
  { id: 'environment', rel: { u_os: 2, u_shell: 2, u_editor: 2 }, q: ["what's the user's machine setup", 'which OS and shell does the user have?'] },
];

// ---------------------------------------------------------------- build everything
const projects = PROJECT_DEFS.map(makeProject);
for (const p of projects) {
  for (const [topic, make] of Object.entries(TOPICS)) {
    for (const [kind, content, tags, extra] of make(p)) add(p.scope, topic, kind, content, tags, extra);
  }
  for (const entry of sample(NOISE, int(5, 9))) {
    const [topic, make] = Array.isArray(entry) ? entry : ['noise', entry];
    add(p.scope, topic, pick(['note', 'note', 'fact']), make(p), [pick(['misc', 'context', 'history', 'ops'])]);
  }
}
for (const [topic, lines] of Object.entries(USER)) {
  for (const [kind, content, tags] of lines) add('user:default', topic, kind, content, tags);
}
for (const subject of USER_EXTRA_SUBJECTS) add('user:default', 'u_noise', 'note', pick(USER_EXTRA_TEMPLATES)(subject), ['background']);
for (const [scope, kind, content, tags] of AGENT_LINES) add(scope, 'agent', kind, content, tags);

// Exact duplicate content within one scope would be rejected by any real store.
{
  const seen = new Set();
  for (let i = memories.length - 1; i >= 0; i--) {
    const key = `${memories[i].scope}\u0000${memories[i].content.toLowerCase()}`;
    if (seen.has(key)) memories.splice(i, 1);
    else seen.add(key);
  }
}

// Ids are assigned after a shuffle so their order says nothing about topics or projects.
const order = shuffle(memories.map((_, i) => i));
order.forEach((memIndex, n) => {
  memories[memIndex].id = `m${String(n + 1).padStart(4, '0')}`;
});
for (const m of memories) {
  // Age: most memories are recent-ish, a long tail is old.
  m.updated_days_ago = chance(0.6) ? int(0, 60) : int(61, 540);
}

function relevantFor(intent, p, module) {
  const relevant = {};
  for (const [key, grade] of Object.entries(intent.rel)) {
    const [topic, mod] = key.split('@');
    for (const m of memories) {
      if (m.topic !== topic) continue;
      if (topic.startsWith('u_') ? m.scope !== 'user:default' : m.scope !== p.scope) continue;
      if (mod && m.module !== module) continue;
      relevant[m.id] = Math.max(relevant[m.id] ?? 0, grade);
    }
  }
  return relevant;
}

function hasGrade2ProjectTopic(intent, p, module) {
  const projectTopics = Object.entries(intent.rel).filter(([k, g]) => g === 2 && !k.startsWith('u_')).map(([k]) => k.split('@')[0]);
  const needed = intent.needs ?? projectTopics;
  if (needed.length === 0) return true; // a user-level question: any project works
  return memories.some((m) => m.scope === p.scope && needed.includes(m.topic) && (!module || m.module === module));
}

const queries = [];
const PER_INTENT = 4;
for (const intent of INTENTS) {
  const candidates = shuffle(projects.filter((p) => !intent.onlyStacks || intent.onlyStacks.includes(p.stackName)));
  const phrasings = shuffle(intent.q);
  let made = 0;
  for (const p of candidates) {
    if (made >= PER_INTENT) break;
    const module = intent.module ? memories.find((m) => m.scope === p.scope && m.topic === intent.module)?.module : undefined;
    if (intent.module && !module) continue;
    if (!hasGrade2ProjectTopic(intent, p, module)) continue;
    const phrasing = phrasings[made % phrasings.length];
    const text = typeof phrasing === 'function' ? phrasing(p, module) : phrasing;
    const relevant = relevantFor(intent, p, module);
    if (!Object.values(relevant).includes(2)) continue;
    queries.push({ intent: intent.id, query: text, scope: p.scope, project: p.name, relevant });
    made += 1;
  }
}
// Query ids in a shuffled order too.
const finalQueries = shuffle(queries).map((q, i) => ({ id: `q${String(i + 1).padStart(3, '0')}`, ...q }));
finalQueries.sort((a, b) => a.id.localeCompare(b.id));

const outMemories = [...memories].sort((a, b) => a.id.localeCompare(b.id)).map(({ id, content, kind, scope, tags, updated_days_ago }) => ({ id, content, kind, scope, tags, updated_days_ago }));
writeFileSync(join(here, 'memories.jsonl'), outMemories.map((m) => JSON.stringify(m)).join('\n') + '\n');
writeFileSync(join(here, 'queries.jsonl'), finalQueries.map((q) => JSON.stringify(q)).join('\n') + '\n');

const countBy = (arr, f) => arr.reduce((acc, x) => ((acc[f(x)] = (acc[f(x)] ?? 0) + 1), acc), {});
const relSizes = finalQueries.map((q) => Object.keys(q.relevant).length);
const stats = {
  memories: outMemories.length,
  queries: finalQueries.length,
  projects: projects.length,
  intents: INTENTS.length,
  memories_by_scope_type: countBy(outMemories, (m) => m.scope.split(':')[0]),
  memories_by_kind: countBy(outMemories, (m) => m.kind),
  relevant_per_query: { min: Math.min(...relSizes), max: Math.max(...relSizes), mean: Math.round((relSizes.reduce((a, b) => a + b, 0) / relSizes.length) * 100) / 100 },
  grade2_per_query_mean: Math.round((finalQueries.reduce((a, q) => a + Object.values(q.relevant).filter((g) => g === 2).length, 0) / finalQueries.length) * 100) / 100,
};
writeFileSync(join(here, 'stats.json'), JSON.stringify(stats, null, 2) + '\n');
console.log(JSON.stringify(stats));
