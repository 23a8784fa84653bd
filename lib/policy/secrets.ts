// Provider credentials recognisable by their own shape: a vendor prefix, a fixed length, a
// checksum-bearing layout. These fire anywhere in the text, with or without context, because
// a memory store has no reason to hold a live token. Contextual credentials (passwords,
// connection strings, headers, cookies) live in credentials.ts.
import type { Detector, PatternRule } from './types.ts';
import { looksRandom } from './entropy.ts';
import { factsOf } from './gate.ts';

const msg = (what: string) => `The text contains what looks like ${what}.`;
const random = (group: number, min = 16) => (m: RegExpExecArray) => looksRandom(m[group] ?? '', min);
// Template fillers in an otherwise well-shaped token (…XXXXXXXXXX…, PUT_YOUR_TOKEN_HERE).
const realBody = (m: RegExpExecArray) => !/[xX]{10,}|PUT_YOUR|_HERE\b/.test(m[0]);

export const SECRET_RULES: readonly PatternRule[] = [
  { id: 'private-key-block', category: 'private_key', message: msg('a private key'),
    pattern: /-----BEGIN ((?:RSA|DSA|EC|OPENSSH|ENCRYPTED|PGP|SSH2) )?PRIVATE KEY(?: BLOCK)?-----(?:\\[nr]|\s)*([A-Za-z0-9+/=]{16,})/g,
    accept: (m) => !/^(x+|X+|[A-Za-z]=*)$/.test(m[2] ?? '') && (m[2] ?? '').length >= 24 },
  { id: 'putty-private-key', category: 'private_key', message: msg('a private key'), pattern: /PuTTY-User-Key-File-\d: /g },
  { id: 'age-secret-key', category: 'private_key', message: msg('a private key'), pattern: /\bAGE-SECRET-KEY-1[0-9A-Z]{50,}\b/g },
  { id: 'hex-private-key', category: 'private_key', message: msg('a private key'),
    pattern: /\b0x[0-9a-fA-F]{64}\b/g, accept: (m) => /[a-f]/.test(m[0].slice(2)) && /[A-F]/.test(m[0].slice(2)) },
  { id: 'github-token', category: 'github', message: msg('a GitHub token'), pattern: /(?<![A-Za-z0-9])gh[pousr]_[A-Za-z0-9_]{30,}/g },
  { id: 'github-fine-grained-token', category: 'github', message: msg('a GitHub token'), pattern: /(?<![A-Za-z0-9])github_pat_[A-Za-z0-9_]{40,}/g },
  { id: 'gitlab-token', category: 'gitlab', message: msg('a GitLab token'),
    pattern: /(?<![A-Za-z0-9])(?:glpat|gldt|glptt|glrt|glsoat|glcbt|glft|glimt|glagent|gloas|glffct)-[A-Za-z0-9_-]{20,}/g },
  { id: 'gitlab-runner-token', category: 'gitlab', message: msg('a GitLab token'), pattern: /\bGR1348941[A-Za-z0-9_-]{20,}/g },
  { id: 'slack-token', category: 'slack', message: msg('a Slack token'), pattern: /(?<![A-Za-z0-9])xox[abposre](?:\.xox[bp])?-[A-Za-z0-9-]{10,}/g },
  { id: 'slack-app-token', category: 'slack', message: msg('a Slack token'), pattern: /(?<![A-Za-z0-9])xapp-\d-[A-Za-z0-9]+-\d+-[A-Za-z0-9]{16,}/g },
  { id: 'slack-webhook', category: 'slack', message: msg('a Slack webhook URL'),
    pattern: /hooks\.slack\.com\/(?:services|workflows|triggers)\/[A-Za-z0-9+/_-]{20,}/g },
  { id: 'aws-access-key-id', category: 'aws', message: msg('an AWS access key'), pattern: /(?<![A-Za-z0-9])(?:AKIA|ASIA|ABIA|ACCA|A3T[A-Z0-9])[A-Z0-9]{16}(?![A-Za-z0-9])/g },
  { id: 'aws-secret-access-key', category: 'aws', message: msg('an AWS secret key'),
    pattern: /(?:aws|secret)[\w.-]{0,30}(?:key|secret)[\w"']{0,4}\W{0,8}(?:is\s+|to\s+|=\s*|:\s*)?["']?([A-Za-z0-9/+]{40})(?![A-Za-z0-9/+])/gi,
    accept: random(1, 40) },
  { id: 'gcp-api-key', category: 'gcp', message: msg('a Google API key'), pattern: /(?<![A-Za-z0-9])AIza[0-9A-Za-z_-]{30,}/g },
  { id: 'gcp-oauth-secret', category: 'gcp', message: msg('a Google OAuth secret'), pattern: /(?<![A-Za-z0-9])GOCSPX-[A-Za-z0-9_-]{20,}/g },
  { id: 'gcp-oauth-token', category: 'gcp', message: msg('a Google OAuth token'), pattern: /(?<![A-Za-z0-9])(?:ya29\.[A-Za-z0-9_-]{30,}|1\/\/0[A-Za-z0-9_-]{30,})/g },
  { id: 'gcp-service-account', category: 'gcp', message: msg('a service-account key'),
    pattern: /"private_key"\s*:\s*"-----BEGIN[^"]{0,40}\\n([A-Za-z0-9+/=]{24,})/g },
  { id: 'azure-storage-key', category: 'azure', message: msg('an Azure key'),
    pattern: /\b(?:AccountKey|SharedAccessKey|SharedAccessSignature)=([A-Za-z0-9+/%=]{20,})/g },
  { id: 'azure-sas-signature', category: 'azure', message: msg('an Azure signed URL'), pattern: /[?&]sig=([A-Za-z0-9%+/=]{30,})/g },
  { id: 'azure-client-secret', category: 'azure', message: msg('an Azure client secret'), pattern: /(?<![A-Za-z0-9])[A-Za-z0-9_~.]{3}\dQ~[A-Za-z0-9_~.-]{31,34}(?![A-Za-z0-9_~.-])/g },
  { id: 'stripe-key', category: 'stripe', message: msg('a Stripe secret key'), pattern: /(?<![A-Za-z0-9])(?:sk|rk)_(?:live|test|prod)_[A-Za-z0-9]{20,}/g },
  { id: 'stripe-webhook-secret', category: 'stripe', message: msg('a Stripe webhook secret'), pattern: /(?<![A-Za-z0-9])whsec_[A-Za-z0-9]{24,}/g },
  { id: 'anthropic-key', category: 'anthropic', message: msg('an Anthropic API key'), pattern: /(?<![A-Za-z0-9])sk-ant-(?:api|admin|sid|oat)\d{2}-[A-Za-z0-9_-]{20,}/g },
  { id: 'openai-key', category: 'openai', message: msg('an OpenAI API key'),
    pattern: /(?<![A-Za-z0-9-])sk-(?:(?:proj|svcacct|admin|None)-)?([A-Za-z0-9_-]{20,})/g, accept: random(1, 20) },
  { id: 'groq-key', category: 'groq', message: msg('an API key'), pattern: /(?<![A-Za-z0-9])gsk_[A-Za-z0-9]{40,}/g },
  { id: 'npm-token', category: 'npm', message: msg('an npm token'), pattern: /(?<![A-Za-z0-9])npm_[A-Za-z0-9]{36}(?![A-Za-z0-9])/g },
  { id: 'pypi-token', category: 'pypi', message: msg('a PyPI token'), pattern: /(?<![A-Za-z0-9])pypi-Ag[A-Za-z0-9_-]{40,}/g },
  { id: 'twilio-key', category: 'twilio', message: msg('a Twilio credential'), pattern: /(?<![A-Za-z0-9])SK[0-9a-fA-F]{32}(?![A-Za-z0-9])/g },
  { id: 'sendgrid-key', category: 'sendgrid', message: msg('a SendGrid API key'), pattern: /(?<![A-Za-z0-9])SG\.[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{20,}/g },
  { id: 'mailgun-key', category: 'mailgun', message: msg('a Mailgun API key'), pattern: /(?<![A-Za-z0-9-])key-[0-9a-f]{32}(?![A-Za-z0-9])/g },
  { id: 'mailchimp-key', category: 'mailchimp', message: msg('an API key'), hints: ['-us'], pattern: /(?<![A-Za-z0-9])[0-9a-f]{32}-us\d{1,2}(?![A-Za-z0-9])/g },
  { id: 'discord-bot-token', category: 'discord', message: msg('a Discord bot token'),
    pattern: /(?<![A-Za-z0-9_-])[MNO][A-Za-z0-9_-]{23,27}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,40}(?![A-Za-z0-9_-])/g,
    accept: (m) => /[0-9]/.test(m[0]) && /[a-z]/.test(m[0]) && /[A-Z]/.test(m[0].slice(1)) },
  { id: 'discord-webhook', category: 'discord', message: msg('a Discord webhook URL'), pattern: /discord(?:app)?\.com\/api\/webhooks\/\d+\/[A-Za-z0-9_-]{30,}/g },
  { id: 'telegram-bot-token', category: 'telegram', message: msg('a Telegram bot token'), pattern: /(?<![A-Za-z0-9])\d{8,10}:AA[A-Za-z0-9_-]{30,40}(?![A-Za-z0-9_-])/g },
  { id: 'shopify-token', category: 'shopify', message: msg('a Shopify token'), pattern: /(?<![A-Za-z0-9])shp(?:at|ca|pa|ss)_[A-Za-z0-9]{32,}/g },
  { id: 'heroku-key', category: 'heroku', message: msg('a Heroku API key'), pattern: /(?<![A-Za-z0-9])HRKU-[A-Za-z0-9_-]{40,}/g },
  { id: 'digitalocean-token', category: 'digitalocean', message: msg('a DigitalOcean token'), pattern: /(?<![A-Za-z0-9])do[opr]_v1_[a-f0-9]{64}/g },
  { id: 'linear-key', category: 'linear', message: msg('a Linear API key'), pattern: /(?<![A-Za-z0-9])lin_(?:api|oauth)_[A-Za-z0-9]{32,}/g },
  { id: 'notion-token', category: 'notion', message: msg('a Notion token'), pattern: /(?<![A-Za-z0-9])(?:ntn_\d{11}[A-Za-z0-9]{32,}|secret_[A-Za-z0-9]{43})(?![A-Za-z0-9])/g },
  { id: 'huggingface-token', category: 'huggingface', message: msg('a Hugging Face token'), pattern: /(?<![A-Za-z0-9])(?:hf_|api_org_)[A-Za-z0-9]{30,}/g },
  { id: 'databricks-token', category: 'databricks', message: msg('a Databricks token'), pattern: /(?<![A-Za-z0-9])dapi[0-9a-fA-F]{32}(?:-\d)?(?![A-Za-z0-9])/g },
  { id: 'docker-token', category: 'docker', message: msg('a Docker access token'), pattern: /(?<![A-Za-z0-9])dckr_(?:pat|oat)_[A-Za-z0-9_-]{20,}/g },
  { id: 'figma-token', category: 'figma', message: msg('a Figma token'), pattern: /(?<![A-Za-z0-9])fig[dou]_[A-Za-z0-9_-]{30,}/g },
  { id: 'grafana-token', category: 'grafana', message: msg('a Grafana token'), pattern: /(?<![A-Za-z0-9])(?:glc_[A-Za-z0-9+/]{30,}={0,2}|glsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8})/g },
  { id: 'vault-token', category: 'vault', message: msg('a Vault token'), pattern: /(?<![A-Za-z0-9])hv[sbr]\.[A-Za-z0-9_-]{20,}/g },
  { id: 'onepassword-token', category: 'onepassword', message: msg('a 1Password service token'), pattern: /(?<![A-Za-z0-9])ops_eyJ[A-Za-z0-9+/=_-]{40,}/g },
  { id: 'tailscale-key', category: 'tailscale', message: msg('a Tailscale key'), pattern: /(?<![A-Za-z])tskey-[a-z]+-[A-Za-z0-9]{8,}-[A-Za-z0-9]{16,}/g },
  { id: 'vercel-token', category: 'vercel', message: msg('a Vercel token'), pattern: /(?<![A-Za-z0-9])vc[pikar]_[A-Za-z0-9]{24,}/g },
  { id: 'cloudflare-token', category: 'cloudflare', message: msg('a Cloudflare token'), pattern: /(?<![A-Za-z0-9])cf(?:at|ut|k)_[A-Za-z0-9]{40,}/g },
  { id: 'atlassian-token', category: 'atlassian', message: msg('an Atlassian API token'), pattern: /(?<![A-Za-z0-9])ATATT3[A-Za-z0-9_=-]{40,}/g },
  { id: 'square-token', category: 'square', message: msg('a Square token'), pattern: /(?<![A-Za-z0-9])(?:sq0atp|sq0csp|EAAA)[A-Za-z0-9_-]{22,}/g },
  { id: 'sentry-token', category: 'sentry', message: msg('a Sentry token'), pattern: /(?<![A-Za-z0-9])sntr[ysu]_[A-Za-z0-9+/=_-]{30,}/g },
  { id: 'postman-key', category: 'postman', message: msg('a Postman API key'), pattern: /(?<![A-Za-z0-9])PMAK-[a-f0-9]{24}-[a-f0-9]{34}/g },
  { id: 'doppler-token', category: 'doppler', message: msg('a Doppler token'), pattern: /(?<![A-Za-z0-9])dp\.(?:st|pt|ct|sa|scim|audit)\.[A-Za-z0-9_.-]{30,}/g },
  { id: 'newrelic-key', category: 'newrelic', message: msg('a New Relic key'), pattern: /(?<![A-Za-z0-9])NRAK-[A-Z0-9]{27}(?![A-Za-z0-9])/g },
  { id: 'supabase-token', category: 'supabase', message: msg('a Supabase token'), pattern: /(?<![A-Za-z0-9])sb[ps]_[a-f0-9]{40}/g },
  // Compared provider by provider with gitleaks' rule set (github.com/gitleaks/gitleaks,
  // config/gitleaks.toml): the tokens below carry their own prefix or layout, so they are
  // refused without context. Tokens known only by context (a 32-char value near a vendor's
  // name) are left to the credential-assignment and token-phrase rules.
  { id: 'onepassword-secret-key', category: 'onepassword', message: msg('a 1Password secret key'),
    hints: ['a3-'], pattern: /(?<![A-Za-z0-9-])A3-[A-Z0-9]{6}-(?:[A-Z0-9]{11}|[A-Z0-9]{6}-[A-Z0-9]{5})-[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}(?![A-Za-z0-9])/g, accept: realBody },
  { id: 'adobe-client-secret', category: 'adobe', message: msg('an Adobe client secret'), pattern: /(?<![A-Za-z0-9])p8e-[A-Za-z0-9]{32}(?![A-Za-z0-9])/g, accept: realBody },
  { id: 'airtable-token', category: 'airtable', message: msg('an Airtable token'), pattern: /(?<![A-Za-z0-9])pat[A-Za-z0-9]{14}\.[a-f0-9]{64}(?![a-f0-9])/g, accept: realBody },
  { id: 'alibaba-access-key', category: 'alibaba', message: msg('an Alibaba Cloud access key'), pattern: /(?<![A-Za-z0-9])LTAI[A-Za-z0-9]{20}(?![A-Za-z0-9])/g, accept: realBody },
  { id: 'artifactory-token', category: 'jfrog', message: msg('an Artifactory token'), pattern: /(?<![A-Za-z0-9])(?:AKCp[A-Za-z0-9]{69}|cmVmd[A-Za-z0-9]{59})(?![A-Za-z0-9])/g, accept: realBody },
  { id: 'aws-bedrock-key', category: 'aws', message: msg('an Amazon Bedrock API key'),
    hints: ['absk', 'bedrock-api-key'], pattern: /(?<![A-Za-z0-9])(?:ABSK[A-Za-z0-9+/]{100,280}={0,2}|bedrock-api-key-YmVkcm9jay5hbWF6b25hd3Mu)/g, accept: (m) => !/EXAMPLE/.test(m[0]) },
  { id: 'clojars-token', category: 'clojars', message: msg('a Clojars token'), pattern: /(?<![A-Za-z0-9])CLOJARS_[A-Za-z0-9]{60}(?![A-Za-z0-9])/gi, accept: realBody },
  { id: 'cloudflare-origin-ca-key', category: 'cloudflare', message: msg('a Cloudflare key'), pattern: /(?<![A-Za-z0-9])v1\.0-[a-f0-9]{24}-[a-f0-9]{146}(?![a-f0-9])/g, accept: realBody },
  { id: 'defined-networking-key', category: 'defined', message: msg('an API key'), pattern: /(?<![A-Za-z0-9])dnkey-[A-Za-z0-9=_-]{26}-[A-Za-z0-9=_-]{52}/g, accept: realBody },
  { id: 'dropbox-token', category: 'dropbox', message: msg('a Dropbox token'),
    hints: ['sl.', 'aaaaaaaaaa'], pattern: /(?<![A-Za-z0-9.])(?:sl\.(?:u\.)?[A-Za-z0-9_=-]{120,}|[a-z0-9]{11}AAAAAAAAAA[A-Za-z0-9_=-]{43})/g, accept: realBody },
  { id: 'duffel-token', category: 'duffel', message: msg('a Duffel token'), pattern: /(?<![A-Za-z0-9])duffel_(?:test|live)_[A-Za-z0-9_=-]{43}/g, accept: realBody },
  { id: 'dynatrace-token', category: 'dynatrace', message: msg('a Dynatrace token'), pattern: /(?<![A-Za-z0-9])dt0c01\.[A-Za-z0-9]{24}\.[A-Za-z0-9]{64}/g, accept: realBody },
  { id: 'easypost-key', category: 'easypost', message: msg('an EasyPost key'), pattern: /(?<![A-Za-z0-9])EZ[AT]K[A-Za-z0-9]{54}(?![A-Za-z0-9])/g, accept: realBody },
  { id: 'facebook-token', category: 'facebook', message: msg('a Facebook token'),
    hints: ['eaa', '|', '%7c'], pattern: /(?<![A-Za-z0-9])(?:EAA[MC][A-Za-z0-9]{100,}|\d{15,16}(?:\||%7C)[A-Za-z0-9_-]{27,40}(?![A-Za-z0-9_-]))/g, accept: realBody },
  { id: 'flutterwave-key', category: 'flutterwave', message: msg('a Flutterwave key'), hints: ['flw'], pattern: /(?<![A-Za-z0-9])FLW(?:PUB|SEC)K(?:_TEST)?-[A-Za-z0-9]{12,}(?:-X)?/g, accept: realBody },
  { id: 'flyio-token', category: 'flyio', message: msg('a Fly.io token'),
    hints: ['flyv1', 'fm1', 'fm2', 'fo1_'], pattern: /(?<![A-Za-z0-9])(?:FlyV1 fm\d[a-z]?_[A-Za-z0-9+/=,_-]{60,}|fm[12][ar]?_[A-Za-z0-9+/]{100,}={0,3}|fo1_[A-Za-z0-9_-]{43})/g, accept: realBody },
  { id: 'frameio-token', category: 'frameio', message: msg('a Frame.io token'), pattern: /(?<![A-Za-z0-9])fio-u-[A-Za-z0-9_=-]{64}/g, accept: realBody },
  { id: 'grafana-api-key', category: 'grafana', message: msg('a Grafana token'), pattern: /(?<![A-Za-z0-9])eyJrIjoi[A-Za-z0-9]{70,400}={0,3}/g, accept: realBody },
  { id: 'harness-token', category: 'harness', message: msg('a Harness token'), hints: ['pat.', 'sat.'], pattern: /(?<![A-Za-z0-9])(?:pat|sat)\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9]{24}\.[A-Za-z0-9]{20}(?![A-Za-z0-9])/g, accept: realBody },
  { id: 'terraform-cloud-token', category: 'hashicorp', message: msg('a Terraform Cloud token'), hints: ['atlasv1'], pattern: /(?<![A-Za-z0-9])[A-Za-z0-9]{14}\.atlasv1\.[A-Za-z0-9_=-]{60,70}/g, accept: realBody },
  { id: 'infracost-token', category: 'infracost', message: msg('an Infracost token'), pattern: /(?<![A-Za-z0-9.])ico-[A-Za-z0-9]{32}(?![A-Za-z0-9])/g, accept: realBody },
  { id: 'intra42-secret', category: 'intra42', message: msg('an OAuth client secret'), pattern: /(?<![A-Za-z0-9])s-s4t2(?:ud|af)-[a-f0-9]{64}(?![a-f0-9])/g, accept: realBody },
  { id: 'mailgun-public-key', category: 'mailgun', message: msg('a Mailgun key'), pattern: /(?<![A-Za-z0-9])pubkey-[a-f0-9]{32}(?![A-Za-z0-9])/g, accept: realBody },
  { id: 'mapbox-secret-token', category: 'mapbox', message: msg('a Mapbox secret token'), pattern: /(?<![A-Za-z0-9])sk\.eyJ[A-Za-z0-9_-]{20,}\.[A-Za-z0-9_-]{20,}/g, accept: realBody },
  { id: 'maxmind-license-key', category: 'maxmind', message: msg('a MaxMind license key'), hints: ['_mmk'], pattern: /(?<![A-Za-z0-9])[A-Za-z0-9]{6}_[A-Za-z0-9]{29}_mmk(?![A-Za-z0-9])/g, accept: realBody },
  { id: 'teams-webhook', category: 'microsoft', message: msg('a Microsoft Teams webhook URL'),
    hints: ['webhook.office'], pattern: /https:\/\/[a-z0-9-]+\.webhook\.office\.com\/webhookb2\/[a-z0-9-]{16,}@[a-z0-9-]{16,}\/IncomingWebhook\/[a-z0-9]{16,}\/[a-z0-9-]{16,}/gi, accept: realBody },
  { id: 'newrelic-key-prefixed', category: 'newrelic', message: msg('a New Relic key'), pattern: /(?<![A-Za-z0-9])(?:NRII-[A-Za-z0-9_-]{32}|NRJS-[a-f0-9]{19})(?![A-Za-z0-9])/g, accept: realBody },
  { id: 'octopus-key', category: 'octopus', message: msg('an Octopus Deploy key'), hints: ['api-'], pattern: /(?<![A-Za-z0-9])API-[A-Z0-9]{26}(?![A-Za-z0-9])/g, accept: (m) => /[0-9]/.test(m[0].slice(4)) },
  { id: 'openshift-token', category: 'openshift', message: msg('an OpenShift token'), pattern: /(?<![A-Za-z0-9])sha256~[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g, accept: realBody },
  { id: 'perplexity-key', category: 'perplexity', message: msg('a Perplexity API key'), pattern: /(?<![A-Za-z0-9])pplx-[A-Za-z0-9]{48}(?![A-Za-z0-9])/g, accept: realBody },
  { id: 'plaid-token', category: 'plaid', message: msg('a Plaid token'),
    hints: ['access-'], pattern: /(?<![A-Za-z0-9])access-(?:sandbox|development|production)-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, accept: realBody },
  { id: 'planetscale-token', category: 'planetscale', message: msg('a PlanetScale credential'), pattern: /(?<![A-Za-z0-9])pscale_(?:tkn|oauth|pw)_[A-Za-z0-9=._-]{32,64}/g, accept: realBody },
  { id: 'prefect-token', category: 'prefect', message: msg('a Prefect token'), pattern: /(?<![A-Za-z0-9])pnu_[A-Za-z0-9]{36}(?![A-Za-z0-9])/g, accept: realBody },
  { id: 'pulumi-token', category: 'pulumi', message: msg('a Pulumi token'), pattern: /(?<![A-Za-z0-9])pul-[a-f0-9]{40}(?![a-f0-9])/g, accept: realBody },
  { id: 'readme-key', category: 'readme', message: msg('a ReadMe API key'), pattern: /(?<![A-Za-z0-9])rdme_[A-Za-z0-9]{70}(?![A-Za-z0-9])/g, accept: realBody },
  { id: 'rubygems-key', category: 'rubygems', message: msg('a RubyGems API key'), pattern: /(?<![A-Za-z0-9])rubygems_[a-f0-9]{48}(?![a-f0-9])/g, accept: realBody },
  { id: 'scalingo-token', category: 'scalingo', message: msg('a Scalingo token'), pattern: /(?<![A-Za-z0-9])tk-us-[A-Za-z0-9_-]{48}(?![A-Za-z0-9_-])/g, accept: realBody },
  { id: 'sendinblue-key', category: 'brevo', message: msg('a Brevo (Sendinblue) key'), pattern: /(?<![A-Za-z0-9])xkeysib-[a-f0-9]{64}-[A-Za-z0-9]{16}/g, accept: realBody },
  { id: 'settlemint-token', category: 'settlemint', message: msg('a SettleMint token'), pattern: /(?<![A-Za-z0-9])sm_(?:pat|aat|sat)_[A-Za-z0-9]{16}(?![A-Za-z0-9])/g, accept: realBody },
  { id: 'shippo-token', category: 'shippo', message: msg('a Shippo token'), pattern: /(?<![A-Za-z0-9])shippo_(?:live|test)_[a-fA-F0-9]{40}(?![A-Za-z0-9])/g, accept: realBody },
  { id: 'sonarqube-token', category: 'sonar', message: msg('a SonarQube token'), pattern: /(?<![A-Za-z0-9])sq[upa]_[a-f0-9]{40}(?![a-f0-9])/g, accept: realBody },
  { id: 'sourcegraph-token', category: 'sourcegraph', message: msg('a Sourcegraph token'), hints: ['sgp_', 'sgph_'], pattern: /(?<![A-Za-z0-9])sgph?_(?:[a-fA-F0-9]{16}_|local_)?[a-fA-F0-9]{40}(?![A-Za-z0-9])/g, accept: realBody },
  { id: 'twitter-bearer-token', category: 'twitter', message: msg('a Twitter bearer token'), hints: ['aaaaaaaaaaaaaaaaaaaaaa'], pattern: /(?<![A-Za-z0-9])A{22}[A-Za-z0-9%]{80,}/g, accept: realBody },
  { id: 'typeform-token', category: 'typeform', message: msg('a Typeform token'), pattern: /(?<![A-Za-z0-9])tfp_[A-Za-z0-9_.=-]{59}/g, accept: realBody },
  { id: 'yandex-key', category: 'yandex', message: msg('a Yandex Cloud key'),
    hints: ['t1.', 'aqvn', 'yc'], pattern: /(?<![A-Za-z0-9])(?:t1\.[A-Za-z0-9_-]+={0,2}\.[A-Za-z0-9_-]{86}={0,2}|AQVN[A-Za-z0-9_-]{35,38}|YC[A-Za-z0-9_-]{38})(?![A-Za-z0-9_-])/g,
    accept: (m) => /[0-9]/.test(m[0]) && /[a-z]/.test(m[0]) },
  // A base64-wrapped JWT ("ZXlK…" is "eyJ…" encoded).
  { id: 'jwt-base64', category: 'jwt', message: msg('a signed token (JWT)'), hints: ['zxlk'], pattern: /(?<![A-Za-z0-9+/])ZXlK[A-Za-z0-9+/]{40,}={0,2}/g,
    accept: (m) => /^eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\./.test(Buffer.from(m[0], 'base64').toString('latin1')) },
  { id: 'jwt', category: 'jwt', message: msg('a signed token (JWT)'), pattern: /(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]*/g },
];


