// Topic vocabulary for suggested tags, and the groups of mutually exclusive choices used to
// notice that a new statement replaces an active memory ("moved from npm to pnpm" vs "the
// project uses npm"). Both are small, closed tables: a tag must be one of these words.
import { choiceGroups } from '../recall/concepts.ts';

export const TAG_RULES: { tag: string; pattern: RegExp }[] = [
  { tag: 'testing', pattern: /\b(tests?|testing|unit|e2e|integration tests?|jest|vitest|mocha|pytest|node:test|ava|playwright|cypress|coverage|snapshots?|fixtures?|mocks?)\b/i },
  { tag: 'lint', pattern: /\b(lint(er|ing)?|eslint|biome|oxlint|ruff|clippy|golangci|stylelint|pylint|flake8)\b/i },
  { tag: 'git', pattern: /\b(git|commits?|committing|branch(es)?|rebase|rebasing|merge|merging|squash|force[- ]push|push(ing)?|pull requests?|prs?|main branch|trunk|worktree|cherry-pick)\b/i },
  { tag: 'ci', pattern: /\b(ci|github actions|gitlab ci|circleci|jenkins|buildkite|pipeline|workflows?\.ya?ml|pre-commit|husky)\b/i },
  { tag: 'docs', pattern: /\b(docs|documentation|readme|mkdocs|docusaurus|changelog|adrs?|jsdoc|docstrings?|comments?)\b/i },
  { tag: 'style', pattern: /\b(format(ting|ter)?|prettier|indent(ation)?|tabs|spaces|naming|camelcase|snake_case|kebab-case|code style|semicolons|quotes|line length)\b/i },
  { tag: 'deps', pattern: /\b(dependenc(y|ies)|npm|pnpm|yarn|bun|lockfile|package\.json|pip|poetry|uv|cargo|go mod|renovate|dependabot|upgrade|pin(ned)?)\b/i },
  { tag: 'build', pattern: /\b(build|builds|bundl(e|er|ing)|esbuild|webpack|vite|rollup|tsc|compil(e|er|ing)|makefile|bazel|turbo(repo)?)\b/i },
  { tag: 'deploy', pattern: /\b(deploy(s|ing|ment)?|release(s|d)?|staging|production|prod|vercel|netlify|fly\.io|heroku|rollout|hotfix)\b/i },
  { tag: 'security', pattern: /\b(security|auth(entication|orization)?|secrets?|credentials?|permissions?|cors|csrf|xss|vulnerab\w+|2fa|oauth|tokens?)\b/i },
  { tag: 'db', pattern: /\b(database|db|postgres(ql)?|mysql|sqlite|mongo(db)?|redis|migrations?|schema|sql|prisma|drizzle|orm|queries|query)\b/i },
  { tag: 'infra', pattern: /\b(docker|kubernetes|k8s|helm|terraform|ansible|nginx|aws|gcp|azure|cloudflare|ec2|s3|lambda)\b/i },
  { tag: 'api', pattern: /\b(api|endpoints?|rest|graphql|grpc|openapi|http|webhooks?)\b/i },
  { tag: 'frontend', pattern: /\b(react|vue|svelte|angular|css|tailwind|components?|ui|frontend|jsx|tsx|storybook)\b/i },
  { tag: 'types', pattern: /\b(typescript|types?|typing|mypy|strict mode|any|generics)\b/i },
  { tag: 'perf', pattern: /\b(perf(ormance)?|latency|benchmarks?|profil(e|ing)|caching|cache)\b/i },
  { tag: 'issues', pattern: /\b(issues?|tickets?|jira|linear|backlog|tracker|labels?)\b/i },
  { tag: 'workflow', pattern: /\b(answers?|responses?|replies|explanations?|summar(y|ies)|status updates?|updates while|verbose|concise|emojis?|tone|ask (me )?before|confirm|check with me)\b/i },
];

export const MAX_SUGGESTED_TAGS = 4;

export function suggestTags(text: string): string[] {
  const tags: string[] = [];
  for (const rule of TAG_RULES) {
    if (rule.pattern.test(text)) tags.push(rule.tag);
    if (tags.length >= MAX_SUGGESTED_TAGS) break;
  }
  return tags;
}

// Members of a group answer the same question; a statement choosing one replaces a memory
// that chose another.
// The tool roles come from recall's table of which tools fill which role (one place knows
// it); the rest are choices of style and process.
export const CHOICE_GROUPS: { subject: string; members: string[] }[] = [
  ...choiceGroups(),
  { subject: 'indentation', members: ['tabs', 'spaces', '2 spaces', '4 spaces'] },
  { subject: 'quotes', members: ['single quotes', 'double quotes'] },
  { subject: 'default branch', members: ['main', 'master', 'trunk', 'develop'] },
  { subject: 'license', members: ['mit', 'apache-2.0', 'apache 2.0', 'gpl', 'gplv3', 'bsd', 'mpl'] },
  { subject: 'merge strategy', members: ['squash', 'rebase', 'merge commits'] },
];

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function mentions(text: string, member: string): boolean {
  return new RegExp(`(^|[^\\w.:-])${escape(member)}(?![\\w-])`, 'i').test(text);
}

// The choice a statement makes within a group: the target of "from A to B", "B instead of A",
// "replace A with B", or the only member mentioned.
export function chosenMember(text: string, members: string[]): string | null {
  const found = members.filter((m) => mentions(text, m));
  if (found.length === 0) return null;
  if (found.length === 1) return found[0] as string;
  const lower = text.toLowerCase();
  for (const m of found) {
    const e = escape(m);
    if (new RegExp(`\\bto ${e}\\b|\\bwith ${e}\\b|\\b${e} instead of\\b|\\b(use|uses|using|prefer|prefers) ${e}\\b`).test(lower)) {
      if (!new RegExp(`\\b(from|replace|instead of|not|over) ${e}\\b`).test(lower)) return m;
    }
  }
  return null;
}
