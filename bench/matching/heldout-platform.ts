/**
 * The eleventh held-out generator family for grouping quality (issue #12): the deployment side of
 * a payments platform — Kubernetes manifests, a Helm chart, Dockerfiles, a Compose file,
 * dependency manifests (npm lock file, pip requirements), an OPA policy in Rego and Bazel's
 * Starlark — none of which appear anywhere else in the tests.
 *
 * Written after every change of the matcher, committed before it was first run, never tuned
 * against. Self-contained: its own random numbers, catalogue and way of varying a report, modelled
 * on what models write when they review configuration rather than code:
 *  - places named as the tools name them: a resource (`Deployment/payments-api`,
 *    `deployment.apps/payments-api`), a YAML path (`spec.template.spec.containers[0].securityContext`),
 *    a container by name or by index, a Dockerfile instruction (`FROM node:latest`), a package at its
 *    version (`lodash@4.17.15`, `requests==2.19.0`), a Rego rule (`data.authz.allow`), a Bazel target
 *    or repository; or nothing;
 *  - lines at the key at fault, at the start of the block it sits in (the container, the resource),
 *    or none; a lock file's line for the package;
 *  - categories as Checkov ids (`CKV_K8S_6`), CIS benchmark sections, Pod Security Standards
 *    controls, CWE names and ids, CVE and GHSA ids, or a plain word; titles with a rule id, a
 *    severity badge or the category in front, as scanners print them; each run keeps one style;
 *  - one misconfiguration in three containers of one Deployment, each its own issue, in the same
 *    words but for the container's name; two vulnerabilities of one package at one line of the lock
 *    file (told apart by their CVE and what they allow); two issues in one Rego rule's file; the
 *    same remark in two services' Dockerfiles, which a report may name only as `Dockerfile`;
 *  - remarks a run makes now and then, one of a few, in one line of words; a tail of issues few
 *    runs report.
 * Do not edit the catalogue or the variation to suit the matcher: that would end its use.
 */
import type { Finding, Run, Severity } from "../../src/findings/types.js";
import { shuffle } from "../../src/util/random.js";
import type { Generated, GeneratorOptions } from "./quality.js";

/** xorshift128+, seeded from text by a djb2 hash: its own numbers, shared with nothing. */
function randomFrom(text: string): () => number {
  let h = 5381;
  for (let i = 0; i < text.length; i++) h = (Math.imul(h, 33) ^ text.charCodeAt(i)) >>> 0;
  let s0 = h || 1;
  let s1 = Math.imul(h ^ 0x5bd1e995, 0x27d4eb2d) >>> 0 || 2;
  return () => {
    let x = s0;
    const y = s1;
    s0 = y;
    x ^= x << 23;
    x ^= x >>> 17;
    x ^= y ^ (y >>> 26);
    s1 = x >>> 0;
    return ((s0 + s1) >>> 0) / 4294967296;
  };
}

type Agent = "security" | "performance" | "architecture";

interface PlatformIssue {
  id: string;
  agent: Agent;
  severity: Severity;
  /** How often a run reports it. */
  p: number;
  file: string;
  /** The line of the key at fault, and of the block it sits in (container, resource). */
  line: number;
  block: number;
  /** The first is how most runs name the place; the others how some do. */
  symbols: string[];
  /** Plain names first, then rule ids and standards' names. */
  categories: string[];
  /** A scanner's rule id, printed in front of the title by some runs. */
  rule: string;
  titles: string[];
  says: string[];
  advice: string[];
}

const DEPLOY = "deploy/k8s/payments/deployment.yaml";
const STATEFUL = "deploy/helm/ledger/templates/statefulset.yaml";
const PAY_DOCKER = "services/payments/Dockerfile";
const LEDGER_DOCKER = "services/ledger/Dockerfile";
const COMPOSE = "deploy/compose/docker-compose.yml";
const LOCK = "services/payments/package-lock.json";
const REQS = "services/ledger/requirements.txt";
const REGO = "policy/authz/authz.rego";
const BAZEL = "services/payments/BUILD.bazel";
const WORKSPACE = "WORKSPACE.bazel";

