/**
 * The sixteenth held-out generator family for grouping quality (issue #12): an insurer's
 * analytics platform in Jupyter notebooks, SAS programs, a Stata do-file, dbt models (SQL with
 * Jinja) and Airflow DAGs, none of which appear anywhere else in the tests.
 *
 * Written after every change to the matcher before it (up to a source member read as its file,
 * 3d76b80) and committed before anything was run on it; never tuned against. Self-contained: its
 * own catalogue and model of how reports vary, its numbers from the project's seeded generator
 * (src/util/random.ts). What it models that the other families do not:
 *  - notebooks, whose places are cells: a run names `Cell 7`, `In [7]` or the function defined
 *    there, and gives either the line in the notebook's JSON file or the line within the cell,
 *    one habit a run, so one issue's lines differ by hundreds between runs;
 *  - SAS macros and steps (`%macro load_claims`, `%load_claims`, `DATA work.claims`,
 *    `PROC SQL`), dbt models by name (`fct_claims`, `{{ ref('stg_claims') }}`) and reviewed
 *    either as written or compiled (`target/compiled/analytics/models/…`), Airflow tasks and DAGs
 *    (`extract_claims`, `dag_id='claims_daily'`, `PythonOperator`);
 *  - categories from privacy and data work: GDPR and HIPAA sections (`GDPR Art. 32`,
 *    `HIPAA §164.312(a)`), `Data leakage`, `PII exposure`, besides CWE ids and plain names;
 *  - titles that a run opens with a linter's rule (`SQLFluff AM04:`, `dbt-checkpoint:`) where one
 *    applies, and descriptions as `Why:` / `Suggested fix:` or as prose with a code line;
 *  - twins: one PII print in two cells of one notebook, two dbt models without a unique test, two
 *    Airflow tasks of one DAG formatting SQL with f-strings, each its own issue in the same words
 *    but for the place; remarks a run makes on its own.
 * Do not edit the catalogue or the variation to suit the matcher: that would end its use.
 */
import type { Finding, Severity } from "../../src/findings/types.js";
import { type Random } from "../../src/util/random.js";
import { drawRuns, severityNudged, symbolDrawn, usually } from "./draw.js";
import type { Generated, GeneratorOptions } from "./quality.js";

type Agent = "security" | "performance" | "architecture";

interface AnalyticsIssue {
  id: string;
  agent: Agent;
  severity: Severity;
  /** Share of runs that report it. */
  rate: number;
  file: string;
  /** The line in the file as stored (a notebook's JSON line). */
  line: number;
  /** For a notebook: the cell and the line within it. */
  cell?: { index: number; line: number };
  /** The place in each form a report may write it: the first is the usual one. */
  symbols: string[];
  categories: string[];
  titles: string[];
  /** A linter's rule a run may open the title with. */
  rule?: string;
  facts: string[];
  code: string;
  fix: string;
}

const CHURN = "notebooks/claims_churn.ipynb";
const FRAUD = "notebooks/fraud_features.ipynb";
const LOAD = "sas/load_claims.sas";
const REPORT = "sas/monthly_report.sas";
const CLEAN = "stata/clean_members.do";
const FCT = "models/marts/fct_claims.sql";
const DIM = "models/marts/dim_members.sql";
const STG = "models/staging/stg_claims.sql";
const DAG = "dags/claims_daily.py";

/** One notebook cell printing members' personal data: each cell's print is its own issue. */
function piiPrint(id: string, cell: number, jsonLine: number, frame: string, rate: number): AnalyticsIssue {
  return {
    id,
    agent: "security",
    severity: "MEDIUM",
    rate,
    file: CHURN,
    line: jsonLine,
    cell: { index: cell, line: 2 },
    symbols: [`Cell ${cell}`, `In [${cell}]`, `${frame}.head()`, "claims_churn.ipynb"],
    categories: [
      "PII exposure",
      "GDPR Art. 32",
      "CWE-359: Exposure of Private Personal Information",
      "privacy",
    ],
    titles: [
      `Member names and SSNs printed in cell ${cell}`,
      `Cell ${cell} output shows personal data`,
      `${frame}.head() leaks PII into the saved notebook`,
    ],
    facts: [
      `Cell ${cell} calls ${frame}.head(20) on a frame with name, ssn and date_of_birth, and the output is saved in the notebook.`,
      `The rendered output of cell ${cell} keeps members' identifiers in the repository.`,
    ],
    code: `${frame}.head(20)`,
    fix: "Select non-identifying columns for display and clear outputs before committing.",
  };
}