// A 64-hex key or seed after a label that names one ("Signing seed: 4c08…"); hashes, digests,
// fingerprints and public keys are not secrets. The hex run is found first (rare), then the
// words in front of it are read.
const HEX64 = /(?<![0-9a-fA-F])(?:0x)?([0-9a-fA-F]{64})(?![0-9a-fA-F])/g;
const KEY_LABEL = /\b(?:key|seed|secret|priv(?:ate)?|mnemonic|entropy)\b[\w -]{0,12}["']?\s{0,3}(?:is|=|:|->)\s{0,3}["']?$/i;
const NOT_KEY_LABEL = /sha|hash|digest|checksum|fingerprint|commit|\bid\b|public|\bpub\b|verif|address/i;

function labelledHexKey(text: string): boolean {
  if (factsOf(text).longestRun < 64) return false;
  HEX64.lastIndex = 0;
  for (let i = 0; i < 32; i++) {
    const m = HEX64.exec(text);
    if (!m) break;
    const hex = m[1]!;
    if (!/[0-9]/.test(hex) || !/[a-fA-F]/.test(hex)) continue;
    const before = text.slice(Math.max(0, m.index - 60), m.index);
    if (KEY_LABEL.test(before) && !NOT_KEY_LABEL.test(before)) {
      HEX64.lastIndex = 0;
      return true;
    }
  }
  HEX64.lastIndex = 0;
  return false;
}

export const SECRET_DETECTORS: readonly Detector[] = [
  { id: 'labelled-hex-key', category: 'private_key', message: msg('a private key'), detect: labelledHexKey },
];