/** One misconfiguration of a container, in each of the Deployment's three. */
function rootContainers(): PlatformIssue[] {
  const containers = [
    { name: "api", path: "containers[0]", line: 31, block: 24 },
    { name: "worker", path: "containers[1]", line: 62, block: 55 },
    { name: "migrate", path: "initContainers[0]", line: 17, block: 12 },
  ];
  return containers.map((c) => ({
    id: `k8s-nonroot-${c.name}`,
    agent: "security",
    severity: "MEDIUM",
    p: c.name === "migrate" ? 0.55 : 0.8,
    file: DEPLOY,
    line: c.line,
    block: c.block,
    symbols: [
      `Deployment/payments-api/${c.name}`,
      `spec.template.spec.${c.path}.securityContext`,
      c.name,
      `deployment.apps/payments-api (container ${c.name})`,
    ],
    categories: ["Container runs as root", "CKV_K8S_23", "Pod Security Standards: runAsNonRoot", "CWE-250"],
    rule: "CKV_K8S_23",
    titles: [
      `Container ${c.name} may run as root`,
      `runAsNonRoot not set for ${c.name}`,
      `${c.name} has no securityContext.runAsNonRoot`,
    ],
    says: [
      `The ${c.name} container sets no runAsNonRoot or runAsUser, so it runs as the image's user, root.`,
      `securityContext of ${c.name} is missing; the process runs with UID 0 inside the pod.`,
    ],
    advice: [
      "Set runAsNonRoot: true and a non-zero runAsUser.",
      "Add a securityContext that drops root and all capabilities.",
    ],
  }));
}