/** A dbt model whose key has no unique test: each model's is its own issue. */
function missingUnique(id: string, file: string, model: string, key: string, rate: number): AnalyticsIssue {
  return {
    id,
    agent: "architecture",
    severity: "LOW",
    rate,
    file,
    line: 1,
    symbols: [model, `{{ config(materialized='table') }}`, `models/marts/${model}`],
    categories: ["Data Quality", "Missing Test", "dbt"],
    titles: [`${model} has no unique test on ${key}`, `No uniqueness check for ${model}.${key}`],
    rule: "dbt-checkpoint: check-model-has-tests",
    facts: [
      `schema.yml declares ${model} without unique or not_null tests on ${key}, so duplicate keys reach the dashboards.`,
      `Nothing checks that ${key} identifies one row of ${model}.`,
    ],
    code: `select ... from {{ ref('stg_claims') }}`,
    fix: `Add unique and not_null tests on ${key} in schema.yml.`,
  };
}

/** An Airflow task running SQL formatted from its context: each task's is its own issue. */
function fStringSql(id: string, task: string, table: string, line: number, rate: number): AnalyticsIssue {
  return {
    id,
    agent: "security",
    severity: "HIGH",
    rate,
    file: DAG,
    line,
    symbols: [task, `${task} (PythonOperator)`, `claims_daily.${task}`, "cursor.execute"],
    categories: ["SQL Injection", "CWE-89", "Injection", "sqli"],
    titles: [
      `${task} builds its SQL with an f-string`,
      `SQL injection in the ${task} task`,
      `Unparameterised query against ${table} in ${task}`,
    ],
    facts: [
      `${task} runs cursor.execute(f"DELETE FROM ${table} WHERE load_date = '{ds}' AND source = '{params['source']}'"), and source comes from the DAG run's conf.`,
      `The ${task} task formats trigger parameters into the SQL it runs against ${table}.`,
    ],
    code: `cursor.execute(f"DELETE FROM ${table} WHERE ...")`,
    fix: "Pass the values as query parameters, and validate dag_run.conf.",
  };
}