const ISSUES: PlatformIssue[] = [
  ...rootContainers(),
  {
    id: "k8s-privileged-worker",
    agent: "security",
    severity: "HIGH",
    p: 0.85,
    file: DEPLOY,
    line: 66,
    block: 55,
    symbols: [
      "Deployment/payments-api/worker",
      "spec.template.spec.containers[1].securityContext.privileged",
      "worker",
    ],
    categories: ["Privileged container", "CKV_K8S_16", "CIS 5.2.1", "Pod Security Standards: privileged"],
    rule: "CKV_K8S_16",
    titles: ["Worker container runs privileged", "privileged: true on worker", "Privileged mode enabled"],
    says: [
      "The worker container sets privileged: true, giving it every capability of the node.",
      "securityContext.privileged is true for worker; a compromise of it is a compromise of the host.",
    ],
    advice: ["Remove privileged and grant only the capability it needs.", "Drop privileged mode."],
  },
  {
    id: "k8s-docker-sock",
    agent: "security",
    severity: "HIGH",
    p: 0.6,
    file: DEPLOY,
    line: 84,
    block: 82,
    symbols: [
      "volumes[docker-sock]",
      "spec.template.spec.volumes[0].hostPath",
      "docker-sock",
      "Deployment/payments-api",
    ],
    categories: ["Host path mount", "CKV_K8S_27", "Docker socket exposed", "CWE-668"],
    rule: "CKV_K8S_27",
    titles: [
      "Docker socket mounted into the pod",
      "hostPath /var/run/docker.sock",
      "Worker can control the node's Docker daemon",
    ],
    says: [
      "A hostPath volume mounts /var/run/docker.sock, so the pod can start containers on the node.",
      "Mounting the Docker socket hands root on the node to whoever runs in the pod.",
    ],
    advice: ["Remove the socket mount; build images elsewhere.", "Use a rootless builder instead."],
  },
  {
    id: "k8s-secret-env",
    agent: "security",
    severity: "HIGH",
    p: 0.75,
    file: DEPLOY,
    line: 41,
    block: 24,
    symbols: [
      "Deployment/payments-api/api",
      "spec.template.spec.containers[0].env[STRIPE_API_KEY]",
      "STRIPE_API_KEY",
    ],
    categories: ["Hardcoded secret", "CWE-798", "CKV_SECRET_6", "Secrets in plain text"],
    rule: "CKV_SECRET_6",
    titles: [
      "Stripe key written into the manifest",
      "Plain-text STRIPE_API_KEY in env",
      "Secret value committed in deployment.yaml",
    ],
    says: [
      "env sets STRIPE_API_KEY to a live key as a literal value instead of a secretKeyRef.",
      "The payment provider's key is committed in the manifest and visible to anyone with read access.",
    ],
    advice: ["Move it to a Secret and reference it with valueFrom.secretKeyRef.", "Rotate the key."],
  },
  {
    id: "k8s-limits-api",
    agent: "performance",
    severity: "MEDIUM",
    p: 0.7,
    file: DEPLOY,
    line: 36,
    block: 24,
    symbols: ["Deployment/payments-api/api", "spec.template.spec.containers[0].resources", "api"],
    categories: ["Missing resource limits", "CKV_K8S_11", "Resource management", "Unbounded resource use"],
    rule: "CKV_K8S_11",
    titles: [
      "No CPU or memory limits on api",
      "api container has no resources block",
      "Unbounded pod resources",
    ],
    says: [
      "The api container declares no requests or limits, so one busy pod can starve the node.",
      "Without resources.limits the scheduler cannot place api sensibly and it can be OOM-killed at random.",
    ],
    advice: ["Set requests and limits from measured use.", "Add a LimitRange for the namespace."],
  },
  {
    id: "k8s-probe-api",
    agent: "architecture",
    severity: "LOW",
    p: 0.5,
    file: DEPLOY,
    line: 24,
    block: 24,
    symbols: ["Deployment/payments-api/api", "spec.template.spec.containers[0]", "Deployment/payments-api"],
    categories: ["Missing readiness probe", "CKV_K8S_9", "Reliability", "Health checks"],
    rule: "CKV_K8S_9",
    titles: [
      "api has no readinessProbe",
      "Traffic is sent before the app is ready",
      "No health checks on api",
    ],
    says: [
      "The api container defines no readinessProbe or livenessProbe, so rollouts route requests to pods still starting.",
      "Without probes a hung api pod keeps receiving traffic.",
    ],
    advice: ["Add an HTTP readinessProbe on /healthz.", "Add readiness and liveness probes."],
  },
  {
    id: "k8s-latest-tag",
    agent: "architecture",
    severity: "LOW",
    p: 0.55,
    file: DEPLOY,
    line: 26,
    block: 24,
    symbols: ["Deployment/payments-api/api", "spec.template.spec.containers[0].image", "image"],
    categories: ["Unpinned image", "CKV_K8S_14", "Image tag latest", "Reproducibility"],
    rule: "CKV_K8S_14",
    titles: ["Image uses the latest tag", "payments-api:latest is not pinned", "Mutable image tag"],
    says: [
      "image: registry.local/payments-api:latest changes under a running Deployment and cannot be rolled back.",
      "The api image is referenced by the latest tag instead of a digest.",
    ],
    advice: ["Pin a version or a sha256 digest.", "Use immutable tags."],
  },
  {
    id: "helm-token-automount",
    agent: "security",
    severity: "MEDIUM",
    p: 0.5,
    file: STATEFUL,
    line: 19,
    block: 15,
    symbols: [
      "StatefulSet/{{ .Release.Name }}-ledger",
      "spec.template.spec.automountServiceAccountToken",
      "ledger",
    ],
    categories: ["Service account token mounted", "CKV_K8S_38", "CIS 5.1.6", "Excessive permissions"],
    rule: "CKV_K8S_38",
    titles: [
      "Service account token mounted into ledger pods",
      "automountServiceAccountToken not disabled",
      "Ledger pods can call the Kubernetes API",
    ],
    says: [
      "The chart never sets automountServiceAccountToken: false, so every ledger pod carries an API token.",
      "A token for the default service account is mounted although ledger never talks to the API server.",
    ],
    advice: ["Set automountServiceAccountToken: false.", "Use a dedicated service account with no rights."],
  },
  {
    id: "helm-default-latest",
    agent: "architecture",
    severity: "LOW",
    p: 0.35,
    file: STATEFUL,
    line: 27,
    block: 15,
    symbols: ["{{ .Values.image.tag }}", "StatefulSet/{{ .Release.Name }}-ledger", "image"],
    categories: ["Unpinned image", "Image tag latest", "Reproducibility"],
    rule: "CKV_K8S_14",
    titles: [
      "Chart falls back to the latest tag",
      "image.tag defaults to latest",
      'default "latest" in the image template',
    ],
    says: [
      'The template renders {{ .Values.image.tag | default "latest" }}, so an install without a tag gets whatever latest is.',
      "A missing value silently deploys the latest image.",
    ],
    advice: ["Default to the chart's appVersion.", "Fail the render when no tag is given."],
  },
  {
    id: "docker-pay-root",
    agent: "security",
    severity: "MEDIUM",
    p: 0.7,
    file: PAY_DOCKER,
    line: 18,
    block: 1,
    symbols: ["USER", "services/payments/Dockerfile", 'CMD ["node", "server.js"]'],
    categories: ["Container runs as root", "CKV_DOCKER_3", "CIS Docker 4.1", "CWE-250"],
    rule: "CKV_DOCKER_3",
    titles: [
      "Payments image has no USER",
      "Payments container runs as root",
      "No non-root user in the payments image",
    ],
    says: [
      "The payments Dockerfile never switches user, so node server.js runs as root.",
      "No USER instruction: the payments service process has UID 0 in the container.",
    ],
    advice: ["Add USER node before CMD.", "Create an unprivileged user and switch to it."],
  },
  {
    id: "docker-ledger-root",
    agent: "security",
    severity: "MEDIUM",
    p: 0.65,
    file: LEDGER_DOCKER,
    line: 14,
    block: 1,
    symbols: ["USER", "services/ledger/Dockerfile", 'CMD ["gunicorn", "ledger.wsgi"]'],
    categories: ["Container runs as root", "CKV_DOCKER_3", "CIS Docker 4.1", "CWE-250"],
    rule: "CKV_DOCKER_3",
    titles: [
      "Ledger image has no USER",
      "Ledger container runs as root",
      "No non-root user in the ledger image",
    ],
    says: [
      "The ledger Dockerfile never switches user, so gunicorn ledger.wsgi runs as root.",
      "No USER instruction: the ledger service process has UID 0 in the container.",
    ],
    advice: ["Add a USER before CMD.", "Create an unprivileged user and switch to it."],
  },
  {
    id: "docker-curl-sh",
    agent: "security",
    severity: "HIGH",
    p: 0.6,
    file: PAY_DOCKER,
    line: 9,
    block: 9,
    symbols: ["RUN curl -fsSL https://get.pnpm.io/install.sh | sh", "RUN", "install.sh"],
    categories: [
      "Remote script execution",
      "Supply chain",
      "CWE-494",
      "Download of Code Without Integrity Check",
    ],
    rule: "DL4006",
    titles: [
      "Install script piped from the network into sh",
      "curl | sh in the build",
      "Unverified installer run at build time",
    ],
    says: [
      "The build pipes https://get.pnpm.io/install.sh straight into sh without a checksum or a pinned version.",
      "Whoever controls that URL, or the network path to it, runs code in every image build.",
    ],
    advice: ["Install a pinned version with a verified checksum.", "Use corepack to pin pnpm."],
  },
  {
    id: "docker-from-latest",
    agent: "architecture",
    severity: "LOW",
    p: 0.45,
    file: PAY_DOCKER,
    line: 1,
    block: 1,
    symbols: ["FROM node:latest", "FROM", "node:latest"],
    categories: ["Unpinned base image", "DL3007", "Reproducibility", "Image tag latest"],
    rule: "DL3007",
    titles: ["Base image is node:latest", "Unpinned base image", "FROM uses the latest tag"],
    says: [
      "FROM node:latest pulls a different Node major whenever the tag moves, so builds are not repeatable.",
      "The base image is not pinned to a version or digest.",
    ],
    advice: ["Pin node:20.11-bookworm-slim or a digest.", "Pin the base image."],
  },
  {
    id: "docker-ledger-cache",
    agent: "performance",
    severity: "LOW",
    p: 0.35,
    file: LEDGER_DOCKER,
    line: 8,
    block: 8,
    symbols: ["RUN pip install -r requirements.txt", "RUN", "pip install"],
    categories: ["Image size", "DL3042", "Build cache", "Performance"],
    rule: "DL3042",
    titles: [
      "pip keeps its cache in the image",
      "pip install without --no-cache-dir",
      "Bloated ledger image",
    ],
    says: [
      "pip install -r requirements.txt runs without --no-cache-dir, leaving the wheel cache in a layer.",
      "The image carries pip's download cache, about 150 MB, on every pull.",
    ],
    advice: ["Add --no-cache-dir.", "Use a multi-stage build."],
  },
  {
    id: "compose-db-port",
    agent: "security",
    severity: "MEDIUM",
    p: 0.6,
    file: COMPOSE,
    line: 22,
    block: 17,
    symbols: ["services.postgres.ports", "postgres", "services.postgres"],
    categories: ["Exposed port", "Network exposure", "CWE-668", "Insecure configuration"],
    rule: "CKV_DOCKER_EXPOSE",
    titles: [
      "Database port published on all interfaces",
      "5432 bound to 0.0.0.0",
      "Postgres reachable from outside the host",
    ],
    says: [
      'ports: "0.0.0.0:5432:5432" publishes the database on every interface of the host.',
      "Postgres is published to the network rather than kept on the compose network.",
    ],
    advice: ["Drop the ports entry or bind to 127.0.0.1.", "Keep the database on the internal network."],
  },
  {
    id: "compose-db-password",
    agent: "security",
    severity: "HIGH",
    p: 0.65,
    file: COMPOSE,
    line: 25,
    block: 17,
    symbols: ["services.postgres.environment.POSTGRES_PASSWORD", "postgres", "POSTGRES_PASSWORD"],
    categories: ["Default credentials", "CWE-1392", "Hardcoded secret", "CWE-798"],
    rule: "CKV_SECRET_13",
    titles: [
      "Database password is postgres",
      "Default POSTGRES_PASSWORD",
      "Weak database credentials in compose",
    ],
    says: [
      "POSTGRES_PASSWORD: postgres is the image's well-known default, and the port is published.",
      "The compose file sets the database password to the default value in plain text.",
    ],
    advice: ["Read it from a secret file.", "Generate a strong password per environment."],
  },
  {
    id: "npm-lodash-pollution",
    agent: "security",
    severity: "HIGH",
    p: 0.7,
    file: LOCK,
    line: 812,
    block: 812,
    symbols: ["lodash@4.17.15", "node_modules/lodash", "lodash"],
    categories: ["Prototype Pollution", "CVE-2020-8203", "GHSA-p6mc-m468-83gw", "Vulnerable dependency"],
    rule: "CVE-2020-8203",
    titles: [
      "lodash 4.17.15: prototype pollution in zipObjectDeep",
      "Vulnerable lodash (CVE-2020-8203)",
      "Prototype pollution through lodash",
    ],
    says: [
      "The locked lodash 4.17.15 lets zipObjectDeep write to Object.prototype (CVE-2020-8203); fixed in 4.17.20.",
      "CVE-2020-8203: a crafted key path pollutes the prototype of every object in the process.",
    ],
    advice: ["Upgrade lodash to 4.17.21.", "Run npm audit fix and regenerate the lock file."],
  },
  {
    id: "npm-lodash-template",
    agent: "security",
    severity: "HIGH",
    p: 0.6,
    file: LOCK,
    line: 812,
    block: 812,
    symbols: ["lodash@4.17.15", "node_modules/lodash", "lodash"],
    categories: ["Command Injection", "CVE-2021-23337", "GHSA-35jh-r3h4-6jhm", "Vulnerable dependency"],
    rule: "CVE-2021-23337",
    titles: [
      "lodash 4.17.15: command injection in template",
      "Vulnerable lodash (CVE-2021-23337)",
      "Code injection through _.template",
    ],
    says: [
      "The locked lodash 4.17.15 evaluates the variable option of _.template as code (CVE-2021-23337); fixed in 4.17.21.",
      "CVE-2021-23337: untrusted template settings run arbitrary JavaScript on the server.",
    ],
    advice: ["Upgrade lodash to 4.17.21.", "Never pass user input as template options."],
  },
  {
    id: "npm-jsonwebtoken",
    agent: "security",
    severity: "HIGH",
    p: 0.55,
    file: LOCK,
    line: 640,
    block: 640,
    symbols: ["jsonwebtoken@8.5.1", "node_modules/jsonwebtoken", "jsonwebtoken"],
    categories: [
      "Improper Verification of Cryptographic Signature",
      "CVE-2022-23540",
      "Vulnerable dependency",
      "CWE-347",
    ],
    rule: "CVE-2022-23540",
    titles: [
      "jsonwebtoken 8.5.1 accepts unsigned tokens",
      "Vulnerable jsonwebtoken (CVE-2022-23540)",
      "JWT signature check can be skipped",
    ],
    says: [
      "jsonwebtoken 8.5.1 verifies a token with algorithm none when no algorithms are given (CVE-2022-23540).",
      "A forged token without a signature passes verify() in the locked version.",
    ],
    advice: ["Upgrade to jsonwebtoken 9.0.0.", "Always pass the algorithms option."],
  },
  {
    id: "pip-requests",
    agent: "security",
    severity: "MEDIUM",
    p: 0.5,
    file: REQS,
    line: 7,
    block: 7,
    symbols: ["requests==2.19.0", "requests"],
    categories: ["Vulnerable dependency", "CVE-2018-18074", "Information Exposure", "CWE-522"],
    rule: "CVE-2018-18074",
    titles: [
      "requests 2.19.0 leaks credentials on redirect",
      "Vulnerable requests (CVE-2018-18074)",
      "Authorization header sent to another host",
    ],
    says: [
      "requests 2.19.0 keeps the Authorization header when redirected from https to http on another host (CVE-2018-18074).",
      "The pinned requests version forwards credentials across redirects.",
    ],
    advice: ["Upgrade to requests 2.31 or later.", "Pin a patched version."],
  },
  {
    id: "pip-pyyaml",
    agent: "security",
    severity: "CRITICAL",
    p: 0.55,
    file: REQS,
    line: 12,
    block: 12,
    symbols: ["PyYAML==5.3", "pyyaml"],
    categories: ["Deserialization of Untrusted Data", "CVE-2020-14343", "Vulnerable dependency", "CWE-502"],
    rule: "CVE-2020-14343",
    titles: [
      "PyYAML 5.3 runs code from YAML input",
      "Vulnerable PyYAML (CVE-2020-14343)",
      "Arbitrary code execution in yaml.load",
    ],
    says: [
      "PyYAML 5.3 lets full_load construct arbitrary Python objects (CVE-2020-14343); fixed in 5.4.",
      "Loading untrusted YAML with the pinned PyYAML executes code.",
    ],
    advice: ["Upgrade PyYAML to 5.4 or later.", "Use safe_load everywhere."],
  },
  {
    id: "rego-default-allow",
    agent: "security",
    severity: "CRITICAL",
    p: 0.7,
    file: REGO,
    line: 5,
    block: 5,
    symbols: ["data.authz.allow", "default allow", "allow"],
    categories: ["Broken access control", "CWE-284", "Fail-open authorization", "Insecure default"],
    rule: "OPA-DEFAULT-ALLOW",
    titles: ["Policy allows by default", "default allow := true", "Authorization fails open"],
    says: [
      "default allow := true means any request no rule denies is allowed, including unknown paths.",
      "The policy fails open: a request that matches no rule is permitted.",
    ],
    advice: ["Make the default false and allow explicitly.", "Deny by default."],
  },
  {
    id: "rego-get-any",
    agent: "security",
    severity: "HIGH",
    p: 0.5,
    file: REGO,
    line: 12,
    block: 11,
    symbols: ["data.authz.allow", "allow", 'allow if input.method == "GET"'],
    categories: [
      "Broken access control",
      "CWE-862",
      "Missing authorization",
      "Insecure direct object reference",
    ],
    rule: "OPA-BROAD-RULE",
    titles: [
      "Every GET is allowed whatever the path",
      "allow rule ignores the path for reads",
      "Any user can read any account",
    ],
    says: [
      'The rule allow if input.method == "GET" never looks at input.path, so /accounts/{id} is readable by anyone.',
      "Reads are authorised on the HTTP method alone.",
    ],
    advice: ["Match the path and check the subject owns the account.", "Split the rule per route."],
  },
  {
    id: "bazel-archive-sha",
    agent: "security",
    severity: "MEDIUM",
    p: 0.45,
    file: WORKSPACE,
    line: 14,
    block: 12,
    symbols: ['http_archive(name = "rules_oci")', "rules_oci", "http_archive"],
    categories: ["Download of Code Without Integrity Check", "CWE-494", "Supply chain", "Missing checksum"],
    rule: "CWE-494",
    titles: [
      "rules_oci fetched without sha256",
      "http_archive has no integrity hash",
      "Unverified build dependency",
    ],
    says: [
      "http_archive for rules_oci gives urls but no sha256 or integrity, so a changed archive is used silently.",
      "The build downloads rules_oci without checking its hash.",
    ],
    advice: ["Add the sha256 of the release archive.", "Use the module registry with integrity."],
  },
  {
    id: "bazel-public",
    agent: "architecture",
    severity: "LOW",
    p: 0.3,
    file: BAZEL,
    line: 21,
    block: 18,
    symbols: ["//services/payments:ledger_client", "ledger_client", "java_library"],
    categories: ["Encapsulation", "Visibility", "Modularity", "Layering"],
    rule: "BZL-VISIBILITY",
    titles: [
      "ledger_client is visible to every package",
      "//visibility:public on an internal library",
      "Internal target exported",
    ],
    says: [
      'ledger_client has visibility = ["//visibility:public"], so any package may depend on the payments service\'s internals.',
      "An internal client library is public, which invites cross-service coupling.",
    ],
    advice: ["Restrict visibility to the packages that need it.", "Use a package_group."],
  },
  // The long tail.
  {
    id: "k8s-labels",
    agent: "architecture",
    severity: "INFO",
    p: 0.12,
    file: DEPLOY,
    line: 6,
    block: 1,
    symbols: ["Deployment/payments-api", "metadata.labels"],
    categories: ["Maintainability", "Labels", "Best practice"],
    rule: "KS-LABELS",
    titles: ["Recommended labels missing", "No app.kubernetes.io labels", "Deployment lacks standard labels"],
    says: [
      "metadata.labels has only app: payments, none of the app.kubernetes.io/* labels tools group by.",
      "Standard labels are missing.",
    ],
    advice: ["Add app.kubernetes.io/name, version and part-of.", "Adopt the recommended labels."],
  },
  {
    id: "compose-healthcheck",
    agent: "architecture",
    severity: "INFO",
    p: 0.15,
    file: COMPOSE,
    line: 8,
    block: 6,
    symbols: ["services.payments.depends_on", "payments"],
    categories: ["Reliability", "Startup order", "Health checks"],
    rule: "COMPOSE-HEALTH",
    titles: [
      "depends_on without a health condition",
      "payments starts before postgres is ready",
      "No healthcheck for postgres",
    ],
    says: [
      "depends_on: [postgres] only waits for the container to start, not for the database to accept connections.",
      "The service may start before its database is up.",
    ],
    advice: ["Add a healthcheck and condition: service_healthy.", "Retry the connection on start."],
  },
];