const ISSUES: AnalyticsIssue[] = [
  {
    id: "nb-s3-keys",
    agent: "security",
    severity: "CRITICAL",
    rate: 0.85,
    file: CHURN,
    line: 58,
    cell: { index: 2, line: 4 },
    symbols: ["Cell 2", "In [2]", "boto3.client", "claims_churn.ipynb"],
    categories: ["Hard-coded Credentials", "CWE-798", "Secrets", "HIPAA §164.312(a)"],
    titles: [
      "AWS access keys written in the notebook",
      "Hard-coded S3 credentials in cell 2",
      "Secret key committed with the notebook",
    ],
    facts: [
      "Cell 2 creates boto3.client('s3', aws_access_key_id='AKIA…', aws_secret_access_key='…') with the keys inline.",
      "The notebook carries a live AWS key pair for the claims bucket.",
    ],
    code: "boto3.client('s3', aws_access_key_id='AKIA...', aws_secret_access_key='...')",
    fix: "Use the instance role or a profile, and rotate the committed keys.",
  },
  piiPrint("nb-pii-cell4", 4, 131, "members", 0.6),
  piiPrint("nb-pii-cell9", 9, 402, "claims_members", 0.4),
  {
    id: "nb-leakage",
    agent: "architecture",
    severity: "HIGH",
    rate: 0.65,
    file: CHURN,
    line: 288,
    cell: { index: 7, line: 3 },
    symbols: ["Cell 7", "In [7]", "StandardScaler.fit_transform", "prepare_features"],
    categories: ["Data leakage", "Train/test contamination", "ML correctness"],
    titles: [
      "Scaler fitted on the full data before the split",
      "Train/test leakage in feature scaling",
      "Cell 7 fits StandardScaler on all rows",
    ],
    facts: [
      "prepare_features calls StandardScaler().fit_transform(X) on every row and only then train_test_split, so test statistics leak into training.",
      "The scaler sees the held-out rows, so the reported AUC is optimistic.",
    ],
    code: "X_scaled = StandardScaler().fit_transform(X)",
    fix: "Split first, fit the scaler on the training rows, and use a Pipeline.",
  },
  {
    id: "nb-iterrows",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.55,
    file: CHURN,
    line: 236,
    cell: { index: 6, line: 5 },
    symbols: ["Cell 6", "In [6]", "claims.iterrows", "tenure_days"],
    categories: ["Inefficient Loop", "perf", "pandas performance"],
    titles: [
      "Row-by-row iterrows loop over 4M claims",
      "tenure_days computed with iterrows",
      "Vectorise the tenure loop in cell 6",
    ],
    facts: [
      "Cell 6 loops over claims.iterrows() to compute tenure_days one row at a time.",
      "A Python loop over four million rows takes most of the notebook's run time.",
    ],
    code: "for i, row in claims.iterrows():",
    fix: "Compute it as a vectorised difference of the two date columns.",
  },
  {
    id: "nb-pickle",
    agent: "security",
    severity: "HIGH",
    rate: 0.5,
    file: FRAUD,
    line: 74,
    cell: { index: 3, line: 2 },
    symbols: ["Cell 3", "In [3]", "pickle.load", "fraud_features.ipynb"],
    categories: ["Deserialization of Untrusted Data", "CWE-502", "Insecure Deserialization"],
    titles: ["Model downloaded over HTTP and unpickled", "pickle.load of a file fetched from a shared URL"],
    facts: [
      "Cell 3 downloads model.pkl from an http:// share and passes it to pickle.load.",
      "Anyone who can change the shared file runs code in the notebook's kernel.",
    ],
    code: "model = pickle.load(urllib.request.urlopen(MODEL_URL))",
    fix: "Fetch over HTTPS from a controlled bucket, check a hash, or use a safe format.",
  },
  {
    id: "nb-fraud-merge",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.45,
    file: FRAUD,
    line: 190,
    cell: { index: 8, line: 6 },
    symbols: ["Cell 8", "In [8]", "pd.merge", "build_pairs"],
    categories: ["Cartesian Join", "Memory Blow-up", "perf"],
    titles: ["Many-to-many merge multiplies the claim rows", "Cell 8 merge on provider_id explodes memory"],
    facts: [
      "build_pairs merges claims with claims on provider_id, which yields every pair of a provider's claims.",
      "The self-merge has tens of millions of rows for busy providers.",
    ],
    code: "pairs = pd.merge(claims, claims, on='provider_id')",
    fix: "Restrict the pairs to a time window or aggregate before merging.",
  },
  {
    id: "sas-sysexec",
    agent: "security",
    severity: "HIGH",
    rate: 0.6,
    file: LOAD,
    line: 42,
    symbols: ["%macro load_claims", "%load_claims", "load_claims", "%sysexec"],
    categories: ["OS Command Injection", "CWE-78", "Injection", "command-injection"],
    titles: [
      "%sysexec runs a command built from the macro's file parameter",
      "Command injection in load_claims",
    ],
    facts: [
      "load_claims calls %sysexec gunzip &infile; with infile passed from the scheduler's parameters.",
      "The file name parameter is pasted into a shell command.",
    ],
    code: "%sysexec gunzip &infile;",
    fix: "Check infile against the landing directory's pattern, or use FILENAME with the ZIP engine.",
  },
  {
    id: "sas-cartesian",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.55,
    file: LOAD,
    line: 88,
    symbols: ["PROC SQL", "%load_claims", "load_claims", "create table work.claims_members"],
    categories: ["Cartesian Join", "perf", "SAS performance"],
    titles: [
      "PROC SQL join without a condition on member_id",
      "Cartesian product in the claims-members join",
    ],
    facts: [
      "The PROC SQL that creates work.claims_members lists both tables in FROM and filters only on the date, so every claim joins every member.",
      "The log notes 'The execution of this query involves performing one or more Cartesian product joins'.",
    ],
    code: "create table work.claims_members as select * from claims, members where claims.svc_dt > '01JAN2024'd;",
    fix: "Join on member_id.",
  },
  {
    id: "sas-report-dates",
    agent: "architecture",
    severity: "LOW",
    rate: 0.4,
    file: REPORT,
    line: 15,
    symbols: ["DATA work.monthly", "monthly_report.sas", "%let rpt_month"],
    categories: ["Hard-coded Values", "Maintainability", "Design"],
    titles: ["Report month hard-coded in a %let", "monthly_report needs editing every month"],
    facts: [
      "%let rpt_month = 202405; is edited by hand before each run, and last month's value stays when someone forgets.",
      "The report period is a constant in the program instead of a parameter.",
    ],
    code: "%let rpt_month = 202405;",
    fix: "Derive the month from today() or take it as a parameter.",
  },
  {
    id: "stata-drop",
    agent: "architecture",
    severity: "MEDIUM",
    rate: 0.5,
    file: CLEAN,
    line: 27,
    symbols: ["drop if", "clean_members.do", "drop if missing(dob)"],
    categories: ["Silent Data Loss", "Data Quality", "correctness"],
    titles: ["Members without a birth date dropped silently", "drop if missing(dob) loses 8% of members"],
    facts: [
      "The do-file runs drop if missing(dob) with no count or assert, and the members it drops never reach the churn model.",
      "Rows are removed without logging how many.",
    ],
    code: "drop if missing(dob)",
    fix: "Count and log the dropped rows, or impute and flag them.",
  },
  {
    id: "dbt-fct-jinja",
    agent: "security",
    severity: "MEDIUM",
    rate: 0.5,
    file: FCT,
    line: 19,
    symbols: ["fct_claims", "{{ var('region') }}", "fct_claims.sql"],
    categories: ["SQL Injection", "CWE-89", "Injection", "sqli"],
    titles: [
      "Unquoted var('region') rendered into SQL",
      "fct_claims interpolates a CLI variable into its WHERE",
    ],
    rule: "SQLFluff JJ01:",
    facts: [
      "The model filters with where region = {{ var('region') }}, and the value comes from --vars on the command line of a self-service job.",
      "A variable set by whoever triggers the job is pasted into the model's SQL.",
    ],
    code: "where region = {{ var('region') }}",
    fix: "Validate the variable against the accepted regions and quote it.",
  },
  missingUnique("dbt-fct-unique", FCT, "fct_claims", "claim_id", 0.45),
  missingUnique("dbt-dim-unique", DIM, "dim_members", "member_id", 0.35),
  {
    id: "dbt-stg-select-star",
    agent: "performance",
    severity: "LOW",
    rate: 0.4,
    file: STG,
    line: 4,
    symbols: ["stg_claims", "{{ source('raw', 'claims') }}", "stg_claims.sql"],
    categories: ["Over-fetching", "perf", "Warehouse cost"],
    titles: ["select * from the raw claims source", "stg_claims reads every column of a 300-column table"],
    rule: "SQLFluff AM04:",
    facts: [
      "stg_claims selects * from the raw source, so every downstream model scans all 300 columns.",
      "The staging model passes the whole raw table through.",
    ],
    code: "select * from {{ source('raw', 'claims') }}",
    fix: "List the columns the marts use.",
  },
  fStringSql("dag-sql-extract", "extract_claims", "staging.claims", 61, 0.65),
  fStringSql("dag-sql-purge", "purge_partition", "warehouse.claims", 97, 0.45),
  {
    id: "dag-catchup",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.5,
    file: DAG,
    line: 18,
    symbols: ["claims_daily", "dag_id='claims_daily'", "DAG(", "default_args"],
    categories: ["Backfill Storm", "Scheduling", "perf"],
    titles: [
      "catchup=True with a start date three years back",
      "Deploying the DAG queues a thousand backfill runs",
    ],
    facts: [
      "The DAG has start_date=datetime(2021, 1, 1) and catchup left on, so a new deployment schedules every missed day.",
      "Airflow backfills years of daily runs the first time the DAG is enabled.",
    ],
    code: "DAG('claims_daily', start_date=datetime(2021, 1, 1), catchup=True)",
    fix: "Set catchup=False and backfill deliberately.",
  },
  {
    id: "dag-conn-password",
    agent: "security",
    severity: "HIGH",
    rate: 0.55,
    file: DAG,
    line: 9,
    symbols: ["WAREHOUSE_URI", "claims_daily", "create_engine"],
    categories: ["Hard-coded Credentials", "CWE-798", "Secrets", "HIPAA §164.312(d)"],
    titles: ["Warehouse password in the DAG file", "Database URI with credentials in claims_daily.py"],
    facts: [
      "WAREHOUSE_URI = 'postgresql://etl:Claims2024!@warehouse:5432/claims' sits at module level of the DAG.",
      "The warehouse login is in the DAG source that every Airflow user can read.",
    ],
    code: "WAREHOUSE_URI = 'postgresql://etl:...@warehouse:5432/claims'",
    fix: "Use an Airflow connection backed by the secrets manager.",
  },
];

/** Remarks a run makes on its own at one place: each place's its own issue. */
const REMARKS: { id: string; file: string; line: number; symbol: string; title: string; category: string }[] =
  [
    {
      id: "remark-nb-imports",
      file: CHURN,
      line: 12,
      symbol: "Cell 1",
      title: "Unused imports in the first cell",
      category: "Code Style",
    },
    {
      id: "remark-sas-comments",
      file: LOAD,
      line: 1,
      symbol: "load_claims.sas",
      title: "Program header does not say what the macro loads",
      category: "Documentation",
    },
    {
      id: "remark-dag-docs",
      file: DAG,
      line: 18,
      symbol: "claims_daily",
      title: "DAG has no doc_md",
      category: "Documentation",
    },
    {
      id: "remark-dbt-ctes",
      file: FCT,
      line: 30,
      symbol: "fct_claims",
      title: "Final CTE should be named final",
      category: "Code Style",
    },
  ];

/** How one run writes: its habits, kept for the whole run. */
interface Style {
  /** Notebook lines as the cell's own line numbers rather than the stored file's. */
  cellLines: boolean;
  /** dbt models reviewed as compiled. */
  compiled: boolean;
  rules: boolean;
  describe: "sections" | "prose";
  bare: boolean;
}

function styleOf(random: Random, v: number): Style {
  return {
    cellLines: random() < 0.5,
    compiled: random() < v * 0.4,
    rules: random() < 0.4,
    describe: random() < 0.5 ? "sections" : "prose",
    bare: random() < v * 0.3,
  };
}