/** A remark a run makes of its own accord: one run, one issue. */
const REMARKS = [
  {
    file: DEPLOY,
    line: 3,
    title: "Consider adding a namespace",
    category: "Best practice",
    agent: "architecture",
  },
  {
    file: PAY_DOCKER,
    line: 12,
    title: "Combine RUN instructions to reduce layers",
    category: "Image size",
    agent: "performance",
  },
  {
    file: COMPOSE,
    line: 1,
    title: "Compose file version key is obsolete",
    category: "Maintainability",
    agent: "architecture",
  },
  {
    file: REGO,
    line: 1,
    title: "Package name could be more specific",
    category: "Naming",
    agent: "architecture",
  },
  {
    file: STATEFUL,
    line: 40,
    title: "Consider a PodDisruptionBudget",
    category: "Availability",
    agent: "architecture",
  },
  { file: REQS, line: 1, title: "Requirements are not hashed", category: "Supply chain", agent: "security" },
] as const;

const LEVELS: Severity[] = ["INFO", "LOW", "MEDIUM", "HIGH", "CRITICAL"];

function one<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)]!;
}

/** How one run writes every report: the habits of one model's run. */
interface Style {
  /** Title prefix: none, the scanner's rule id, a severity badge, or the category. */
  title: "plain" | "rule" | "badge" | "category";
  /** Line: at the key, at the start of its block, or none. */
  line: "key" | "block" | "none";
  /** Path: as in the repo, with `./`, or the file name alone. */
  path: "repo" | "dot" | "bare";
  /** Category: the plain name, or any of the issue's names. */
  category: "plain" | "any";
}