function pathIn(file: string, style: Style, random: Random, v: number): string {
  if (file.startsWith("models/") && style.compiled) return `target/compiled/analytics/${file}`;
  if (style.bare || random() < v * 0.1) return file.slice(file.lastIndexOf("/") + 1);
  return file;
}

/** One run's report of one issue. */
function reportOf(issue: AnalyticsIssue, style: Style, random: Random, v: number): Finding {
  const severity = severityNudged(issue.severity, v * 0.3, random);
  const category = usually(issue.categories, v, random);
  let title = usually(issue.titles, v, random);
  if (style.rules && issue.rule) title = `${issue.rule} ${title}`;
  const fact = usually(issue.facts, v, random);
  const description =
    style.describe === "sections"
      ? `Why: ${fact}\n\n\`${issue.code}\`\n\nSuggested fix: ${issue.fix}`
      : `${fact} ${issue.fix}`;
  let line: number | undefined;
  if (random() >= v * 0.15) {
    if (issue.cell && style.cellLines) line = issue.cell.line;
    else line = Math.max(1, issue.line + Math.round((random() * 2 - 1) * (v > 0.5 ? 5 : 2)));
  }
  const symbol = symbolDrawn(issue.symbols, random, v);
  return {
    agent: issue.agent,
    category,
    severity,
    title,
    description,
    file: pathIn(issue.file, style, random, v),
    ...(symbol !== undefined && { symbol }),
    ...(line !== undefined && { line }),
  };
}

function remarkOf(remark: (typeof REMARKS)[number], style: Style, random: Random, v: number): Finding {
  return {
    agent: "architecture",
    category: remark.category,
    severity: "INFO",
    title: remark.title,
    description: `${remark.title}. Worth fixing when the file is next touched.`,
    file: pathIn(remark.file, style, random, v),
    symbol: remark.symbol,
    line: remark.line,
  };
}

/** `runs` runs of the three agents over the analytics platform, with each finding's true issue. */
export function analyticsRuns(options: GeneratorOptions): Generated {
  return drawRuns(
    {
      name: "analytics",
      model: "analytics-generator",
      issues: ISSUES,
      remarks: REMARKS,
      remarkRate: 0.15,
      style: styleOf,
      report: reportOf,
      remark: remarkOf,
    },
    options,
  );
}