function styleOf(v: number, random: () => number): Style {
  const titleRoll = random();
  const lineRoll = random();
  const pathRoll = random();
  return {
    title:
      titleRoll < 1 - v
        ? "plain"
        : titleRoll < 1 - v / 2
          ? "rule"
          : titleRoll < 1 - v / 4
            ? "badge"
            : "category",
    line: lineRoll < 1 - v * 0.8 ? "key" : lineRoll < 1 - v * 0.3 ? "block" : "none",
    path: pathRoll < 1 - v * 0.5 ? "repo" : pathRoll < 1 - v * 0.15 ? "dot" : "bare",
    category: random() < 1 - v ? "plain" : "any",
  };
}

function fileAs(file: string, style: Style): string {
  if (style.path === "dot") return `./${file}`;
  if (style.path === "bare") return file.slice(file.lastIndexOf("/") + 1);
  return file;
}

/** One run's report of one issue. */
function reportOf(issue: PlatformIssue, style: Style, v: number, random: () => number): Finding {
  let severity = issue.severity;
  if (random() < v * 0.2) {
    const at = LEVELS.indexOf(severity) + (random() < 0.5 ? -1 : 1);
    severity = LEVELS[Math.min(LEVELS.length - 1, Math.max(0, at))]!;
  }
  const category = style.category === "plain" ? issue.categories[0]! : one(random, issue.categories);
  const symbolRoll = random();
  const symbol =
    symbolRoll < v * 0.12
      ? undefined
      : symbolRoll < 1 - v * 0.6
        ? issue.symbols[0]!
        : one(random, issue.symbols);
  const jitter = random() < v * 0.3 ? Math.round((random() * 2 - 1) * 3) : 0;
  const line =
    style.line === "none"
      ? undefined
      : Math.max(1, (style.line === "key" ? issue.line : issue.block) + jitter);
  let title = random() < 1 - v ? issue.titles[0]! : one(random, issue.titles);
  if (style.title === "rule") title = `${issue.rule}: ${title}`;
  else if (style.title === "badge") title = `[${severity}] ${title}`;
  else if (style.title === "category") title = `${category}: ${title}`;
  const parts = [random() < 1 - v ? issue.says[0]! : one(random, issue.says)];
  if (random() < 0.5) parts.push(one(random, issue.says));
  if (random() < 0.6) parts.push(`Fix: ${one(random, issue.advice)}`);
  return {
    agent: issue.agent,
    category,
    severity,
    title,
    description: [...new Set(parts)].join(" "),
    file: fileAs(issue.file, style),
    ...(symbol !== undefined && { symbol }),
    ...(line !== undefined && { line }),
  };
}

/** `runs` runs of the three agents over the platform's deployment files, with each finding's true issue. */
export function platformRuns(options: GeneratorOptions): Generated {
  const v = options.variation === "heavy" ? 0.7 : 0.3;
  const runs: Run[] = [];
  const sources: string[][] = [];
  for (let r = 0; r < options.runs; r++) {
    const random = randomFrom(`platform/${options.seed}/${options.variation}/${r}`);
    const style = styleOf(v, random);
    const drawn = ISSUES.filter((issue) => random() < issue.p).map((issue) => ({
      id: issue.id,
      finding: reportOf(issue, style, v, random),
    }));
    if (random() < 0.35) {
      // One remark in another run is the same remark: the same words at the same place.
      const at = Math.floor(random() * REMARKS.length);
      const remark = REMARKS[at]!;
      drawn.push({
        id: `remark-${at}`,
        finding: {
          agent: remark.agent,
          category: remark.category,
          severity: "INFO",
          title: remark.title,
          description: `${remark.title}.`,
          file: fileAs(remark.file, style),
          ...(style.line !== "none" && { line: remark.line }),
        },
      });
    }
    // Models list findings in their own order.
    shuffle(random, drawn);
    runs.push({ run: r + 1, model: "platform-generator", findings: drawn.map((d) => d.finding) });
    sources.push(drawn.map((d) => d.id));
  }
  return { runs, sources };
}
