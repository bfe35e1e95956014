/**
 * The grouping benchmark's record, printed with its tables (matching.ts): how each generator family
 * relates to the matcher, and each change to the grouping measured there, kept or not, with its
 * numbers. Text only, kept apart from the code that measures.
 */

/** How each family was written and whether it was tuned against, one Markdown list item each. */
export const FAMILY_NOTES: string[] = [
  "- *Held-out* (bench/matching/heldout.ts: Rust, Ruby, Elixir, Swift, Scala): written before any tuning, in " +
    "languages and vocabularies used nowhere else in the tests, never tuned against. It was evaluated after each " +
    "change that was kept, never used to choose one.",
  "- *Second held-out, fleet* (heldout-fleet.ts: Kotlin, PHP, C++, Lua): written after the judge's margin was " +
    "chosen, before it was first run. Its first run exposed a bug, not a weakness of the evidence: the global " +
    "merge could merge a group into one the repair sweeps had emptied, and that group's findings vanished " +
    "(heavy, one seed: F1 0.845, P 0.735, |Δscore| 6.6). The bug is fixed and tested on every family. Its errors " +
    "were then looked at (two SQL injections on adjacent lines of one PHP function), so it is tuned against.",
  "- *Third held-out, clinic* (heldout-clinic.ts: Clojure, Perl, Dart): written before it was first run, and " +
    "neither tuned against nor its errors looked at until the fifth family existed to take its place. Its " +
    "errors were then looked at (below), so it is tuned against.",
  "- *Fourth held-out, payments* (heldout-payments.ts: Java, Groovy, Erlang, Zig): written before it was first " +
    "run. Each run keeps a style (how it names categories and places, whether it gives lines, how long it " +
    "writes), and runs invent remarks, each its own issue. Its first run found a weakness (below), so it is " +
    "tuned against.",
  "- *Fifth held-out, genomics* (heldout-genomics.ts: Haskell, OCaml, Julia, R, Bash): written before it was " +
    "first run, after the changes below up to *with a judge, close pairs whose words differ count each group's " +
    "wording*, never tuned against. A run miscounts a whole file's " +
    "lines by one amount; paths come as `./…`, workspace-absolute, package-relative or bare; symbols carry a " +
    "type signature or an argument list; categories come as OWASP 2021 entries, CWE ids, kebab-case tags, plain " +
    "names or a bare word; titles and descriptions are composed from interchangeable parts; one kind of issue " +
    "sits at several places of one script; a run adds nitpicks at a few fixed places. First run, with the " +
    "matcher as it was then: 10 runs, heavy, off F1 0.960, P 0.924, |Δscore| 3.8; 5 runs, off, " +
    "P 0.875 (moderate) and 0.893 (heavy); every judge row met its target.",
  "- *Sixth held-out, lending* (heldout-lending.ts: Solidity, Vyper, Move, Cairo): written before it was first " +
    "run, after every change above. Repeated scans by one auditor (no agent), each report written in the " +
    "scanner shape real AI auditors produce and read by the product's own reader: a free-text location " +
    "(`withdraw() function`, a typed or named signature, `lines 133–141` inside it, `deposit() and mint()`, a " +
    "statement after the name, `Contract-level design (…)`), so most reports give no line; vulnerability types in " +
    "snake, kebab or title case, joined by a slash or led by an SWC id; titles that state a consequence; " +
    'descriptions with "Where it occurs / Why it\'s a security issue / Potential impact" in some runs; one fault ' +
    "named by different entry points; two issues in one function twice; one gas remark at three loops and one " +
    "zero-address remark at a setter and the constructor, each place its own issue in nearly the same words; remarks few runs " +
    "make. First run, 10 runs: off, moderate F1 0.928 (P 0.869), |Δscore| 5.9; heavy F1 0.959 (P 0.935), 5.1; " +
    "judge, moderate F1 0.973 (P 0.948), 3.8; heavy F1 0.970 (P 0.961), 4.3: it missed every target, with " +
    "the judge as without. Its errors were then looked at (below), so it is tuned " +
    "against; what they showed, beyond the two fixes below: with no lines, the same remark at two functions " +
    "(`Cache array length in claim` / `… in notifyRewardAmount`) is told apart by the symbol alone, which the " +
    "words outweigh when the two groups happen never to share a run; and two remarks at one function, made by " +
    "one or two runs each, are too few for a group's own wording to speak.",
  "- *Seventh held-out, water utility* (heldout-utility.ts: F#, Nim, Ada, PowerShell, Terraform, PL/pgSQL): " +
    "written after every change below, committed before it was first run (d4883ae), never tuned against; its " +
    "errors were first looked at for changes not kept (*Tried after four exemplars*, below). It models what a model does throughout a run: titles numbered in each agent's list " +
    "(`3. …`, `Finding 3: …`, `[WW-003] …`, so two runs' third reports share a number), the severity in the " +
    "title, Title Case, descriptions under headings (`Issue: … Impact: … Recommendation: …`); categories as " +
    "STRIDE threats besides CWE names, CWE ids, OWASP 2021 entries and short names; symbols in each language's " +
    "form (`Billing.Invoice.findByAccount`, `Meter_Reader.Parse_Frame`, `Invoke-Rotation`, " +
    "`aws_s3_bucket.meter_archive`, a PL/pgSQL function with its argument types), with arguments, as the call " +
    "at fault, or none; Windows paths, `./` paths, CI checkout paths, bare names; lines at the fault, at the " +
    "function's start or none, off by up to 8; three issues in one SQL function, two in one Nim procedure, " +
    "one remark at three Terraform resources (each its own issue); remarks a run makes on its own. Its first " +
    "run met the targets on the mean seed (mean |Δscore| 0.46 to 1.27 without the judge) and missed them on " +
    "the worst: 10 runs, off, moderate P 0.965, heavy P 0.939 and |Δscore| 3.4 (within 3 points on 9 seeds " +
    "of 10); judge, heavy, R 0.956 and |Δscore| 4.9 (within 2 on 9 of 10); 20 runs, heavy, |Δscore| 4.2 off " +
    "and 4.1 with the judge; 5 runs, heavy, off F1 0.897. One change since (a title's list number, below) " +
    "was decided on the other families; its rows here moved both ways and are listed there.",
  "- *Real reports* (real-reports.ts): written before it was first run, after the changes below up to *an " +
    "acronym's plural is the acronym*, never tuned " +
    "against. Its issues are real: each is one of the 318 findings of the real AI scanner reports in the shared " +
    "auditagent-bench data, read in place (without that data the family is left out of the table). A seed takes " +
    "three of the 15 projects; each run reports each finding at a rate of its own, so the wording of every issue, " +
    "and which issues share a file and a function, are real: in those reports 47 pairs of findings of one report " +
    "name the same function first. A re-run writes the location as written, as the function alone, or not at " +
    "all; cuts the title before its consequence; keeps the description whole, its first sentences or some of " +
    "its sentences; respells the vulnerability type; moves a severity a level. The variation is modelled, so " +
    "this family checks precision on real wording more than recall on real rewording. First run: moderate met " +
    "every target at 5, 10 and 20 runs; heavy, 10 runs, P 0.960 and |Δscore| 4.1 with or without the judge " +
    "(5 runs: off P 0.932, |Δscore| 7.5); 20 runs met. Its errors have not been looked at.",
  "- *Eighth held-out, warehouse* (heldout-warehouse.ts: ABAP, COBOL, Objective-C, VB.NET, C): written after " +
    "every change below up to *one file named two ways is asked about in one request*, committed before it " +
    "was first run (aeafcdc). Its agents write in the " +
    "team's language: Chinese, Japanese or German, one a test by its seed, with the code's names and English " +
    "terms inside (`SQL注入`, `TLS-Zertifikatsprüfung`); with heavy variation a run drifts back into English " +
    "one time in five, so one issue's reports share no words across the two. Categories come as the " +
    "language's name, the English one, a CWE id or both; the severity and the list number in the " +
    "language's form (`【高危】`, `指摘3：`, `Befund 3:`); descriptions under its headings; symbols as ABAP class " +
    "methods (also in lower case), function modules, COBOL paragraphs, Objective-C selectors, VB.NET handlers " +
    "and C functions with parameters; paths under two machines' roots (`/builds/…`, `C:\\src\\…`) besides " +
    "relative, `./` and bare ones; two issues in one COBOL paragraph and in one VB.NET method, one remark at " +
    "three C functions, remarks runs make on their own. The change it was written to check (*words in any " +
    "script*, below) was decided from reading the code, before its first run, and committed with it. First " +
    "run, with words of ASCII letters only (a Chinese or Japanese report had no words): 10 runs, off, heavy, " +
    "F1 0.957 (P 0.948), |Δscore| 10.6 (mean 3.11); judge, moderate, |Δscore| 2.1; heavy, F1 0.916 " +
    "(R 0.845), |Δscore| 19.6 (mean 4.23); 5 runs, heavy, off F1 0.928, judge F1 0.897 (R 0.813). With words " +
    "in any script: 10 runs, off, heavy, F1 0.963, |Δscore| 4.6 (mean 1.89); judge, moderate, every seed " +
    "exact; heavy, R 0.855, |Δscore| 14.9 (mean 5.08, worse). Its judge errors were then looked at (heavy, " +
    "seeds 1 and 4), which found the path rule below, so it is tuned against. What else they showed: a " +
    "report that names neither routine nor line and whose words name no routine (`malloc返回NULL时会解引用空指针`) " +
    "cannot be placed among the three unchecked `malloc`s by anyone, and the simulated judge, which grouped " +
    "every candidate sharing an issue with such a report, put all three together (fixed in the instrument, " +
    "below); and at 20 runs, moderate, without the judge, " +
    "different remarks at one routine and line (`コメントが不足している` / `ログレベルが不適切`), each made by one " +
    "run, were merged on their place: their words share nothing but the routine's name, which weighs −5.6 " +
    "bits against the symbol's and line's +9.9 (three or more such remarks in one group are split since, " +
    "below). Tried and not kept: a code-like name in a title that other " +
    "reports give as their symbol (`push_frame中未检查malloc返回值`, whose symbol is the call, `malloc`) taken " +
    "as the report's place. Always, it took the tuned families' summed mean |Δscore| from 61.8 to 60.6 and " +
    "the never-tuned from 35.3 to 35.8; only for a symbol whose reports' titles name two or more routines (a " +
    "call made at several places), 59.8 and 36.6, its gains all on this family: it fitted the errors looked " +
    "at, not the problem.",
  "- *Ninth held-out, crew scheduler* (heldout-crew.ts: Delphi, Tcl, Fortran, Apex, Crystal): written after " +
    "every change below up to *a title's list number in any language*, committed before it was first run " +
    "(521982c), never tuned against; its errors were looked at only for changes not kept (*Tried after " +
    "four exemplars* and *Also tried after four exemplars*, below). Its agents write in Korean, Russian or Spanish (one a test, by its seed): Hangul words with " +
    "their particles attached, inflected Russian and Spanish, Spanish now and then without its accents; some " +
    "runs keep the title in English over a description in the team's language, and with heavy variation some " +
    "are wholly in English. Categories in the language, in English, as a CWE id or both; symbols as Delphi " +
    "methods, Tcl namespaced procs, Fortran module subroutines, Apex methods and Crystal methods; two issues " +
    "in one Fortran subroutine, an Apex class-level issue beside one of its methods, one remark at three Tcl " +
    "procs, remarks runs make on their own. First run, against the matcher as it was before *words in any " +
    "script* (c8f4a69, measured after, for comparison only): 10 runs, off, heavy, F1 0.917 to 0.963, " +
    "|Δscore| 10.9 to 7.0 (mean 4.74 to 2.49); judge, heavy, F1 0.935 to 0.956, |Δscore| 3.0 to 0.0; " +
    "moderate, judge, 2.2 to 1.1; 5 runs, off, heavy, F1 0.862 to 0.899, |Δscore| 13.1 to 4.9; 20 runs, " +
    "moderate, judge, 4.0 to 0.0. Worse: 20 runs, heavy, off, F1 0.956 to 0.949, |Δscore| 5.8 to 7.5 (mean " +
    "3.19 to 4.02); judge, R 0.945 to 0.884 (|Δscore| 6.1 to 4.9, mean 1.98 to 1.02). Its first run missed " +
    "the targets without the judge at every size (10 runs: moderate P 0.973 and |Δscore| 4.3, heavy P 0.951 " +
    "and 7.0) and with it on heavy variation (10 runs: F1 0.956, P 0.957, with the score exact).",
  "- *Tenth held-out, ticketing* (heldout-review.ts: Elm, Gleam, Hack, T-SQL, GitHub Actions workflows, " +
    "Nix): written after every change below, committed before it was first run (0aacc4b), never tuned " +
    "against, its errors not looked at. A pull-request review bot's output as a team's pipeline hands it " +
    "on: each run is a JSON run file read by the product's own reader, whose empty fields are `null` in " +
    "one run in two (as a strict structured output writes them) and left out in the other, some with a " +
    "line of 0 or `L42-L47`; paths as a diff names them (`b/…`), with their line (`…/Tickets.hack:42`), " +
    "in backticks, as a Markdown link to the line on the forge, or bare; lines at the fault or at the " +
    "start of the diff hunk a comment is anchored to, which two issues of one hunk share; titles with a " +
    "severity badge, a label (`⚠️ Potential issue: …`), in bold, or with the name at fault in backticks; " +
    "descriptions in Markdown quoting the lines at fault in a fenced block (two issues of one T-SQL " +
    "procedure, and two of one workflow job, quote the same lines), with a `suggestion` block and the " +
    "bot's footer; no category, a coarse tag (`security`, `bug`), a name or a CWE id; nitpicks at several " +
    "routines, each its own issue. It was written with the changes to the reader it checks (run files as " +
    "models and their tools write them, 3ba1588; a line written as unknown is no line, 38890de), which " +
    "were decided from what such tools write, not from its rows: with the reader before them, 58 of its " +
    "60 tests (5, 10 and 20 runs, both variations, 10 seeds) were input errors, a field written `null` " +
    "(with heavy variation also a line written `L62-L66`); with the nulls removed so that they read, " +
    "moderate, off, one issue's reports fell into several files: F1 0.340, 0.480 and 0.555 at 5, 10 and " +
    "20 runs, |Δscore| 46.0, 45.5 and 44.5 (measured after, for comparison only). First run: 10 runs, " +
    "off, moderate, P 0.979 and |Δscore| 3.7 (within 3 points on 9 seeds of 10, mean 0.59), heavy met; " +
    "with the judge met at both; 5 runs, off, moderate, P 0.959 and |Δscore| 3.8, heavy F1 0.926, P 0.875 " +
    "and 5.2; with the judge, heavy, F1 0.966, P 0.934 and 4.9; 20 runs, heavy, |Δscore| 4.0 without the " +
    "judge (mean 2.08) and 2.1 with it.",
  "- *Eleventh held-out, payments platform's deployment* (heldout-platform.ts: Kubernetes manifests, a Helm " +
    "chart, Dockerfiles, Compose, an npm lock file and pip requirements, Rego, Starlark): written after every " +
    "change of this page, including the lookup by place of the cluster benchmark (which groups as before), " +
    "committed before it was first run (06f5fd6); its errors were looked at first for a change not kept " +
    "(*A finding in one file*, below), then for one kept (*A finding is in one file, in every step*), so it " +
    "is tuned against since. What models " +
    "write when they review configuration rather than code: places named as the tools name them (a resource, " +
    "`Deployment/payments-api/worker`, `deployment.apps/payments-api (container api)`; a YAML path, " +
    "`spec.template.spec.containers[1].securityContext.privileged`; a container by name or by index; a " +
    "Dockerfile instruction, `FROM node:latest`; a package at its version, `lodash@4.17.15`, " +
    "`requests==2.19.0`; a Rego rule, `data.authz.allow`; a Bazel repository or target), or none; lines at " +
    "the key at fault, at the start of its block (the container, the resource) or none, as a run's habit, " +
    "and its paths as in the repository, with `./` or bare; categories as Checkov and Hadolint ids, CIS " +
    "sections, Pod Security Standards controls, CWE names and ids, CVE and GHSA ids or a plain word; titles " +
    "led by the rule id, a severity badge or the category, one style a run. One misconfiguration in three " +
    "containers of one Deployment, each its own issue, in the same words but for the container's name; two " +
    "vulnerabilities of one package at one line of the lock file, told apart by their CVE and what they " +
    "allow; two issues in one Rego policy, both at the rule `allow`; one remark in two services' Dockerfiles, " +
    "each its own issue, which a report may name only as `Dockerfile`. First run: 10 runs, moderate, off, " +
    "F1 0.977, P 0.965, |Δscore| 5.9 (within 3 points on 7 seeds of 10, mean 1.83); with the judge met; " +
    "heavy, off, F1 0.873 (P 0.908, R 0.841), |Δscore| 4.3 (mean 1.65); with the judge F1 0.876 (P 0.944, R " +
    "0.817), |Δscore| 5.1 (mean 1.47, within 2 on 8 of 10); 5 runs, heavy, off F1 0.900 (P 0.910), with the " +
    "judge the same; 20 runs, moderate, off, |Δscore| 8.9 (mean 2.29). It met the targets on the mean " +
    "seed in 11 of its 12 cells and on the worst in 1 (8 and 1 since *a package's version is not its name*, below): the worst of the never-tuned families on the worst " +
    "seed, chiefly by recall with heavy variation. Its worst test (10 runs, heavy, seed 8, read after the " +
    "changes of this page) showed why: the runs' reports of one misconfiguration in two containers, or in " +
    "two services' Dockerfiles, meet through the reports that name the place coarsely (`Dockerfile`, " +
    "`deployment.apps/payments-api (container worker)`, read as the Deployment, its container dropped with " +
    "what the parentheses hold), and one group takes in both.",
  "- *Twelfth held-out, insurance claims* (heldout-claims.ts: Oracle PL/SQL packages, Svelte components, " +
    "GraphQL resolvers, Protocol Buffers, Bicep, Ansible): written after every change of this page, " +
    "*two symbols whose reports' texts each name their own* included, committed before it was first run (a32a4d5), never tuned " +
    "against, its errors not looked at. Categories as scanner rule ids, each run following one scanner's " +
    "naming (`js/xss`, `plsql.security.dynamic-sql-concat`, `S3649`, or the id with the name), besides " +
    "names and CWE ids; titles that open with the file (`AdjusterNotes.svelte: …`) or close with the rule " +
    "id; descriptions as prose, as Markdown with the code at fault in a fenced block, or as bullets, some " +
    "opening with a `Location:` line and a line range; symbols in each language's forms (`CLAIMS_PKG." +
    "SEARCH_CLAIMS`, the procedure declared with its parameters, `Mutation.approveClaim`, `Mutation/" +
    "approveClaim`, `claims.v1.ClaimService/UploadDocument`, `rpc UploadDocument(…)`, a Svelte handler or " +
    "directive, `{@html note.body}`, a Bicep symbolic name or resource type, an Ansible task's name); paths " +
    "as in the repository, with `./`, under a workspace or bare; lines at the fault, at the start of the " +
    "unit, as a range, or none. Twins: two injections two lines apart in one PL/SQL procedure, the same " +
    "missing role check on two GraphQL mutations, the same setting on two Bicep resources, two `{@html}` " +
    "blocks of one component; remarks a run makes on its own. First run: it met the targets on the mean " +
    "seed in 10 of its 12 cells (heavy, off, at 5 and 10 runs missed it by precision, 0.928 and 0.930) and on the worst in 4 (moderate " +
    "at 10 and 20 runs, both modes); 10 runs, heavy, off, F1 0.801 (P 0.816, R 0.779; mean F1 0.928), " +
    "|Δscore| 3.1 (mean 1.01); with the judge F1 0.964, |Δscore| 6.9 (mean 0.96); 5 runs, moderate, off, " +
    "P 0.825 and |Δscore| 6.5 (mean 1.06); 20 runs, heavy, with the judge F1 0.924 and 5.0 (mean 0.85). " +
    "Its random numbers had been a copy of another family's generator; since a review they come from the " +
    "project's (src/util/random.ts), so its runs are other draws of the same model, its rows measured " +
    "again and still not looked at (cells meeting every target on seeds 1 to 10: all families 124 to 126 " +
    "on the worst seed, never-tuned 51 to 53).",
  "- *Thirteenth held-out, observatory* (heldout-observatory.ts: Common Lisp, Racket, D, Haxe, Jsonnet): " +
    "written after every change above, *how often two issues naming one symbol lie near is learned at that " +
    "symbol* included, and committed before it was first run, never tuned against, its errors not looked " +
    "at. Each run keeps habits: titles that state the problem or the fix (`Upload size is never checked` / " +
    "`Check the upload size before reading the body`), descriptions as `Problem:` and `Fix:` blocks, one " +
    "paragraph or a `Risk:` list, lines at the fault or at the start of the definition, Lisp symbols in the " +
    "upper case the reader prints; paths as in the repository, as `file:///` URIs of a CI checkout, without " +
    "`src/` or bare. Categories as plain names, CWE ids, OWASP ASVS requirement ids (`ASVS V5.3.8`) or coarse " +
    "tags (`perf`, `hardening`); symbols as Lisp forms (`scheduler::plan-night`, `#'drain-queue`, " +
    "`(defun plan-night (targets) ...)`), Racket definitions, D qualified names and signatures, Haxe's " +
    "`Panel#render`, Jsonnet field paths, or the call at fault. Twins: a shell command and a file path built " +
    "from one target name three lines apart in one Lisp function, two unchecked casts of one D function, " +
    "one docstring remark at three Lisp functions; remarks a run makes on its own. First run: the mean seed " +
    "met all 12 of its cells, the worst seed 6 (5 runs, without the judge, P 0.895 moderate and 0.922 heavy, " +
    "|Δscore| 3.4 each; with the judge, heavy, 2.6; 10 runs, heavy, with the judge, 2.4, within 2 points on 9 " +
    "seeds of 10; 20 runs, moderate, without the judge, 3.3). It checks the change before it too, on code " +
    "that change never saw: over seeds 1 to 20, its summed mean |Δscore| without the judge is 1.30 before " +
    "and 1.32 after, with it 0.57 and 0.61, neither better nor worse beyond a seed or two.",
  "- *Fourteenth held-out, web shop* (heldout-storefront.ts: ColdFusion, JSP, Razor with its web.config, " +
    "Twig, Vue, CoffeeScript, Classic ASP): written after every change above, the calibration split " +
    "included, committed before it was first run (efac41d), never tuned against, its errors not looked at. " +
    "Templates, where a report's place is often a fragment of the template as written " +
    '(`{{ product.description|raw }}`, `v-html="review.body"`, `@Html.Raw(Model.Bio)`, ' +
    '`<%= request.getParameter("q") %>`, `<cfquery name="order">`) rather than a function. Each run ' +
    "keeps habits: a severity badge before its titles (`🔴`, `**HIGH** ·`, `[High]`), drawn from the " +
    "report's own severity, so one issue's badges differ between runs; titles that quote the code at fault " +
    "in backticks; a line range in the title (`(lines 14–18)`) or no lines; descriptions in Markdown " +
    "(`**Impact:**`, `**Fix:**`), as numbered parts or as prose, some closing with a references line (a CWE " +
    "link and an OWASP entry) that issues of one class share word for word; paths under a web root, with " +
    "backslashes or bare. Categories as CWE's full names, OWASP 2021 entries, plain names or tags. With heavy " +
    "variation a few reports of one issue name another file: the stored XSS of a Razor view named at the " +
    "controller that passes the text to it, and a form's missing anti-forgery token filed under a glob of " +
    "the views (`Views/Account/*.cshtml`); the grouping compares reports of one file only, so these are " +
    "split by design. Twins: an SQL injection and a missing owner check two lines apart in one CFML " +
    "function, two issues in one Twig block, two performance issues in one CoffeeScript function, two " +
    "settings on adjacent lines of web.config, one missing token on two forms of one view, a remark on the " +
    "line of a real issue; remarks a run makes on its own. First run: the mean seed met 10 of its 12 cells " +
    "(20 runs, heavy, mean |Δscore| 3.15 with and without the judge), the worst seed 2 (10 runs, moderate, " +
    "with the judge; 20 runs, moderate, without it). Worst seed: 5 runs, without the judge, P 0.933 " +
    "(moderate) and 0.959 (heavy), |Δscore| 4.3 and 2.8; 10 runs, heavy, F1 0.960 (R 0.922) and |Δscore| 4.4 " +
    "with and without the judge, within 2 points with it on 4 seeds of 10; 10 runs, moderate, without the " +
    "judge, P 0.936.",
  "- *Fifteenth held-out, an ERP's order module* (heldout-erp.ts: Progress ABL, RPG IV with embedded SQL, X++, " +
    "CL): written after every change above and after the fourteenth family's first run, committed before it " +
    "was first run (b9604c8). A dense file: one long ABL procedure file holds ten issues, six of the security " +
    "agent's, among them one flaw (a query prepared from concatenated input) in four internal procedures in " +
    "the same words but for the procedure, and a missing authority check in two more. RPG and CL members " +
    "named as IBM i names them (`ORDLIB/QRPGLESRC(INVPOST)`), as a lower-case IFS path under a build " +
    "directory, as the repository path or bare, one habit a run; some runs cite a member's sequence numbers " +
    "(a hundred times the line). Symbols as ABL internal procedures, RPG procedures and subroutines " +
    "(`BEGSR $ALLOC`), X++ methods (`SalesOrderService::createLines`), CL commands or the statement at fault; " +
    "descriptions as `Finding / Evidence / Recommendation` with the line of code quoted, or prose, some with " +
    "a CVSS vector; categories as plain names, CWE ids with their names, IBM i terms (`Adopted authority`, " +
    "`*ALLOBJ`) or tags. First run: it met the targets on the mean seed in 1 of its 12 cells and on the worst " +
    "in none; 10 runs, moderate, without the judge, F1 0.940 (R 0.887) and |Δscore| 13.8 (mean 5.99); heavy, " +
    "F1 0.902 and 16.5 (mean 10.68); 20 runs, heavy, without the judge, |Δscore| 19.6 (mean 13.61); its " +
    "summed mean |Δscore| over seeds 1 to 20 was 181.98, against 28 to 30 for the other families. Its errors " +
    "were then read, so it is tuned against: nearly every one was a run that named a member in IBM i's " +
    "notation, every report of which the grouping had read as of another file (the change below).",
  "- *Sixteenth held-out, analytics platform* (heldout-analytics.ts: Jupyter notebooks, SAS, Stata, dbt, " +
    "Airflow): written after every change above, a source member read as its file included, committed " +
    "before it was first run (1a7b9a4), never tuned against, its errors not looked at. Notebooks, whose " +
    "places are cells (`Cell 7`, `In [7]`, or the function defined there), and whose lines a run gives " +
    "either in the notebook's stored file or within the cell, one habit a run, so one issue's lines differ " +
    "by hundreds between runs; SAS macros and steps (`%macro load_claims`, `PROC SQL`); dbt models by name " +
    "and reviewed as written or compiled (`target/compiled/analytics/models/…`); Airflow tasks and DAGs. " +
    "Categories from privacy and data work (`GDPR Art. 32`, `HIPAA §164.312(a)`, `Data leakage`, " +
    "`PII exposure`) besides CWE ids and plain names; titles some runs open with a linter's rule " +
    "(`SQLFluff AM04:`, `dbt-checkpoint:`); descriptions as `Why:` / `Suggested fix:` with the code line, or " +
    "prose. Twins: one PII print in two cells of one notebook, two dbt models without a unique test, two " +
    "Airflow tasks of one DAG formatting SQL with f-strings; remarks a run makes on its own. First run: the " +
    "mean seed met 11 of its 12 cells (5 runs, heavy, without the judge, P 0.956), the worst seed 1 (20 " +
    "runs, heavy, without the judge). Worst seed: 5 runs, without the judge, P 0.919 (moderate) and 0.892 " +
    "(heavy), |Δscore| 3.3 and 6.4; 10 runs, heavy, P 0.906 with and without the judge; 10 runs, moderate, " +
    "|Δscore| 5.1 without the judge and 4.2 with it; 20 runs, moderate, without the judge, 6.7 (mean 0.90). " +
    "Its summed mean |Δscore| over seeds 1 to 20 is 18.73.",
  "- *Seventeenth held-out, arena game* (heldout-arena.ts: Luau, GDScript, Unreal C++, HLSL): written after " +
    "every change above, committed before it was first run (db60a41). Some runs write titles and " +
    "descriptions in Brazilian Portuguese; a run names a Roblox script by the instance it runs as " +
    "(`ServerScriptService.Combat`, `game.ServerScriptService.Combat`) or by its file " +
    "(`src/server/Combat.server.luau`); Unreal issues placed at the header's declaration " +
    "(`ArenaCharacter.h`, `UFUNCTION(Server, Reliable, WithValidation) void ServerFire`) or at the source's " +
    "definition (`AArenaCharacter::ServerFire_Implementation`), one habit a run; Godot signal handlers and " +
    "node paths; remote events by name; categories as game developers name cheats (`Client trust`, " +
    "`Remote event abuse`). Twins: one missing rate limit on two remote events of one script, two RPCs of " +
    "one class trusting the client, one per-frame allocation in two functions of one module. First run: " +
    "no cell met the targets, on the mean seed or the worst; 10 runs, moderate, without the judge, F1 0.708 " +
    "(R 0.562), |Δscore| 23.5 (mean 14.13); summed mean |Δscore| over seeds 1 to 20, 454.82. Its errors were " +
    "then read, so it is tuned against: of the reports split off their issue's group over seeds 1 to 10 at " +
    "10 runs, about two in three were a run naming a script by its instance, which the grouping read as " +
    "another file (the change below), one in five a run placing an Unreal issue at the header, a finding " +
    "in another file by design, and the rest reports in Portuguese.",
  "- *Eighteenth held-out, sensor firmware* (heldout-firmware.ts: Zephyr C, device tree, Kconfig and " +
    "prj.conf, ARM assembly, a linker script, CMake): written after every change above, a header read as its " +
    "source and a class named alone included, committed before it was first run (e311af8), its errors " +
    "not looked at for its first stop. Categories as MISRA C:2012 and CERT C rules besides CWE ids and " +
    "plain names, titles a run closes with the rule or opens with `[MISRA]`; places as firmware names them " +
    "(interrupt handlers, register accesses such as `USART1->DR`, device-tree node paths, Kconfig symbols, " +
    "macros, assembly labels, linker sections); a macro's issue placed at its definition in the header or at " +
    "its use. Twins: two I2C writes of one function whose result is ignored, three lines apart; one missing " +
    "`volatile` on two flags shared with two interrupt handlers, on adjacent lines; remarks a run makes on its " +
    "own. First run: the mean seed met 3 of its 12 cells (5 runs, moderate, with the judge; 20 runs, " +
    "moderate, both modes), the worst seed none, by precision: mean P 0.920 to 0.957 at 10 runs, worst 0.857 " +
    "to 0.919, while the score stayed near the truth (mean |Δscore| 0.25 to 1.66 at 10 runs). Its summed mean " +
    "|Δscore| over seeds 1 to 20 is 25.07. Its errors were read the stop after, so it is tuned against " +
    "since: on seed 1 at 10 runs, moderate, its precision was lost where two I2C writes of one function are " +
    "reported in the same words but for the register, `TMP117_REG_CONFIG` against `TMP117_REG_T_HIGH`, " +
    "which the words read as one word against two, so the runs reporting both taught no contrast (the " +
    "change tried below).",
  "- *Nineteenth held-out, bottling line* (heldout-plant.ts: IEC 61131-3 Structured Text as TwinCAT POUs, " +
    "Siemens SCL, a ladder program as PLCopen XML, a Node-RED flow and its settings, Ignition gateway scripts, " +
    "an MQTT broker's and an OPC UA server's configuration; some runs in French, categories then half in " +
    "French): written after every change above, committed before it was first run (d5a38fe). Files named " +
    "as the engineering tool names them, one habit a run: a POU by its place in the project tree " +
    "(`Line2_PLC/POUs/FB_Filler`) or by its name, an Ignition script by its project-library package " +
    "(`Project Library/recipes`, `recipes`); lines counted from a POU's implementation, one habit a run; " +
    "ladder networks, data-block members, Node-RED nodes by label or id, configuration keys as places; " +
    "IEC 62443-3-3 requirements and functional-safety terms as categories. Twins: two HMI setpoints without " +
    "a range check in one method, six lines apart; one missing emergency-stop interlock in two ladder " +
    "networks; one missing authentication on two services. First run: no cell met the targets, on the mean " +
    "seed or the worst; 10 runs, moderate, without the judge, mean F1 0.934, mean |Δscore| 8.06; summed " +
    "mean |Δscore| over seeds 1 to 20, 235.89. Its errors were then read, so it is tuned against: of its " +
    "splits at 10 runs, most were a run naming a file by its tree path or its package, which the grouping " +
    "read as another file (the change below), the rest a run counting lines from a POU's implementation " +
    "(31 lines off) and reports in French.",
  "- *Twentieth held-out, mobile game* (heldout-mobile.ts: Unity C# scripts, a ShaderLab shader, Firestore " +
    "and Storage security rules, Cloud Functions, an Android manifest and an iOS Info.plist; some runs in " +
    "Italian): written after every change above, a file named by its place in a tool's tree included, " +
    "committed before it was first run (4b5327e). A script named by the scene object it is attached to " +
    "(`Main.unity > Canvas/ShopPanel`, `ShopPanel (GameObject)`) or by its class, one habit a run; paths " +
    "from the repository's top or from `Assets/`; Unity console locations in the description; event methods, " +
    "coroutines, serialized fields, rules paths and shader passes as places; OWASP MASVS controls and game " +
    "developers' words (`Cheating`, `GC allocation`, `Overdraw`) as categories. Twins: two collections " +
    "readable by anyone in one rules file, two purchases granted without a receipt check in two methods of " +
    "one script. First run: no cell met the targets, on the mean seed or the worst; 10 runs, moderate, " +
    "without the judge, mean F1 0.950, mean |Δscore| 8.08; summed mean |Δscore| over seeds 1 to 20, " +
    "297.46. Its errors were then read, so it is tuned against: every split read at 10 runs was a run " +
    "placing a script's issue at its scene object, which names no file (the change below).",
  "- *Twenty-first held-out, hospital integration engine* (heldout-hospital.ts: InterSystems ObjectScript " +
    "classes, MUMPS routines, Mirth Connect channels with JavaScript transformer steps, a HAPI FHIR server's " +
    "configuration; some runs in Dutch): written after every change above, a place named as no file read " +
    "by its reports' symbols included, committed before it was first run (ad1b7c2), and not tuned against " +
    "until its errors were read the stop after its first run. A class named as code calls it (`##class(HS.Local.Lab.Router)`) or by its " +
    "package name, a routine by its global call (`^LABRTN`), a channel by its name and connector " +
    "(`ADT Inbound > Destination 2 (Lab)`), one habit a run; MUMPS places as a label and an offset " +
    "(`QUEUE+3^LABRTN`); HL7 fields and transformer steps as places; HIPAA Security Rule sections as " +
    "categories. Twins: two patient fields logged in clear by two steps of one transformer; one global set " +
    "without a lock in two routines. First run: the mean seed met 4 of its 12 cells (without the judge at " +
    "5 runs, moderate, and at 10 and 20 runs), the worst seed none; 10 runs, moderate, without the judge, " +
    "mean F1 0.991, mean |Δscore| 2.30; summed mean |Δscore| over seeds 1 to 20, 75.53. The same runs " +
    "grouped by the code from before the two changes above on files' names (6e5eb23): no cell on the mean " +
    "seed, mean F1 0.901 and mean |Δscore| 15.13 at 10 runs, moderate, without the judge, summed 478.40. " +
    "Since the reading of places named as no file was rewritten for speed (below), 71.15, its cells as " +
    "before. Its errors were then read, so it is tuned against: at 10 runs, of its splits over seeds 1 " +
    "to 10, all but three were a run naming a channel by its name (`ADT Inbound`, `ORU Results > Source " +
    "(TCP Listener)`) or a routine by its global (`^ADTRTN`), which the reports' symbols could not place, " +
    "both channels' reports naming `Transformer step` (the change below).",
  "- *Twenty-second held-out, climate-model pipeline* (heldout-hpc.ts: CUDA C++ kernels, Chapel, Slurm batch " +
    "scripts, a Snakemake workflow, a Spack environment; some runs in Polish): written after every change " +
    "above, committed before it was first run (46cce34), and not tuned against until its errors were read " +
    "the stop after its first run. A " +
    "batch script named by its job (`job advect-3d`, `#SBATCH --job-name=advect-3d`) and the workflow by " +
    "its rule (`rule regrid`), one habit a run; kernel launches, shared-memory arrays, `forall` loops, " +
    "`#SBATCH` directives and rules as places; performance engineers' categories (`Warp divergence`, " +
    "`Uncoalesced access`, `Load imbalance`); titles quoting measured figures. Twins: two kernels of one " +
    "file with uncoalesced reads. First run: the mean seed met 4 of its 12 cells (moderate variation, at 5 " +
    "runs in both modes, at 10 and 20 without the judge), the worst seed none; 10 runs, moderate, without the " +
    "judge, mean F1 0.988, mean |Δscore| 2.09; summed mean |Δscore| over seeds 1 to 20, 94.06. Grouped by " +
    "the code from before the changes on files' names above (6e5eb23): no cell on the mean seed, mean F1 " +
    "0.931 and mean |Δscore| 9.94 there, summed 311.62. Its errors were then read, so it is tuned " +
    "against: at 10 runs, most of its splits were the workflow named by its rule or as `Snakemake " +
    "workflow`, whose file `workflow/Snakefile` has no extension and was read as a place, not a file (the " +
    "change below); `regrid` is both the rule's name and a job's, which no names can settle.",
  "- *Twenty-third held-out, edge network* (heldout-network.ts: Junos router configurations, Cisco IOS XE " +
    "switch configurations, a P4 program, an XDP program in eBPF C, a YANG model, a NAPALM script; some " +
    "runs in Turkish): written after every change above to the one that reads a place's own words " +
    "(089d70b), committed before it was first run (fb19aeb), never tuned against, its errors not looked " +
    "at. A device's configuration named by the device (`edge-r1`, `router edge-r1`, `agg-sw2 (IOS XE)`), " +
    "one habit a run; Junos places in three notations (`protocols bgp group TRANSIT`, `[edit …]`, `set …`); " +
    "lines of a Junos configuration's `display set` form in some runs, other numbers altogether; titles " +
    "quoting addresses and AS numbers written three ways, some opened with the device; MANRS actions, " +
    "RFC 7454 sections and CIS ids as categories. Twins: two BGP neighbours without a prefix limit on " +
    "adjacent lines; two vty ranges open to telnet. First run: the mean seed met 7 of its 12 cells, the " +
    "worst none; 10 runs, moderate, without the judge, mean F1 0.991, mean |Δscore| 1.14; summed mean " +
    "|Δscore| over seeds 1 to 20, 21.03. Grouped by the code from the start of that stop (57e3b81): 6 " +
    "cells, mean F1 0.989 and |Δscore| 1.85 there, summed 39.35.",
  "- *Twenty-fourth held-out, forecasting workbook* (heldout-workbook.ts: VBA modules and class modules, " +
    "Power Query M, DAX measures, an Office Script, named LAMBDA formulas; some runs in German): written " +
    "and committed with the twenty-third (fb19aeb), never tuned against, its errors not looked at. A " +
    "module named as the VBA editor shows it (`VBAProject (Forecast.xlsm) > Modules > modImport`) or as " +
    "Excel addresses it (`Forecast.xlsm!modImport`), a query by its name (`Query: SalesFact`), the " +
    "measures by their table, one habit a run; such runs mostly give no line; some runs count lines from " +
    "the procedure's `Sub`; sheet cells, named ranges, event procedures and M steps as places. Twins: two " +
    "`On Error Resume Next` in two procedures of one module; two queries reading one share. First run: " +
    "the mean seed met 9 of its 12 cells, the worst none; 10 runs, moderate, without the judge, mean F1 " +
    "0.992, mean |Δscore| 1.08; summed 40.40. Grouped by the code from the start of that stop (57e3b81): " +
    "2 cells, mean F1 0.979 and |Δscore| 4.44 there, summed 130.12: a module or query named in the words " +
    "of its file was read as no file until a place's own words counted (the change below).",
  "- *Twenty-fifth held-out, brake controller* (heldout-brake.ts: C generated from a Simulink model, an " +
    "AUTOSAR component's ARXML, a CAN database, CAPL tests, basic-software C; some runs in Swedish): " +
    "written after every change above, committed before it was first run (7ddafdf), and written to be " +
    "read. Generated code named by its model (`BrakeCtrl.slx`, `BrakeCtrl (Simulink model)`) or placed at " +
    "the model's block (`BrakeCtrl/Inputs/Pressure_FL`) in some runs; an AUTOSAR component by its " +
    "short-name path, the CAN database by name, one habit a run; runnables, CAN signals, CAPL event " +
    "procedures as places; ISO 26262 clauses and AUTOSAR C++14 rule ids as categories. Twins: one missing " +
    "plausibility check on two wheels' pressure signals; two CAPL test cases waiting a fixed time. First " +
    "run: no cell met the targets, on the mean seed or the worst; 10 runs, moderate, without the judge, " +
    "mean F1 0.885, mean |Δscore| 16.91; summed 433.46. Its errors were then read, so it is tuned " +
    "against: its splits were the model's name and its blocks read as files of their own (the change " +
    "below).",
  "- *Twenty-sixth held-out, robot arm* (heldout-robot.ts: a ROS 2 workspace: C++ and Python nodes, a " +
    "launch file, the URDF as xacro, controllers' parameters, an SROS2 policy; some runs in Czech): " +
    "written after every change above, committed before it was first run (0fb096a), and written to be " +
    "read. Files named as ROS names them, one habit a run: by a package URI " +
    "(`package://arm_description/urdf/arm.urdf.xacro`), a `$(find …)` substitution, the command that " +
    "runs them (`ros2 launch arm_bringup arm.launch.py`), a node's source by the node (`/joint_controller`) " +
    "or its executable; topics, parameters, URDF joints and callbacks as places; ISO 10218 and ISO 13849 " +
    "clauses and SROS2 terms as categories. Twins: two URDF joints without a velocity limit; two " +
    "subscriptions with a default queue on two topics of one node. First run: no cell met the targets; " +
    "10 runs, moderate, without the judge, mean F1 0.941, mean |Δscore| 9.87; summed 342.79. Its errors " +
    "were then read, so it is tuned against: its splits were the three ROS forms of a path (the change " +
    "below).",
  "- *Twenty-seventh held-out, payment middleware* (heldout-middleware.ts: IBM App Connect message flows " +
    "with ESQL, IBM MQ definitions (MQSC), a DataPower gateway's XSLT and GatewayScript, a Java EE " +
    "message-driven bean; some runs in Norwegian): written after every change of its stop, committed " +
    "before it was first run (d87083c), never tuned against, its errors not looked at. An ESQL module " +
    "named by its flow and node as the toolkit shows them (`PaymentFlow.msgflow > Compute: " +
    "ValidatePayment`, `PaymentFlow#ValidatePayment`), the MQSC file by its queue manager, one habit a " +
    "run; MQ objects by their definitions as places; PCI DSS requirements and SWIFT CSP controls as " +
    "categories. Twins: two channels without TLS in one MQSC file; two modules logging the account " +
    "number. First run: the mean seed met 10 of its 12 cells, the worst seed 1; 10 runs, moderate, " +
    "without the judge, mean F1 0.996, mean |Δscore| 0.95; summed 23.08. Grouped by the code from the " +
    "start of its stop (57e3b81): no cell, mean F1 0.956 and |Δscore| 1.39 there, summed 63.57.",
  "- *Twenty-eighth held-out, spectrometer automation* (heldout-lab.ts: LabVIEW VIs as exported block " +
    "diagrams, a PyVISA driver, SCPI sequences, MATLAB functions, an Arduino sketch; some runs in " +
    "Hungarian): written and committed with the twenty-seventh (d87083c), never tuned against, its " +
    "errors not looked at. A VI named by its place in the LabVIEW project (`Spectrometer.lvproj > " +
    "Acquisition > Acquire Spectrum.vi`) or by its title, its file's name holding a space; a MATLAB " +
    "function by its name; the sketch by its board, one habit a run; a VI's reports mostly without " +
    "lines; block-diagram objects and SCPI commands as places. Twins: two SCPI queries without a " +
    "timeout in one driver; two functions dividing by the dark frame. First run: no cell met the " +
    "targets, on the mean seed or the worst; 10 runs, moderate, without the judge, mean F1 0.963, mean " +
    "|Δscore| 6.99; summed 236.71. Grouped by the code from the start of its stop (57e3b81): mean F1 " +
    "0.935 and |Δscore| 11.78 there, summed 313.81. Its errors were read at the start of the next stop, " +
    "after the twenty-ninth family was written to take its place as a check, so it is tuned against: " +
    "most were a VI named by its item in the project (the change below).",
  "- *Twenty-ninth held-out, contact-centre telephony* (heldout-telephony.ts: an Asterisk dialplan, PJSIP " +
    "endpoints and func_odbc queries, a Kamailio routing script, a FreeSWITCH XML dialplan, a VoiceXML menu; " +
    "some runs in Greek): written at the start of its stop with its own model of how reports vary, committed " +
    "before it was first run, never tuned against, its errors not looked at. A file named by where it is " +
    "deployed (`/etc/asterisk/extensions.conf`), one habit a run; a line given as the issue's or as its " +
    "block's header (the context's, the route's), one habit a run, now and then up to 8 off; dialplan " +
    "contexts with brackets or without, Kamailio routes and modparam lines, func_odbc functions by section " +
    "or as the dialplan calls them (`ODBC_CALLER_LOOKUP`) as places; categories from one vocabulary a run " +
    "(CWE ids, plain words, the trade's own: `Toll fraud`); titles tagged with their severity, one habit a " +
    "run. Twins: two contexts open to toll fraud in one dialplan; two func_odbc queries splicing caller " +
    "input into SQL, 7 lines apart. First run: no cell met the targets, on the mean seed or the worst; " +
    "10 runs, moderate, without the judge, mean F1 0.866, mean |Δscore| 17.40; summed 479.13, and the " +
    "same by the code from the start of its stop. Its errors were read later in that stop, once the " +
    "thirtieth family was written to take its place as a check, so it is tuned against: nearly all were " +
    "its files named where they are deployed (the change below).",
  "- *Thirtieth held-out, trading plant* (heldout-trading.ts: kdb+/q processes, QuickFIX session " +
    "settings, a FIX data dictionary, an SBE message schema; some runs in Finnish): written in the stop " +
    "that first read the twenty-ninth family, before its errors were read, to take its place as a " +
    "check, with its own model of how reports vary; committed before it was first run, never tuned " +
    "against, its errors not looked at. A file written with its line after a colon (`q/gateway.q:14`), " +
    "one habit a run; q names namespaced, bare or as called, one form a run; Finnish bending names " +
    "with case endings (`.z.pg`-käsittelijä); titles ending with their place in brackets and " +
    "descriptions labelled `Impact:` and `Recommendation:`, one habit a run each; MiFID II RTS " +
    "articles, CWE ids and plain words as categories. Twins: `.z.pg` and `.z.ps` evaluating what a " +
    "client sends, one line apart; two FIX sessions without TLS. First run: no cell met the targets on " +
    "the worst seed, 3 of 12 on the mean seed; 10 runs, moderate, without the judge, mean F1 0.989, " +
    "mean |Δscore| 2.31; summed 99.80, and 109.39 by the code from the start of its stop. Its errors " +
    "were read later in that stop, once the thirty-first family was written to take its place as a " +
    "check, so it is tuned against: they were its files written with their line after a colon, which " +
    "the product's reader reads and the benchmark had not passed its runs through (the change below).",
  "- *Thirty-first held-out, satellite software* (heldout-satellite.ts: NASA cFS applications in C and " +
    "their tables, F Prime components in FPP and C++, an XTCE database, OpenC3 COSMOS procedures; some " +
    "runs in Vietnamese): written in the stop that first read the twenty-ninth family, before the " +
    "thirtieth's errors were read, to take its place as a check, with its own model of how reports " +
    "vary; committed before it was first run, never tuned against, its errors not looked at. Windows " +
    "paths and paths from the flight software's own root, lines counted from 0, one habit a run each; " +
    "an F Prime command by its FPP declaration, its C++ handler or its mnemonic; hedged or Title Case " +
    "titles and bulleted descriptions, one habit a run; MISRA rules, NASA-STD-8739.8 clauses, CWE ids " +
    "and plain words as categories. Twins: two cFS command handlers trusting the packet's length; two " +
    "XTCE parameters decoded in the wrong byte order.",
  "- *Thirty-second held-out, audio software* (heldout-studio.ts: a JUCE plugin in C++ with its CMake " +
    "build, a Faust reverb, SuperCollider SynthDefs and OSC handlers, a Csound orchestra, a Max for Live " +
    "patcher; some runs in Thai, written without spaces between words): written at the start of the stop " +
    "that read the thirty-first family, to take its place as a check, with its own model of how reports " +
    "vary; committed before it was first run, never tuned against, its errors not looked at. A C++ issue " +
    "filed against the class's header instead of its source and a JUCE override named by the base class " +
    "that declares it, one habit a run each; a file name with spaces written percent-encoded by some runs; " +
    "a Max object by its box text, its id or its class, a SynthDef by its definition, its symbol or the " +
    "variable that plays it, a Csound instrument by number or name; lines at the fault or at the start of " +
    "the enclosing function, one habit a run; titles led by a coloured marker or ended by a tag; " +
    'descriptions with a "Why it matters" paragraph in some runs. Twins: two faults in one `processBlock` ' +
    "six lines apart, with a remark in it too; two SynthDefs with the same unbounded feedback.",
  "- *Thirty-third held-out, city mapping* (heldout-maps.ts: a MapServer mapfile, a GeoServer SLD style, " +
    "a Mapbox GL style, an Overpass QL extract, a GDAL VRT, a PostGIS view; some runs in Hebrew, right to " +
    "left with the code's names inside): written in the stop that read the thirty-first family, before " +
    "the thirty-second's errors were read, to take its place as a check, with its own model of how " +
    "reports vary; committed before it was first run, never tuned against, its errors not looked at. " +
    "Places written as paths into their documents (an XPath into the SLD, a JSON pointer into the " +
    "style, `MAP/LAYER[parcels]`), one habit a run; the repository's name before every path, one habit " +
    "a run; lines as a range from the start of the enclosing block, which the reader reads as the " +
    "block's first line; titles in lower case or followed by a dash and their consequence; " +
    "descriptions that open by naming the file; OGC and GIS terms, CWE ids, plain words and Hebrew as " +
    "categories. Twins: two mapfile layers whose runtime substitution is not validated; two faults of " +
    "one PostGIS view five lines apart. First run (code of a9e54a2): 10 of its 12 cells on the worst " +
    "seed, 11 on the mean, the score exact at 10 runs, moderate, without the judge; the code from the " +
    "start of its stop gave the same. Its errors were read at the end of that stop, once the " +
    "thirty-fourth family was written to take its place, so it is tuned against; nothing was changed " +
    "for them. What they showed: a remark in Hebrew, its category in Hebrew too (`תחזוקה`), split from " +
    "the same remark in English at one line of one layer, as a report sharing no words and no " +
    "category with its group is (the two languages share no word of it); and a remark on the view " +
    "(`Document the view's SRID`) merged into the view's SRID fault at 10 runs, their pairs a little " +
    "against one issue but the file's prior (few issues in the file) and their never sharing a run " +
    "for it.",
  "- *Thirty-fourth held-out, product search* (heldout-search.ts: Elasticsearch index templates and an " +
    "ingest pipeline with a Painless script, a Logstash pipeline, a Solr schema and solrconfig, " +
    "OpenSearch security roles; some runs in Indonesian): written at the end of the stop that read the " +
    "thirty-second family, before the thirty-third's errors were read, to take its place as a check, " +
    "with its own model of how reports vary; committed before it was first run, never tuned against " +
    "for that stop. A place in a JSON document as a JSONPath from its root, a dotted path or " +
    "the field's name alone, one habit a run; the Logstash pipeline named by its id from " +
    "`pipelines.yml`, one habit a run; titles led by the agent's role; the severity said again in " +
    "words and a documentation link at the end of descriptions; plain words, CWE ids, the engine's own " +
    "terms and Indonesian as categories. Twins: two index templates with dynamic mapping left on; two " +
    "Solr request handlers that let the request choose its query parser. First run (end of that stop): " +
    "8 of its 12 cells met every target on the worst seed and all 12 on the mean seed, summed 11.10 " +
    "(14.56 by the code from the start of that stop). Read at the start of the next stop, once the " +
    "thirty-fifth was written: the two Solr handlers' reports, one template naming `/select` or " +
    "`/browse`, read as the same words, a path written alone in prose being no name (fixed below; " +
    "10 cells on the worst seed, summed 5.56 after this stop's changes); at 5 runs, heavy, one issue's " +
    "reports in other categories split, the prior's chances standing where the test is too small to " +
    "learn from; the Painless script named by its processor's place in English and by its tag in " +
    "Indonesian split once. Tuned against since.",
  "- *Thirty-fifth held-out, mail service* (heldout-mail.ts: Postfix main.cf and master.cf, Dovecot " +
    "conf.d, an Rspamd module, a global Sieve script, the BIND zone with SPF, DKIM and DMARC; some runs " +
    "in Arabic, some of those with Arabic-Indic digits): written at the start of the stop that reads " +
    "the thirty-fourth family, before its errors were read, to take its place as a check, with its own " +
    "model of how reports vary; committed before it was first run, never tuned against for that stop. A configuration key as the key alone, its assignment or as Postfix refers to it " +
    "(`$mynetworks`, `submission/inet/smtpd_tls_security_level`), one habit a run; a DNS record by its " +
    "relative owner (`@`, `s2019._domainkey`), its absolute owner or with its type, one habit a run; " +
    "lines counted from the pull request's hunk, one habit a run; files named from the service's " +
    "configuration directory; titles that say the fix; the offending line quoted at the end. Twins: two " +
    "submission listeners with TLS optional; two DKIM selectors with 1024-bit keys; a remark on the key " +
    "an issue is about. First run (the code from the start of its stop): no cell met every target on " +
    "either seed, precision 0.83 to 0.92 in every cell, summed 43.86. Read in the same stop, once the " +
    "thirty-sixth was written: every record of the zone written with its type was one place " +
    "(`in.txt`), every one written whole another (`example.sa`), both services' master.cf lines one " +
    "(`y.smtpd`); a text writing `mkt._domainkey` named the place `s2019._domainkey` by its member; " +
    "and the pairs of one run, never read as naming apart, let EM learn naming apart as one issue's " +
    "(the three changes below). Summed 27.48 after them, 1 cell on the worst seed and 9 on the mean. " +
    "What is left: the two selectors and the two listeners, where no run reports both, merge (EM " +
    "takes their pairs across runs, at one place, for one issue's); runs counting lines from the hunk " +
    "put the 2525 listener's reports at the submission listener's lines (a fifth of its error, by " +
    "turning the habit off). Tuned against since.",
  "- *Thirty-sixth held-out, FPGA system on chip* (heldout-fpga.ts: SystemVerilog RTL, a VHDL UART " +
    "receiver, Xilinx constraints, the Vivado build script in Tcl, a cocotb testbench; some runs in " +
    "Hindi, the trade's English terms now in Latin letters, now in Devanagari): written in the stop " +
    "that read the thirty-fourth family, before the thirty-fifth's errors were read, to take its place " +
    "as a check, with its own model of how reports vary; committed before it was first run, never " +
    "tuned against for that stop. A place in the design as the instance's path (dotted, or " +
    "with slashes as Vivado writes it), the module or the signal (now and then with its bits, " +
    "`wr_ptr_gray[4:0]`), one habit a run; a VHDL file by its design unit (`work.uart_rx(rtl)`), one " +
    "habit a run; lines at the signal's declaration, one habit a run; the lint tool's warning names and " +
    "hardware CWE ids as categories. Twins: the two pointers of an asynchronous FIFO, each crossing " +
    "clocks without a synchronizer; a remark on a module an issue is in. First run (code at 552c5ef): " +
    "1 of its 12 cells met every target on the worst seed and 11 on the mean seed, F1 0.989 and the " +
    "score 0.7 points off at 10 runs, moderate, without the judge; summed 21.42, the same by the code " +
    "from the start of its stop. After that stop's changes, 1 and 11 cells, 1.6 points off there, " +
    "summed 18.06. Read at the end of that stop, once the thirty-seventh was written; nothing was " +
    "kept for it. What it showed: a run naming every place by its module (`dma_ctrl`) names its " +
    "file, which is close to every place in it, and the runs teach that closeness +3.3 bits, as the " +
    "pairs of one run, which share the run's habit, seldom read so; two Hindi reports of two issues " +
    "share the language's particles (`का`, `नहीं`, `है`) and read as similar words; the FIFO's two " +
    "pointers mix where one run names the instance for both. Two changes were tried for the first " +
    "two (below) and not kept. Tuned against since.",
  "- *Thirty-seventh held-out, browser extension* (heldout-extension.ts: a password manager's Manifest V3 " +
    "manifest, service worker and content scripts in TypeScript, a Svelte popup, a Rust crate built to " +
    "WebAssembly, a native messaging host in Go; some runs in Serbian, each in Cyrillic or in Latin " +
    "letters): written in the stop that read the thirty-fifth family, before the thirty-sixth's errors " +
    "were read, to take its place as a check, with its own model of how reports vary; committed before " +
    "it was first run, never tuned against for that stop. The extension API through " +
    "Chrome's namespace or the WebExtension one (`chrome.runtime…` / `browser.runtime…`), one habit a " +
    "run; a place as the listener's registration, the handler or the message type, one habit a run; " +
    "some runs reviewing the built bundle (`dist/background.js`, the bundle's lines) beside the " +
    "sources; titles tagged with a priority; one language in two scripts. Twins: two message types one " +
    "listener handles without checking the sender; two content scripts matching every site; a remark " +
    "on the listener an issue is in. First run (code at 02b8110): no cell met every target on either " +
    "seed, F1 0.943 and the score 4.0 points off at 10 runs, moderate, without the judge, 3.9 with it; " +
    "summed 146.10, and 148.20 by the code from the start of its stop. Read in the next stop, once the " +
    "thirty-eighth was written: three quarters of its error was the runs that review the bundle (with " +
    "that habit turned off in a local copy, off summed over its 10-run cells 38.02 to 9.74), whose " +
    "reports at `dist/background.js` were another file's and never compared with the source's. Fixed by " +
    "reading one file named two ways (below): summed 146.10 to 98.80, and 89.66 once the judge read files as the grouping does. What is left: a bundle run's lone " +
    "report in Cyrillic letters writes no words that are the same as a Latin run's, so its file stays " +
    "apart; the two message types one listener handles mix where runs name both by the listener's " +
    "registration; the remark on `main` of the native host mixes with the issue in its `handleExport`. " +
    "Tuned against since.",
  "- *Thirty-eighth held-out, home automation* (heldout-smarthome.ts: Home Assistant's configuration and " +
    "automations in YAML, a custom integration in Python, a Lovelace card in JavaScript, an ESPHome device " +
    "and Zigbee2MQTT's configuration; some runs in Tamil, the code's names in Latin letters with Tamil " +
    "case endings joined by a hyphen): written in the stop that read the thirty-seventh family, before " +
    "its errors were read, to take its place as a check, with its own model of how reports vary; " +
    "committed before it was first run. Files by their " +
    "path in the repository or where the containers mount them (`/config/…`, `/app/data/…`), one " +
    "habit a run, two of them both `configuration.yaml`; a place in YAML as its key path with dots and " +
    "brackets or as a pointer, one habit a run, or as an automation's alias (with spaces) or the entity " +
    "it acts on, one of the three a run; lines at the key, at the block's start or none, one habit a " +
    "run; titles led by a coloured circle for the severity; categories in plain words, CWE ids, the " +
    "OWASP IoT Top 10's items or Tamil. Twins: two webhook automations reachable from the internet; the " +
    "device's API without encryption and its OTA without a password, four lines apart; a remark on the " +
    "automation an issue is in. First run (code at f761889): 1 of 12 cells met every target on the " +
    "worst seed, 4 on the mean seed; summed 40.94. Read in the next stop, once the thirty-ninth was " +
    "written: two thirds of its error was the runs naming files where the containers mount them, two " +
    "of which are both `configuration.yaml`, so a mounted path was read as neither (fixed by reading " +
    "the mount from the test's other mounted paths, below: summed 40.94 to 13.90). What is left: the " +
    "two webhook automations where no run reports both, their places apart only by an index the " +
    "reading drops. Tuned against since.",
  "- *Thirty-ninth held-out, event streaming* (heldout-streaming.ts: a ride-hailing company's Flink SQL " +
    "job, ksqlDB application, two Kafka Connect connectors in JSON, an Avro schema and a Redpanda Connect " +
    "pipeline with Bloblang mappings; some runs in Persian, words joined by the zero-width non-joiner, " +
    "numbers in Persian digits): written in the stop that read the thirty-eighth family, before its " +
    "errors were read, to take its place as a check, with its own model of how reports vary; committed " +
    "before it was first run. Connectors and the schema " +
    "by their path in the repository or by the resource they are deployed as " +
    "(`/connectors/orders-cdc/config`, `subjects/trip-events-value`), one habit a run; ksqlDB's names as " +
    "the source writes them or in upper case as ksqlDB prints them, with its persistent query's id, one " +
    "habit a run; places as a statement's sink, a table, a clause, a property key, a connector's name or " +
    "a field path bare or under the record's full name; lines at the clause, at the statement's start " +
    "or none, one habit a run; titles led by the file's name; categories in plain words, CWE ids, the " +
    "field's own terms or Persian. Twins: two regular joins in one statement keeping their state for " +
    "ever, four lines apart; two schema fields added without a default, six lines apart; a password " +
    "inline in a connector and another in the job's table options; a remark on the statement the joins " +
    "are in. First run (code at f761889): no cell met every target on either seed; summed 140.00. " +
    "Read in the same stop as the thirty-eighth, once the fortieth was written: more than half its " +
    "error was the runs naming connectors by their REST resource (`/connectors/orders-cdc/config`), " +
    "read as no file of the test (fixed by reading a resource by the file its parts name: 140.00 to " +
    "57.38); then the schema named by its registry subject, whose reports' agreement with the " +
    "schema's was read as a template wherever a run named the schema by its bare name too (fixed by " +
    "telling templates by their files' names: 57.38 to 43.94). What is left: the two joins of one " +
    "statement, whose reports differ by one word and rarely both in one run in one wording, and the " +
    "two schema fields, mix; the remark on the statement joins the joins' group; a title led by its " +
    "file's name reads as naming apart from a report naming a call (tried, below). Tuned against since.",
  "- *Fortieth held-out, video delivery* (heldout-video.ts: a video platform's transcoding ladder as a " +
    "Bash script of ffmpeg commands, the origin's nginx configuration with RTMP ingest and an OpenResty " +
    "Lua block, DASH and HLS manifest templates, the CDN's Fastly VCL and a DRM key server in Kotlin; " +
    "some runs in Bengali, in its own script and digits): written in the stop that read the " +
    "thirty-eighth family, once the thirty-ninth was written and before the thirty-ninth's errors were " +
    "read, to take its place as a check, with its own model of how reports vary; committed before it " +
    "was first run. Manifests by the URL the CDN serves " +
    "them at, one habit a run; the VCL as the service's generated VCL, 46 lines further down, one habit " +
    "a run; places as a configuration's block path with `>`, a directive, an XPath with predicates, a " +
    "VCL subroutine with or without `sub`, an ffmpeg option with its rendition or a Kotlin member; " +
    "titles ending with the standard they cite, one habit a run; categories in plain words, CWE ids, " +
    "the OWASP API Security Top 10's items or Bengali. Twins: the manifest's video and audio adaptation " +
    "sets, each without content protection; the origin's `/hls/` and `/dash/` locations, each without " +
    "a token, ten lines apart; two renditions each encoded with the fastest preset, four lines apart; a " +
    "remark on the location an issue is in. First run (code at ae48ed5): no cell met every target on " +
    "the worst seed, 1 on the mean seed; summed 72.68, and 50.22 once templates were told by their " +
    "files' names (below). Read in the same stop as the thirty-eighth and thirty-ninth, once the " +
    "forty-first was written: a third of what was left was its runs naming the HLS playlist by its " +
    "CDN URL, read as no file (fixed by reading a URL as a path from outside the tree: 50.22 to " +
    "33.60); the DASH manifest, served as `manifest.mpd`, was read as the template where enough of its " +
    "reports agreed, which Bengali runs' reports and a report writing `manifest` as a word kept from " +
    "happening (both fixed, below: 30.88). What is left: the twin adaptation sets, renditions and " +
    "locations mix where their places are written in forms that drop what tells them apart " +
    "(`ContentProtection (video)`, `location /hls/`, `ffmpeg -preset (720p)` read without the " +
    "parenthesis or the path), and naming apart, learned from one run's pairs only, counts for one " +
    "issue here. Tuned against since.",
  "- *Forty-first held-out, online learning* (heldout-learning.ts: a university's Moodle activity " +
    "plugin in PHP, an LTI 1.3 tool's launch in Python, a SCORM player's API in JavaScript, a QTI " +
    "assessment in XML and the learning record store's SQL; some runs in Swahili): written in the stop " +
    "that read the thirty-eighth and thirty-ninth families, once the fortieth was written and before " +
    "the fortieth's errors were read, to take its place as a check, with its own model of how reports " +
    "vary; committed before it was first run. The " +
    "plugin's files by their path or by Moodle's component and the path within it " +
    "(`mod_quizgrader: db/access.php`), one habit a run; places as a PHP function, a namespaced method " +
    "with backslashes, a capability's name, an LTI claim's URL, a QTI item's identifier or a SCORM call; " +
    "titles led by a priority and a dash, or written as a question, one habit a run; categories in " +
    "plain words, CWE ids, the OWASP Top 10 (2021) items or Swahili. Twins: two capabilities granted " +
    "to students, eight lines apart; two legacy functions changing attempts without a session key; two " +
    "QTI items giving full marks for an empty answer; a remark on a function an issue is in. First run " +
    "(code at 4de87e9): no cell met every target on either seed; summed 135.46, unmoved by the changes " +
    "the fortieth's reading brought. Read in the same stop as the thirty-eighth to fortieth, once the " +
    "forty-second was written: three quarters of its error was the runs naming the plugin's files by " +
    "Moodle's component, read as no file (fixed by reading a component and its colon as a " +
    "breadcrumb's first item, below: 35.02). What is left: the twin items, capabilities and functions " +
    "mix, their reports' words apart only by the name at fault, which reads as naming apart and " +
    "counts for one issue here (8 pairs of one run to learn chance agreement from); the remark at " +
    "`statements_for_activity` joins the issue there. Tuned against since.",
  "- *Forty-second held-out, database migrations* (heldout-migrations.ts: a shop's Flyway SQL " +
    "migrations, a Liquibase changelog in YAML, an Alembic revision, a Rails migration and a Prisma " +
    "schema; some runs in Ukrainian, names quoted in guillemets): written in the stop that read the " +
    "thirty-eighth to fortieth families, once the forty-first was written and before the forty-first's " +
    "errors were read, to take its place as a check, with its own model of how reports vary; committed " +
    "before it was first run. Migrations by the id their " +
    "tool gives them (`V7`, the revision `3f2a9c1e`, the timestamp `20260301120000`), one habit a run; " +
    "places as a table and column, a changeset by id and author, a statement's head, a migration's " +
    "function or a Prisma model's field; titles led by the statement they are about, one habit a run; " +
    "categories in plain words, CWE ids, the field's own terms or Ukrainian. Twins: two columns added " +
    "NOT NULL without a default, three lines apart; two indexes built without CONCURRENTLY, one after " +
    "the other; a remark on the migration an issue is in. First run (code at ea899aa): 4 of 12 cells " +
    "met every target on the worst seed, 6 on the mean seed; summed 38.68, unmoved by the change the " +
    "forty-first's reading brought. Read later in the same stop, once the forty-third was written; " +
    "nothing changed for it. Runs naming a migration by its tool's id (`V8`, `3f2a9c1e`) were read as " +
    "the file already. Nearly all its error is precision: the twin columns, indexes and refund checks " +
    "mix, and the backfill in V8 joins the index built after it; a place written with its columns " +
    "(`orders(created_at)`) reads as the table alone, and in a file of three issues, twelve pairs of " +
    "one run teach chance agreement so little that words sharing a few names count for one issue. " +
    "Tuned against since.",
  "- *Forty-third held-out, identity services* (heldout-identity.ts: a company's OpenLDAP access " +
    "controls in LDIF, a Keycloak realm export, SSSD's and Kerberos' configuration, Apache's OpenID " +
    "Connect module and a provisioning script in Python; some runs in Romanian): written in the stop " +
    "that read the thirty-eighth to forty-first families, once the forty-second was written and before " +
    "the forty-second's errors were read, to take its place as a check, with its own model of how " +
    "reports vary; committed before it was first run. " +
    "Places as LDAP distinguished names, commas inside them, as OpenLDAP writes them or as Active " +
    "Directory prints them, one habit a run, an INI section, a Keycloak client by id or by its place " +
    "in the export, or a Python function; the realm export named by its realm, one habit a run; lines " +
    "at the attribute at fault, at the entry's `dn:` line or none, one habit a run; titles followed by " +
    "who is affected, one habit a run; categories in plain words, CWE ids, the field's own terms or " +
    "Romanian. Twins: two access controls letting a group write any user's password, nine lines " +
    "apart; two Keycloak clients with a wildcard redirect URI; a remark on the entry an issue is in. " +
    "First run (code at 7e8435c): no cell met every target on the worst seed, 1 on the mean seed; " +
    "summed 45.88. Read later in the same stop, once the forty-fourth was written: a " +
    "distinguished name had been read as its first attribute's type, `cn`, so every directory entry " +
    "was one place (fixed, below: 38.38). What is left: the two clients' reports, one name and 90 " +
    "lines apart, mix (naming apart counts for one issue here), and the help desk's access control " +
    "joins the anonymous read rule and the remark on the help desk's entry. Tuned against since.",
  "- *Forty-fourth held-out, language-model assistant* (heldout-assistant.ts: a support assistant's " +
    "Jinja prompt templates, its tools as JSON schemas, the orchestration in Python, NeMo Guardrails " +
    "rails in Colang with their YAML configuration and a promptfoo evaluation suite; some runs in " +
    "Danish): written in the stop that read the thirty-eighth to forty-second families, once the " +
    "forty-third was written and before the forty-third's errors were read, to take its place as a " +
    "check, with its own model of how reports vary; committed before it was first run. Templates " +
    "named by their registry id and version " +
    "(`support/answer@v3`), one habit a run; a template's lines counted in the rendered prompt, 12 " +
    "lines further down, one habit a run; places as a template variable, a tool by name or by its " +
    "place in the schema list, a Colang flow by its definition or its name, a Python function or an " +
    "evaluation's assertion; titles ending with a confidence, one habit a run; categories in plain " +
    "words, CWE ids, the OWASP Top 10 for LLM applications (2025) or Danish. Twins: two tools acting " +
    "without the customer's confirmation, eleven lines apart; two templates pasting the customer's " +
    "text into the system part; a remark on the flow an issue is in. First run (code at 7e8435c): 4 " +
    "of 12 cells met every target on the worst seed, 10 on the mean seed; summed 16.10, unmoved by " +
    "the forty-third's change. Read at the end of the same stop, once the forty-fifth was written: " +
    "runs naming a template by its registry id split its issues where the alias rule did not join " +
    "them (fixed by leaving a registry's version out of the name, below: 12.72). What is left: the " +
    "remark on the jailbreak flow joins the issue in it. Tuned against since.",
  "- *Forty-fifth held-out, a thesis as code* (heldout-thesis.ts: a doctoral thesis's LaTeX chapters " +
    "and preamble, a BibTeX database, a Pandoc Lua filter, a Quarto notebook of the analysis and the " +
    "latexmk configuration; some runs in Slovak): written in the stop that read the thirty-eighth to " +
    "forty-third families, once the forty-fourth was written and before the forty-fourth's errors were " +
    "read, to take its place as a check, with its own model of how reports vary; committed before it " +
    "was first run. Chapters named as `\\input` names " +
    "them (`chapters/methods`), one habit a run; places as a LaTeX label with its prefix, a macro with " +
    "its backslash, a BibTeX key, a Quarto chunk's label or a Lua function; lines at the line at fault " +
    "or at the start of its environment, one habit a run; titles ending with the PDF page, one habit a " +
    "run; categories in plain words, CWE ids, the field's own terms or Slovak. Twins: two figures " +
    "without a text alternative, nineteen lines apart; two BibTeX entries linking their data over " +
    "http; a remark on the section an issue is in. First run (code at b7c0570, the same at cbbb0fb): " +
    "1 of 12 cells met every target on the worst seed, 6 on the mean seed; summed 36.86. Read in the " +
    "next stop, once the forty-sixth was written: a remark at the Lua filter, its place the file's " +
    "whole name (`crossref.lua`), joined the issue whose text names the file (fixed by reading such a " +
    "place as naming the file, below: 34.44); a title ending with the PDF page (`… alternative (p. " +
    "41)`) was read as naming a function no other report wrote (fixed by reading a word before a " +
    "spaced parenthesis as prose, below: 33.96). What is left: remarks at an issue's section or " +
    "BibTeX entry join the issue, the more where one of the two is in Slovak; the twin figures and " +
    "entries mix where their labels (`fig:pipeline`), which the text reading takes for no name, are " +
    "all that tells them apart (a label read as a name was tried, below). Tuned against since.",
  "- *Forty-sixth held-out, a library catalogue* (heldout-library.ts: a public library's integrated " +
    "library system: Perl modules of the circulation and the reports, Template Toolkit pages of the " +
    "public catalogue, an XSLT stylesheet showing MARC records, the SIP2 configuration, a cron job and " +
    "the schema; some runs in Lithuanian): written at the start of the stop that reads the " +
    "forty-fifth family, before the forty-fifth's errors were read, to take its place as a check, with " +
    "its own model of how reports vary; committed before it was first run. Perl modules named by their " +
    "package (`C4::Circulation`), one habit a run; " +
    "paths as the package installs them (`/usr/share/koha/lib/…`), one habit a run; places as a MARC " +
    "field and subfield (`952$x`), an XPath into a MARC record, a sub qualified by its package, a " +
    "Template Toolkit variable or a system preference; descriptions ending with a CVSS vector, one " +
    "habit a run; categories in plain words, CWE ids, the field's own terms or Lithuanian. Twins: two " +
    "patron fields printed unescaped in one template, six lines apart; a remark on the template the " +
    "twins are in. First run (code at fa9e16d's grouping, the same at e03f0b9): 3 of 12 cells met every " +
    "target on the worst seed, 8 on the mean seed; summed 30.28; with the stop's changes before it was " +
    "read, 20.08. Read in the next stop, once the forty-seventh was written: what is left is the twin " +
    "fields, whose reports name `patron.firstname` and `patron.surname` while their words are merely " +
    "similar, where naming apart is not read (two readings were tried, below, and not kept); the " +
    "remark at the template, which joins a twin where it is in the other language; and at 5 runs, one " +
    "issue in two languages with no line or symbol in common, split. Nothing general was found to fix " +
    "in it; the stop's later changes took it to 18.52. Tuned against since.",
  "- *Forty-seventh held-out, a 3D print farm* (heldout-printfarm.ts: a makerspace's print farm: " +
    "Klipper's printer.cfg and macros, Moonraker's configuration, Marlin's Configuration.h, an " +
    "OctoPrint plugin in Python that queues the jobs, a G-code post-processor, an OpenSCAD part and a " +
    "slicer's filament profile; some runs in Estonian): written at the start of the stop that reads the " +
    "forty-sixth family, before the forty-sixth's errors were read, to take its place as a check, with " +
    "its own model of how reports vary; committed before it was first run. Paths from the " +
    "repository's root, from the subproject's " +
    "(`Marlin/Configuration.h`) or where the printer's host keeps them (`~/printer_data/config/…`), one " +
    "habit a run; places as a Klipper config section (`[gcode_macro PRINT_END]`), an option, a firmware " +
    "`#define`, a G-code command (`M140`), a plugin's method or its REST route; titles led by the " +
    "component in brackets (`[Klipper] …`), one habit a run; descriptions opening with the line at " +
    "fault quoted, one habit a run; lines at the line at fault or the section's header, one habit a run; " +
    "categories in plain words, CWE ids, the field's own terms or Estonian. Twins: two heaters without " +
    "thermal runaway protection, eight lines apart; two plugin commands without a permission check in " +
    "one method, eleven lines apart; a remark on the macro file an issue is in. First run (code at " +
    "fa9e16d's grouping, the same at 70bbd15): no cell of 12 met every target on the worst seed or the " +
    "mean seed; summed 189.66 (10 runs, moderate, off: F1 " +
    "0.905, |Δscore| 7.4). Read in the same stop, once the forty-eighth was written to take its place: " +
    "the runs naming a file where the printer's host keeps it (`~/printer_data/config/printer.cfg`) were " +
    "a group apart from those naming it from the repository's root, as the subproject's tail " +
    "(`config/printer.cfg`) was one file with each and they not with each other (fixed, below: 32.30); " +
    "the two heaters, never reported by one run in some tests, merged on that alone (fixed by counting " +
    "the groups' own evidence once for each report of the smaller group, below). What is left: a " +
    "remark in Estonian and one in English at one place and line stand apart (the words of two " +
    "languages that share no name weigh -8 bits; tried, below, and not kept); the twin commands of one " +
    "method mix where one of the two is in Estonian. Tuned against since.",
  "- *Forty-eighth held-out, a Minecraft server network* (heldout-blockgame.ts: a Fabric mod in Java " +
    "with Mixins into the game's classes and its mixins configuration, a Paper plugin in Kotlin with its " +
    "plugin.yml, a data pack's mcfunction files, a Skript script and the Velocity proxy's " +
    "configuration; some runs in Catalan): written in the stop that reads the forty-sixth and " +
    "forty-seventh families, before the forty-seventh's errors were read, to take its place as a " +
    "check, with its own model of how reports vary; committed before it was first run. The game's own classes and methods named in one of three " +
    "mappings (Yarn, Mojang's or intermediary: `class_3244.method_12036`), one habit a run; a data " +
    "pack's function by its resource location (`arena:tick`), one habit a run; places as a Mixin " +
    "handler, a selector or command of a function, a permission node, a TOML key or a Skript " +
    "command's pattern; descriptions ending with a command that reproduces the issue, one habit a run; " +
    "categories in plain words, CWE ids, the field's own terms or Catalan. Twins: two entity selectors " +
    "of one tick function, five lines apart; two Skript commands without a permission, eleven lines " +
    "apart; a remark on the tick function the twins are in. First run (code at 70bbd15's grouping, " +
    "fa9e16d's): no cell of 12 met every target on the worst seed, 5 on the mean seed; summed 26.28 " +
    "(10 runs, moderate, off: F1 0.978, |Δscore| 1.5, 5 of 10 seeds within every target). Read in the " +
    "stop that wrote the forty-ninth to take its place (26.18 by then): all its errors are its twins. " +
    "The two Skript commands were one place, `command`, their symbols read as a list (fixed, below: " +
    "25.14); its reports of one Mixin name the game's method in three mappings, so naming apart " +
    "weighs for one issue there and the twins, named apart, merge where no run reports both (naming " +
    "apart only where other runs show the names apart was tried, below, and not kept). What is left: " +
    "the twin selectors of the tick function and the twin commands merge in about one test in three, " +
    "and a remark on the tick function joins them now and then. Tuned against since.",
  "- *Forty-ninth held-out, a city's journey planner* (heldout-transit.ts: the GTFS feed's stop_times and " +
    "transfers tables, OpenTripPlanner's JSON configuration, a GTFS-Realtime poller in Rust, an OSRM bus " +
    "profile in Lua, a MiniZinc model that blocks vehicles and drivers, a Qt Quick departure board in QML " +
    "and the Python script that builds and publishes the feed; some runs in Latvian): written in the stop " +
    "that reads the forty-eighth family, before its errors were read, to take its place as a check, with " +
    "its own model of how reports vary; committed before it was first run. A table's line as the file's line or as its data row (the header not counted), " +
    "one habit a run; the feed's tables named inside the archive the agency publishes " +
    "(`google_transit.zip/stop_times.txt`), one habit a run; places as a row's key (`trip_id=T2041`), a " +
    "table's column, a JSON key path, a MiniZinc constraint or the solve item, a QML object id or " +
    "property; titles of the feed's own issues led by the validator's notice code, one habit a run; " +
    "categories in plain words, CWE ids, the field's own terms or Latvian. Twins: two trips whose times " +
    "run backwards, nine rows apart; two unwrap() calls on a feed entity's optional fields in one " +
    "function, nine lines apart; a remark on the function the second twins are in. First run (code at " +
    "e71d38c's grouping, the same at 2a4516f): no cell of 12 met every target on the worst seed or the " +
    "mean seed; summed 84.96 (10 runs, moderate, off: F1 0.949, |Δscore| 3.4, 3 of 10 seeds within " +
    "every target). Read in the same stop, once the fiftieth was written to take its place: the runs " +
    "naming the feed's tables inside the published archive were groups of their own (fixed, below: " +
    "14.70), and the twin trips were one place, their key `trip_id=`, read as an assignment (fixed, " +
    "below: 12.90). What is left: the twin `unwrap()` calls of one function merge in about one test " +
    "in three, naming apart learned as one issue's where no run reports both, and the remark on that " +
    "function joins them now and then. Tuned against since.",
  "- *Fiftieth held-out, a cooperative's crop-spraying drones* (heldout-sprayer.ts: a QGroundControl " +
    "mission with its geofence, the PX4 parameter file and a PX4 module in C++ driving the pump, an " +
    "ISOBUS task file, a QGIS plugin in Python writing prescription maps, a Go service ingesting " +
    "telemetry and a TimescaleDB continuous aggregate; some runs in Basque, case endings joined to " +
    "names with a hyphen): written in the stop that reads the forty-eighth, once the forty-ninth was " +
    "written and before its errors were read, to take its place as a check, with its own model of how " +
    "reports vary; committed before it was first run. " +
    "A mission's items numbered from 0 as the file holds them or from 1 as the planner shows them, one " +
    "habit a run, in places and words alike; heights in metres or feet, one habit a run; parameters " +
    "by name, by the command that sets them or as an assignment; places as a uORB topic, an ISOBUS " +
    "element or DDI, a Go method with its receiver, a route or a continuous aggregate; categories in " +
    "plain words, CWE ids, the field's own terms or Basque. Twins: two waypoints under a power line's " +
    "clearance, adjacent items of one mission; two failsafe actions switched off, three lines apart; " +
    "a remark on the parameter file. First run (code at ced6a50's grouping, the same at b733322): 1 " +
    "cell of 12 met every target on the worst seed, 4 on the mean seed; summed 24.90 (10 runs, " +
    "moderate, off: F1 0.958, |Δscore| 2.2, 6 of 10 seeds within every target). Read in the same stop, " +
    "once the fifty-first was written to take its place: the twin parameters' commands " +
    "(`param set NAV_DLL_ACT 0`) read as one method, `0`, of two owners (fixed, below: 23.40). What is " +
    "left: the twin waypoints, which the runs number from 0 or from 1 so that one run's `waypoint 7` is " +
    "the other twin's `items[7]`, merge or split in half the tests; the twin parameters merge where " +
    "no run reports both, as the forty-eighth's and forty-ninth's twins do; a remark in Basque and " +
    "one in English at one place stand apart. Tuned against since.",
  "- *Fifty-first held-out, a community radio station's broadcast chain* (heldout-radio.ts: a " +
    "Liquidsoap script, the Icecast server's XML configuration, the playout schedule in YAML, a Ruby " +
    "job building the podcast feed and the web player in TypeScript; some runs in Icelandic): written " +
    "in the stop that reads the forty-eighth and forty-ninth, before the fiftieth's errors were read, " +
    "to take its place as a check, with its own model of how reports vary; committed before it was " +
    "first run. Files given as a link to the " +
    "repository's web view with the line in its anchor (`…/blob/main/liquidsoap/radio.liq#L42`), " +
    "one habit a run; places as an Icecast mount point, which reads like a path (`/live.mp3`), a " +
    "Liquidsoap source or operator, a show's slot in the week or its index in the schedule, a Ruby " +
    "method with its class; titles led by the station's own word for the thing (`The MP3 stream: " +
    "…`), one habit a run; categories in plain words, CWE ids, the field's own terms or Icelandic. " +
    "Twins: two mount points with the default source password, twelve lines apart; two shows that " +
    "overlap the next, adjacent entries of the schedule; a remark on the Liquidsoap script. First run " +
    "(code at 14f884d's grouping, the same at eb5b2f0): 2 cells of 12 met every target on the worst " +
    "seed, 8 on the mean seed; summed 17.32 (10 runs, moderate, off: F1 0.998, |Δscore| 0.4, 9 of 10 " +
    "seeds within every target). Read in the same stop, once the fifty-second was written to take its " +
    "place: the links to the repository's web view were read as the files they link, their anchors as " +
    "lines, before it was written; its errors are its twins (the two shows, the two mount points " +
    "where a run names one by its XML element), a remark in Icelandic and one in English at one place " +
    "apart, and remarks on a class joining an issue of one of its methods. A time of day ending a " +
    "symbol is read as a line (`Sun 22:00` is `Sun 22` at line 0): kept whole, it grouped no better " +
    "(tried, below). Tuned against since.",
  "- *Fifty-second held-out, a cinema chain's theatre management* (heldout-cinema.ts: a Spring " +
    "service in Java that schedules shows and ingests KDMs, its application.yml, a digital cinema " +
    "package's composition playlist, a show playlist with its automation cues and the Python link " +
    "that drives the projectors; some runs in Slovenian): written in the stop that reads the " +
    "forty-eighth to fiftieth, before the fifty-first's errors were read, to take its place as a " +
    "check, with its own model of how reports vary; committed before it was first run. A composition and its reels named by their UUIDs or by " +
    "their titles and numbers, one habit a run, in places and words: two names that share no word " +
    "for one thing; show times in 24-hour or 12-hour form, one habit a run; places as a Java method " +
    "with its class, a YAML key path, a reel, a cue of the show playlist or a projector command; " +
    "categories in plain words, CWE ids, the field's own terms or Slovenian. Twins: two reels whose " +
    "edit rate differs from the composition's, adjacent reels of one playlist; two checks of a KDM's " +
    "validity window missing in one method, three lines apart; a remark on that method. First run " +
    "(code at c4ccede's grouping, the same at 85c5809): no cell of 12 met every target on the worst " +
    "seed, 6 on the mean seed; summed 47.70 (10 runs, moderate, off: F1 0.966, |Δscore| 4.0, 2 of 10 " +
    "seeds within every target). Read in the same stop, once the fifty-third was written to take its " +
    "place: nothing general was found to fix. Its reels named by UUID and by number share no word, " +
    "so one reel's reports of the two habits name apart and split (naming apart weighed -2 bits in " +
    "the tests where its twin reels are reported by one run), while its twin KDM checks, named apart " +
    "too, merge where naming apart weighed +2.5: the same level is learned either way by how the " +
    "test's twins and habits fall, as in the forty-eighth to fiftieth. Tuned against since.",
  "- *Fifty-third held-out, a national museum's digitised collection* (heldout-museum.ts: IIIF " +
    "Presentation 3 manifests, the Cantaloupe image server's properties, an Omeka S module in PHP " +
    "serving the manifests, a Mirador viewer plugin in JavaScript and a pyvips pipeline in Python " +
    "making the image pyramids; some runs in Bulgarian): written in the stop that reads the " +
    "forty-eighth to fifty-second, before the fifty-second's errors were read, to take its place as " +
    "a check, with its own model of how reports vary; committed before it was first run. A manifest named by the URL it is published at, whose last " +
    "part is no file's name (`https://iiif.muzei.bg/iiif/3/obj-1042/manifest` for " +
    "`manifests/obj-1042.json`), one habit a run; a canvas named by its id, a URI, or by its label " +
    "(`Page 7`, `стр. 7`), one habit a run; places as an image server property, alone or as " +
    "assigned, a PHP controller's action, a viewer component or a Python function; categories in " +
    "plain words, CWE ids, the field's own terms or Bulgarian. Twins: two canvases whose width and " +
    "height are swapped, adjacent items of one manifest; two administrative endpoints of the image " +
    "server left on, three lines apart; a remark on the controller. First run (code at c4ccede's " +
    "grouping, the same at ee0d6f3): 1 cell of 12 met every target on the worst seed, 8 on the mean " +
    "seed; summed 26.74 (10 runs, moderate, off: F1 0.982, |Δscore| 0.6, 7 of 10 seeds within every " +
    "target). Read in the same stop, once the fifty-fourth was written to take its place: the manifest " +
    "named by the URL it is published at was already read as its file (a URL is a path from outside " +
    "the tree). Its errors are its twins (the canvases, which a run names by id or by label, and the " +
    "two endpoints) and remarks in Bulgarian and in English at one symbol and line standing apart " +
    "(their words share only the symbol's name, and the categories no word), as in the forty-seventh, " +
    "fiftieth and fifty-first. Nothing general was found to fix. Tuned against since.",
  "- *Fifty-fourth held-out, a province's disaster alerting* (heldout-alerts.ts: the Kannel SMS " +
    "gateway's configuration, a Common Alerting Protocol template, a Django app with Celery tasks and " +
    "the cloud-init file that builds the gateway; some runs in Taglish, Tagalog and English mixed in " +
    "one sentence): written in the stop that reads the forty-eighth to fifty-third, before the " +
    "fifty-third's errors were read, to take its place as a check, with its own model of how reports " +
    "vary; committed before it was first run. " +
    "Configuration sections that share one name, told apart by a key inside (Kannel's `group = smsc` " +
    "blocks by `smsc-id`), named by the section, the key or both; Django views by their class, their " +
    "dotted path or their URL name (`alerts:update`), one habit a run; places as a CAP element path, " +
    "a Celery task, a template filter or a cloud-init key path; categories in plain words, CWE ids, " +
    "the field's own terms or Tagalog. Twins: two operators' SMSC connections without a keepalive, " +
    "twelve lines apart; two views that change an alert without a permission check, adjacent " +
    "classes; a remark on the views. First run (code at efbf40f's grouping, the same at ac326ff): no " +
    "cell of 12 met every target on the worst seed, 4 on the mean seed; summed 24.62 (10 runs, " +
    "moderate, off: F1 0.947, |Δscore| 1.5, 5 of 10 seeds within every target). Read in the same stop, " +
    "once the fifty-fifth was written to take its place: the two operators' sections were one place, " +
    "their key `smsc-id = globe` read as an assignment (fixed, below: 23.14). What is left: its twin " +
    "views, which a run names by class, dotted path or URL name (`alerts:update`), mix, and a report " +
    "naming a view by its URL name splits from the class's. Tuned against since.",
  "- *Fifty-fifth held-out, a ferry operator's booking and vessel tracking* (heldout-ferry.ts: an AIS " +
    "decoder in C, systemd units running the ingest, a booking API in Kotlin with Ktor and its OpenAPI " +
    "document; some runs in Welsh): written in the stop that reads the forty-eighth to fifty-fourth, " +
    "before the fifty-fourth's errors were read, to take its place as a check, with its own model of " +
    "how reports vary; committed before it was first run. A systemd unit named by its unit name, as systemctl shows it, or by its path, one habit a " +
    "run; an AIS message by its type number or its name, one habit a run, in places and words; places " +
    "as a C function, a message's field, a Ktor route, an OpenAPI operation or a unit's setting by " +
    "section and key; categories in plain words, CWE ids, the field's own terms or Welsh. Twins: two " +
    "fields of one message read past the payload in one function, nine lines apart; two routes that " +
    "change a booking without checking its owner, adjacent handlers; a remark on the decoder. First " +
    "run (code at 34c0d01's grouping, the same at 837cb04): no cell of 12 met every target on the " +
    "worst seed, 6 on the mean seed; summed 31.44 (10 runs, moderate, off: F1 0.941, |Δscore| 1.0, 2 " +
    "of 10 seeds within every target). Read in the next stop, once the fifty-sixth was written to take " +
    "its place: an OpenAPI operation written as its path in the document (`paths./bookings/{id}/" +
    "cancel.post`) was no route (fixed, below: 31.88, its twin routes mixed in 2 tests of 40 against " +
    "4). What is left: its twin fields, whose reports share every word but the field's name, and the " +
    "code words in every description; a remark in Welsh or English on `Fares` or `Route.bookings()` " +
    "joining the class's issue reported in the other language, as the two languages share no word " +
    "but the name (two ways of comparing them tried, below, and not kept). Tuned against since.",
  "- *Fifty-sixth held-out, a wind farm's monitoring* (heldout-windfarm.ts: the substation's IEC 61850 " +
    "SCL file, a Modbus poller in Rust, Prometheus alerting rules, a Grafana dashboard and the Puppet " +
    "module deploying Telegraf and the historian; some runs in Georgian): written in the stop that " +
    "reads the fifty-fifth, before the fifty-fifth's errors were read, to take its place as a check, " +
    "with its own model of how reports vary; committed before it was first run. A Modbus register named by its address (`register 40085`) or its " +
    "zero-based offset (`holding register 84`), one habit a run, in places and words; a GOOSE control " +
    "block by its object reference, its SCL element or its MMS name; an alerting rule by its name, " +
    "its index in the file or its expression; Puppet resources as places; the Telegraf file by the " +
    "path Puppet deploys it to in some runs, and the dashboard by its URL in Grafana now and then; " +
    "categories in plain words, CWE ids, the field's own terms or Georgian. Twins: two alerting rules " +
    "without a hold time, adjacent in one group; two registers decoded unsigned, five lines apart in " +
    "one function; a remark on the poller. First run (code at 0cb6749's grouping, the same at " +
    "7869cda): no cell of 12 met every target on the worst seed, 6 on the mean seed; summed 33.06 (10 " +
    "runs, moderate, off: F1 0.978, |Δscore| 1.6, 6 of 10 seeds within every target). Read in the " +
    "same stop, once the fifty-seventh was written to take its place: its remarks in English and " +
    "Georgian at one place split, their words, sharing none, read as two issues' (fixed, below: " +
    "27.22, none split); a key after its TOML table, a rule's comparison and an MMS reference were " +
    "misread (read as written since, which moved it little). What is left: its twin registers, whose " +
    "reports in two languages share every name but the register's (`register 40085` or `holding " +
    "register 84`, one habit a run), and its twin alerting rules, whose words name apart and which " +
    "no run reports both of. Its dashboard named by its URL in Grafana caused no error. Tuned " +
    "against since.",
  "- *Fifty-seventh held-out, an airport weather office's forecast chain* (heldout-weather.ts: the " +
    "WRF model's Fortran namelist, a Python service decoding its GRIB2 output, a METAR parser in Go " +
    "and an NCL chart script; some runs in Maltese): written in the stop that reads the fifty-sixth, " +
    "before the fifty-sixth's errors were read, to take its place as a check, with its own model of " +
    "how reports vary; committed before it was first run. A GRIB2 field named by its short name (`2t`) or by its discipline, category and number " +
    "(`0/0/0`), one habit a run, in places and words; a station by its ICAO code or its WMO index, one " +
    "habit a run; namelist variables by group and name, dotted or bare, with the inner domain's column " +
    "(`time_step(2)`) in some runs; Go methods with their receiver or bare; the call at fault " +
    "(`http.Get`, `subprocess.run`) for its function; categories in plain words, CWE ids, the field's " +
    "own terms or Maltese. Twins: two fields converted from kelvin wrongly, five lines apart in one " +
    "function; two METAR groups read past their end, adjacent functions; a remark on the parser. " +
    "First run (code at 79efee1's grouping, the same at e302470): no cell of 12 met every target on " +
    "the worst seed, 4 on the mean seed; summed 33.02 (10 runs, moderate, off: F1 0.966, |Δscore| " +
    "0.5, 6 of 10 seeds within every target). The change for words that cannot be compared, made " +
    "after its first run, took it to 29.48; only these sums were seen, not its errors. Read in the " +
    "same stop, once the fifty-eighth was written to take its place: two functions' reports in one " +
    "group, one of them reported by too few runs to have a group elsewhere (mended in part, below: " +
    "28.18); a GRIB2 code read with its last number as an arity, and a loop's header as the constant " +
    "it iterates (both read as written, tried, and not kept). What is left: its twin fields, mixed " +
    "in most tests, whose reports share every word but the field's, and whose codes (`0/0/0`, " +
    "`0/0/6`) and short names (`2t`, `2d`) are two habits; a remark on `Parser` joining the issue at " +
    "`(*Parser).parseWind`. Tuned against since.",
  "- *Fifty-eighth held-out, a dairy cooperative's milk collection* (heldout-dairy.ts: milk grading " +
    "and pricing rules in Prolog, a LoRaWAN payload decoder in JavaScript for the tank sensors, a " +
    "Phoenix API in Elixir, a ClickHouse schema and the collectors' iOS app in Swift; some runs in " +
    "Armenian): written in the stop that reads the fifty-seventh, before the fifty-seventh's errors " +
    "were read, to take its place as a check, with its own model of how reports vary; committed " +
    "before it was first run. Prolog predicates named " +
    "by name and arity (`bonus/2`), by their head or by name alone, two of them one name of two " +
    "arities; Elixir functions with their module and arity or as defined; a farm by its number or its " +
    "tank sensor's EUI, and milk fat as a percentage or in grams per kilogram, one habit a run each, " +
    "in words; a decoder's fields by the bytes they come from; categories in plain words, CWE ids, " +
    "the field's own terms or Armenian. Twins: two predicates of one name that truncate a payment, " +
    "seven lines apart; two fields decoded in the wrong byte order, four lines apart in one " +
    "function; a remark on the rules, and one on the decoder's function. First run (code at " +
    "0a925b6's grouping, the same at 91ef38f): no cell of 12 met every target on the worst seed, 1 " +
    "on the mean seed; summed 41.84 (10 runs, moderate, off: F1 0.913, |Δscore| 2.7, 2 of 10 seeds " +
    "within every target). The change for a part that stands alone, made after its first run, took " +
    "it to 42.22; only these sums were seen, not its errors. Read in the same stop, once the " +
    "fifty-ninth was written to take its place: its two predicates of one name were one place, " +
    "the arity dropped (fixed, below: 38.10; their groups mixed in 18 of its 40 tests of 10 runs " +
    "against 28). What is left: its twin predicates where runs name them by name alone or by " +
    "their heads, and its twin fields of one decoder function; remarks at the decoder's function " +
    "and at the controller joining the issues there. Tuned against since.",
  "- *Fifty-ninth held-out, a courier's parcel lockers* (heldout-lockers.ts: the locker " +
    "controller's MicroPython firmware, a Go API, the lockers' configuration schema in CUE, a Nomad " +
    "job and PostgreSQL row-level security policies; some runs in Albanian): written in the stop " +
    "that reads the fifty-eighth, before the fifty-eighth's errors were read, to take its place as a " +
    "check, with its own model of how reports vary; committed before it was first run. A " +
    "compartment named by its number or its place in the grid " +
    "(`B3`), one habit a run, in words; Nomad's nested blocks as places, a task by its block path, " +
    "its label or dotted; CUE definitions with their `#` or without; a policy by its statement, its " +
    "name or its table; categories in plain words, CWE ids, the field's own terms or Albanian. " +
    "Twins: two sensor pins configured without a pull-up, four lines apart in one function; two " +
    "Nomad tasks without a memory limit, adjacent blocks; a remark on the firmware. First run (code " +
    "at db42b1f's grouping, the same at 6f94e8c): 1 cell of 12 met every target on the worst seed, " +
    "3 on the mean seed; summed 45.48 (10 runs, moderate, off: F1 0.989, |Δscore| 0.5, 9 of 10 " +
    "seeds within every target). Read in the same stop, once the sixtieth was written to take its " +
    "place: its two Nomad tasks' reports, labelled only in quotes, read as the same words (fixed, " +
    "below: 40.24). What is left: its twin pins, whose reports share every word but the pin's " +
    "number and meaning, and whose places are one function (`init_pins`) or one constructor " +
    "(`Pin(14, Pin.IN)` and `Pin(15, Pin.IN)` read alike); a remark on `Handler` joining the issue " +
    "at `(*Handler).Pickup`. Tuned against since.",
  "- *Sixtieth held-out, a coffee export cooperative's lot traceability* (heldout-coffee.ts: a lot " +
    "tracker in Pharo Smalltalk, the EPCIS 2.0 events it publishes as JSON-LD, a weigh station in " +
    "Python, an SQLite schema and a GitLab CI pipeline; some runs in Amharic): written in the stop " +
    "that reads the fifty-ninth, before the fifty-ninth's errors were read, to take its place as a " +
    "check, with its own model of how reports vary; committed before it was first run. Smalltalk " +
    "methods as `Class>>selector`, as Pharo prints them " +
    "(`Class»selector`) or by the selector alone (`#mergeLot:`); a lot by its GS1 identifier or its " +
    "number, one habit a run, in places and words; EPCIS events by their index in the document or " +
    "their type and step; CI jobs by their name, their key path or their stage; categories in plain " +
    "words, CWE ids, the field's own terms or Amharic. Twins: two methods that drop a lot's parent, " +
    "adjacent; two deploy jobs on an unpinned image; a remark on the tracker's class. First run " +
    "(code at 0498560's grouping, the same at e8e13ed): 2 cells of 12 met every target on the worst " +
    "seed, 4 on the mean seed; summed 41.86 (10 runs, moderate, off: F1 0.945, |Δscore| 3.2, 5 of " +
    "10 seeds within every target). Read at the end of the same stop, once the sixty-first was " +
    "written to take its place: a Smalltalk method was read with its class and selector run " +
    "together (`lottrackermergelot`), now read as written (below: 41.20). What " +
    "is left: its twin deploy jobs, whose reports name them by name or by the one stage both are in " +
    "(`stage: deploy`), and its twin methods; a remark on the tracker's class joining an issue of " +
    "one of its methods. Tuned against since.",
  "- *Sixty-first held-out, a ski resort's lift access* (heldout-skilift.ts: the gate service's " +
    "Thrift IDL, an AWK script and a jq filter making the daily reports from the gates' logs, the " +
    "lifts' configuration in Dhall and a Jenkins pipeline; some runs in Irish): written in the stop " +
    "that reads the sixtieth, before the sixtieth's errors were read, to take its place as a check, " +
    "with its own model of how reports vary; committed before it was first run. AWK's pattern-action rules, jq's definitions and paths, Dhall's " +
    "records and a Jenkins stage as places; a lift by its number or its name and a pass by its number " +
    "or its card's RFID UID, one habit a run each, in words; categories in plain words, CWE ids, the " +
    "field's own terms or Irish. Twins: two AWK rules counting by the wrong field, six lines apart; " +
    "two lifts whose gates re-admit too soon, adjacent records; a remark on the AWK script. First " +
    "run (code at f69fbd0's grouping, the same at 32ddc25): 4 cells of 12 met every target on the " +
    "worst seed, 9 on the mean seed; summed 23.30 (10 runs, moderate, off: F1 0.987, |Δscore| 0.7, " +
    "8 of 10 seeds within every target). Read in the next stop, once the sixty-second was written " +
    "to take its place: its lifts' setting, `lifts.chair4.reentrySeconds` and " +
    "`lifts.drag6.reentrySeconds`, each report writing `reentrySeconds` alone, read as named in the " +
    "other's words, and `Daily.jq slurps every gate event`, naming its own file, read as naming apart " +
    "from a report naming `skier_days`: now a bare name is the member of the text's own place, and " +
    "a text's own file is no name of its own (below: 23.30 to 15.46; with the changes after it, " +
    "14.44). What is left: its twin lifts and twin AWK rules, which no run reports both of in most " +
    "tests. Tuned against since.",
  "- *Sixty-second held-out, a winery's cellar* (heldout-winery.ts: the fermentation probes' " +
    "reader and the label printer in Raku, the lot lineage in Cypher, a Makefile, log shipping in " +
    "Fluentd, the production overlay in Kustomize and the shop's order mail in Liquid; some runs in " +
    "Azerbaijani): written in the stop that reads the sixty-first, before the sixty-first's errors " +
    "were read, to take its place as a check, with its own model of how reports vary; committed " +
    "before it was first run. Raku's packages, " +
    "grammar tokens and methods, a Cypher pattern, Makefile targets, Fluentd sections, Kustomize's " +
    "generated literals and a Liquid output as places; a tank by its number or its grape and a lot " +
    "by its code or its number, one habit a run each, in words; categories in plain words, CWE ids, " +
    "the field's own terms or Azerbaijani. Twins: two Makefile targets deleting a directory named by " +
    "an unset variable, five lines apart; two tanks whose alarm is set too high, adjacent literals; " +
    "a remark on the lineage query's file beside a performance issue in it. First run (code at " +
    "f2c44ee's grouping, the same at 6ce8c95 and at 9a53323): no cell of 12 met every target on the " +
    "worst seed, 3 on the mean seed; summed 36.32 (10 runs, moderate, off: F1 0.948, |Δscore| 2.5, 6 " +
    "of 10 seeds within every target). Read in the same stop, once the sixty-third was written to " +
    "take its place: its twin targets' reports, each naming its variable (`RELEASE_DIR`, " +
    "`LABEL_DIR`), did not read as naming apart, as each one's prose holds the words of the other's " +
    "(`set by the old release script`), and where they did, naming apart weighed +3.8 bits for one " +
    "issue; its twin tanks' settings (`TANK_7_ALARM_C`, `TANK_8_ALARM_C`) were close symbols. Now a " +
    "name of several words is the other's only where its title or names write it, two names alike " +
    "but for a number are two places, and naming apart is never evidence of one issue (below: 36.32 " +
    "to 22.38). What is left: its twin targets and tanks where the words say little else; a remark " +
    "in Azerbaijani beside its English one, at one symbol, whose English prose shares a word with a " +
    "name the Azerbaijani runs write (`clean`), so their words are compared and differ; the remark on " +
    "the lineage query's file joining the query's issue. Tuned against since.",
  "- *Sixty-third held-out, a security operations team's detection rules* (heldout-detections.ts: " +
    "YARA rules, Suricata rules, two Sigma rules, analytics and hunting queries in KQL and the log " +
    "collector's nftables firewall; some runs in Kazakh): written in the stop that reads the " +
    "sixty-second, before the sixty-second's errors were read, to take its place as a check, with " +
    "its own model of how reports vary; committed before it was first run. YARA rules and conditions, Suricata rules by their `sid:` or their `msg:`, " +
    "Sigma's YAML paths and titles, KQL `let` bindings and nftables chains as places; a Suricata rule " +
    "by its number or its message and a host by its name or its address, one habit a run each, in " +
    "words; categories in plain words, CWE ids, the field's own terms or Kazakh. Twins: two Suricata " +
    "rules without a fast pattern, six lines apart, whose third place is one rule header; two KQL " +
    "analytics queries whose lookback is shorter than their schedule, in one file; a remark on the " +
    "Suricata rules file. First run (code at 9a53323's grouping, the same at e43862e): no cell of 12 " +
    "met every target on the worst seed, 2 on the mean seed; summed 40.36 (10 runs, moderate, off: F1 " +
    "0.960, |Δscore| 2.9, 4 of 10 seeds within every target). With the changes made after its first " +
    "run, its errors unread: 36.72. Read in the same stop, once the sixty-fourth was written to take " +
    "its place: the reader took `sid:9000101` for the name `sid` at line 9000101, so its two " +
    "Suricata rules were one place; now a number past any file's length is part of the name (below: " +
    "36.72 to 35.92). What is left: its twin rules, whose reports' words differ only in the rule's " +
    "number (`Sid:9000101 inspects every HTTP request body…`), which is no name, and its twin " +
    "queries, `FailedLogons` and `FailedVpnLogons`, whose names share every word of the shorter. " +
    "Tuned against since.",
  "- *Sixty-fourth held-out, a city's bike-sharing scheme* (heldout-bikeshare.ts: an Envoy proxy " +
    "and an HAProxy load balancer before the dock API, a Pulumi program, Gremlin traversals of the " +
    "station graph, the rider app in ReScript and the docks' messages in Cap'n Proto; some runs in " +
    "Afrikaans): written in the stop that reads the sixty-third, before the sixty-third's errors were " +
    "read, to take its place as a check, with its own model of how reports vary; committed before it " +
    "was first run. Envoy's route paths, HAProxy's " +
    "sections and rules, a Pulumi resource by its variable, constructor or logical name, Gremlin " +
    "steps, ReScript functions and Cap'n Proto fields as places; a bike by its number or its frame " +
    "serial and a station by its name or its code, one habit a run each, in words; categories in " +
    "plain words, CWE ids, the field's own terms or Afrikaans. Twins: two HAProxy backends whose " +
    "health check asks a path that always answers, twelve lines apart, whose third place is one " +
    "rule; two ReScript handlers that drop their promise's failure; a remark on the ReScript module. " +
    "First run (code at 5e853b4's grouping, the same at fa8db3a): 6 cells of 12 met every target on " +
    "the worst seed, all 12 on the mean seed; summed 13.22 (10 runs, moderate, off: F1 0.998, " +
    "|Δscore| 0.1, 10 of 10 seeds within every target). Read in the same stop, once the sixty-fifth " +
    "was written to take its place: what is left is a remark in Afrikaans beside its English one at " +
    "one symbol and line, split in tests where one Afrikaans run shares enough names with one English " +
    "run that the two languages are read as one, and their words, compared as one language's, differ " +
    "(languages joined only where most of their runs' pairs write alike was tried, below, and not " +
    "kept); its twin backends and handlers, once each in 40 tests. Tuned against since.",
  "- *Sixty-fifth held-out, a regional blood bank's donor and stock systems* (heldout-bloodbank.ts: " +
    "the donor portal's Blade templates and a Laravel controller, an XQuery module making CDA " +
    "documents of lab results, a SaltStack state, an Argo workflow, a Caddyfile and a udev rule; " +
    "some runs in Galician): written in the stop that reads the sixty-fourth, before the " +
    "sixty-fourth's errors were read, to take its place as a check, with its own model of how " +
    "reports vary; committed before it was first run. Blade outputs, Laravel's `Controller@action`, XQuery's prefixed functions, Salt state ids, " +
    "Argo templates, Caddy site blocks and directives and udev match keys as places; a blood unit by " +
    "its ISBT 128 donation number or its unit number and a fridge by its name or its asset tag, one " +
    "habit a run each, in words; categories in plain words, CWE ids, the field's own terms or " +
    "Galician. Twins: two XQuery functions reading a result's value without its unit, twelve lines " +
    "apart, whose third place is one attribute; two Argo templates that run privileged; a remark on " +
    "the XQuery module. First run (code at f61f813's grouping, the same at a4871d5): no cell of 12 " +
    "met every target on the worst seed, 9 on the mean seed; summed 22.68 (10 runs, moderate, off: " +
    "F1 0.986, |Δscore| 0.9, 8 of 10 seeds within every target). Read in the same stop, once the " +
    "sixty-sixth was written to take its place: its remarks in Galician and in English at one place " +
    "split in 7 of its 40 tests, as the English `Declare the module's namespace…` holds one word the " +
    "Galician runs write, in code (`declare function local:hemoglobin`), and the Galician none of " +
    "the English runs': compared by that one word, their words differed. Now words are not compared " +
    "where one report holds no word of the other's language and the other one at most (below: 22.68 " +
    "to 19.44). What is left: its twin Argo templates, mixed in 8 of its 40 tests. Tuned against " +
    "since.",
  "- *Sixty-sixth held-out, a district court's case management* (heldout-court.ts: the docket " +
    "viewer in PureScript, hearing pages in ERB with their Rails controller, the docket lock's TLA+ " +
    "specification, the nightly batch in JCL, the configuration in Pkl and the exhibit sync in fish; " +
    "some runs in Uzbek): written in the stop that reads the sixty-fifth, before the sixty-fifth's " +
    "errors were read, to take its place as a check, with its own model of how reports vary; " +
    "committed before it was first run. PureScript's " +
    "module-qualified functions, ERB expressions, TLA+ operators, JCL steps and data sets, Pkl " +
    "properties and fish functions as places; a case by its docket number or its caption and a " +
    "courtroom by its number or its judge, one habit a run each, in words; categories in plain " +
    "words, CWE ids, the field's own terms or Uzbek. Twins: two JCL steps that rewrite a data set " +
    "they hold shared, whose third place is that data set; two fish functions mirroring with " +
    "`--delete` from a mount they never check; a remark on the TLA+ specification. First run (code " +
    "at f61f813's grouping, the same at e90dc85): 8 cells of 12 met every target on the worst seed, " +
    "11 on the mean seed; summed 12.90 (10 runs, moderate, off: F1 0.993, |Δscore| 0.5, 9 of 10 " +
    "seeds within every target). With the change made after its first run, its errors unread: " +
    "10.84. Read in the stop after, once the sixty-eighth was written to take its place: its JCL " +
    "steps `//STEP020 EXEC PGM=DKTSORT` and `//STEP040 EXEC PGM=DKTRPT` were both read as the " +
    "keyword `PGM`, one place, and a report of one step joined the other's; and at 5 runs, with too " +
    "few pairs in two languages to learn from, an Uzbek report and its English ones at one place " +
    "read as other categories and stood apart (below: 10.84 to 9.18 and to 6.16). What is left: its " +
    "twin fish functions, and its remarks on the PureScript module and the TLA+ specification " +
    "joining an issue there, at 5 runs. Tuned against since.",
  "- *Sixty-seventh held-out, a daily newspaper's publishing pipeline* (heldout-newsroom.ts: the " +
    "page export in AppleScript, the e-mail digest in Handlebars, article pages in Pug, the " +
    "newsroom's Emacs Lisp editing mode and the news app's Gradle build; some runs in Esperanto): " +
    "written at the end of the stop that wrote the sixty-sixth, after the sixty-sixth's first run " +
    "and before its errors were read, as a second check beside it, with its own model of how " +
    "reports vary; committed before it was first run. AppleScript handlers, Handlebars triple-stash outputs, Pug mixins and iterations, Emacs " +
    "Lisp definitions and Gradle dependency lines as places; an edition by its date or its number " +
    "and a section by its name or its code, one habit a run each, in words; categories in plain " +
    "words, CWE ids, the field's own terms or Esperanto. Twins: two AppleScript handlers passing a " +
    "file name to the shell unquoted, whose third place is the one command; two Pug mixins printing " +
    "unescaped; a remark on the Pug template. First run (code at 4ea9d72's grouping, the same at " +
    "c793631): 7 cells of 12 met every target on the worst seed, 11 on the mean seed; summed 16.46 " +
    "(10 runs, moderate, off: F1 0.988, |Δscore| 1.5, 8 of 10 seeds within every target). With " +
    "the changes made after its first run, its errors unread: 14.44. Read in the same stop as " +
    "the sixty-sixth, once the sixty-ninth was written to take its place: at 20 runs its remark " +
    "`Log each export with its page and time` and its Esperanto split in 12 of 40 tests, as the " +
    "Esperanto runs write `export` and `page` only in `exportPage(pageNum)`, so the English remark " +
    "held two words to compare and the Esperanto none. A word the other language writes only in " +
    "its code is now no word to compare by where a report writes it as prose (below: 14.44 to " +
    "12.62). What is left: its twin AppleScript handlers and Pug mixins, mixed in 7 and 5 of its 40 " +
    "tests at 10 runs. Tuned against since.",
  "- *Sixty-eighth held-out, a fish auction and its fleet's catch reporting* (heldout-auction.ts: " +
    "the bid service in Ballerina, landing receipts in FreeMarker, the quota register's SPARQL " +
    "queries, the catch events' AsyncAPI document, the logbook's Meson build, the harbour scale's " +
    "terminal in Fennel and the auction server's Packer template; some runs in Icelandic): written " +
    "at the start of the stop that reads the sixty-sixth, before the sixty-sixth's errors were " +
    "read, to take its place as a check, with its own model of how reports vary; committed before " +
    "it was first run. Ballerina resource " +
    "functions, FreeMarker macros and built-ins, SPARQL aggregates and patterns, AsyncAPI channels " +
    "and operations, Meson dependencies, Fennel functions and Packer sources as places; a run that " +
    "qualifies a one-word place by its file's module (`scale.box-weight`) and a run that leads its " +
    "titles with its agent's area, each a habit of the whole run; a vessel by its name or its " +
    "registration and a landing by its date or its number, one habit a run each, in words; " +
    "categories in plain words, CWE ids, the field's own terms or Icelandic. Twins: two FreeMarker " +
    "macros printing a note with `?no_esc`, whose third place is that built-in; two Fennel " +
    "functions flooring a scale reading, whose third place is `math.floor`; a remark on the quota " +
    "query beside an issue in it. First run (code at 4ea9d72's grouping, the same at bfd8d72): no " +
    "cell of 12 met every target on the worst seed, 7 on the mean seed; summed 24.94 (10 runs, " +
    "moderate, off: F1 0.974, |Δscore| 1.8, 6 of 10 seeds within every target). With the changes " +
    "made after its first run, its errors unread: 24.76. Read in the stop that wrote the " +
    "seventieth (24.75 at its start): its twin Fennel functions mixed in 15 of its 40 tests at 10 " +
    "runs, as its reports at the call both make (`math.floor`) name their function in kebab case " +
    "(`box-weight floors each box's reading`), which was read as prose, and a report naming that " +
    "call read as naming the other's place; its twin FreeMarker macros mixed in 8, as " +
    "`<#macro buyerLine>` was read as no place, and so was a Fennel function's head " +
    "(`(fn box-weight [reading]`). Below: names in kebab case that a report of the file gives as " +
    "its place read as names, a call both texts name no tie where each names a place of its own, " +
    "and Lisp definitions, FreeMarker directives and interpolations read as the names they are " +
    "(24.75 to 7.61; 1 and 2 mixed tests left). What is left: its Packer password, one issue at " +
    "three places (`ssh_password`, the `build` block, the source), split now and then, and its " +
    "quota query at 5 runs, one title with two categories and two descriptions. Tuned against " +
    "since.",
  "- *Sixty-ninth held-out, a mobile veterinary service for nomadic herders* (heldout-herdvet.ts: " +
    "the health records' access rules in Cedar, the outbreak tracing in Soufflé Datalog, the " +
    "vaccination certificates in Thymeleaf, the build in a Tekton pipeline, the operators' tasks in " +
    "a justfile and the configuration in Nickel; some runs in Mongolian, in Cyrillic): written in " +
    "the stop that reads the sixty-sixth, after the sixty-eighth's first run and before the " +
    "sixty-seventh's errors were read, to take the sixty-seventh's place as a check, with its own " +
    "model of how reports vary; committed before it was first run. Cedar policies by their `@id`, " +
    "their scope or a condition, Soufflé rules and " +
    "relations, Thymeleaf attributes, Tekton steps, justfile recipes and Nickel fields as places; a " +
    "run that writes each path under the repository's own name (`herdvet/policies/records.cedar`); " +
    "a herd by its herder or its registration number and a district by its name or its code, one " +
    "habit a run each, in words; categories in plain words, CWE ids, the field's own terms or " +
    "Mongolian. Twins: two Cedar policies permitting a veterinarian of any district, whose third " +
    "place is their one scope; two Soufflé rules joining grazing records with no time window, whose " +
    "third place is the one relation they read; a remark on the certificate template. First run " +
    "(code at b26a1cf's grouping, the same at 48a62f5): 1 cell of 12 met every target on the worst " +
    "seed, 3 on the mean seed; summed 36.96 (10 runs, moderate, off: F1 0.948, |Δscore| 2.2, 4 of " +
    "10 seeds within every target). With the changes made after its first run, its errors unread: " +
    "37.37. Read in the stop that wrote the seventy-first (37.37 at its start): its twin Cedar " +
    'policies mixed in 9 of its 40 tests at 10 runs, as `@id("vet-read")` and ' +
    '`@id("vet-update")` were both read as the annotation `id`, one place; its twin Soufflé rules ' +
    "in 17, their names `contact` and `water_contact` sharing a word and so read as close names of " +
    "one place, and `.decl contact` read as `decl`. Below: a call or an annotation the runs write " +
    "with two literals is two places, names sharing words are two places where each text names a " +
    "place of the file the other does not, and a declaration written as a directive is the name it " +
    "declares (37.37 to 24.80; 3 and 13 mixed tests left). What is left: its Soufflé twins, whose " +
    "reports are one template filled with the rule's name and `pasture` or `well`, across Mongolian " +
    "and English most of all, and reports at the relation both read (`grazed(a, p, _)`). Tuned " +
    "against since.",
  "- *Seventieth held-out, a mobile money agent network* (heldout-kiosk.ts: the wallets' " +
    "permissions in a SpiceDB schema, the back office's roles in Casbin, the customers' SMS " +
    "receipts in Mustache, the back office's pages in Haml, the gateway's build in an Earthfile and " +
    "the USSD gateway's servers in a Chef cookbook; some runs in Yoruba): written at the start of " +
    "the stop that reads the sixty-eighth, before the sixty-eighth's errors were read, to take its " +
    "place as a check, with its own model of how reports vary; committed before it was first run. " +
    "SpiceDB permissions and arrows, Casbin policy " +
    "lines, Mustache variables, Haml lines, Earthfile targets and commands and Chef resources as " +
    "places; a Yoruba run that types without the language's tone marks and dots, a habit of the " +
    "whole run; an agent by its shop or its agent code and an amount as `₦48,500`, `NGN 48,500` or " +
    "`N48,500`, one habit a run each, in words; categories in plain words, CWE ids, the field's own " +
    "terms or Yoruba. Twins: two SpiceDB permissions granted to a super-agent's whole network, " +
    "whose third place is the arrow they share; one Mustache variable printing a customer's BVN in " +
    "two SMS templates, a file each; a remark on the schema beside issues in it. First run (code " +
    "at bcacf37's grouping, the same at 71e9b01): 1 cell of 12 met every target on the worst seed, " +
    "8 on the mean seed; summed 19.90 (10 runs, moderate, off: F1 0.982, |Δscore| 0.9, 7 of 10 " +
    "seeds within every target). With the changes made after its first run, its errors unread: " +
    "17.41. Read in the stop that wrote the seventy-second (17.41 at its start): its two SMS " +
    "templates, `cash_in.mustache` and `cash_out.mustache`, were read as one file named two ways " +
    "where no run reported both, since `in` is no word and its fix writes `out` as one, and mixed " +
    "in 8 of its 40 tests at 10 runs; its Yoruba runs typed without marks shared no word with " +
    "those typed with them; at 5 runs an English and a Yoruba run read as alike, and the two " +
    "languages were one; its twin SpiceDB permissions merged on never sharing a run alone. Below: " +
    "a file's name a report writes whole tells its file, Latin letters are read without their " +
    "marks, runs' languages are learned from their prose, and never sharing a run does not merge " +
    "groups whose words name apart (17.41 to 4.88; 1 test of 40 mixing the templates left). " +
    "What is left: its twin permissions, whose third place is the arrow they share, with heavy " +
    "variation, and a template named bare (`cash_out.mustache`) read now and then as the other. " +
    "Tuned against since.",
  "- *Seventy-first held-out, an iwi's member registry* (heldout-iwi.ts: the registry's service " +
    "in Protocol Buffers, the trust's payment runs as Dagster assets, the members' and marae pages " +
    "in Astro, the trust's reports in a LookML view and the service's settings in KDL; some runs in " +
    "Māori): written at the start of the stop that reads the sixty-ninth, before the sixty-ninth's " +
    "errors were read, to take its place as a check, with its own model of how reports vary; " +
    "committed before it was first run. Protocol " +
    "Buffers fields and rpcs, Dagster assets, Astro directives, LookML views and KDL nodes as " +
    "places; Māori long vowels with macrons, doubled (`whaanau`) or bare (`whanau`), a habit of " +
    "the whole run in every text it writes, English included; a member by name or registration " +
    "number and a date as `31 March 2026`, `2026-03-31` or `31/03/2026`, one habit a run each, in " +
    "words; categories in plain words, CWE ids, the field's own terms or Māori. Twins: two fields " +
    "of one Protocol Buffers message returned to any caller, whose third place is the rpc they " +
    "share; two Dagster assets in one file paying members marked deceased; one Astro directive " +
    "printing unescaped text on two pages, a file each; a remark on the assets' file beside its " +
    "issues. First run (code at 91893e3's grouping, the same at 23b23e7): 0 cells of 12 met every " +
    "target on the worst seed, 2 on the mean seed; summed 19.26 (10 runs, moderate, off: F1 0.972, " +
    "|Δscore| 0.7, 6 of 10 seeds within every target). With the changes made after its first run, " +
    "its errors unread: 17.48. Read in the stop that wrote the seventy-third (17.48 at its start): " +
    "nearly all its errors were its two fields of one message, `Member.whakapapa` and " +
    "`Member.bank_account`, mixed in 17 of its 40 tests at 10 runs and 21 at 20. Their reports' " +
    "words are one template (`GetMember returns the member's whakapapa to any caller` / `… bank " +
    "account number …`), their lines 3 apart, and the symbols, each text naming its own, weighed " +
    "-1.5 bits: the fit took the pairs of two runs for one issue's. Below: two members of one " +
    "owner, each text naming its own, are a symbol level of their own whose agreeing words name " +
    "apart, and a slot of a run's near-identical reports may be filled by a few words (17.48 to " +
    "12.37; 12 and 8 tests of 40 mixing the fields). What is left: reports that name no place or " +
    "the rpc the two share, and Māori reports beside English ones, which the English twins' slot " +
    "does not cover. Tuned against since.",
  "- *Seventy-second held-out, a coastal county's wildfire dispatch* (heldout-wildfire.ts: the " +
    "dispatchers' console in Free Pascal, their macros in AutoHotkey, the fire map in ReScript, " +
    "the aircraft telemetry decoder in Odin, the fire-spread simulations as a Nextflow pipeline " +
    "and the development machine in a Vagrantfile; some runs in Croatian): written at the start " +
    "of the stop that reads the seventieth, before the seventieth's errors were read, to take its " +
    "place as a check, with its own model of how reports vary; committed before it was first run. " +
    "Pascal methods, AutoHotkey hotkeys, ReScript " +
    "hooks, Odin procedures and their attributes, Nextflow processes and directives and Vagrant " +
    "network lines as places; the console's Pascal names in lower case in a quarter of runs' " +
    "symbols (Pascal is case-insensitive); Croatian nouns declined by case; an aircraft by " +
    "registration (`9A-CAO`) or type and tactical number (`Canadair 855`), a time as `14:05`, " +
    "`14.05 h` or `2:05 PM` and a position in decimal degrees or degrees, minutes and seconds, one " +
    "habit a run each, in words; categories in plain words, CWE ids, the field's own terms or " +
    "Croatian. Twins: two methods of the console's form changing the aircraft list from the radio " +
    "thread, whose third place is the list they share; two Odin procedures trusting a length the " +
    "packet gives, with bounds checks off; two ports the Vagrantfile forwards on every interface, " +
    "told apart by number and service; a remark on the console's unit beside its issues. First run " +
    "(code at 32bf7b3's grouping, the same at 65d4183): 0 cells of 12 met every target on the " +
    "worst seed, 0 on the mean seed; summed 23.59 (10 runs, moderate, off: F1 0.951, precision " +
    "0.938, |Δscore| 0.0, 4 of 10 seeds within every target). With the changes made after its " +
    "first run, its errors unread: 21.60 at the end of that stop, 23.50 at the end of the next. " +
    "Read in the stop that wrote the seventy-fourth (23.50 at its start): nearly all its errors " +
    "were its two forwarded ports (`guest: 5432` for the database, `guest: 8080` for the radio " +
    "gateway's admin page), mixed in 28 of its 40 tests at 10 runs and 35 at 20. Their reports " +
    "are one template, their lines one apart, their symbols the call they share or the line read " +
    "as one name; only the numbers and the service's words differ, and two numbers among forty " +
    "shared words weighed nothing. Below: the words two texts write numbers after, given other " +
    "numbers in the same units, name apart (23.50 to 11.45; 8 and 6 tests of 40 mixing the " +
    "ports). What is left: heavy variation, where the pairs of two runs naming apart, near in line " +
    "at one call, are taken for one issue's by the fit, and naming apart weighs 0 bits there. " +
    "Tuned against since.",
  "- *Seventy-third held-out, a national herbarium* (heldout-herbarium.ts: the label-reading " +
    "pipeline in WDL, a georeferencing tool in CWL, the nightly ingest as a Prefect flow, a " +
    "relabelling script in Janet, the build's channels in Guix, the loans service in OCaml built " +
    "with dune and the public request pages in Visualforce; some runs in Malay): written at the " +
    "start of the stop that reads the seventy-first, before the seventy-first's errors were read, " +
    "to take its place as a check, with its own model of how reports vary; committed before it " +
    "was first run. WDL tasks and runtimes, CWL " +
    "requirements and bindings, Prefect flows and tasks, Janet functions, Guix channel forms, " +
    "OCaml functions and Visualforce tags as places; the loans module by the name dune compiles " +
    "it to (`Herbarium_loans__Loan.approve`) in a quarter of runs' symbols; a Visualforce page by " +
    "its file (`LoanRequest.page`) or the address it is served at (`/apex/LoanRequest`), a habit " +
    "of the whole run in every text; Malay words built with prefixes and circumfixes (`pinjam`, " +
    "`meminjam`, `peminjaman`); a species whole, abbreviated or with its authority and a date " +
    "three ways, one habit a run each, in words; categories in plain words, CWE ids, the field's " +
    "own terms or Malay. Twins: one unescaped output on two Visualforce pages, a page each; two " +
    "WDL tasks of one workflow pulling a `latest` image; a command built from untrusted text in a " +
    "CWL tool and a Janet script; a remark on the loans module beside its issues. First run (code " +
    "at 49f8ec3's grouping, the same at dc8dc3d): 9 cells of 12 met every target on the worst " +
    "seed, 11 on the mean seed; summed 2.35 (10 runs, moderate, off: F1 1.000, precision 1.000, " +
    "|Δscore| 0.0, 10 of 10 seeds within every target). With the changes made after its first " +
    "run, its errors unread: 2.39. Read in the stop that wrote the seventy-fifth (2.39 at its " +
    "start): its errors are few, nearly all at 5 runs. Two kinds: a remark on the loans module " +
    "(`Loan`, in Maintainability) joining a group of an issue of one of its functions " +
    "(`Loan.approve`) where the run of the remark does not report the issue, their words " +
    "different but the place close; and two runs' reports of one issue, in Malay, told in nearly " +
    "one text but under categories of two vocabularies (`CWE-400` / `Penggunaan memori tanpa " +
    "had`), one with a line and a function and one with neither, kept apart in tests too small " +
    "to learn from, where the prior's category counted 2.9 bits against one issue. Below: where " +
    "the words agree, the category's prior counts another category for less (2.39 to 1.77; the " +
    "remark's joins remain). " +
    "Tuned against since.",
  "- *Seventy-fourth held-out, a humanitarian demining operator* (heldout-demining.ts: the " +
    "location beacons' agent and device code in Squirrel, the survey tablet in Vala with a Meson " +
    "subproject wrap, the track ingest as a Pony actor, the metal detectors' calibration words in " +
    "Forth and the map tile renderer's CMake build; some runs in Khmer): written at the start of " +
    "the stop that reads the seventy-second, before the seventy-second's errors were read, to take " +
    "its place as a check, with its own model of how reports vary; committed before it was first " +
    "run. Squirrel request handlers and device " +
    "messages, Vala methods and signals, Meson wrap sections, Pony actors and behaviours, Forth " +
    "words and CMake commands as places; the tablet's Vala methods by the names of the C valac " +
    "generates (`demining_survey_form_save_polygon`) in a quarter of runs' symbols, and Forth words " +
    "with their stack comments (`STORE-SAMPLE ( n i -- )`) in three in ten; Khmer written without " +
    "breaks between the words of a phrase, with zero-width spaces or with spaces, and its numbers " +
    "in Khmer or Western digits, one habit a run each; a hazard area by its database id " +
    "(`BTB-0412`), its MGRS grid reference or its latitude and longitude, and a date three ways, " +
    "one habit a run each, in words; categories in plain words, CWE ids, the field's own terms or " +
    "Khmer. Twins: two routes of one Squirrel agent without a key check, whose second place is " +
    "the handler they share (`http.onrequest`); two dependencies fetched from a moving revision, " +
    "in a Meson wrap and in CMake; two issues of one Forth file; a remark on the agent's handler " +
    "beside its issues. First run (code at e4ce8ec's grouping, the same at 59440d2): 6 cells of " +
    "12 met every target on the worst seed, 10 on the mean seed; summed 5.94 (10 runs, moderate, " +
    "off: F1 0.999, precision 0.997, |Δscore| 0.2, 10 of 10 seeds within every target). With the " +
    "changes made after its first run, its errors unread: 5.01. Read in the stop that wrote the " +
    "seventy-sixth (5.01 at its start). Most of its errors are remarks in the group of an issue " +
    "at their place or beside it: the remark on the ingest actor's doc strings (`actor " +
    "TrackIngest`) with the actor's unbounded buffer (`TrackIngest.receive`), the remark on the " +
    "Forth file's stack comments with an overrun in one of its words, the remark on the agent's " +
    "routes with an unauthenticated route at the handler they share. A remark two runs make, in " +
    "English and Khmer, joined the issue's group in the first assignment, and each of its reports " +
    "was then held there by the other; the global merge joined another such pair of groups on " +
    "their place and on never sharing a run. Where the remark is in one language and the issue's " +
    "reports in the other, the words both languages write are few (`actor`, `behaviour`, " +
    "`string`, names of the Pony language), and a remark's few all in an issue's text read as very " +
    "similar or similar words. Two Forth issues of one file mixed once at 5 runs the same way (an " +
    "English report's `sample` and `cell` all in a Khmer one's words), and one Vala injection was " +
    "two findings at 5 runs (similar words, the field's own category against `SQL injection`, no " +
    "place in one report). Below: a group's parts worded apart from the rest in other categories " +
    "are split off together (5.01 to 4.21), and across two languages merely similar words do not " +
    "hold a report worded apart from its own language's (4.21 to 3.90; 4.00 with the change to " +
    "the chance after it). What remains is at 5 runs: the doc-string remark in Khmer and the " +
    "buffer's reports in English read as very similar by the words both languages write, and the " +
    "Forth twins. Tuned against since.",
  "- *Seventy-fifth held-out, a tea estate* (heldout-teaestate.ts: the pluckers' wage rules in " +
    "Lean 4, the weighing shed's scale reader in Hare, the auction catalogue export in Idris 2, " +
    "the withering grade rules in Mercury and the factory PC's backup as a Windows batch file; " +
    "some runs in Sinhala): written at the start of the stop that reads the seventy-third, before " +
    "the seventy-third's errors were read, to take its place as a check, with its own model of " +
    "how reports vary; committed before it was first run. Lean definitions, Hare functions, Idris functions, Mercury predicates with their " +
    "arity and batch commands as places; Lean definitions with their signatures " +
    "(`netPay (gross advance : Nat) : Nat`) in a quarter of runs' symbols and Hare functions with " +
    "their module (`scale::read_frame`) in four in ten; a quarter of runs give the line where the " +
    "enclosing definition starts, up to eighteen lines before the fault; Sinhala, whose conjuncts " +
    "hold zero-width joiners, with the field's English terms kept in English or translated, one " +
    "habit a run; a field by its number, code or division, money in rupees three ways and weights " +
    "in kg or kilos, one habit a run each; categories in plain words, CWE ids, the field's own " +
    "terms or Sinhala. Twins: two wage rules losing money to natural-number arithmetic; three " +
    "issues of the scale reader, two in one function; two hard-coded secrets, in the batch file " +
    "and in the auction export; a remark on the scale reader beside its issues. First run (code " +
    "at 816babc's grouping, the same at 88ccd44): 7 cells of 12 met every target on the worst " +
    "seed, 11 on the mean seed; summed 5.37 (10 runs, moderate, off: F1 1.000, precision 1.000, " +
    "|Δscore| 0.0, 10 of 10 seeds within every target). With " +
    "the changes made after its first run, its errors unread: 4.23, and 4.54 after the fix for " +
    "tests too small to learn from. Read in the stop that wrote the seventy-seventh; its errors " +
    "are few and of four kinds. One issue's reports under two kinds of category, one the field's " +
    "own phrase that repeats the title (`Leaf at exactly 70% moisture graded as " +
    "under-withered`) and one a class (`Off-by-one error`): the first title leaves out its " +
    "category's words, and the two identical titles read as only similar (two findings at 5 " +
    "runs). A remark on the batch file's first line (`@echo off`) in the group of its hard-coded " +
    "password, held by the label `:backup`, read as naming its file and so the owner of every " +
    "place in it, and by the few words an English remark shares with a Sinhala report (10 runs, " +
    "heavy). One issue's report at the line at fault and another at its definition's start, 12 " +
    "lines apart. The wage rules' twins mixed once at 5 runs. Keeping a phrase category's words " +
    "in the title where the categories differ was tried, not kept (below). Tuned against since.",
  "- *Seventy-sixth held-out, a trekking agency* (heldout-trekking.ts: the lodge booking site in " +
    "ReasonML, the permit relay in Pike, the porters' load rules proved in Agda, the " +
    "acclimatisation planner in Octave, the browser altimeter in WebAssembly text and the " +
    "deployment in KCL; some runs in Nepali): written at the start of the stop that reads the " +
    "seventy-fourth, before the seventy-fourth's errors were read, to take its place as a check, " +
    "with its own model of how reports vary; committed before it was first run, never tuned " +
    "against, its errors not looked at. ReasonML functions and components, Pike functions, Agda " +
    "postulates, Octave functions, WebAssembly functions and KCL attributes as places; " +
    "WebAssembly functions without their `$` sigil in a third of runs' symbols and Pike functions " +
    "with their types (`mapping lookup_permit(string tims)`) in a quarter; a fifth of runs count " +
    "lines from zero; Nepali with Devanagari digits (`५,३६४`) or ASCII digits, one habit a run; " +
    "amounts grouped in lakhs (`1,80,000`) or thousands, a lodge by its name, village or code, " +
    "money in rupees three ways and heights in metres or feet, one habit a run each; categories " +
    "in plain words, CWE ids, the field's own terms or Nepali. Twins: two false postulates of the " +
    "load proof in one file; four issues of the permit relay, one a hard-coded token; that token " +
    "and a hard-coded password in the deployment; two issues of the planner; remarks on the " +
    "relay and the proof beside their issues. First run (code at 7568bb7's grouping, the same at " +
    "de570ae): 9 cells of 12 met every target on the worst seed, 12 on the mean seed; summed 1.71 " +
    "(10 runs, moderate, off: F1 0.999, precision 0.998, |Δscore| 0.2, 10 of 10 seeds within " +
    "every target).",
  "- *Seventy-seventh held-out, an alpaca fibre cooperative* (heldout-alpaca.ts: the members' " +
    "payouts in a Clarity contract and its Clarinet settings, the fleece grading script in Red, the " +
    "shearing rules proved in Coq, the herd survey's statistics in SPSS syntax, the buyers' portal " +
    "in Xtend and the bale scale's firmware in Oberon; some runs in Quechua): written at the start " +
    "of the stop that reads the seventy-fifth, before the seventy-fifth's errors were read, to take " +
    "its place as a check, with its own model of how reports vary; committed before it was first " +
    "run, never tuned against, its errors not looked at. Clarity public functions, Red functions, " +
    "Coq lemmas, SPSS variables and commands, Xtend methods and Oberon procedures as places; " +
    "Clarity functions with their contract (`.coop-payouts.pay-member`) and Coq lemmas with their " +
    "module (`Shearing.interval_ok`) in three runs of ten; a fifth of runs give the line where the " +
    "enclosing definition starts; Quechua in the three-vowel alphabet (`qullqi`) or the older " +
    "five-vowel spelling (`qollqe`), its ejectives with a straight or a curly apostrophe, one habit " +
    "a run each; the cooperative by its name, town or code, weights in kilograms, pounds or " +
    "arrobas, fibre diameters in `µm`, `micras` or `micrones` and money three ways, one habit a " +
    "run each; categories in plain words, CWE ids, the field's own terms or Quechua. Twins: two " +
    "public functions of the payouts contract without the treasurer's check; two proofs left " +
    "`Admitted` in one Coq file; two survey variables whose missing-value code is averaged in; a " +
    "mnemonic in the Clarinet settings and an API key in the grading script; remarks on the " +
    "contract, the proofs and the survey beside their issues. First run (code at 7b9d530's " +
    "grouping, the family committed at 93217d7): 8 cells of 12 met every target on the worst " +
    "seed, 12 on the mean seed; summed 8.78 (10 runs, moderate, off: F1 0.995, precision 0.991, " +
    "|Δscore| 0.2, 9 of 10 seeds within every target).",
  "- *Seventy-eighth held-out, a vanilla exporter* (heldout-vanilla.ts: the buyers' escrow as an " +
    "Aiken validator, the lot registry as a Motoko canister, the curing schedule in Ceylon, the old " +
    "invoice reader in SNOBOL, the buyers' lot pages in Fantom and the portal's settings; some runs " +
    "in Malagasy): written at the start of the stop that was to read the seventy-sixth, to take " +
    "its place as a check, with its own model of how reports vary; committed before it was first " +
    "run, its first run's numbers kept before its errors were read. Aiken validators and " +
    "redeemers, Motoko shared functions, Ceylon functions, SNOBOL labels and variables, Fantom " +
    "methods and a properties key as places; SNOBOL names in capitals " +
    "(`PARSE.AMT`) in four runs of ten; a fifth of runs give the line where a statement of several " +
    "lines ends; Malagasy with the field's terms in French (`clé privée`) or in Malagasy (`lakile " +
    "miafina`), half and half; numbers grouped with spaces, points or not at all, money as `Ar`, " +
    "`MGA` or `ariary`, weights in kilograms, `kilao` or pounds, percentages with or without a " +
    "space, the exporter by its name, town or code, one habit a run each; categories in plain " +
    "words, CWE ids, the field's own terms or Malagasy. Twins: two redeemers of one validator at " +
    "one place (`escrow.spend`) that skip the deadline; two shared functions of the canister that " +
    "check state before an `await` and write it after; an FTP password in the invoice reader and a " +
    "signing key in the portal's settings; remarks on the validator, the canister and the invoice " +
    "reader beside their issues. First run (code at 0073119's grouping, the family committed at " +
    "b0dc84d): 0 cells of 12 met every target on the worst seed, 6 on the mean seed; summed 22.80 " +
    "(10 runs, moderate, off: F1 0.974, precision 0.953, |Δscore| 1.3, 5 of 10 seeds within every " +
    "target); precision, not recall, is what it lacks (0.85 to 0.95 without the judge at 5 and 10 " +
    "runs). Read in the stop it was written in, in the seventy-sixth's place, which had too few " +
    "errors to read (summed 1.42); the seventy-sixth and seventy-seventh stay unread. Its errors: " +
    "(1) the two redeemers' reports mixed, in 3 to 7 of 10 seeds a cell. A symbol written as an " +
    "expression, `Claim -> list.has(self.extra_signatories, datum.seller)`, is read as `list.has`, " +
    "and a refund report's text, which writes `list.has(self.extra_signatories, datum.buyer)`, " +
    "named it (5 bits at 10 runs, heavy); the claim's text names `escrow.spend`, where both are; " +
    "and the two issues' texts are one template (`The Refund branch of escrow.spend is …` / `The " +
    "Claim branch …`), read as very similar (the change below, for the first). At 5 runs, groups " +
    "of 3 and 2 runs that never shared one (1 chance in 10 for two issues, 3.3 bits) merged on " +
    "that ratio against 3.1 bits of their own evidence. (2) The invoice reader's remark, at " +
    "`factures.sno`, a symbol naming its file and so close to every place in it, joined the " +
    "amount's issue at line 22 (1 seed a cell), the seventy-fifth's class.",
  "- *Development* (development.ts: Go, Python, TypeScript): tuned against. A remark a run makes beside the " +
    "issues (`Variable name is unclear`, `Missing docstring`) is made at one place of one function, which the " +
    "test fixes, and a run gives its line as it gives an issue's, now and then up to 8 lines off; it is one " +
    "issue wherever a run makes it (test/bench/development.test.ts). Until the place was fixed, each run drew " +
    "the remark's line afresh, anywhere in 80 lines, and the labels cut it by 10-line buckets: the same " +
    "remark, word for word, at one function, two lines apart across a boundary, was two issues, and 25 lines " +
    "apart within one bucket one issue, which no reader of the reports could tell. That was all the " +
    "remaining error of its judge rows at 10 and 20 runs, and the grouping, scored against it, looked worse " +
    "and better than it was. The change is to the test, not the matcher, and every earlier number on this " +
    "page that sums the tuned families counts the old labels. With the place fixed, measured on the matcher " +
    "of the last change below: precision 1.000 in each of its rows of the grouping tables; every judge " +
    "row exact at 10 and 20 runs and at 5 runs, heavy; 20 runs without a judge, heavy, |Δscore| 3.5 to 0.0. " +
    "Worse to see, " +
    "10 runs, heavy, off: within 3 points on 7 seeds of 10 where it was 9 (|Δscore| 3.8 still, mean 1.45 to " +
    "1.44), as false merges of remarks no longer offset splits in the score (seeds 1, 4 and 7: one report in " +
    "the family's other wording, `A second injection point: …`, `CWE-89 in UserStore.Find`, apart from its " +
    "issue). Still missed: 5 runs, moderate, judge, |Δscore| 5.9, one seed where the judge's three samples " +
    "each left out the one report worded apart (about 1 in 300 for each pair asked about, and a test asks " +
    "about tens), and one the judge was not asked about, as its two groups show it one description, where " +
    "the evidence kept them apart at −0.55 bits (without the names a text writes as code, which only a " +
    "judge's grouping reads, +0.94). Tuned families' summed mean |Δscore| 58.83 to 52.35, " +
    "missed cells 37 to 31; never-tuned unchanged (30.96, 22).",
  "- *Simulator templates* and *twin catalogue*: the variation the previous matcher was written against.",
];

/** The changes measured on the tables, in order, one Markdown list item each. */
export const CHANGES: string[] = [
  "- *The judge's margin*, 4 bits, chosen from 0, 2, 4 and 6 on the development and simulator families; 4 was " +
    "also the held-out family's best. The finer text level and the exemplars of distinct wording were kept only " +
    "after checking they did not make it worse on the whole.",
  "- *With a judge, the evidence merges on its own only reports whose words agree.* The clinic family was first " +
    "run for the table after this change.",
  "- *The judge's reliability is learned only from pairs whose words agree.* The payments family's first run " +
    "had found: with moderate variation one seed in ten merged invented remarks into a real issue of the same " +
    "class (P 0.846, |Δscore| 9.6, with or without the judge; 5 runs: P 0.774 off, 0.820 judge), and at 20 runs " +
    "invented remarks in the same words, 40 or more lines apart, merged with each other (|Δscore| up to 12.7 with " +
    "F1 above 0.97). The cause: the runs give few pairs of findings known to differ (five, in that seed), so " +
    "each field's chance agreement is mostly the prior; a run's findings share its style, so those pairs " +
    "under-state how often two issues' places agree across styles; and the same remark recurring far away looks " +
    "like one issue moving. Expectation-maximisation then explains these pairs as matches, and the learned " +
    "weights stop counting far-apart lines and different words enough against a merge. With the judge, its " +
    "reliability had been learned from those same pairs, whose evidence sat at the margin: a judge that rightly " +
    "said no to each was taken for one that misses (sensitivity 0.45 from four pairs). The held-out rows moved " +
    "within a seed (heavy, judge: F1 0.999 to 0.996 at 10 runs, 0.989 to 0.983 at 5). The remedies measured for " +
    "the evidence alone (u learned by EM as well, pooled or style-corrected symbol levels, hard or tempered EM, " +
    "early stopping) each moved errors between families, and none was kept.",
  "- *Each issue's own wording* (src/cluster/wording.ts): a report whose words differ from a group's is ranked " +
    "against how far the group's reports stand from each other, a permutation test, so a different issue at " +
    "the same place does not join a steadily worded one on its location. Its sample (8 reports, from 5, 8 and 12) " +
    "and the least sample it ranks against (3, from 2, 3 and 4) were chosen with it. At 10 runs, off: development, " +
    "heavy, F1 0.958 (P 0.957) to 0.987 (P 0.994); fleet, heavy, 0.966 (P 0.958) to 0.988 (P 0.976); at 5 runs " +
    "development, heavy, 0.901 to 0.993. No judge row moved. Never-tuned rows: held-out at 10 runs did not move; " +
    "clinic, heavy, off went from P 0.925 to 0.982 but its worst |Δscore| from 3.4 to 5.8.",
  "- *With a judge, close pairs whose words differ count each group's wording*, the least it says against any " +
    "of the other's first three reports: payments, moderate, judge, P 0.972, |Δscore| 2.9 to P 0.995, 1.5; heavy " +
    "|Δscore| 6.9 to 5.2; no development, fleet or held-out row moved (the most over the three, tried first, cost " +
    "development, heavy, judge, recall 1.000 to 0.980).",
  "- *Repair sweeps run until nothing moves* (at most 8; two before), *and without a judge too, two groups whose " +
    "words mostly disagree count each group's wording in the global merge.* Chosen after looking at the clinic " +
    "family's errors: in one seed a report of one SQL injection stayed in the group of its twin after two sweeps, " +
    "and its run, then shared by the twin's two halves, kept them apart; in another a remark one run made in other " +
    "words joined an issue four runs word alike, on location alone. Clinic, heavy, off, 10 runs: F1 0.934, R " +
    "0.891, |Δscore| 5.8 to F1 1.000, |Δscore| 0.0; payments, off: moderate |Δscore| 9.6 to 7.7, heavy 6.9 to " +
    "5.2; fleet, heavy, off F1 0.988 to 0.982 (|Δscore| 2.1 to 1.7). No judge row moved. Never-tuned rows: " +
    "genomics, heavy, off, F1 0.960 (P 0.924) to 0.995 (P 0.989), and at 5 runs P 0.893 to 0.974; held-out, " +
    "heavy, off, at 20 runs |Δscore| 3.0 to 1.5, and no row of it got worse; genomics, heavy, off, at 20 runs, F1 0.998 to 0.996.",
  "- *A type after a symbol's name is dropped* (`fun getUser(id: Int): User`, `fn parse(&self) -> Result<Ast>`, " +
    "`runAligner :: Config -> IO ()`), where it had been taken for the name. Found by probing the normaliser " +
    "with the symbol forms the fifth family uses, not by its errors. Payments, heavy, off, recall 0.974 to 0.982 " +
    "(0.994 to 0.996 at 20 runs); genomics, heavy, judge, |Δscore| 0.7 to 1.8 (within its target); no other cell " +
    "moved, though the payments family's mean |Δscore| at 20 runs, moderate, rose (off 2.62 to 2.87, judge 2.12 to 2.36).",
  "- *A scanner's free-text location names the declaration it opens with, and prose is no name* " +
    "(src/findings/location.ts): `Contract-level design (…)` had been read as the symbol `design`, `ManagerChangeProposal " +
    "struct (…)` as `struct`, `onlyOperator modifier; used by … functions (…)` as `functions`, and `constructor, " +
    "lines 8-12` as no symbol. Found on the sixth family and checked on all 318 locations of the real scanner " +
    "reports in the shared data: 11 read differently, 7 of them had been wrong. Lending, heavy, 10 runs: off " +
    "|Δscore| 5.1 to 2.6, judge 4.3 to 3.9; at 5 runs, moderate, judge, |Δscore| 0.0 to 2.4 (one seed). No other " +
    "family reads its reports through the location parser.",
  "- *Words: an acronym's plural is the acronym, and a short mixed-case word is one word* (src/cluster/text.ts): " +
    "`DoS` had been split into `do` and `s`, so `token compatibility / DoS` was not read as denial of service; " +
    "`URLs`, `APIs`, `PDFs` into pieces. Found on the real scanner reports' vulnerability types. Fleet, moderate, " +
    "off, F1 0.998 to 1.000; lending, heavy, judge, |Δscore| 3.9 to 1.8; nothing else moved at 10 runs.",
  "- *A numbered standard written apart is one word* (`ERC-20` as `ERC20`, `EIP 1153` as `EIP-1153`; the real " +
    "reports write `ERC20` 85 times and `ERC-20` once). No row moved.",
  "- *A combination of kinds is related to each kind it names* (src/cluster/categories.ts): `arithmetic " +
    "underflow / denial of service` resolves to one of its kinds, so a re-run naming the other one counted as " +
    "another category. Found by reading the real reports' vulnerability types, the data the real-reports family " +
    "is built from; that family's rows moved and were not used to choose: heavy, recall 0.994 to 0.999 (off) " +
    "and 1.000 (judge) at 10 runs, likewise at 5; its precision did not move. Lending, 20 runs, heavy, judge, P " +
    "0.987 to 0.996. No other family moved.",
  "- *A word k findings of one run share in one file counts k² times less, not k times* (src/cluster/learn.ts " +
    "`rarityOf`). Found off the bench, on the synthetic runs of the speed benchmark with a run's tag in each of its " +
    "titles (`(note 3)`): 50 runs of 24 files went from pairwise P 0.998, R 0.998 to 0.920, 0.882, and 50 runs of 6 " +
    "files printed a score 8.5 points above the truth. The tag's shared uses within a run teach the chance " +
    "agreement (learned from those pairs) that two issues' reports share words more often than they do, and the " +
    "learned weights then stop counting words at all. With k²: P 1.000, R 0.999, and 0.3 points; a tag in each " +
    "description instead, P 0.942 to 0.981. The exponent 2 was the first tried, for the two reasons in the source; " +
    "1.5 and 3 were measured after (45 and 48 missed cells, against 45 with 2 and 47 before) and not used to " +
    "choose. What moved, 10 runs: held-out, heavy, off, F1 0.990 to 0.970 (|Δscore| 3.6 unchanged); fleet, " +
    "moderate, off, |Δscore| 0.0 to 1.4; lending, moderate, off 5.9 to 5.5, judge 3.8 to 2.5, heavy, off 2.6 to " +
    "3.8, judge 1.8 to 3.9; real reports, moderate, off, P 0.998 to 0.988; twin catalogue, moderate, off, F1 0.995 " +
    "to 0.999. 5 runs: held-out, moderate, off, |Δscore| 5.7 to 3.4, heavy, off, 4.3 to 4.5; fleet, heavy, off, " +
    "5.9 to 2.4; payments, heavy, off, F1 0.901 to 0.926; genomics, heavy, off, |Δscore| 3.5 to 1.6 (met); " +
    "lending, heavy, off, F1 0.879 to 0.902, judge, 0.934 to 0.963; real reports, heavy, judge, P 0.958 to 1.000 (met). 20 runs: " +
    "held-out, heavy, off, |Δscore| 1.5 to 2.6; fleet, heavy, off, P 0.998 to 0.984; lending, moderate, judge, " +
    "|Δscore| 1.5 to 0.5, heavy, judge, 3.9 to 4.5.",
  "- *`pass` is a word, not an abbreviation of password* (src/cluster/text.ts): all 14 bare uses in the real " +
    "scanner reports are the verb (`attackers can pass a malicious router`), and each had put `password` among " +
    "the words of a finding. One row moved: clinic, 5 runs, heavy, judge, R 0.855 to 0.860.",
  "- *A field one side leaves empty says nothing while the weights are fitted, too* (src/cluster/learn.ts), as " +
    "in Splink; it had weighed 0 only in the final weights. Found off the bench, with half the runs of the " +
    "synthetic catalogue giving neither symbol nor line (10 runs, 24 files): those reports grouped with nothing " +
    "(pairwise R 0.226, score 15.4 against a true 64.0), because EM had fitted the empty fields as evidence " +
    "against a match and settled on a match share (0.042) that no wording could overcome; now R 0.811, score " +
    "53.2. The same probe on the tuned families moved both ways: development, heavy, P 0.889 to 0.984 and " +
    "payments, heavy, worst |Δscore| 10.8 to 6.1, but fleet, heavy, mean |Δscore| 3.1 to 5.0. Bench: 45 missed " +
    "cells to 44. What moved, 10 runs: held-out, heavy, judge, F1 0.996 to 0.999; payments, heavy, off, " +
    "|Δscore| 5.2 to 4.9, judge F1 0.985 to 0.961 (P 0.970 to 0.943), |Δscore| 5.2 to 4.9; genomics, heavy, " +
    "judge, |Δscore| 1.8 to 0.7; lending, moderate, judge, R 1.000 to 0.986, heavy, judge, R 0.972 to 0.954; " +
    "real reports, heavy, off, R 0.999 to 0.995. 5 runs: held-out, heavy, judge, |Δscore| 3.0 to 4.3; payments, " +
    "heavy, off, 6.9 to 5.3, judge, 3.8 to 8.2; genomics, heavy, off, 1.6 to 2.2; simulator templates, heavy, " +
    "judge, 2.1 to 1.7 (met). 20 runs: held-out, heavy, off, 2.6 to 1.7; payments, heavy, off, 10.1 to 9.1; " +
    "lending, moderate, judge, 0.5 to 1.9, heavy, off, P 0.961 to 0.981.",
  "- *Two reports of one run share only the words another run uses too* (src/cluster/learn-from-runs.ts): " +
    "the known-different pairs stand in for reports of two issues in two runs, which can never share a word " +
    "only one run uses in that file (its tag, its number, a phrase of its own); such a word no longer counts as " +
    "shared when the chance agreement is learned, though it still weighs in each report's own words. Found off " +
    "the bench, on the speed benchmark's runs where each title and description notes the run's number and the " +
    "report's own: 50 runs of 6 files grouped at pairwise P 0.900, R 0.811, now 1.000 and 1.000; of 24 files, " +
    "0.988 and 0.989, now 1.000 and 1.000. A run's tag in each title (Grouping under a run's habits, " +
    "`… (pass 3)`): fleet, heavy, P 0.911 to 0.922 and |Δscore| 7.1 to 1.7; development, heavy, P 0.856 to 0.963. " +
    "Bench: 44 missed cells, unchanged, and no row's worst seed worse. What moved, 10 runs: lending, heavy, " +
    "off, F1 0.949 to 0.958 (mean |Δscore| 1.97 to 1.84), judge 0.970 to 0.973 (mean 1.36 to 1.52); simulator " +
    "templates, heavy, mean |Δscore| 0.56 to 0.59 (off), 0.25 to 0.28 (judge). 5 runs: held-out, heavy, off, " +
    "mean |Δscore| 1.32 to 1.64 (within 3 points on 7 seeds of 10, not 8); lending, moderate, off, 2.67 to " +
    "2.81. 20 runs: real reports, heavy, off and judge, F1 0.996 to 1.000.",
  "- *A title's list number is not one of its words* (src/cluster/features.ts `unlabelled`): `3. `, `3) `, " +
    "`(3) `, `#3 `, `Finding 3: `, and a bracketed tag with a digit (`[WW-003]`, `[run 3]`) at the start of a " +
    "title are dropped before its words are taken; a tag without one (`[HIGH]`) or with a standard identifier " +
    "(`[CVE-2021-44228]`) stays. Every run has a third finding, so the number is the same rare word on " +
    "unrelated issues. Found off the bench (Grouping under a run's habits): titles numbered in each run's " +
    "order cost fleet, heavy, P 0.976 to 0.922 and R 0.988 to 0.925, development, heavy, R 0.974 to 0.861 and " +
    "|Δscore| 3.8 to 7.0; now both as without numbers (and a run's tag `[run 3]` likewise). No family tuned " +
    "against numbers its titles, and none of their rows moved. The seventh family does (written before this " +
    "change, never tuned against), and its rows moved both ways. A first version dropped every bracketed tag; " +
    "its seventh-family rows were seen before a tag without a digit was kept, on the ground that a severity " +
    "or category tag is said of the issue, so those aggregate rows informed this one choice; its errors have " +
    "not been looked at. Seventh family, heavy, worst seed (mean |Δscore|): 10 runs, off, R 0.964 to 0.951, " +
    "|Δscore| 3.4 (mean 1.27 to 1.42); judge, F1 0.977 to 0.984, |Δscore| 4.9 to 3.5 (mean 0.56 both); 5 runs, " +
    "off, F1 0.897 to 0.920, |Δscore| 3.9 to 4.0 (mean 1.33 to 1.64); judge, |Δscore| 3.9 to 4.3 (mean 0.67 to " +
    "1.00); 20 runs, off, F1 0.984 to 0.967, |Δscore| 4.2 to 3.5 (mean 1.22 to 1.31); judge, |Δscore| 4.1 to " +
    "3.6 (mean 1.09 to 0.66). Moderate did not move. On that family the worst seeds mostly gained and the " +
    "means mostly lost: no evidence either way beyond the probes.",
  "- *A field's chances are counted among the pairs where both sides give it* (src/cluster/learn.ts), as " +
    "Splink computes m and u; the empty level had been counted in, so it took a share from every other level " +
    "in proportion to how often a side was silent. That share differs between the pairs m and u are learned " +
    "from: with every other run naming no place, three cross-run pairs in four have a silent side but one " +
    "within-run pair in two, so each location level lost about a bit for one issue, and EM put the share of " +
    "matches at 0.46 to 0.61 where it is 0.61 to 0.67 (development, heavy). Found off the bench (Grouping under " +
    "a run's habits): every other run naming neither symbol nor line, fleet, heavy, R 0.931 to 0.973 and " +
    "|Δscore| 9.3 to 2.0; development, heavy, |Δscore| 13.1 to 6.1 (R 0.897 to 0.874); the catalogue 11.1 to " +
    "8.6. Every other run naming no line: fleet 5.3 to 1.7, but development 5.2 to 8.5 (one seed, the Go SQL " +
    "twins mixed). Bench: 53 missed cells to 57 (no missed cell is now met); the four are 5-run cells: held-out, " +
    "moderate, judge, |Δscore| 0.0 to 3.0 (mean 0.30); genomics, heavy, off, 2.2 to 3.1 (mean 0.63 to 0.55); " +
    "development, moderate, judge, R 1.000 to 0.953; simulator templates, heavy, judge, 1.7 to 2.1. Summed over " +
    "every cell, mean |Δscore| fell on the never-tuned families (24.1 to 21.7: held-out, heavy, off, 1.19 to " +
    "0.66; seventh, heavy, judge, worst 3.5 to 3.0, at 5 runs 4.3 to 2.3) and rose on the tuned ones (70.9 to " +
    "77.3), mostly payments, heavy (20 runs, off, 3.81 to 5.99, judge 4.48 to 6.24; 10 runs, off, 1.66 to " +
    "2.20): its identical generic remarks (`Result could be cached`) that runs make hundreds of lines apart in " +
    "one function, which the family counts as different issues, are now merged in three more seeds of ten. " +
    "Kept for the estimator being right and the probes, with the cost said here.",
  "- *Parts of a group whose words agree move whole* (src/cluster/move-parts.ts): two issues of one function " +
    "had ended in one group with a few reports each, which the repair sweeps, moving one report at a time, " +
    "cannot undo (each report is held by its own issue's reports beside it as much as its issue's main group " +
    "draws it), and the global merge cannot either (the mixed group shares runs with both main groups). Found " +
    "on lending, 20 runs, heavy (one seed: four runs' `Cache array length in claim` in a group with six " +
    "reports of the unbounded reward-token loop in claim), and on development's Go SQL twins, which the next " +
    "change mixed that way. Without a judge only, as expected (with one, a part whose words differ from a " +
    "group is the judge's). Bench: 57 missed cells, unchanged, and no worst seed worse. What moved: lending, " +
    "20 runs, heavy, off, F1 0.959 to 0.991 (R 0.940 to 0.989; |Δscore| 7.7 unchanged, mean 3.79 to 3.91, " +
    "its score error comes from elsewhere). Never-tuned: seventh, heavy, off, R 0.959 to 0.964 (mean " +
    "|Δscore| 1.05 to 0.89); at 20 runs F1 0.967 to 0.978 (mean 1.41 to 1.37).",
  "- *How far apart one issue's reports lie is fitted again on the pairs whose words agree* (src/cluster/learn.ts " +
    "`withPlaceFromAgreeingWords`), the words left out, as Splink trains a field in a session blocked on the " +
    "others. Fitted over every pair, agreeing words made a pair a match whatever its place, so generic remarks " +
    "runs repeat word for word hundreds of lines apart in one function (payments) taught that one issue's " +
    "reports lie far apart. Tried before parts moved whole, it mixed development's Go SQL twins on one " +
    "seed (R 0.974 to 0.858); with parts moving whole (above) that seed is as before. Bench: 57 missed cells " +
    "to 54. Met now, 5 runs: held-out, moderate, judge (|Δscore| 3.0 to 0.0), development, moderate, judge (R " +
    "0.953 to 1.000), simulator templates, heavy, off; 20 runs: seventh, heavy, off (|Δscore| 3.6 to 2.4). " +
    "Missed now: 20 runs, seventh, moderate, judge (|Δscore| 0.5 to 2.1). Tuned families, better: payments, " +
    "moderate, off, P 0.864 to 0.941 and |Δscore| 7.7 to 3.7 (20 runs: P 0.925 to 0.988, 8.1 to 4.8); payments, " +
    "heavy, 20 runs, mean |Δscore| 5.99 to 3.37 off and 6.24 to 3.54 judge (generic-remark groups in 4 seeds " +
    "of 10, from 8); lending, heavy, judge, |Δscore| 3.9 to 2.5, and at 20 runs, off, 7.7 to 4.2; fleet, 5 runs, " +
    "heavy, off, F1 0.864 to 0.984. Worse: lending, 5 runs, heavy, off, F1 0.907 to 0.879 (|Δscore| 4.4 to " +
    "6.2), and at 20 runs, judge, R 0.954 to 0.937; fleet, 5 runs, heavy, judge, |Δscore| 2.3 to 5.0; twin " +
    "catalogue, moderate, off, 0.6 to 2.0. Never-tuned: held-out, heavy, off, |Δscore| 3.6 to 1.6 (F1 0.970 " +
    "both); seventh, heavy, judge, 3.0 to 2.3; real reports, 5 runs, moderate, off, 1.2 to 2.3, heavy, judge, " +
    "0.0 to 0.7. Summed over every cell, mean |Δscore| on the tuned families 77.4 to 65.6, on the never-tuned " +
    "21.5 to 22.3.",
  "- *One run's two reports are never in one group* (src/cluster/repair.ts). After the first, a repair sweep " +
    "visits only the reports of blocks where the last one moved something. A report without a file may sit in " +
    "another block's group; when only that block was visited, its report of the same run could join the group " +
    "too, and one finding then had two occurrences in one run: fleet, 20 runs, heavy, seed 6, a finding seen 21 " +
    "times in 20 runs (one grouping of the 960 these tables make, with and without a judge's margin; a check " +
    "over all of them now finds none). A sweep now also visits the reports of a group whose block changed, and " +
    "a group holding a report of the run that is not visited is not offered to the run's other reports. Only " +
    "that cell moved: 20 runs, fleet, heavy, off, F1 0.989 to 0.998 (P 0.984 to 1.000), mean |Δscore| 0.21 to " +
    "0.20. The bench counts a group's appearances as the runs it appears in, as the product counts occurrences " +
    "(it had counted reports, which the double occurrence inflated).",
  "- *A report a run repeats word for word is that finding reported twice* (src/cluster/cluster.ts). Every " +
    "field the same as another report of its run: it is set aside before anything is learned or grouped and " +
    "joins its original's group as a repeat, no occurrence of its own, so the finding appears in that run " +
    "once, as the classic determinism score counts appearances. Each copy had become a finding of its own, " +
    "seen in few runs (a finding has at most one occurrence per run), and its words counted twice. No family " +
    "here repeats a report, so no row moved; Grouping under a run's habits shows the effect (|Δscore| 16.8, " +
    "17.4 and 19.7 to those of the runs without the copies).",
  "- *A text an agent writes word for word in several files is boilerplate* (src/cluster/boilerplate.ts). " +
    "Reports in two files are two issues, so such a title and description is known to be shared by different " +
    "issues; two reports that both repeat it are compared as sharing some words, not the same words, and where " +
    "they lie decides (with a judge they are the judge's). Two reports of one run are compared the same way, " +
    "so the chance agreement is learned for the level such pairs get; compared by their words, they had taught " +
    "a chance of the same words no cross-run pair of boilerplate can show (20 runs, twin catalogue, heavy, " +
    "off, mean |Δscore| 1.04 against 0.72; no other row moved). Payments' runs each invent a remark or two " +
    "(`Broad exception handler`, `Result could be cached`) in the same words wherever they land: at 20 runs, " +
    "up to five of them had been one group, lines hundreds apart, a finding no run repeated. Compared in a " +
    "first form that also took two agents' reports in one file for two files: taken as similar words, they " +
    "still joined (20 runs, heavy, off, |Δscore| 9.0); as a few words, as many missed cells as some words " +
    "(52 each, summed means 54.1 and 54.9: noise). Bench: 54 missed " +
    "cells to 51. Met now, 20 runs: payments, moderate, off (|Δscore| 4.8 to 1.5) and judge (4.8 to 0.0), " +
    "heavy, off (9.9 to 1.5) and judge (12.3 to 0.8). Missed now: 20 runs, twin catalogue, heavy, judge " +
    "(|Δscore| 1.3 to 2.6: the catalogue writes some twins' text in two files, and in one file their reports " +
    "now rest on a noisy place more). Tuned families, better: payments, heavy, judge, P 0.970 to 0.987, " +
    "|Δscore| 5.2 to 2.5; worse: payments, heavy, off, R 0.982 to 0.965; development, 20 runs, heavy, judge, " +
    "R 1.000 to 0.980; the twin catalogue elsewhere within its targets (heavy, off, |Δscore| 1.6 to 1.9). " +
    "Never-tuned: held-out, 20 runs, heavy, |Δscore| 2.6 to 2.0 off and 1.8 to 1.3 judge; " +
    "nothing else moved. Summed over every cell, mean |Δscore| on the tuned families 65.6 to 54.2, on the " +
    "never-tuned 22.3 to 21.8. Not solved: with few issues per file, expectation–maximisation can still take " +
    "the remark's pairs for one issue reported in other words (a controller with three issues and the remark " +
    "at a new line in each of ten runs still groups the remarks).",
  "- *Two groups the global pass merges are one group as every other step makes one* " +
    "(src/cluster/global-merge.ts): its reports in canonical run order and its exemplars chosen from them " +
    "afresh, not the kept group's followed by the other's, so which reports the next comparison reads does not " +
    "depend on which of the two the merge kept. Bench: 51 missed cells, unchanged. What moved: sixth held-out, " +
    "heavy, judge, F1 0.973 to 0.970 (mean |Δscore| 1.13 to 1.21); seventh held-out, heavy, judge, R 0.976 to " +
    "0.981 (mean 0.70 to 0.54), at 20 runs F1 0.969 to 0.973 (mean 1.01 to 0.62). Summed over every cell, " +
    "mean |Δscore| on the tuned families 54.2 to 54.3, on the never-tuned 21.8 to 21.3.",
  "- *With a judge, that two groups never share a run does not merge them on its own* " +
    "(src/cluster/global-merge.ts): the global pass merges two groups whose words agree only when their " +
    "reports' evidence passes the judge's margin without the co-occurrence ratio, which still counts in the " +
    "posterior the judge's votes are added to. The ratio assumes two issues turn up in runs independently, and " +
    "a model that reports one of two related issues per run breaks that: in the sixth held-out family " +
    "(moderate, 10 runs, seed 1) each run reported `Cache array length in …` of one of two functions, never " +
    "both, and the ratio merged the two before the judge was asked. Found among that tuned family's errors; " +
    "chosen on the tuned families (their judge rows' summed mean |Δscore| 3.96 to 3.69 at 10 runs, 4.79 to " +
    "4.25 at 5). Bench: 51 missed cells, unchanged (tuned 32 to 33, never-tuned 19 to 18); no row without a " +
    "judge moved. Met now: 5 runs, held-out, heavy, judge (|Δscore| 3.0 to 0.0); 20 runs, seventh held-out, " +
    "heavy, judge (2.9 to 1.9). Missed now: second held-out, heavy, judge (|Δscore| 1.9 to 3.8: in one seed " +
    "the judge kept apart a report naming the call at fault, which the ratio had merged); 5 runs, fifth " +
    "held-out, heavy, judge (R 1.000 to 0.958). Better, still missed: sixth held-out, moderate, judge, P 0.930 " +
    "to 0.972; heavy, judge, R 0.954 to 0.980 (|Δscore| 2.5 to 2.1); 5 runs, fourth held-out, heavy, judge, " +
    "|Δscore| 8.2 to 3.8; 5 runs, seventh held-out, heavy, judge, F1 0.970 to 0.989. Worse, still missed: 5 " +
    "runs, second held-out, heavy, judge, R 0.971 to 0.943. Summed over every cell, mean |Δscore| on the tuned " +
    "families 54.3 to 53.6, on the never-tuned 21.3 to 20.8.",
  "- *With a judge, the evidence merges on its own only reports whose words are at least very similar*, not " +
    "merely similar (src/cluster/learn.ts `wordsAgree`): two issues at one function share its name and what " +
    "it touches, and with short titles that makes their words similar (`Cache array length in claim` and " +
    "`Unbounded loop over reward tokens`, described as `claim walks the full rewardTokens array`). Such pairs " +
    "had merged without the judge being asked, and taught the judge's reliability as if their evidence were " +
    "sound. Found among the sixth held-out family's judge errors (a tuned family); chosen on the tuned " +
    "families' judge rows (summed mean |Δscore| 3.69 to 3.08 at 10 runs, 4.25 to 4.16 at 5, 5.62 to 3.16 " +
    "at 20), whose rows without a judge did not move. Bench: 51 to 48 missed cells (tuned 33 to 32, " +
    "never-tuned 18 to 16). Met now: held-out, heavy, off (F1 0.970 to 0.990, the one row without a judge " +
    "that moved: the global pass and the parts move also read which words agree); second held-out, heavy, " +
    "judge (|Δscore| 3.8 to 0.0); seventh held-out, heavy, judge (R 0.978 to 0.981, |Δscore| 2.3 to 1.6); " +
    "real reports, heavy, judge (P 0.960 to 0.992, |Δscore| 4.1 to 0.9); 5 runs, fifth held-out, heavy, " +
    "judge (F1 0.968 to 0.990). Missed now: 5 runs, held-out, heavy, judge (R 1.000 to 0.956, |Δscore| 0.0 " +
    "to 2.9); 20 runs, seventh held-out, heavy, judge (|Δscore| 1.9 to 3.8, mean 0.42 to 1.47). Better, " +
    "still missed: 5 runs, third held-out, heavy, judge, F1 0.902 to 0.991; 5 runs, sixth held-out, heavy, " +
    "judge, F1 0.963 to 0.993; 20 runs, sixth held-out, heavy, judge, F1 0.964 to 0.997 (mean |Δscore| 2.79 " +
    "to 0.25). Both ways, still missed: sixth held-out, heavy, judge, P 0.961 to 1.000, R 0.980 to 0.954 " +
    "(|Δscore| 2.1 to 2.7). Worse, still missed: fourth held-out, heavy, judge, F1 0.993 to 0.978; 5 runs, " +
    "fourth held-out, heavy, judge, R 0.957 to 0.913 (|Δscore| 3.8 to 8.2); 5 runs, seventh held-out, heavy, " +
    "judge, P 1.000 to 0.942; 5 runs, second held-out, heavy, judge, R 0.943 to 0.929. Summed over every " +
    "cell, mean |Δscore| on the tuned families 53.6 to 50.4, on the never-tuned 20.8 to 21.6.",
  "- *The judge's rate of putting two issues together is also learned from candidates known to be two*: " +
    "candidates of one file that occur in one run (src/consolidate/apply.ts). The judge cannot see that, so " +
    "its answers on them are samples of how often it lists two issues together, as the runs' own pairs of " +
    "findings are of how often fields agree by chance. Without them that rate came only from the close pairs, " +
    "and where the evidence under-rates one issue (the sixth family's fault named at three entry points in " +
    "nearly the same words, evidence about −1 bit a pair, listed together two times in three) EM read the " +
    'judge\'s "together" as its false merges: 0.41 in one test where it had put none of its 538 asked pairs ' +
    "of two issues together in any sample, and a vote of two in three then counted for nothing. With them: " +
    "0.006. Found among the sixth family's judge errors; chosen on the tuned families' judge rows (summed mean " +
    "|Δscore| 3.08 to 2.26 at 10 runs, 4.16 to 3.11 at 5, 3.16 to 2.81 at 20). Bench: 48 to 43 missed cells " +
    "(tuned 32 to 28, never-tuned 16 to 15); no row got worse, and no row without a judge moved. Met now: " +
    "sixth held-out, moderate, judge (R 0.975 to 1.000, |Δscore| 3.0 to 1.1) and heavy, judge (R 0.954 to " +
    "0.995, |Δscore| 2.7 to 1.7), likewise at 5 runs (2.4 and 2.3 to 0.0); 20 runs, seventh held-out, heavy, " +
    "judge (F1 0.966 to 0.973, |Δscore| 3.8 to 1.4). Better, still met: held-out, heavy, judge, R 0.992 to " +
    "1.000; fifth held-out, heavy, judge, |Δscore| 1.8 to 0.7; seventh held-out, heavy, judge, 1.6 to 0.2; 20 " +
    "runs, second held-out, heavy, judge, 1.4 to 0.0. Better, still missed: 5 runs, fourth held-out, heavy, " +
    "judge, R 0.913 to 0.957 (|Δscore| 8.2 to 3.8); 5 runs, second held-out, heavy, judge, R 0.929 to 0.943 " +
    "(5.7 to 4.4); 5 runs, seventh held-out, heavy, judge, |Δscore| 2.4 to 0.0 (F1 0.942). Summed over every " +
    "cell, mean |Δscore| on the tuned families 50.4 to 48.2, on the never-tuned 21.6 to 19.5.",
  "- *A group whose description is already shown takes the answers about it* (src/consolidate/plan.ts " +
    "`aliases`). The judge sees one description per candidate, so a group whose every description another " +
    "candidate already shows is not shown; its pairs had then been decided by the evidence alone, and the " +
    "evidence merged what the judge had kept apart: in the fourth family's 5-run heavy test with seed 7, a " +
    "refund-cap report at the refund endpoint joined the ownership-check group the judge had said no to, " +
    "through a second refund-cap group in the same words. Found among the fourth family's judge errors; " +
    "chosen on the tuned families' judge rows (summed mean |Δscore| 2.26 to 1.99 at 10 runs, 3.11 to 2.73 " +
    "at 5, 2.81 unchanged at 20). Bench: 43 missed cells, unchanged; no row got worse, and no row without a " +
    "judge moved. What moved: sixth held-out, moderate, judge, P 0.972 to 1.000 (|Δscore| 1.1 to 0.0); 5 " +
    "runs, fourth held-out, heavy, judge, P 0.927 to 0.957 (still missed); 5 runs, seventh held-out, " +
    "moderate, judge, R 0.974 to 1.000 (still missed on P 0.965); twin catalogue, moderate, judge, " +
    "|Δscore| 0.6 to 0.2. Summed over every cell, mean |Δscore| on the tuned families 48.2 to 47.3, on the " +
    "never-tuned 19.5 to 19.3.",
  "- *The simulated judge errs on what the candidates say* (src/simulator/grouping-judge.ts), not on where " +
    "they stand in the request: whether a candidate is left out of its issue's group in a sample, and which " +
    "two groups a wrong merge joins, are drawn from its description (and the sample), not from the request's " +
    "order. The rates are as before. Before, one candidate more or less in a request, or another order, drew " +
    "every answer in it again, so a change to the grouping that touched one request moved rows by chance: one " +
    "draw of the tuned families' judge rows summed 1.99 (mean |Δscore| at 10 runs), three draws 2.55 on " +
    "average. Now two versions of the grouping that ask about one pair get the same answers about it, and a " +
    "comparison measures the grouping. The change to the instrument drew every judge row again: 43 to 47 " +
    "missed cells (tuned 28 to 32, never-tuned 15, unchanged); met before, missed now: second held-out, heavy; " +
    "fourth held-out, moderate (P 0.941, the seed the evidence alone misses); fifth held-out, heavy " +
    "(|Δscore| 2.2); sixth held-out, heavy (3.7); at 5 runs second held-out, moderate, fourth held-out, " +
    "moderate, development, moderate; at 20 runs third held-out, moderate, seventh held-out, heavy (2.4). " +
    "Missed before, met now: at 5 runs second held-out, heavy, third held-out, heavy, seventh held-out, " +
    "moderate, simulator templates, heavy; at 20 runs held-out, moderate. Summed over every cell, mean " +
    "|Δscore| on the tuned families 47.3 to 49.0, on the never-tuned 19.3 to 19.4. No row without a judge " +
    "moved.",
  "- *One file named two ways is asked about in one request* (src/consolidate/plan.ts): candidates are " +
    "packed by the file's base name, as the grouping's blocks are, so a report naming `StableSwap.vy` and " +
    "one naming `contracts/amm/StableSwap.vy` are not split between two requests when an agent has more " +
    "candidates than one request holds (the sixth family, 10 runs, heavy: 15 close pairs over the 10 seeds " +
    "were never asked about, 11 of them one issue). Measured with the judge above, so only what it changes " +
    "moved: 47 to 46 missed cells (met now: 20 runs, sixth held-out, heavy, judge, |Δscore| 2.5 to 0.0; mean " +
    "|Δscore| of the sixth held-out, heavy, judge, 0.72 to 0.56; fourth held-out, heavy, judge, 0.62 to 0.42, " +
    "its worst seed's recall 0.982 to 0.969). Summed mean |Δscore| on the tuned families 49.0 to 48.3, on the " +
    "never-tuned 19.4, unchanged.",
  "- *Words in any script* (src/cluster/text.ts `words`): words had been the runs of ASCII letters and " +
    "digits, so a report written in Chinese or Japanese had no words at all (`SQL注入` was `sql`) and a " +
    "German or Russian one lost every word at a letter outside ASCII. Now a word is a run of letters (with " +
    "their marks) and digits of any script, after NFKC (full-width `ＳＱＬ` is `SQL`), and a run of Han, kana " +
    "or Hangul (or Thai, Lao, Khmer or Myanmar), written without spaces, is read as its overlapping pairs of characters, as search engines " +
    "index such text without a dictionary (Lucene's CJK bigrams): one issue reworded keeps most of its " +
    "pairs, and a particle's pairs, common to every report, weigh little as common words do. Decided from " +
    "reading the code and committed with the eighth family before its first run; its rows there are above. " +
    "No row of another family moved: their words are the same, and words() is as fast on them (the same " +
    "10,976 findings in one run of the speed benchmark, either way, within its noise).",
  "- *One file under two machines' roots* (src/cluster/features.ts `sameFile`): two absolute paths that end " +
    "in the same directory and file, and whose parts before that share no directory, name one file " +
    "(`/home/runner/work/shop/shop/src/cart.ts` and `D:\\a\\shop\\shop\\src\\cart.ts`, a test sharded over a " +
    "Linux and a Windows runner; `/builds/logistics/…` and `C:\\src\\…`). A root must be a drive or two " +
    "directories deep, so `/client/src/util.ts` and `/server/src/util.ts` stay two files, as do two packages' " +
    "files under one root. Only one path being the other's tail had counted, so such reports were never " +
    "grouped, and the grouping judge's answers about them were dropped as if they were of two files. Found " +
    "among the eighth family's judge errors. Its rows moved (10 runs, heavy, judge: R 0.855 to 0.915, " +
    "|Δscore| 14.9 to 7.7, mean 5.08 to 1.38; off |Δscore| 4.6 to 4.3); no row of another family moved.",
  "- *A title's list number in any language* (src/cluster/features.ts `unlabelled`): a word and a number " +
    "before a colon (`Befund 3:`, `Problème 3 :`), or a Chinese or Japanese word against its number " +
    "(`问题3：`, `指摘3：`), is a list label, as `Finding 3:` was; a word in capitals is a standard's name " +
    "(`EIP 1153:`) and stays, as does a word written against its number (`ERC20:`). Only the eighth family " +
    "numbers its titles this way, and only its rows moved: 10 runs, heavy, off, F1 0.963 to 0.958 (mean " +
    "|Δscore| 1.92 to 1.82); judge, F1 0.950 to 0.955; a judge repeating itself, |Δscore| 14.5 to 4.1.",
  "- *The simulated judge reads a description written for several issues as one of them* " +
    "(src/simulator/grouping-judge.ts), a change to the instrument, not the product. It grouped every " +
    "candidate sharing an issue with a description, so a description the generator wrote for several issues " +
    "(`内存不足时会发生空指针解引用。`, said of three functions) chained their other candidates into one group in " +
    "every sample: false merges on top of the 5% asked for, and, learned from candidates known to be two, a " +
    "judge that puts two issues together a quarter of the time (0.27 in the eighth family's heavy test with " +
    "seed 1, 0.12 now), whose votes then count for less everywhere. Now each sample reads such a " +
    "description as one of its issues, drawn from what it says. Found among the eighth family's judge " +
    "errors. Only judge rows moved, both ways: eighth, heavy, |Δscore| 7.7 to 4.8 (mean 1.38 to 1.30), at " +
    "20 runs 4.9 to 3.6; ninth (never tuned against), heavy, 0.0 to 2.0 (mean 0.00 to 0.38), at 5 runs mean " +
    "1.29 to 1.05, at 20 runs 1.02 to 1.36; twin catalogue, moderate, 0.2 to 1.0 (met). Missed cells " +
    "unchanged (62).",
  "- *A group that only its place holds together is split* (src/cluster/unworded.ts): a group of three or " +
    "more reports none of which shares even similar words with another, or repeats another's text, becomes " +
    "lone reports. Runs make remarks of their own where remarks are easy to make, one run one remark, and " +
    "the place outweighed any wording against it (below, *At 20 runs without a judge*). One issue seen by " +
    "three runs is worded alike by two of them far more often than not; two reports worded apart are left to " +
    "the evidence. Found among the eighth family's errors; chosen on the tuned families (summed mean " +
    "|Δscore| 61.8 to 60.7; never-tuned 35.3 to 34.7). Bench: missed cells unchanged (62); only rows " +
    "without a judge moved, none worse: eighth, heavy, P 0.966 to 0.971 (mean |Δscore| 1.82 to 1.45); at 20 " +
    "runs, moderate, mean 2.35 to 1.98 (within 3 points on 5 to 7 seeds of 10), heavy 2.84 to 2.47; ninth " +
    "(never tuned against), 20 runs, moderate, mean 2.91 to 2.71, heavy 4.02 to 3.60 (P 0.944 to 0.946).",
  "- *ABAP's `=>` and Objective-C's selectors are read as written* (src/cluster/symbols.ts " +
    "`normalizeSymbol`): `ZCL_GOODS_RECEIPT=>FIND_BY_VENDOR` had been one word run together, so it never met " +
    "`FIND_BY_VENDOR`; a selector's keywords (`URLSession:didReceiveChallenge:completionHandler:`) had been " +
    "taken for an owner and a member, and the method's declaration (`- (void)URLSession:(NSURLSession *)" +
    "session didReceiveChallenge:…`) for another name. Both are one method now, with the class as its owner " +
    "when given. Found among the eighth family's errors (5 runs, heavy, seed 4: the report of one run in " +
    "English split from the rest). Kept though the tuned families' summed mean |Δscore| went from 60.7 to " +
    "61.6 (never-tuned 34.7, unchanged; no never-tuned family writes either language): the readings were " +
    "wrong, and the rows moved through the weights learned from them. Pairs of one issue that had read as " +
    "other symbols now read as one, so the learned chance that one issue's reports name other symbols fell " +
    "(10 runs, heavy, seed 2: 0.132 to 0.095 of its pairs, −2.3 to −2.9 bits), " +
    "and a report naming the call at fault (`Path.Combine` for `ReportExporter.Export`, 10 runs, heavy, seed " +
    "2) split off its issue in the same words. Only the eighth family moved, and of the rows with a judge only " +
    "the judge that repeats itself (heavy, F1 0.950 to 0.943, |Δscore| 6.7 to 9.2, mean 1.82 to 2.14). " +
    "Without one: " +
    "heavy, |Δscore| 4.3 to 5.5 (mean 1.45 to 2.11); at 5 runs, heavy, F1 0.909 to 0.948 (R 0.867 to 0.920), " +
    "|Δscore| 7.4 to 11.0 (mean 2.62 to 2.45); at 20 runs, moderate, mean 1.98 to 2.16, heavy 2.47 to 2.41. " +
    "Missed cells unchanged (62).",
  "- *An Erlang or Elixir function's arity, C++'s qualifiers and a Laravel action's `@` are not the name* " +
    "(src/cluster/symbols.ts `normalizeSymbol`): `MyApp.Accounts.get_user/1` had been the method `1` of an " +
    "owner `get_user`, so every function of arity 1 shared a method name and none met `get_user`; " +
    "`Foo::bar() const` had been `bar.const`; `UserController@update` one word. Found reading the symbol " +
    "forms of languages the families do not all write, not among errors. Only the payments family (Erlang, " +
    "tuned) and the held-out family (Elixir, never tuned) write any of them; no row's target changed: " +
    "payments, heavy, mean |Δscore| 1.04 to 1.10 without a judge, 0.42 to 0.56 with it and 0.56 to 0.69 " +
    "with the judge that repeats itself, at 20 runs R 0.996 " +
    "to 0.984; held-out, 5 runs, moderate, R 0.961 to 0.987 (mean 1.40 to 1.13), heavy, mean 1.28 to 1.45. " +
    "Summed mean |Δscore|, tuned 61.6 to 61.7, never-tuned 34.7 to 34.6. Missed cells unchanged (62).",
  "- *A declaration's name is the word written against its parameters* (src/cluster/symbols.ts " +
    "`declaredName`): in `public async Task<User> GetUserAsync(int id)` the words before the name are " +
    "modifiers and a return type, and the last of them had been read as the name's owner (`task`), so the " +
    "report named another owner's method than `UserService.GetUserAsync`; what follows the parameters " +
    "(`withdraw() function`) had been read as the name. A Go method's receiver type is its owner " +
    "(`store.(*UserStore).Find` had been `store.find`). Found reading declarations as C#, Java, " +
    "TypeScript and Go write them; a search of every generator for such forms then showed the development " +
    "family's Go receivers and the ninth family's Apex signatures (whose errors were not looked at). Chosen " +
    "as a reading fix: the tuned families' summed mean |Δscore| did not move (61.74 to 61.73); the " +
    "never-tuned went from 34.6 to 33.7. Moved: ninth, 5 runs, heavy, off, F1 0.899 to 0.926, |Δscore| 4.9 " +
    "to 3.6 (mean 2.26 to 1.54); 10 runs, heavy, judge, F1 0.956 to 0.968 (P 0.957 to 0.973); off, mean " +
    "2.49 to 2.61; 20 runs, heavy, judge, mean 1.36 to 1.00; seventh, heavy, judge, |Δscore| 0.2 to 0.0; " +
    "20 runs, heavy, off, R 0.975 to 0.949 (mean 1.02 to 1.15); development, heavy, with a run's own " +
    "opening words in each description (habits), P 0.939 to 0.994. Missed cells unchanged (62).",
  "- *A route is its method and path; a type's declaration names the type; an assignment what it assigns " +
    "to; arguments after a space are not the name* (src/cluster/symbols.ts `routeOf`, `statementName`, " +
    "`withoutArguments`): `GET /orders` and `GET /orders/<id>`, a list and its detail, had both read as " +
    "`get.orders`, and `GET /accounts/{id}/balance` as the member `balance` of an owner `id`; now each " +
    "parameter is `*` and the method the owner. `class InvoiceService` had been `InvoiceService` owned by " +
    '`class`, `cidr_blocks = ["0.0.0.0/0"]` the name `0` owned by `0`, `proc ::roster::load_month {args}` ' +
    "the name `args` and `Invoke-Rotation -Target <string>` the name `target`. Found reading every symbol the " +
    "generators write, not among errors. Kept as reading fixes: no tuned row moved (summed mean |Δscore| " +
    "61.73, unchanged), and the never-tuned went from 33.74 to 35.14 with one more missed cell (24): seventh " +
    "(Terraform, PowerShell), 20 runs, heavy, off, P 0.977 to 0.965 (mean 1.15 to 1.16); 5 runs, heavy, " +
    "judge, |Δscore| 0.0 to 2.3 (mean 0.00 to 0.23); ninth (Tcl, Apex), 20 runs, heavy, off, mean 3.60 to " +
    "4.03; judge, F1 0.926 to 0.934, mean 1.00 to 1.31. Their errors were not looked at.",
  "- *With a judge, a name one report's text writes as code that is another report's symbol is a level of " +
    "the symbol field* (src/cluster/symbols.ts `mentionedNames`, src/cluster/compare.ts), learned like the " +
    "others. One issue's reports name different functions on its path as their symbol and write the others " +
    "in their text: in the sixth family (5 runs, heavy, seed 9) `exchange` with `raw_call result ignored in " +
    "_transfer_out` against `StableSwap._transfer_out`, two groups. A name counts when only code writes it " +
    "so: in backticks, before its parentheses, or with `_`, a digit or a capital inside it. Over the tuned " +
    "families (10 runs, seeds 1 to 4), of the cross-run pairs whose symbols differ, one issue's name the " +
    "other's symbol in 28 to 96% of pairs, two issues' in 0 to 32%. Read with and without a judge, the " +
    "tuned rows with a judge went from a summed mean |Δscore| of 15.8 to 14.5, those without from 45.9 to " +
    "47.1: at 20 runs it joined one-off remarks at a function to the issue whose text names it (sixth, " +
    "heavy, seed 2: three runs' remarks at `accrueInterest` with the liquidation issue that says interest " +
    "is not accrued, P 0.995 to 0.977, the score 6.8 points high). The judge reads the words of the " +
    "candidates it brings; nothing does without one, so without a judge it is not read. Kept in that " +
    "form: tuned 61.73 to 60.58 (missed cells 39 to 36), never-tuned 35.14 to 33.81 (24, unchanged). Met " +
    "now: sixth, heavy, judge (F1 0.986 to 1.000, |Δscore| 3.7 to 0.0); 5 runs, second, moderate, judge " +
    "(2.7 to 0.0); 20 runs, third, moderate, judge (2.9 to 0.0); 20 runs, seventh (never tuned), heavy, " +
    "judge (2.4 to 0.0). Better, still missed: eighth, heavy, judge, F1 0.964 to 0.980; ninth (never " +
    "tuned), 20 runs, heavy, judge, F1 0.934 to 0.979. Worse: 5 runs, development, moderate, judge, mean " +
    "0.59 to 0.96; 5 runs, fourth, heavy, judge, mean 0.63 to 0.97. Rows without a judge moved a little " +
    "though the level never occurs there, as the field's prior and smoothing now spread over one more " +
    "level: 5 runs, sixth, heavy, |Δscore| 6.2 to 8.4 (mean 2.96 to 3.44), moderate, F1 0.925 to 0.958; " +
    "fourth, heavy, 4.1 to 3.1. A route written in the text with its method (`POST /login has no rate limit`) " +
    "then counted as the endpoint a report may give as its symbol: no row moved.",
  "- *Two reports at the same symbol compare their descriptions without the words of its name* " +
    "(src/cluster/compare.ts, src/cluster/features.ts `bareDescription`), as titles always leave out " +
    "their own symbol's words: the symbol field counts that agreement. Remarks a model makes at one " +
    "function, each said of its place (`Unused return value in upgrade … Seen in upgrade.`, `Reliance on " +
    "block.timestamp in upgrade … Seen in upgrade.`), had read as similar words for the name alone, and " +
    "the symbol and line merged them (sixth, 10 runs, moderate, off, seed 6: three such remarks in one " +
    "group). The name's words, not its parameters' (`setTreasury(address)` says nothing of an address): " +
    "taken with them, as a title's known words are, one side of a pair lost `address` from a zero-address " +
    "description and the other kept it (tuned 58.62, never-tuned 31.35, as first measured). Nor a " +
    "declaration's modifiers' (`function withdraw(address to) external onlyOwner` is `withdraw`): the " +
    "name is read as the symbol's reading reads it (`symbolNameText`), not by a pattern of its own, which " +
    "had left `owner` out of one side's access-control description (measured after the swap below: tuned " +
    "58.83 unchanged, never-tuned 31.02 to 30.96; fifth, heavy, off, mean 0.64 to 0.54; ninth, 20 runs, " +
    "heavy, off, 3.11 to 3.15). Tuned 60.58 to " +
    "58.84 (missed cells 36 to 37), never-tuned 33.81 to 31.03 (24 to 22). Met " +
    "now: ninth (never tuned), moderate, off (|Δscore| 4.3 to 2.2); 5 runs, seventh (never tuned), " +
    "moderate, off (2.5 to 1.6) and heavy, judge (F1 0.942 to 1.000). Better, still missed: 5 runs, " +
    "sixth, heavy, off, mean 3.44 to 3.16; 20 runs, sixth, moderate, off, 1.66 to 1.31, heavy 2.09 to " +
    "1.74; 20 runs, eighth, heavy, off, 2.41 to 2.17; fourth, heavy, off, 1.00 to 0.74; ninth (never " +
    "tuned), heavy, off, 2.61 to 1.93. Newly missed: 5 runs, third, heavy, judge (F1 1.000 to 0.990, " +
    "|Δscore| 0.0 to 2.7, on one seed); held-out (never tuned), heavy, off (F1 0.990 to 0.970, P 0.970). " +
    "Worse, still met or missed before: 5 runs, fifth (never tuned), heavy, off, mean 0.70 to 1.11; sixth, " +
    "heavy, off, P 0.941 to 0.919. With a judge that repeats itself (the last table, not summed here) the " +
    "rows went from 19.44 to 21.15 in all: second, heavy, 0.62 to 2.25 (two seeds split one issue whose " +
    "descriptions come in two wordings that share little besides the function's name, and the repeating " +
    "judge's misses keep them apart); ninth, heavy, 2.16 to 1.82. Under a run's habits (that table): " +
    "fleet, heavy, every other run naming no line, R 0.988 to 0.976 and |Δscore| 1.7 to 3.9.",
  "- *A repair sweep swaps two reports of one run that each fit the other's group better* " +
    "(src/cluster/repair.ts `swapPlaces`). Re-assigning a run best first gives its strongest candidate " +
    "its group and the run's other report what is left. Where two issues of one function were crossed " +
    "early, each group holding one run's report of each, the report worded most like one group went " +
    "there, and its sibling, which that group's other reports match better still, stayed in the other: " +
    "third, 5 runs, heavy, seed 4, the ORDER BY and name-search injections of `find-patients` mixed across " +
    "two groups (pairwise F1 0.860). The pairs' own evidence preferred the true grouping by 5.3 bits, so " +
    "this is a search error, not an evidence one. A swap must gain more than the bonus for staying in all. " +
    "Found among the third family's errors. A crossing leaves each group one report per run, so the score " +
    "barely moves: tuned summed mean |Δscore| 58.84 to 58.83, never-tuned 31.03 to 31.02, missed cells " +
    "unchanged (37 and 22). What moved is pairwise: 5 runs, third, heavy, off, F1 0.860 to 0.913 (R 0.860 " +
    "to 0.979; still missed on another seed's precision, 0.855); 20 runs, seventh (never tuned), heavy, " +
    "off, F1 0.964 to 0.989 (P 0.965 to 0.991; still missed on |Δscore| 3.5); 20 runs, real reports " +
    "(never tuned), heavy, judge, F1 0.995 to 1.000; twin catalogue, heavy, R 0.986 to 0.991. Under a " +
    "run's habits: fleet, heavy, a run's tag at the end of each title, P 0.922 to 0.976; worse, fleet, " +
    "heavy, symbols qualified in one run and bare in the next, P 0.925 to 0.918 and R 0.913 to 0.901. " +
    "Cluster speed: 10,976 findings in 441 and 435 ms against 404 ms before, measured in one session " +
    "(465 ms in the table, run after the quality benches); 20,638 in 906 and 1000 ms against 933 ms.",
  "- *Tried after the change above and not kept* (each on every section, chosen on the tuned sums). " +
    "A symbol's words as its name's alone, without parameters or modifiers, for the symbol field, the " +
    "words a title leaves out and a description at the same symbol (`setTreasury(address)` and " +
    "`setOracle(address)` then share no word): tuned 60.39, never-tuned 31.10 (the symbol field alone " +
    '60.26). Parameter types shared by chance had kept such pairs at "some words", and without them the ' +
    '"other" level grew more negative (lending, seed 4: −3.7 to −5.3 bits), splitting one fault named at ' +
    "two entry points (`mint` / `_deposit`). Names a report's text writes as code read without a judge " +
    "too: tuned 58.12, never-tuned 31.43, missed cells 37 to 40 (the sixth family better, 4.38 to 2.57 at " +
    "10 runs; the second, third and eighth worse). A fourth category level, a category the table does not " +
    "know, apart from two known ones that differ: 63.57 and 33.45.",
  "- *Two issues at one place have their words' chance agreement learned apart* (src/cluster/learn.ts " +
    "`atOnePlace`, `uAtPlace`). Two reports at one place (the same symbol or method, or lines within 10) " +
    "that are two issues, such as an injection and its twin a few lines down, share the place's category " +
    "and the words of what it touches far more often than two issues of one file do. With one chance " +
    "agreement for both, the place, the category and a few shared words counted as three independent " +
    "agreements: a twin's report in the catalogue's template (`token read synchronously` beside " +
    "`blocking cart read in handler`, one method, one category) joined its twin's group. The words' chance " +
    "agreement at one place is now counted among the runs' own pairs at one place, shrunk towards the " +
    "file's (twelve pairs' worth), in the weights and in expectation–maximisation alike; with no such pairs " +
    "the two are the same. A first form that also spread one more pseudo-observation over the levels, as " +
    "the file's chances do, changed tests with no pair at one place: tuned 52.04, never-tuned 30.71, missed " +
    "cells 33 and 20. With it, a title's list number is also no part of the text a report repeats word for " +
    "word (`textId`), as it is no part of its words: the number made a run's two copies of one remark two " +
    "texts, and that moved a few remarks' groups when titles were numbered. Chosen on the tuned sums: " +
    "summed mean |Δscore| 52.35 to 51.60, missed cells 31 unchanged; never-tuned 30.96 to 30.60, missed " +
    "cells 22 to 21. Most of the gain is where pairs at one place are many: twin catalogue, 5 runs, " +
    "moderate, off, mean |Δscore| 1.06 to 0.38 (seed 6, P 0.989 to 1.000, a test now); eighth, 10 runs, " +
    "heavy, judge, |Δscore| 4.1 to 2.5 (within 2 on 8 seeds of 10, was 7). Worse: fourth, moderate, off, " +
    "P 0.941 to 0.893 (|Δscore| 3.7 to 5.7), the seed 1 where categories the table does not know put " +
    "different words in another category at m 0.16: its five pairs of one run all lie at one place, so " +
    '"different words, other category" there weighs +0.06 bits, not −0.44, and an invented remark at ' +
    "the controller's class joins the class's layering issue; second, 5 runs, heavy, off, F1 0.984 to 0.971. " +
    "Never-tuned, met now: 5 runs, held-out, moderate, off (P 0.938 to 1.000); 20 runs, seventh, moderate, " +
    "judge (|Δscore| 2.1 to 0.6). Missed now: 5 runs, seventh, moderate, off (P 0.974 to 0.962). Worse, " +
    "still met: held-out, heavy, off, mean |Δscore| 0.57 to 0.90; seventh, moderate, off, 0.28 to 0.54. " +
    "Better: real reports, moderate, off, P 0.988 to 1.000. Cluster speed, in one process against the version " +
    "before, least of 9, twice: repeated texts 461 and 543 ms against 478 and 544; distinct texts 728 and " +
    "709 against 676 and 651, which now group into 408 findings, not 411.",
  "- *Tried on the matcher before the change above, and not kept*. Descriptions a grouping's own runs give to two issues " +
    "(the text of reports in two groups that share a run) not shown to the grouping judge, so the evidence " +
    "alone decides a candidate shown only by one: the judge is shown one description per candidate and nothing else, and one " +
    "such text, `内存不足时会发生空指针解引用。` (the null dereference when memory runs out, said by a run of " +
    "each of three `malloc` calls), was all it saw of a report that its three samples then left alone " +
    "(eighth, 10 runs, heavy, judge, seeds 1 and 7). Tuned 52.35 to 53.38, never-tuned 30.96 to 30.77, " +
    "missed cells unchanged: the twin catalogue lost most (5 runs, moderate, judge, 0.31 to 0.73), as a " +
    "judge reading such a text as one of its issues is still better than no answer. Only a text one run " +
    "gives two of its findings: the eighth family's seed 7 not fixed, the twin catalogue worse still.",
  "- *Tried after the change above, and not kept*. Each field's chance agreement (u) learned also from the " +
    "cross-run pairs that expectation–maximisation takes for two issues, as in the classic fit that learns u " +
    "and m together, since a small test has few pairs of one run to count: third, 5 runs, heavy, off has two " +
    "to seven, so its u is mostly the prior, which puts two issues' reports within 10 lines of each other " +
    "one time in six where its cross-run pairs of two issues show it nearly one time in two. With those pairs " +
    "worth at most twelve in place of the prior: tuned summed mean |Δscore| 51.60 to 53.59, missed cells 31 " +
    "to 32; never-tuned 30.60 to 34.81, 21 to 22. Counted in full beside the pairs of one run: 60.41 and " +
    "39.21 (missed 28 and 22). For the place fields only, the words' u left to the pairs of one run (their " +
    "posterior is mostly the words', so they are the cleaner labels for the place): 54.99 and 33.65 (missed " +
    "29 and 20). All three took the fourth family's 10-run missed cells from 4 to 2, and all three made the " +
    "sixth family worse at 5 runs. The first form took third, 5 runs, heavy, off, seed 5 from P 0.855 to " +
    "0.959 (the regex issue of `read_rows` merged into its slurp issue less), and split seed 2's two " +
    "injections of `find-patients` (R 1.000 to 0.800).",
  "- *Tried after the change above, and not kept*. The line's chance agreement for two issues at one symbol " +
    "(the same symbol or method) learned apart from the pairs of one run at one symbol, shrunk towards the " +
    "file's, as the words' is at one place: counted from the true identities (10 runs, heavy, 10 seeds), the " +
    "line of one issue's two reports is as near whatever their symbols say, but two issues' reports at one " +
    "symbol are within 10 lines of each other far more often than two issues' in one file (second family " +
    "0.65 against 0.22 of cross-run pairs; third 0.83 against 0.71; development 0.33 against 0.33), so " +
    "the same symbol and a near line counted as two independent agreements. Tuned summed mean |Δscore| " +
    "51.60 to 51.75, missed cells 31 to 29 (sixth, 20 runs, moderate, off, met; fourth, one fewer); " +
    "never-tuned 30.60 to 30.51, 21 unchanged. Worse: third, 5 runs, heavy, off, 1.53 to 2.14. Shrunk with " +
    "the strength of four pairs, not twelve: 51.79 and 31.26 (missed 29 and 22). And a simpler form of the " +
    "one-to-one rule above: each report's chance of matching each report of another run in its file shares " +
    "one prior chance that it is reported there at all (a report's candidates compete; a pair's chance is " +
    "the mean of its two reports'). It took the third family's chance of one issue's two reports in " +
    "different words (5 runs, heavy) from 0.121 to 0.085 (true 0.010), and grouping no better: tuned " +
    "52.76 (missed 32), never-tuned 31.93 (20); with the place fitted again the same way among pairs whose " +
    "words agree, 51.25 (31) and 32.20 (20), third, 5 runs, heavy, off, 1.53 to 2.02, its merged seeds " +
    "(1, 5, 8) as they were: there the two issues are never reported in one run.",
  "- *Tried after the change above, and not kept*. With a judge, two groups whose words mostly disagree " +
    "bring at most the margin (4 bits) of evidence to the judge's votes; less would let one vote in three " +
    "decide less often (fourth, 10 runs, moderate, judge, seed 1: a replay issue and a timing issue at one " +
    "method, 3.41 bits, merged on one sample's false merge). At most 0, 1, 6 and 10 bits: tuned summed mean " +
    "|Δscore| 72.11, 57.19, 51.79 and 53.09 against 51.60 (missed cells 45, 38, 31 and 33 against 31), " +
    "never-tuned 37.77, 32.79, 30.18 and 32.01 against 30.60. The co-occurrence ratio capped at 4 or 8 bits " +
    "(6 now): no row of a tuned family moved (at 4, a row of the habits table below, 11.1 to 11.5). " +
    "Without a judge, a name one report's text writes as code counted as the " +
    "other's symbol only when each report's text names the other's (one issue's report at the call at " +
    "fault and its report at the function mostly name each other; a remark at a function seldom names the " +
    "issue that names it): tuned 53.91 (missed 32), never-tuned 30.17 (21); 5 runs, second, heavy, off, " +
    "0.97 to 1.94, eighth 2.45 to 3.18. The split it was for (eighth, 10 runs, heavy, seed 2: " +
    "`Path.Combine` against `ReportExporter.Export` in the same words) names `Export` in prose only.",
  "- *A group's exemplars are its most typical wordings* (src/cluster/working.ts `exemplarsOf`): the " +
    "three reports of distinct wording that stand for a group when two groups are weighed against each " +
    "other (the global pass, the moves of parts) are those whose title and description share most words with the " +
    "group's reports (Dice, summed over every member), not its first three in canonical order. Taken " +
    "first, they were whichever reports the earliest runs wrote, and one joined wrongly or worded unlike " +
    "the rest stood for the group in every comparison with another and drew reports like it. Not from the errors " +
    "of any family: from asking which of a group's reports should stand for it. Chosen on the tuned sums: " +
    "summed mean |Δscore| 51.60 to 51.27, missed cells 31 unchanged; never-tuned 30.60 to 30.22, missed " +
    "cells 21 to 20. Over every row with a mean, 16 better and 7 worse; the repeats section's summed mean " +
    "18.78 to 17.06. Met now: 20 runs, seventh, heavy, off (|Δscore| 3.5 to 1.9). Better: eighth, heavy, " +
    "off, F1 0.968 to 0.974 (R 0.946 to 0.963), mean |Δscore| 2.37 to 1.77 (within 3 points on 8 seeds of " +
    "10, was 7); sixth, heavy, off, mean 1.96 to 1.73; 20 runs, third, moderate, off, 0.29 to 0.00; 20 " +
    "runs, ninth, heavy, judge, F1 0.966 to 0.973 (|Δscore| 4.9 to 4.3); with a judge that repeats itself, " +
    "ninth, heavy, |Δscore| 8.0 to 2.2 and second, heavy, F1 0.901 to 0.939. Worse: 5 runs, sixth, heavy, " +
    "off, |Δscore| 6.5 to 8.2 (mean 3.55 to 3.97); 20 runs, sixth, heavy, off, mean 1.68 to 1.83 (within 3 " +
    "on 7 seeds of 10, was 8); 20 runs, eighth, heavy, off, 2.43 to 2.68; 20 runs, fourth, heavy, judge, " +
    "0.19 to 0.35; seventh, moderate, off, 0.54 to 0.71; under a run's habits, fleet, heavy, every other " +
    "run naming neither symbol nor line, P 0.979 to 0.967. Tried and not kept: the most typical report " +
    "first and then the first ones in canonical order (tuned 51.47, missed 31; never-tuned 31.02, 20); " +
    "typical also by the symbol's words (51.24, 32; 30.93, 21); the grouping judge shown each candidate's " +
    "most typical description rather than its first (51.49, 31; 30.88, 23). Cluster speed, in one process " +
    "against the version before, least of 9: every text distinct 633 ms against 574 (each distinct " +
    "wording is weighed against every report of its group), repeated texts 384 against 385.",
  "- *Tried after the change above, and not kept* (chosen on the tuned sums, 51.27 with 31 missed cells; " +
    "never-tuned 37.90 with 26, the tenth family counted). Without a judge, a name one report's text " +
    "writes as code counted as the other's symbol when the two reports' words are at least very similar: " +
    "tuned 50.44 but 34 missed cells, never-tuned 40.00 (26). Sixth, moderate, off, mean |Δscore| 2.44 to " +
    "1.06 and at 5 runs, heavy, 3.97 to 2.60, but 5 runs, eighth, heavy, off, 2.45 to 4.46: the new level " +
    'takes a share of one issue\'s pairs from "other symbol", which then weighs more against the rest (that ' +
    "row's seed 7: −0.87 to −1.66 bits, and an injection reported in Chinese and in English at two symbols " +
    "split). Two categories learned as related from the runs themselves, when reports of two runs in those " +
    "categories word alike at one symbol (or, with none, within three lines): tuned 57.52 (35), never-tuned " +
    "41.83 (30). A broad category (`Oracle`) became related to each issue's category at its function and " +
    'joined two of them, and "other category" weighed more against the rest.',
  "- *Four exemplars a group, not three* (src/cluster/working.ts `MAX_EXEMPLARS`): a group stands for " +
    "itself by its four most typical wordings when it is weighed against another group (the global pass, " +
    "the moves of parts) and when a run's report is first weighed against it, so a group its runs worded " +
    "four ways is no longer weighed without one of them. Not from the errors of any family: a sweep of " +
    "the fit's constants, none of which had been swept, chosen on the tuned sums (51.27 with 31 missed " +
    "cells; never-tuned 37.90 with 26). Exemplars 4, 5, 6 and 8: tuned 49.74, 49.99, 50.01 and 50.24, " +
    "missed cells 31 each; never-tuned 37.83, 37.54, 38.01 and 38.13, 26 each. Over the rows of this " +
    "table and of the one at 5 and 20 runs, 11 better and 9 worse. Better: sixth, moderate, off, mean " +
    "|Δscore| 2.44 to 2.14; 5 runs, sixth, heavy, off, 3.97 to 3.31; eighth, heavy, off, 1.77 to 1.65; 20 " +
    "runs, eighth, heavy, off, 2.68 to 2.38, and with the judge 0.66 to 0.49 (worst seed 3.6 to 2.2); 20 " +
    "runs, ninth, heavy, off, 3.53 to 3.34, and with the judge 0.93 to 0.69 (worst 4.3 to 3.4). Worse: " +
    "sixth, heavy, off, 1.73 to 1.83; eighth, heavy, judge, 0.64 to 0.80 (worst seed 2.5 to 4.1); " +
    "seventh, heavy, off, 1.32 to 1.47; 5 runs, ninth, heavy, judge, 0.91 to 1.11 (F1 on the worst seed " +
    "0.955 to 0.896); 20 runs, seventh, heavy, off, F1 0.988 to 0.970 (mean |Δscore| 0.82 to 0.84). With " +
    "a judge that repeats itself, summed mean |Δscore| 18.11 to 17.63, worse than no judge on 9 cells " +
    "where it was 11. The other constants of the fit, swept the same way, stay as they were, each at the " +
    "best of its sweep on the tuned sums: the prior's weight in each field's chances for one issue (12 " +
    "pseudo-pairs; 1, 4, 40 and 120 gave tuned 59.38, 56.60, 54.33 and 65.55, never-tuned 40.45, 39.93, " +
    "41.73 and 48.32), the file-wide chances' weight in the words' chance agreement at one place (12; 4 " +
    "and 40 gave 52.04 and 51.65, never-tuned 39.73 and 37.34) and the most one field may say (5 bits; 4 " +
    "and 7 gave 54.44 and 53.76, never-tuned 39.10 and 38.48). Cluster speed, see Determinism engine.",
  "- *Tried after four exemplars, and not kept* (chosen on the tuned sums, 49.74 with 31 missed cells; " +
    "never-tuned 37.83 with 26). The first three came from learned weights no reader could defend, found by " +
    "reading one test of a tuned family and one of a never-tuned one, the ninth, whose errors had not been " +
    'looked at before (none of the changes was kept, so it is still never tuned against): in the ninth family (20 runs, heavy, seed 4) "very similar words, other category" weighed +5.0 ' +
    'bits and "the same words, the same category" +1.8; in the fourth (10 runs, moderate, seed 1), from five ' +
    'pairs of one run and λ 0.88, "different words, other category" −0.4, so two issues of one method ' +
    "(a replayable webhook and an HMAC compared with `equals`) merged. Each field's weights held monotone " +
    "in the order of its levels (more shared words, a nearer category, symbol or line never weigh less; " +
    "a weighted isotonic projection, as Winkler's constrained EM keeps the agreement chances ordered): " +
    "tuned 51.97 (32), never-tuned 38.45 (27); held so in the words alone: 50.17 (31), 38.90 (25). The " +
    "ninth family's test above grouped no better: its remarks merge on one routine and line, which the " +
    "words' order does not touch. Two issues' chance agreement of words also learned from one agent's " +
    "reports in two files of two runs, certainly two issues and thousands of them: tuned 49.41 but 32 " +
    "missed cells, never-tuned 39.26 (27); two issues in two files share fewer words than two in one, so " +
    "partly shared words came to weigh more for one issue (held-out, 5 runs, moderate, off, mean |Δscore| " +
    "0.19 to 1.01). Pairs of two runs known to be two issues because one side's issue is surely reported " +
    "as another report of the other run (the same words at one place, each the other's only such report; " +
    "a run reports an issue once), added to the pairs of one run: the fourth family's test above went " +
    "from λ 0.88 to 0.76 and |Δscore| 5.7 to 1.4, but tuned 55.91 (32), never-tuned 41.95 (29), with the " +
    "prior worth 4 or 40 pairs in place of 12, 62.55 and 63.88; as with the truer m below, the truer " +
    "chances split what the rest of the grouping, chosen with the learned ones, had held together " +
    "(sixth, heavy, off, mean 1.83 to 3.36; development, moderate, off, 0.21 to 0.94). A symbol one run " +
    "gives to three or more of its findings in one file read as no place (a call named for several places, " +
    "`catch`, `malloc`, whose shared name taught that two issues share a symbol by chance): tuned 51.42 " +
    "with 29 missed cells, never-tuned 40.84 (29); given to two or more, 53.58 (34) and 43.84 (31), as " +
    "the reports of two issues in one function lost the function that places them. Nor does the order " +
    "the runs are taken in explain the errors: with the canonical order rotated by one run, 59 of the 840 " +
    "tests without a judge (5, 10 and 20 runs) printed another score, and by three runs 78 (correlation " +
    "of the signed Δscore with the canonical order's 0.93 and 0.94); the tuned sums without a judge were " +
    "43.11 and 42.68 against 40.33. Grouping several orders and keeping what they agree on would repair " +
    "little, for at least twice the time.",
  "- *Also tried after four exemplars, and not kept* (the same baseline). The weights fitted again from " +
    "the grouping itself, which holds what expectation–maximisation does not, that a run reports an issue " +
    "once: m counted among the cross-run pairs the first grouping put in one group, u kept, then the runs " +
    "grouped again. With λ also from the groups: tuned 56.17 (34 missed cells), never-tuned 45.01 (30); m " +
    "averaged with the fitted one: 51.70 (31) and 40.59 (26); m from the groups, λ kept: 50.28 (31) and " +
    "40.60 (27). With a judge it is worse in every form, as the first grouping leaves the close calls to " +
    "the judge and so counts too few of one issue's reports worded apart; without one, the last form took " +
    "the tuned rows from 40.33 to 39.54 (20 runs 10.07 to 8.87, but 10 runs 12.39 to 13.20) and the " +
    "never-tuned from 30.81 to 31.13, for twice the time. A description's words that name the other " +
    "report's symbol, when only one of the two names a symbol, not counted as shared, as they are not " +
    "when both name the same one (from reading the ninth family's test at 20 runs, heavy, seed 4, for this " +
    "change only: a remark with no symbol whose description ends `(compute_rest_periods)` read as similar " +
    "to another remark at that routine): tuned 49.99 (31), never-tuned 37.34 (26). Every report's own " +
    "symbol's words left out of its description, always: 60.14 (35) and 39.27 (29). The line's weight for " +
    "two reports at one symbol (the same symbol or method) from its own chances, m from the cross-run " +
    "pairs at one symbol weighed by their posterior and u from the pairs of one run at one symbol, each " +
    "shrunk towards the line's chances over the file: the same routine and a line within 3 had counted " +
    "as two independent agreements (+5.0 bits each), which is how two remarks one run each made at one " +
    "routine, in other words and categories, merged (eighth, 20 runs, moderate, off, seed 8, looked at " +
    "for this change). Shrunk with the strength of 12 pairs: tuned 54.82 (33), never-tuned 38.71 (26); " +
    "of 4: 54.00 (33) and 39.16 (27). The words' chance agreement learned also from the cross-run pairs " +
    "whose place says two issues (another symbol and lines more than 25 apart, where one issue's reports " +
    "are almost never found): in that test it brought each level's u to within a few thousandths of the " +
    "truth (the same words in another category 0.003 to 0.039, true 0.038; +5.0 bits to +2.8, true " +
    "+2.8), as the pairs of one run, 66 there, had left most levels to the prior. Counted in full: tuned " +
    "50.13 (31), never-tuned 38.56 (27); worth a half, a quarter or a tenth of a pair of one run each: " +
    "49.87, 49.34 and 50.36 (31 each), never-tuned 38.33, 38.10 (25) and 38.01; with a judge worse in " +
    "every form (9.41 to 9.64 to 9.90 on the tuned rows), and with the judge's margin moved to 3 or 5 " +
    "bits, worse still (10.20 and 10.43). The dip at a quarter is not a trend. What it showed: with u " +
    "near the truth, what still merges such remarks is m, which EM gives the levels of different words " +
    "(0.005 for different words in another category, true 0) from two issues' reports at one place.",
  "- *A package's version is not its name* (src/cluster/symbols.ts): `lodash@4.17.15` had been the " +
    "method `15` of an owner `17`, `requests==2.19.0` the method `0`, so a report naming the package at " +
    "its version and one naming it bare (`lodash`, `node_modules/lodash`) named two places; now a version " +
    "pinned as an ecosystem writes it (`@`, `==`, `>=`, `~=`, `!=`, a Maven coordinate's `:2.9.8`) is " +
    "dropped. Found by probing the normaliser with the symbol forms configuration tools write, the eleventh " +
    "family's among them, not by its errors, which were then not looked at; decided on the tuned families, " +
    "where no grouping moved (nor in any family but the eleventh: 1,682 of the 1,800 groupings " +
    "identical). The eleventh family's rows moved both ways (measured after, not used to choose): 10 " +
    "runs, heavy, off, F1 0.873 to 0.892 and mean |Δscore| 1.65 to 1.12, with the judge 1.47 to 1.11; " +
    "moderate, off, P 0.965 to 1.000 but mean |Δscore| 1.83 to 1.99; 5 runs, moderate, off, F1 0.940 to " +
    "0.895 (P 0.939 to 0.906); 20 runs, heavy, off, mean |Δscore| 1.76 to 2.81, with the judge F1 0.933 " +
    "to 0.953; its cells meeting every target on the mean seed 11 to 8 of 12. Two vulnerabilities of one " +
    "package at one line of its lock file now share their place whatever the version written, and only " +
    "their words tell them apart.",
  "- *A build label names its package's target, and an element named in brackets is a member* " +
    "(src/cluster/symbols.ts `labelOf`, `namedElements`): `//services/payments:ledger_client` had been read " +
    "as a route's path, one name nothing else met, and is now `payments.ledger_client`, as " +
    "`payments:ledger_client` already was; `env[STRIPE_API_KEY]` and `volumes[docker-sock]` had been one " +
    "word run together with the holder's name, and `containers[name=api]` an assignment, and are now the " +
    "member of their holder (`env.stripe_api_key`), so a report naming the element alone meets them; an " +
    "index (`containers[0]`) stays as it was. Found by the same probing, after the change above, and decided " +
    "the same way: no grouping moved but the eleventh family's (1,714 of 1,800 identical), whose rows moved " +
    "both ways (measured after, not used to choose): 10 runs, moderate, judge, mean |Δscore| 0.31 to 0.19; " +
    "heavy, judge, 1.11 to 1.30; 20 runs, heavy, judge, F1 0.953 to 0.944 (mean |Δscore| 2.18 to 2.76); " +
    "5 runs, heavy, off, F1 0.900 to 0.905; its cells meeting every target unchanged.",
  "- *The receiver of a call from inside its class is no owner, and an anonymous function no name* " +
    "(src/cluster/symbols.ts `withoutReceiver`): `self.save`, `this.handleSubmit`, `$this->charge()` had " +
    "the owner `self`, `this`, which no report naming the class or the method alone met; `anonymous " +
    "function` had been the method `function` of an owner `anonymous`. Found by the same probing, with " +
    "symbols as models write them in any language. No grouping of the benchmark moved.",
  "- *A line written in the symbol is a line* (src/findings/location.ts `parseSymbolField`, read where " +
    "the file and location fields are): `Vault.mint():42`, the classic location form, had been the method " +
    "`42` of an owner `mint`, and `L42` or `lines 10-20` where a symbol goes a name; the reader now splits " +
    "off the line, which counts where no field gives one, and a line alone names no symbol. No grouping " +
    "of the benchmark moved.",
  "- *The least match share expectation–maximisation may settle on is a share of the matches possible, " +
    "not of the pairs* (src/cluster/learn.ts): it had been 1 pair in 100 whatever the file, so EM could not " +
    "conclude that nearly nothing matches. In a file of hundreds of reports a run, a report meets hundreds " +
    "of another run's and matches one at most, so fewer than 1 pair in 100 can be one issue, and EM filled " +
    "the share with pairs of two issues and learned that one issue's reports lie far apart. Found off the " +
    "bench, on runs of one bundled file with each issue reported by few runs: 3 runs of 900 issues, each " +
    "reported with chance 0.3, pairwise precision 0.620 and a score of 54.0 against a true 46.4; 10 runs of " +
    "4,000 issues, each with chance 0.2, precision 0.372, 1,824 findings for 3,598 and a score of 44.7 " +
    "against 22.7, in 25 s. Now 1 in 100 of the matches possible (the same in the fit of the place on " +
    "agreeing words): both exact, the second in 10 s. No grouping of the benchmark moved: no " +
    "test's fitted share came near either floor (each was at least 0.7 of the matches possible).",
  "- *Beside a remark several runs word alike, a report worded like no other there and filed under " +
    "another category than each is split off* (src/cluster/unworded.ts, `wordedApartChance` in " +
    "src/cluster/learn.ts), when one issue's reports would all read so with a chance below 1 in 10,000: " +
    "the chance for two of them (`m` of the words' field at not even similar words and a category neither " +
    "the same nor related), to the power of the group's other reports. A group none of whose reports is " +
    "worded like another was already split; a group some of whose reports are kept every remark that " +
    "landed beside them. Found at 50 runs, where the score read high without a judge in every family with " +
    "remarks (eighth, moderate, seed 1: three runs' `变量命名不规范` at one C function with one run's " +
    "`缺少注释说明`, `魔法数字应定义为常量` and `日志级别使用不当`, one finding). The chance was chosen " +
    "from 1 in 100, 1,000, 3,000, 10,000 and 30,000 on the tuned families' rows without a judge at 5, 10 " +
    "and 20 runs (summed mean |Δscore| 40.32 before: 39.79, 39.38, 39.20, 38.96 and 39.16; never-tuned " +
    "41.83 before: 40.18, 39.95, 40.43, 40.43 and 41.10); split whatever the chance, 39.74 and 39.73, " +
    "but 5 runs, tuned, 17.86 to 18.52; split regardless of the category, 5 runs, tuned, 17.86 to 40.28. " +
    "Bench: tuned summed mean |Δscore| 49.74 to 48.38, never-tuned 54.75 to 53.35; cells missed on the " +
    "worst seed unchanged (31 and 37), on the mean seed 1 and 6 to 1 and 5; no row with a judge moved " +
    "(every group it builds is worded alike throughout). Better, without a judge: 20 runs, eighth, " +
    "moderate, mean |Δscore| 2.16 to 1.33 (met), heavy 2.38 to 1.88; ninth (never tuned against), " +
    "moderate, 2.39 to 1.49, heavy 3.34 to 2.93; 10 runs, second, heavy, 0.73 to 0.57; eighth, moderate, " +
    "0.74 to 0.63; 5 runs, tenth (never tuned against), heavy, 1.26 to 0.90. Worse: 5 runs, development, " +
    "heavy, 0.23 to 0.70 (a seed's 4.6, now missed); 20 runs, seventh (never tuned against), moderate, " +
    "0.22 to 0.65. Under a run's habits, one row moved: symbols qualified in one run and bare in the next, " +
    "|Δscore| 0.9 to 0.8. At 50 runs without a judge (the " +
    "families' 10 seeds, not a row of these tables), summed mean |Δscore| tuned 25.30 to 18.48 (eighth, " +
    "moderate, 6.49 to 2.62; heavy, 7.20 to 4.81; sixth, heavy, 3.88 to 3.34), never-tuned 31.24 to 26.72 " +
    "(ninth, moderate, 6.03 to 3.15; heavy, 6.81 to 5.09): still high, as the groups two remarks of one " +
    "run each make are left to the evidence.",
  "- *Tried after the change above, and not kept: a finding in one file* (the same sums). A report that " +
    "names a file by its base name alone (`Dockerfile`) may share it with reports of two files " +
    "(`services/ledger/Dockerfile`, `services/payments/Dockerfile`), and through such reports a group can come " +
    "to hold both: at 10 runs, 8 groups of the 600 groupings (off and with the judge's margin) were in " +
    "two files, 7 of them in the eleventh family (its worst test, heavy, seed 8: the ledger and the payments " +
    "images' `No non-root user` in one group and in another); 3 at 5 runs and 20 at 20, all in the " +
    "eleventh. Each such group split in the end into one group per file, each report joining the first part " +
    "whose every report it may share a file with: no tuned row moved (48.38), the never-tuned 53.35 to " +
    "58.72, all of it in the eleventh family (10 runs, heavy, off, mean |Δscore| 1.12 to 1.95; 20 runs, " +
    "heavy, off, 2.81 to 4.27): a report naming only `Dockerfile` went with the first part, where half the " +
    "time it is the other image's, and the parts became findings of their own. The invariant is worth " +
    "keeping where the reports are compared, not after: done since (below).",
  "- *With a judge, two groups merge only if every file their reports name may be one* " +
    "(src/consolidate/judge.ts, apply.ts), as the judge's description always said: the check had read each " +
    "group's first report's file alone, and a merge was checked between the two groups the answer named, " +
    "not between what they had been merged into, so a group whose first report names only `Dockerfile` " +
    "joined both images' groups. A correction of the contract, not chosen on the rows: no tuned row moved " +
    "(judge rows at 5, 10 and 20 runs, summed mean |Δscore| 9.42 to 9.41); the eleventh family's moved, " +
    "worse (10 runs, heavy, 1.30 to 1.48; 20 runs, moderate, 0.81 to 0.96, heavy, 2.76 to 2.85; with a " +
    "judge that repeats itself, 2.01 to 2.18), which was not looked into.",
  "- *A finding is in one file, in every step* (src/cluster/working.ts `fitsFile`, `shareFile`). A report " +
    "joins a group, in the first assignment and in the repair sweeps, only if it may share the file of " +
    "every report there from another run; the global merge, and so the parts' move, weighs two groups only " +
    "if each report of one may share the file of each of the other's. Each step had compared a report " +
    "with a group's exemplars, or two groups' exemplars, and a group whose exemplars name only " +
    "`Dockerfile` fits both images. Of the 65,137 groups of every 5-, 10- and 20-run test, without a " +
    "judge and with its margin, 31 had been in two files; now none of 65,132. A seeded test of two " +
    "images' one misconfiguration named by path or as `Dockerfile` (test/cluster/one-file.test.ts) had 78 " +
    "groups in two files, and leaving out any one of the three checks leaves some. A correction of the " +
    "contract, as the judge's above, not chosen on the rows: no tuned row moved (summed mean |Δscore| " +
    "48.38); the eleventh family's did (its sum 53.78 to 52.30 of the never-tuned, as it was counted): " +
    "10 runs, heavy, off, 1.12 to 0.95; 20 runs, heavy, off, 2.81 to 1.81, judge 2.85 to 2.19; moderate, " +
    "off, 2.38 to 2.68; 5 runs, heavy, off, 1.11, the mean seed now met. It was found reading that " +
    "family's worst test, so the family counts as tuned against from here. A group keeps one report for " +
    "each file its reports named, read before its members: checking every member took about 4% of the " +
    "cluster benchmark's distinct-text row in a profile.",
  "- *Tried after the change above, and not kept: a symbol that is the file's own path or name read as " +
    "none* (`services/payments/Dockerfile` given as the symbol of a finding about the whole image). Found " +
    "in the eleventh family (10 runs, moderate, seed 7), where it kept a report apart from its issue's " +
    "group, whose reports name the `USER` instruction. Summed mean |Δscore|, the eleventh counted as tuned: " +
    "tuned 64.24 to 64.11, never-tuned 36.43 to 37.01 (held-out, 5 runs, moderate, off, 0.19 to 0.53, its " +
    "worst seed 3.4 and missed; third, 5 runs, heavy, off, 1.53 to 2.02). Such a symbol also says the " +
    "finding is about the whole file, not one of its functions, and two reports that give it agree on that.",
  "- *Tried before the change above (beside a remark several runs word alike), and not kept*, on the rows " +
    "without a judge (summed mean |Δscore| at 5, 10 and 20 runs: tuned 40.32, never-tuned 41.83). Found " +
    "reading the sixth family (10 runs, moderate, seed 10): each run makes one centralization remark, at " +
    "`setOracle` or at `setReserveFactor`, in other words, and the two groups, never in one run, merged on " +
    "the co-occurrence ratio. Without a judge, the ratio left out for two groups whose words mostly " +
    "disagree, as it is with one: tuned 46.52, never-tuned 43.20 (5 runs, tuned, 17.86 to 21.77). Counted " +
    "only past 2 bits for such groups: 39.95 and 41.58, the seed not mended and the rest within a draw.",
  "- *Tried after a finding in one file, in every step, and not kept: with a judge, a report's best group left to the judge.* " +
    "With the judge's margin a report joins a group on the evidence alone only where their words agree; " +
    "where the group its place and words favour most is one whose words differ, it joined the best group " +
    "whose words agree instead. Read from the eleventh family (10 runs, heavy, seed 7: with the judge, a " +
    "group mixing two containers' `runs as root`, which without one are grouped right). Left alone for " +
    "the judge instead: the judge rows (5, 10 and 20 runs) tuned 15.13 to 14.64, never-tuned 7.02 to " +
    "7.21, each move within a draw of the judge, and that group still formed, by another step.",
  "- *Words the runs show telling two issues apart* (src/cluster/contrast.ts). One run reports an issue " +
    "at most once, so two reports of one run and file whose title (or description) differ in one word " +
    "alone (`Container api may run as root` / `Container migrate may run as root`; `The tenant file is " +
    "read …` / `The address file is read …`) are two issues told apart by that word: the words seen in that " +
    "place among the same other words, in any run, contrast, in that file. Two reports of two runs each " +
    "holding a word of one contrast that the other lacks are compared as if their words were different, " +
    "however much else they share, so their place decides, and with a judge the pair is the judge's. A " +
    "contrast counts for a pair only if a run other than the pair's own showed it, so the within-run pairs " +
    "that teach the chance agreement are not weighed by the contrast they taught; a word in every one of a " +
    "run's reports of a file (`(pass 2)`) is not read as a contrast for that run's reports, as a number " +
    "that is also an issue's elsewhere had split one issue's reports (a test of 900 issues in one file). " +
    "Summed mean |Δscore| (5, 10 and 20 runs, both modes): tuned 64.24 to 54.35, never-tuned 36.43 to " +
    "36.12. Of the never-tuned cells four moved by more than 0.05: 10 runs, ninth, heavy, off, 2.13 to " +
    "2.23; 20 runs, ninth, heavy, off, 2.93 to 2.83, judge 0.69 to 0.61; seventh, moderate, off, 0.65 to " +
    "0.41. The tuned gains are in the eleventh family (20 runs, moderate, off, 2.68 to 0.40; heavy, off, " +
    "1.81 to 0.22, judge 2.19 to 0.35; 10 runs, moderate, off, 1.99 to 1.08; heavy, off, 0.95 to 0.45) and " +
    "the twin catalogue (10 runs, heavy, off, 0.91 to 0.35; judge 0.64 to 0.28): over its ten heavy seeds " +
    "at 10 runs, groups holding two issues went from 32 to 12, and those holding both of a pair of twins " +
    "from 8 to 3 (a test, test/cluster/contrast.test.ts). Worse: twin catalogue, 5 runs, heavy, off, 0.91 " +
    "to 1.06, judge 0.27 to 0.43: with fewer runs fewer pairs of twins are seen together. Cells meeting " +
    "every target on the worst seed: 5 runs 29 to 30 of 60, 10 runs 37 to 38, 20 runs 46 to 51; " +
    "never-tuned 12, 15 and 19, unchanged; on the mean seed 57 to 58, 59 to 60 and 59 to 60. Under a " +
    "run's habits (below), the simulator catalogue as generated, |Δscore| 0.7 to 0.1; every other run " +
    "naming no line, 1.6 to 0.1; naming neither symbol nor line, 11.3 to 0.5 (P 0.887 to 0.964); no run " +
    "naming either, 13.7 to 0.7 (P 0.846 to 0.944): where the place is gone, the words one twin's reports " +
    "share with the other's no longer pass for one issue's. The cluster benchmark's " +
    "repeated-text row is now grouped exactly (see there). Chosen on the tuned sums among: a contrasted " +
    "pair's words as \"some words\", boilerplate's level, 54.36 and 36.30, but pooled with boilerplate " +
    "the contrasted twins taught that the same remark at one place is two issues (the simulator catalogue " +
    'with every other run naming no line: |Δscore| 1.6 to 5.4, where "different" gives 0.1); "a few ' +
    'words", 54.10 and 36.75; and, each with "some words": contrasts learned across files, not per ' +
    "file, 53.60 and 36.30, but the distinct-text row, whose texts carry each report's number, then found " +
    "contrasts between every file's reports and took 1.7 s against 0.6 to 0.7; a slot known by its words, " +
    "not by the words around it, 54.91; a contrast two runs other than the pair's must show, 56.25 and " +
    "36.19; the within-run pairs learned without contrasts, 57.91. Found by hashing each text less one " +
    "word, so it is linear in the words; its cost is in the cluster section.",
  "- *Tried after the change above, and not kept: contrasts in a title's words as written.* A title's " +
    "words leave out those its category and symbol say, so `Container migrate may run as root` at the " +
    "symbol `Deployment/payments-api/migrate` teaches no slot and holds no word of one. Found reading the " +
    "eleventh family (10 runs, heavy, judge, seed 8: `runs as root` of two containers in one group before " +
    "the judge was asked). Slots learned from, and looked for in, the title as written: tuned 54.35 to " +
    "50.97, every gain in the eleventh family (10 runs, heavy, judge, 1.35 to 0.21); never-tuned 36.12 to " +
    "36.72 (20 runs, seventh, moderate, off, 0.41 to 0.65; ninth, heavy, judge, 0.61 to 0.87); cells met " +
    "on the worst seed at 10 runs 38 to 37. It fitted the errors looked at.",
  "- *Two symbols whose reports' texts each name their own* (src/cluster/compare.ts `namesApart`): a level " +
    'of the symbol field of its own, learned like the others. `Cache array length in claim` with "The loop ' +
    'in claim reads …" at `claim`, the same at `_updateAll`: one remark made of two places, where one ' +
    "issue whose reports name two functions on its path writes the other's name, or neither. Read as " +
    "\"other\", such a pair was weighed as if the words' agreement said something apart from the symbols' " +
    "disagreement, when the same remark at two places is exactly that; and the runs seldom teach it " +
    "otherwise, since a pair of such remarks that no run made both of is no pair known to differ, and " +
    "never sharing a run spoke for one issue (the sixth family, 10 runs, moderate, seed 10: `claim` and " +
    "`_updateAll`, `setOracle` and `setReserveFactor` were one group each; the diagnostic below found the " +
    "first with the true weights too). A text names a symbol when it holds every word of the symbol's own " +
    "name (its last part). Of the tuned families' cross-run pairs at two symbols (10 runs, seeds 1 to 5), " +
    "one issue's read so in 3 of 4,293, two issues' in 13,715 of 25,702. Summed mean |Δscore| (5, 10 and " +
    "20 runs, both modes): tuned 54.35 to 47.29, never-tuned 36.12 to 36.16; summed mean F1 up in both. " +
    "Tuned gains: sixth, moderate, off, 5 runs 1.70 to 0.15, 10 runs 2.14 to 0.60; heavy, off, 5 runs 3.31 " +
    "to 2.06; eighth, heavy, off, 5 runs 2.45 to 1.37; eleventh, moderate, off, 10 runs 1.08 to 0.53. " +
    "Worse: third, heavy, off, 5 runs, 1.53 to 2.02; eleventh, heavy, off, 5 runs, 1.11 to 1.33; and the " +
    "sixth, heavy, off, 10 runs, seed 3 now splits one issue whose reports name `exchange`, " +
    "`remove_liquidity` or `_transfer_out` (recall 0.943, 6.5 points low), which merges of remarks had " +
    "offset. Never-tuned cells that moved by more than 0.05: held-out, moderate, off, 5 runs 0.19 to 0.53 " +
    "(its worst seed 3.4 points off, a cell lost on the worst seed), 20 runs 0.00 to 0.16; held-out, heavy, " +
    "off, 10 runs 0.90 to 0.79, 20 runs 0.81 to 0.96; ninth, heavy, off, 5 runs 1.63 to 1.77, 10 runs 2.23 " +
    "to 2.41, judge, 5 runs 1.11 to 0.82; seventh, heavy, off, 10 runs 1.47 to 1.26, 20 runs 0.84 to " +
    "0.68; real reports, 10 runs, heavy, off, 1.44 to 1.38, 20 runs, moderate, off, 0.06 to 0.00. Cells " +
    "meeting every target on the worst seed: 5 runs 30 to 29 (never-tuned 12 to 11), 10 runs 38, 20 " +
    "runs 51; on the mean seed 58, 60 and 60, unchanged.",
  "- *Tried with the change above, and not kept.* Chosen on the tuned sums (before it: 54.35, never-tuned " +
    "36.12). Found reading the fourth family (10 runs, moderate, seed 1), where the runs gave 5 pairs known " +
    "to differ and EM, with their chance agreement mostly the prior's, took λ to 0.88 (true 0.73) and " +
    "gave one issue's pairs in different words and another category a share of 0.16 (true 0): *the words' " +
    "chance agreement learned with the agent's pairs of one run in two files as its prior* (a sample of " +
    "four a report): 56.60 and 38.45, as two issues of two files share fewer words than two of one file " +
    "and the levels of some shared words then read as one issue; *the words' weights held to fall as " +
    "fewer words are shared*, each level capped by the one above it, 59.58 and 36.64, or adjacent levels " +
    "pooled (pool-adjacent-violators), 54.26 and 37.30. Then, for the same remark at two places: *the " +
    "texts' words taken as different* (as a contrast is), 62.01 and 37.07, since EM then learned that one " +
    'issue\'s reports name two functions far less often (m of "other" 0.083 to 0.023, the sixth family, ' +
    "heavy, seed 3) and split them; the same applied only after the weights were learned, 54.65 and " +
    "36.34. And *a name a text writes as code read without a judge too*: alone 51.63 and 35.70; with the " +
    "change above 48.52 and 35.54 (against 47.29 and 36.16): it mends the split above and, as before, " +
    "joins remarks at a function to the issue whose text names it.",
  "- *Tried after the change above, and not kept: the words taken as saying nothing for two reports whose " +
    "texts each name their own symbol* (left out of the fit and given no weight there, as a field one side " +
    "leaves empty is). Found reading the sixth family (10 runs, moderate, seed 1): `Cache array length in " +
    "notifyRewardAmount` and `… in _updateAll`, no run reporting both, still merged, the same words (+5 " +
    "bits, the cap) offsetting the level (about −6.1) and never sharing a run adding 3.8. Summed mean " +
    "|Δscore| (against 47.29 and 36.16): with the within-run pairs at that level left out of the words' " +
    "chance agreement too, tuned 49.14, never-tuned 36.24 (cells met on the worst seed 118 to 120); with " +
    "them kept in, 47.57 and 35.86 (119). And the prior's weight in the learned chances (12 " +
    "pseudo-observations) at 6: 50.62 and 38.57; at 24: 50.03 and 35.89.",
  "- *Tried after the change above, and not kept: each issue's own place, as each issue's own wording is " +
    "weighed.* In the global merge, where every pair of two groups' reports has texts that each name their " +
    "own symbol and a group's first reports (three to eight) all name one symbol, a report naming another " +
    "was ranked against them: log2(k + 1) bits against one issue. Read from the sixth family (10 runs, " +
    'moderate, seed 10: `setTreasury` and `constructor`, "Missing zero-address check …", 6 and 3 runs ' +
    "never shared, 4.9 bits). Tuned 47.29 to 47.00, never-tuned 36.16 unchanged, and one more cell met (10 " +
    "runs, 39); but both cells it moved are the sixth family's, moderate, off (10 runs 0.60 to 0.37, 20 runs " +
    "1.00 to 0.94): it fitted the errors looked at.",
  "- *Tried after the twelfth family's first run, and not kept: a title naming its own symbol counted as a " +
    "text naming it* (titles' words leave out their symbol's, so only descriptions were read). Tuned " +
    "47.29 to 48.14; never-tuned, the twelfth included, 44.23 to 43.48, with two more never-tuned cells met " +
    "on the worst seed (10 runs: held-out, heavy, off; ninth, heavy, judge).",
  "- *Tried then, and not kept: a name a text writes as code read without a judge too* (against 47.29 and " +
    "44.23 with the twelfth family): 48.52 and 43.25; only where the two reports' categories are the same " +
    "or related (a remark in its own category at a function the issue's text names is not an issue's " +
    "report): 49.00 and 42.91, with 10 runs' cells met on the worst seed 40 to 43 and 5 runs' 29 to 27.",
  "- *A note on choosing.* Of the variants tried with and after *two symbols whose reports' texts each name their own*, several that lost on the tuned sums won " +
    "on the never-tuned ones (names in code without a judge, a title naming its symbol, the prior's weight " +
    "at 24). Every kept change was chosen on the tuned sums, so the tuned families sit near those sums' " +
    "optimum and any change measured there starts at a disadvantage; the never-tuned sums carry no such " +
    "bias and are the fairer test of a change, but choosing by them would end their use as a check.",
  "- *Ten fresh seeds (11 to 20), a one-off check of that bias.* On them *two symbols whose reports' texts each name their own* holds (tuned " +
    "60.20 to 54.86, never-tuned 29.70 to 28.27 over the families both versions have), and three variants " +
    "rejected on seeds 1 to 10 read otherwise (tuned and never-tuned sums over the 192 cells, against 54.86 " +
    "and 35.25): names in code read without a judge, 51.64 and 34.30; a title naming its own symbol, 53.46 " +
    "and 35.25; both, 50.61 and 34.59 (on seeds 1 to 10, 49.05 and 42.30 against 47.29 and 44.23: over the " +
    "20 seeds, tuned 99.66 against 102.15, never-tuned 76.89 against 79.48); the prior's weight at 24, " +
    "54.45 and 37.23. Not adopted yet: reading the names costs every report a scan of its text, and the " +
    "cluster benchmark's distinct-text row, near its 1 s target, takes 22% longer with it (610 to 745 ms, " +
    "one process, least of 6; repeated texts 2%): the names have to be found more cheaply first.",
  "- *A Kubernetes resource names the resource and its container* (src/cluster/symbols.ts " +
    "`kubeResourceOf`): a kind, maybe with its API group, a name and maybe a container, as kubectl and the " +
    "scanners write them (`Deployment/payments-api/worker`, `deployment.apps/payments-api (container " +
    "worker)`, `deploy/payments-api -c worker`), is the resource, or its container owned by it; the kind " +
    "and group are no owner. `deployment.apps/payments-api` had been the method `paymentsapi` of an owner " +
    "`apps` and `Deployment/payments-api` of `deployment`, and the container in parentheses was dropped, " +
    "so a report about one container was about the Deployment (the eleventh family's worst test, above). " +
    "A reading fix, decided on the tuned sums: 47.29 to 44.19, every move in the eleventh family (5 runs, " +
    "moderate, off, 1.55 to 0.57; heavy, off, 1.33 to 0.92, judge 0.84 to 0.38; 10 runs, heavy, judge, " +
    "1.10 to 0.80, off 0.27 to 0.38; 20 runs, heavy, judge, 0.35 to 0.00); no other grouping moved, the " +
    "never-tuned sum (44.23) and the cells met unchanged. On the fresh seeds 11 to 20, tuned 54.86 to 53.75.",
  "- *Names in code read without a judge too* (src/cluster/features.ts; the names found by " +
    "src/cluster/code-names.ts). Decided, from this change on, on the tuned sums over seeds 1 to 20 " +
    "(`npm run choose`, bench/grouping-choice.ts), " +
    "since seeds 1 to 10 favour the code tuned on them (*A note on choosing*); this table still shows " +
    "seeds 1 to 10. Summed mean |Δscore|, tuned and never-tuned: seeds 1 to 10, 44.19 and 44.23 to " +
    "45.84 and 43.25; seeds 11 to 20, 53.75 and 35.25 to 50.66 and 34.30; over the 20, 97.94 and " +
    "79.48 to 96.50 and 77.55. Paired by seed, the tuned gain is within the seeds' noise (better on 9 " +
    "of 20 seeds, t −0.5), the never-tuned one less so (12 of 20, t −1.6). Cells met on the worst seed: " +
    "122 on seeds 1 to 10 as before, 116 to 121 on seeds 11 to 20. It joins one issue's reports at the " +
    "functions on its path (the sixth family, 10 runs, heavy, seed 3: the ignored raw_call at " +
    "`_transfer_out`, `remove_liquidity` and `exchange`, three findings before), and the remarks at " +
    "`accrueInterest` it once joined to the liquidation issue now stay apart. Lost: the sixth family, " +
    "10 runs, moderate, seed 10, merges `setOracle` / `setReserveFactor` again (the learned weight of " +
    "*each text naming its own* −5.9 to −4.9 bits there; precision 0.948 to 0.895). Reading the names " +
    "had cost the distinct-text row 22%; one pass over the characters of an ASCII text (nearly every " +
    "text), a name read as a symbol once per clustering, finds the same names (a test compares the two " +
    "readings on random texts) in a fifth of the time (11,000 texts, 42 to 9 ms), and the row now " +
    "takes 6% longer (642 to 681 ms, least of 4 processes, alternating; repeated texts 1%), the rest " +
    "being the candidates the names bring. *With a title naming its own symbol too* (counted as its " +
    "description naming it): over the 20 seeds 96.05 and 76.89, better by less than the seeds' noise, " +
    "4% slower again, and it split a route from its handler (the development family, 10 runs, " +
    "moderate, seed 4: `GET /orders` from `order_list`, whose title `Customer loaded per order in the " +
    "listing` holds the words of `order_list` as prose); not kept.",
  "- *Tried after it, and not kept: category labels related by the runs.* Two labels the catalogue does " +
    "not relate (`Weak Hash` / `弱哈希算法`, a rule id and a CWE) were taken as related where reports of " +
    "two runs at one place (the same symbol, or lines within 3) whose words are at least similar carry " +
    "them, in two or more pairs of runs, and no run carries both at one place. Over the 20 seeds, " +
    "tuned 96.50 to 101.98 (worse on 15 of 20 seeds, t 2.5), never-tuned 77.55 to 75.45 (better on 13, " +
    "t −0.9): losses spread over the tuned families (eighth, heavy, off, 10 runs 1.12 to 2.18; third, " +
    "moderate, off, 5 runs 0.29 to 0.96), whose two issues at one place then shared a related label.",
  "- *Tried then, and not kept: the lines' chance agreement learned apart for two reports at one symbol* " +
    "(as the words' is at one place): a symbol and a line are not independent, two issues of one " +
    "function lie near each other, and counted as two agreements the place joined different remarks " +
    "at one function (the sixth family, 20 runs, heavy, seed 12: `Reliance on block.timestamp` and " +
    "`Missing event emission` in `commit_new_fee`, no words or category shared, merged at +1.9 bits). " +
    "Lines within 3 at one symbol then weighed 0.78 bits there instead of 2.30, and the score at 20 " +
    "runs without a judge read less high (mean signed Δ over seeds 1 to 10 +0.50 to +0.43), but over " +
    "the 20 seeds the sums moved within the noise: tuned 96.50 to 96.92 (t 0.2), never-tuned 77.55 " +
    "to 76.96.",
  "- *Tried then, and not kept: two remarks as a level of the words' field.* A title (less its symbol's " +
    "and category's words) the agent writes at two or more symbols is a remark it makes of many places; " +
    "two reports carrying two such titles, their words no more than some words alike, were given a " +
    "level of their own, learned like the others, so that two remarks at one function are told apart " +
    "by being two known remarks. Over the 20 seeds, tuned 96.50 to 96.74 (t 0.3), never-tuned 77.55 " +
    "to 79.54 (worse on 16 of 20 seeds, t 2.8); the score at 20 runs without a judge read no less high " +
    "(mean signed Δ, seeds 1 to 10: tuned +0.36 to +0.37, never-tuned +0.67 to +0.75).",
  "- *Measured with `npm run choose` when it was written: the co-occurrence ratio capped at 5 bits " +
    "instead of 6* moved no tuned cell over the 20 seeds (96.49) and the never-tuned sum from 77.54 to " +
    "77.47: the cap is seldom what decides.",
  "- *A title that writes its symbol's name names it, and a route's own name is its path* " +
    "(src/cluster/features.ts `titleNamesSymbol`, src/cluster/symbols.ts `ownNameText`). Two reports " +
    "at two symbols are *each text naming its own* when each names its own symbol and not the " +
    "other's; a title had not counted, as titles leave out their symbol's words, so `Cache array " +
    "length in claim` with a description silent on `claim` was read as another symbol. Tried before " +
    "with the name's words anywhere in the title, it split a route from its handler (above): words " +
    "of prose spell names (`order`, `listing` for `order_list`), and the route's own name had been " +
    "read with its method (`GET /orders`: `get`, `order`), which the handler's does not hold. Now the " +
    "title must write the name as the symbol does, and a route's own name is its path. Decided with " +
    "`npm run choose` over seeds 1 to 20 (summed mean |Δscore|, tuned / never-tuned): 96.49 / 77.54 " +
    "to 95.42 / 76.90 (tuned paired by seed t −1.9); the route alone 96.08 / 77.54, no seed worse; " +
    "cells meeting every target on seeds 1 to 10, 122 to 124. The level now takes 26 of 4,185 of one " +
    "issue's cross-run pairs at two symbols (the tuned families, 10 runs, seeds 1 to 5; 3 before), " +
    "most of them the call at fault and its function each titled `… in <symbol>`, and 16,629 of " +
    "25,660 of two issues' (15,845 before); its weight is learned, so a model whose titles always " +
    "name the symbol teaches that. The cluster benchmark's distinct-text row within the noise (in one " +
    "process, alternating, least of 10: 697 against 715 ms, and 748 against 751 in a second).",
  "- *Tried after it, and not kept: stock sentences left out of the descriptions' words.* A sentence, " +
    "less the name of the place it is written of, that the runs write at three or more places (`Seen " +
    "in commit_new_fee.`) was taken as said of different issues and dropped from the words compared: " +
    "it had made two unrelated remarks at one function read as sharing some words (the sixth family, " +
    "20 runs, heavy, seed 12). With places counted by file and symbol as written, one issue's own " +
    "description, written at the symbols its runs give it, was dropped too: tuned 95.42 to 221.72 " +
    "over the 20 seeds. Counted by file: tuned 95.42 to 105.69 (t 3.0), never-tuned 76.90 to 88.46, " +
    "cells met 124 to 110: sentences shared by the issues of several files are also what one issue's " +
    "reports share.",
  "- *Tried then, and not kept: the grouping judge's reliability prior worth 4 samples instead of 10* " +
    "(src/consolidate/reliability.ts), since a judge that is always right never splits its votes and, " +
    "against a prior of 80% sensitivity, reads as one that repeats itself (with a perfect simulated " +
    "judge, the development family, 10 runs, moderate, seed 1, kept `Monolithic AppService` apart from " +
    "its issue at −7.2 bits, three yes votes counting about 6 bits). Over the 20 seeds, tuned 95.42 to " +
    "95.35 (t −0.2, a knob's noise), never-tuned 76.90 to 78.01 (worse on every seed that moved, t 2.4).",
  "- *Tried after it, and not kept: each file's own prior in the global merge.* The prior odds that two " +
    "reports of two runs are one issue are learned for the whole test (λ), and a file reported many times " +
    "a run holds more issues than one reported once. In the fourth family (5 runs, heavy, seed 7) the " +
    "global merge joined `Missing ownership check in refund` (two runs) to `Refund amount is not capped` " +
    "(two others) at one route: their reports' own evidence was −1.07 bits, the prior +1.74 and never " +
    "sharing a run +1.74. λ was scaled for each file by its share of cross-run pairs that could be one " +
    "issue (a report matches at most one report of another run) against the test's. Over the 20 seeds, " +
    "tuned 95.42 to 104.69 (worse on 18 of 20 seeds, t 4.2), never-tuned 75.96 to 86.38, cells met 126 to " +
    "123: in a busy file the lower prior split one issue's reworded reports far more often than it kept " +
    "two issues apart.",
  "- *Tried then, and not kept: a part of a group split off on its own* (src/cluster/move-parts.ts). Most " +
    "wrong pairs at 5 runs are made in the first assignment, which the repair sweeps undo one report at a " +
    "time, and a part (reports joined by agreeing words) moves only to another group: in the eleventh " +
    "family (5 runs, moderate, seed 2) a published Postgres port joined the default Postgres password at " +
    "one line (their words similar, +2.80 bits against a prior of −1.02), and the other runs' reports of " +
    "the port followed. A part that the global merge would not join to the rest of its group was made a " +
    "group of its own. Over the 20 seeds, tuned 95.42 to 95.78 (t 0.4), never-tuned 75.96 to 75.16, cells " +
    "met 126 to 128; weighed without the co-occurrence ratio (the parts of one group never share a run), " +
    "95.93 (t 0.6) and 75.08. With the ratio, 57 of 3,840 cells moved, about as many for the worse as for " +
    "the better: where a part and the rest are two issues, each run often reported one of them (the port " +
    "or the password), which the ratio reads as one issue; without it, the port is split off, and as " +
    "many parts that are one issue's second wording are split with it.",
  "- *Tried then, and not kept: lines over 100 apart as a level of their own.* With a judge, most merges " +
    "of two issues are of two groups that one description stands for (the judge is shown it once, and " +
    "the evidence decides): the same remark at two places of one file, made by one run each, such as " +
    "`Broad exception handler` at lines 41 and 321 of one Erlang module (the fourth family, 5 runs, " +
    "heavy, seed 5, +1.0 bits): lines 26 or 2,600 apart were one level. With a level for over 100 (the " +
    "prior's share of the old level split between the two), tuned 95.42 to 103.05 over the 20 seeds " +
    "(worse on 19, t 5.7), never-tuned 75.96 to 76.12. Lines further apart are not more telling: two " +
    "issues of one file are as often over 100 lines apart as one issue's reports are (the fourth family, " +
    "5 runs, moderate, seed 17: 26 to 100 lines −4.79 bits, over 100 −4.36), and each level alone is " +
    "learned from fewer pairs. Its first try read the new level as the line's *missing* one, which the " +
    "line field named by its position (4) where the symbol field names it by its name; it is now named " +
    "by its name too.",
  "- *Tried then, and not kept: each candidate shown to the judge by its most typical description* " +
    "(the one sharing most words with the group's others) instead of its first. Where the evidence " +
    "has joined one report of another issue to a group, the first description may be that report's, " +
    "and the judge answers about the wrong issue (with the table's judge, 3, 11 and 12 pairs of one " +
    "issue's groups at 5, 10 and 20 runs over seeds 1 to 10 were left apart with no sample or one " +
    "listing them together, some of them so). Over the 20 seeds, tuned 95.42 to 94.72 (t −0.7), " +
    "never-tuned 75.96 to 76.86, cells met 126 to 123: within the noise of the simulated judge's own " +
    "draws, which follow the descriptions shown.",
  "- *What the judge cannot mend: groups the evidence mixed before it was asked.* With a judge, the " +
    "evidence still merges on its own reports whose words agree, and a group it makes of two issues is " +
    "shown by one description, so the judge is asked nothing about what is inside it; and since the " +
    "mixed group holds runs of both issues, neither issue's other group may join it. One such group " +
    "costs three errors (the merge, and a split of each issue). Eleventh family, 10 runs, heavy, seed 8 " +
    "(the row's worst, F1 0.908): `Worker container runs privileged` (three runs, at the resource's " +
    "first line) joined `Container worker may run as root` (at the fault's line, 7 lines away), their " +
    "short titles very similar once the symbol's word is left out, and the payments image's `Payments " +
    "image has no USER`, naming only `Dockerfile`, joined the ledger image's group; with a judge that " +
    "never errs the errors are the same seven. Before the judge is asked (seeds 1 to 10), 17, 24 and 44 " +
    "groups at 5, 10 and 20 runs hold two issues; of the tests with a judge that miss a target, 6 of 17, " +
    "4 of 10 and 4 of 5 have one.",
  "- *Tried then, and not kept: with a judge, words very similar under unrelated categories no " +
    "agreement for the evidence to merge on its own* (only `same words` in any category, or very " +
    "similar words in one or related categories): more pairs left to the judge, whose misses then split " +
    "them. Over the 20 seeds, tuned 95.42 to 96.65 (t 1.0; the judge rows 9.69 to 10.31), never-tuned " +
    "75.96 to 76.49, cells met 126 to 123.",
  "- *Tried then, and not kept: each candidate shown by a description no other candidate shows, as " +
    "many candidates as can be* (a maximum matching of candidates to their descriptions, instead of " +
    "first come first): a candidate whose only description an earlier one had taken, though the " +
    "earlier had another, had been an alias. Over the 20 seeds, tuned 95.42 to 95.82 (t 0.6), " +
    "never-tuned 75.96 to 75.85, cells met 126: few requests change, and those within the simulated " +
    "judge's own draws.",
  "- *Tried then, and not kept: a title very alike over a description that shares less than a few " +
    "words (or the reverse) read as similar words, not very similar* (compare.ts `textLevel`): short " +
    "titles alike by two common words had made two issues' reports very similar. It took one issue's " +
    "reports, reworded in one of the two, down with them: over the 20 seeds, tuned 95.42 to 106.65 " +
    "(t 4.3, the judge rows 9.69 to 14.21), never-tuned 75.96 to 82.28, cells met 126 to 110.",
  "- *Checked then: without a judge, merging past 0 bits (even odds) and not past another bar.* The " +
    "targets weigh a wrong merge (precision 0.97) more than a wrong split (F1 only), so a bar above even " +
    "odds could trade recall for precision; every step's bar moved together. The rows without a judge, " +
    "summed mean |Δscore| over the 20 seeds, tuned / never-tuned: 38.02 / 30.35 at 0 bits; 39.61 / 30.06 " +
    "at 1; 47.99 / 33.86 at 2; 41.62 / 32.47 at −1; cells met 126, 126, 124 and 122. Even odds, the bar " +
    "that errs least on each pair, errs least on the score too.",
  "- *With a judge, a group of parts worded apart that the evidence holds together by no more than " +
    "the margin is asked about in its parts* (src/cluster/judge-parts.ts): the mend for the groups " +
    "above that the judge could not see into. A group's parts are its reports joined by words that " +
    "agree outright (the same words, or very similar words in one category or related ones); where " +
    "the evidence between its first part and another, weighed as the global merge weighs two groups, " +
    "is at most the judge's margin, each part is a candidate of its own, with that evidence among the " +
    "close pairs, and the judge's votes and the evidence together put them back or let a part join " +
    "its own issue's group. At 10 runs, 315 more candidates than the 12,051 groups (2.6%); no more " +
    "requests. Decided over the 20 seeds: tuned 95.42 to 94.50 (t −1.2; the judge rows 9.69 to 9.24), " +
    "never-tuned 75.96 to 75.34 (7.63 to 7.32); cells met on seeds 1 to 10, 126 to 127; tests with a " +
    "judge that miss a target, 32 unchanged. The eleventh family, 10 runs, heavy, seed 8: errors 7 to " +
    "3, |Δscore| 4.0 to 1.6 (the payments image's `Dockerfile`-only report, very similar in one " +
    "category to the ledger image's, stays). Tried with it: every such group in its parts, whatever " +
    "its evidence, 94.59, but cells met 123 and tests missing 37 (every group of one issue worded in " +
    "parts was then exposed to the judge's misses); only where the global merge would not merge the " +
    "parts on its own, 94.70; where the evidence is at most 8 bits, 95.50 (cells met 122).",
  "- *Tried after it, and not kept: a group's parts joined by the same words only* (very similar words " +
    "in one category counted as worded apart too, which would also have shown the judge the payments " +
    "image's report in the ledger image's group): tuned 94.50 to 94.05 (t −0.5; the judge rows 9.24 to " +
    "9.01), never-tuned 75.34 to 74.95, but cells met 127 to 126 and tests missing a target 32 to 33: " +
    "within the simulated judge's own draws.",
  "- *Tried then, and not kept: with a judge, two groups one description stands for merged on the " +
    "evidence past 2 or 4 bits instead of past even odds* (between leaving them apart, tried above, " +
    "and the evidence alone): past 2 bits, tuned 94.50 to 94.59, never-tuned 75.34 to 77.61, cells " +
    "met 127 to 126; past 4, 119.53 and 85.69, cells 110. Most such pairs are one issue, and the " +
    "evidence's own even odds serve them best.",
  "- *Tried then, and not kept: without a judge, the same parts split where the evidence between them " +
    "is at most even odds, and the global merge run again* so that a part may join its own issue's " +
    "group: tuned 94.50 to 94.79 (t 0.3; the rows without a judge 38.02 to 38.16), never-tuned 75.34 " +
    "to 75.47; cells met 127 to 129 (5 runs, moderate: held-out and seventh, one seed each). The " +
    "evidence that joined the parts is the evidence that would weigh them apart: without a judge to " +
    "read them, splitting them moves as many tests one way as the other.",
  "- *Tried then, and not kept: one place counted once while the weights are fitted* (expectation–" +
    "maximisation leaving out the line of two reports at one symbol, as the symbol already places them; " +
    "the final weights unchanged). At 20 runs without a judge the score reads high from remarks one run " +
    "each made at one function, merged because EM takes such pairs for one issue (sixth family, heavy, " +
    "seed 1: m of a few words in another category 0.054 against a true 0.014), and counting the symbol " +
    "and the line as two agreements is what draws it. Tuned 94.50 to 120.12 (t 4.5; the rows without a " +
    "judge 38.02 to 46.32), never-tuned 75.34 to 74.40, cells met 127 to 123: with less from the place, " +
    "EM lost the pairs of one issue worded apart too.",
  "- *Tried then, and not kept: the run-by-run steps' constants swept* (none had been). A repair move " +
    "must gain 1 bit over staying (src/cluster/repair.ts `STAY_BITS`): at 0.5, tuned 94.50 to 96.60 (t " +
    "2.5), never-tuned 75.34 to 75.62, cells met 127 to 126; at 2, 95.34 (t 1.1) and 75.41, cells 123. " +
    "A repair weighs a report against a group's first 4 reports of other runs (`REFINE_MEMBERS`): 8 gave " +
    "94.93 (t 0.6) and 75.18, cells 126. The first assignment and the repair sweeps held to a bar of 1 or " +
    "2 bits without a judge, the global merge still at even odds, so that only sure joins are made one " +
    "report at a time and the rest is left to the pass that weighs whole groups: 96.48 (t 2.0) and " +
    "74.20, cells 128; 99.32 (t 3.2) and 75.78, cells 128. The first assignment weighing a report " +
    "against the mean of a group's exemplars, not the best of them: 98.13 (t 2.2) and 76.98, cells 122. " +
    "Expectation–maximisation fits only 30 cross-run pairs or more (src/cluster/learn.ts " +
    "`MIN_EM_PAIRS`; fewer keep the prior): 15 gave 94.36 (t −1.0, one seed moved) and 75.34, cells " +
    "127; 60 gave 95.60 (t 0.6) and 75.20, cells 128. " +
    "Most wrong joins at 5 runs are made in the first assignment (40 of the 48 in 40 tests of four " +
    "families, heavy), between two issues of one function whose reports' words say little, and each " +
    "constant is at the best of its sweep.",
  "- *Tried then, and not kept: the severity as a field of the evidence* (learned like the others: " +
    "the same, one level apart, further; two reports of one issue mostly agree on it, two issues of " +
    "one file less often). Tuned 94.50 to 113.72 (t 4.1), never-tuned 75.34 to 77.46, cells met 127 to " +
    "117; with two levels only (at most one apart, further), 103.90 (t 3.7) and 76.22, cells 125. " +
    "Why it costs was not looked into: the sums decided it.",
  "- *Tried then, and not kept: a run's restatement of an issue folded into the issue's group.* Found " +
    "with a probe added to Grouping under a run's habits: a run that reports one issue a second time in " +
    "another run's words costs 17 to 20 points of score, as the run's two reports teach that reports " +
    "worded alike at one place are two issues and may not share a group. Two groups of one file that " +
    "share runs only where their two reports are at one place, whose reports of different runs are as " +
    "alike across the two as within them (the mean evidence across at least even odds with the prior " +
    "and within 1 bit of the lesser mean within), were taken for one issue: in each shared run the " +
    "smaller group's report was set aside as a restatement, as a word-for-word repeat is, and the runs " +
    "grouped again. On the probe, |Δscore| catalogue 18.8 to 10.1, fleet 17.0 to 13.9, development 20.1 " +
    "to 14.1; over the 20 seeds, where no family restates, tuned 94.50 to 96.18 (t 2.4), never-tuned " +
    "75.34 to 76.97, cells met 127 to 122 (59 of 3,840 tests moved). Twins at one place that most runs " +
    "report both of look the same: two groups sharing runs, alike across about as much as within. " +
    "Stricter (the mean across at least 2 bits with the prior, and words agreeing in half the pairs " +
    "across), it set aside 3 reports, all in one test, of 360 tests of twelve families (both " +
    "variations, 5 to 20 runs, seeds 1 to 5), and on the probe fleet, seeds 1 to 3, |Δscore| went from " +
    "13.2, 13.1 and 15.0 to 7.9, 8.4 and 15.0: an issue's two groups are split along its wordings, so " +
    "their reports agree less across them than within, as twins' do. " +
    "A second form, before any grouping: two reports of one run at one place whose best matches in " +
    "every other run are one report (two in none), each worded like it in some run, the later set " +
    "aside. On the probe 7.4, 11.0 and 13.3; over the 20 seeds 118.45 (t 7.3) and 86.79, cells met " +
    "101. In 120 heavy tests of eight families, where nothing is restated, it set aside 10 reports " +
    "(without the wording check, 37), each one of two issues at one place. A third, inside the " +
    "learning: the pairs of one run taken as a mix too, mostly two issues, with a small share of one " +
    "issue (centred on 1 in 100, 1 in 10 or 3 in 10, learned by the same EM), so that a restatement's " +
    "pair would not teach the chance agreement: on the probe nothing moved (fleet, seed 1: 40 such " +
    "pairs counted as 39.9, 39.4 and 37.9), as the weights the restatements had already taught put " +
    "their own pairs' odds of one issue near nothing.",
  "- *Tried then, and not kept: a restatement weighed as rare.* Real reports restate seldom (Grouping " +
    "under a run's habits: about one report in 160 in the real scanners' reports), so a rate of one in 100 " +
    "was taken for the prior. A group's reports in the runs it shares with another group, where each such " +
    "run's two reports are at one place (the same symbol, or lines within 10), were taken for restatements " +
    "of the other group's reports when their evidence against its reports of other runs, with the prior, " +
    "outweighed log2 100 = 6.6 bits for each (summed over the shared runs), and the runs grouped again with " +
    "them set aside. Measured on one restated report in a test (fleet and development, heavy, 10 runs, " +
    "seeds 1 to 10, each of four reports restated in turn; mean |Δscore| 2.23 and 3.84 before) and over the 20 " +
    "seeds (tuned 94.50, never-tuned 75.34, cells met 127): a report's best match among the other group's: " +
    "1.07 and 2.31; tuned 99.65 (t 3.4), never-tuned 84.78, cells 107, as the best of nine matches is high by " +
    "chance. Their mean: 1.88 and 3.65; 95.28 (t 1.7), 77.21, cells 125. The mean at 3 bits (a restatement " +
    "taken for one report in 8): 1.06 and 2.10; 113.23 (t 6.4), 97.02, cells 94. The mean with the report's " +
    "words also very similar to one of the other group's: at 3 bits, 1.06 and 2.23; 95.55 (t 3.9), 77.62, " +
    "cells 125; at 6.6, 1.88 and 3.65; 94.80 (t 1.8), 76.54, cells 127. What it took for restatements in the " +
    "families, which restate nothing (the mean at 6.6: 24 of 3,840 tests moved, 23 worse), were twins at one " +
    "place: the second family's injection through `orderByRaw`, which one run reported, folded into the " +
    "plate search's injection lines away in the same PHP function; the tenth family's two issues of one " +
    "T-SQL procedure that quote the same lines; the twin catalogue's. A second issue at one place and one " +
    "issue told twice are told apart by what the words mean, which the words shared do not give.",
  "- *How often two issues naming one symbol lie near is learned at that symbol* (src/cluster/learn.ts " +
    "`uLineAtSymbol`). Found by measuring how well the evidence's odds match the truth, pair pattern by pair " +
    "pattern, in seven families at 20 runs, heavy, seeds 1 to 3: pairs of two runs at one " +
    "symbol and a line within 3 or 10 whose words share little were mostly two issues, and the evidence " +
    "gave them far better odds (third family, no words shared in another category at one symbol within 3 " +
    "lines: 87 pairs, 0.09 of them one issue, the evidence 0.61; second, the same in one category: 44, " +
    "0.59 against 0.87); with no line they were nearer. The survey read three families never tuned against " +
    "too (seventh, ninth and tenth), which showed the same, and is said here; the change was decided on " +
    "the tuned sums alone. The symbol and a near line were two agreements, the " +
    "line's chance counted over the file, where two issues are rarely near; two issues of one function " +
    "are. The lines' chance agreement is now counted among the pairs of one run naming one symbol, shrunk " +
    "towards the file's with the strength of 40 pairs (4, 12, 20, 40 and 120 tried: tuned 94.66, 95.06, " +
    "93.91, 92.49 and 92.78; never-tuned 72.54, 73.42, 73.61, 74.40 and 74.64), and read for such pairs in " +
    "the fit and the weights. Leaving the line out at one symbol altogether (the hand-written form): " +
    "tuned 94.50 to 100.80 (t 2.0), never-tuned 75.34 to 71.64, cells met 127 to 120; halving its weight " +
    "there: 93.39 (t −0.6), 73.81, cells 128; and the line left out of the fit only (above) 120.12. " +
    "Decided: tuned 94.50 to 92.49 (t −2.7, better on 14 of 20 seeds), never-tuned 75.34 to 74.40, cells " +
    "met on the worst seed 127 to 128 (20 runs, moderate, without a judge, sixth family: seeds 1 and 6). " +
    "100 of 3,840 tests moved, 71 better. Better: sixth, summed over its cells 18.79 to 17.42 (20 runs, " +
    "moderate, seed 1, |Δscore| 3.68 to 0.49: two runs' `Reliance on block.timestamp in repay` and " +
    "`Missing event emission in repay` had merged at +0.1 bits, now −0.8); twin catalogue 8.64 to 7.13; " +
    "seventh (never tuned against) 9.41 to 8.78. Worse: second 9.52 to 9.71 (20 runs, heavy, seed 14, 0.00 " +
    "to 4.17), eleventh 7.06 to 7.44. Where no pair of one run gives a line at one symbol the file's chance " +
    "stands, so the sixth family's heavy tests at 20 runs, whose remarks alone give lines, merge such " +
    "remarks as before. Later, with the thirteenth family in the sums (tuned 92.49, never-tuned 78.27, " +
    "cells met 135 of 204), the lines' chance counted apart for every level of the symbol, not only one " +
    "symbol: 92.69 (t 0.5) and 78.11, cells 135, so not kept. A property test then found a run of two reports " +
    "one line apart, repeated three times, scored 33.3 instead of 100: in a test too small to fit m from, " +
    "three pairs of one run had taken the same report in two runs below even odds. The lines' chance at one " +
    "symbol is now learned only where expectation–maximisation runs (30 cross-run pairs or more); no test " +
    "of the benchmark moved.",
  "- *Tried then, and not kept: the words' chances for one issue fitted among the pairs at one place* " +
    "(the same measure of the odds, on the tuned families at 5 runs, heavy, seeds 1 to 5: pairs of two runs " +
    "at one symbol whose words share little were given 2.8 to 6 bits more than the truth, those whose words " +
    "agree about 2 bits less; a few words in another category at one method, no line: 18 pairs, 0.03 of them " +
    "one issue, the evidence 0.66). Expectation–maximisation over every pair lets the place decide a pair's " +
    "odds, so two issues at one place count towards how often one issue's reports share few words. Fitted " +
    "again as the place is (`withPlaceFromAgreeingWords`), in a session of the pairs at one place with the " +
    "words alone, from 92.49 and 74.40 (tuned, never-tuned; cells met 128): tuned 102.24 (t 3.4), " +
    "never-tuned 72.10, cells 128; at one symbol only, 110.71 (t 4.2), 75.58, cells 124; the session's " +
    "chances averaged with the fit over every pair, 95.49 (t 1.8), 71.56 (t −3.4, better on 15 of 20 seeds), " +
    "cells 130 (held-out 10.16 to 8.10; twin catalogue 7.13 to 8.30, development 5.50 to 6.19). As with the " +
    "line at one symbol weighed against the file's chance alone (above), the families never tuned against " +
    "gain where the tuned lose: the tuned families' choices were made with these chances as they are.",
  "- *Tried then, and not kept: expectation–maximisation that knows a report matches at most one report " +
    "of another run* (each round, the posteriors of one report's pairs with one other run's reports scaled " +
    "down to sum to at most 1, by row and then by column, before they are counted into m and λ): two " +
    "issues at one place in two runs give four pairs, of which two at most are one issue, and EM over " +
    "patterns had counted all four towards one issue's chances, the cross pairs' few shared words among " +
    "them. From 92.49 and 78.27 (tuned, never-tuned with the thirteenth family; cells met 135 of 204): " +
    "tuned 96.44 (t 1.6, better on 9 of 20 seeds), never-tuned 77.78, cells 134 (development 5.50 to " +
    "8.67, eleventh 7.44 to 10.07; fourth 13.34 to 11.83, sixth 17.42 to 16.52, tenth 12.24 to 11.16; the " +
    "thirteenth, read with the others for this variant only, 3.87 to 4.13): one issue's reports in few " +
    "words split (development lost recall in each of the 12 tests it read worse). Each report's best pair kept whole " +
    "and only the rest scaled: 103.79 (t 2.7), 80.96, cells 133. Like the words' chances fitted at one " +
    "place, a truer fit that the grouping around it was not chosen with.",
  "- *Tried then, and not kept: the truer fit with the rest of the grouping chosen again around it* " +
    "(the next step the two entries above named). The words' chances at one place, fitted among the " +
    "pairs at one place and averaged with the fit over every pair by a share α (0.5 is the form above, " +
    "written again here: tuned 93.98, t 0.9; never-tuned 75.73, t −3.8; cells met 137 of 204), searched " +
    "with the constants around it, 22 forms, each chosen on the tuned families' summed mean |Δscore| over " +
    "seeds 1 to 20 against 92.49 (never-tuned 78.27, cells 135). α 0.25, 0.75 and 1: 91.77 (t −0.8), " +
    "95.21, 98.68. With α 0.5, a repair move's 1 bit (`STAY_BITS`) at 0.5 or 2: 94.59, 95.06; the line's " +
    "chance at one symbol worth 20 or 120 pairs in place of 40: 93.43, 95.09; the prior worth 8 or 20 " +
    "pairs in place of 12 (`PRIOR_STRENGTH`): 95.54, 95.08; one field's most 4, 3 or 6 bits in place of 5 " +
    "(`MAX_FIELD_BITS`): 92.39, 96.75, 101.84. Without it: the prior worth 8, 20 or 30: 94.25, 91.28, " +
    "97.67; one field's most 3, 4 or 4.5 bits: 95.75, 90.25, 92.20; both 20 and 4: 90.45. With α 0.25, " +
    "4 bits: 89.57 (t −1.4, the best), 20: 92.47. No form is past the noise of picking the best of 22 (the " +
    "best t −1.4), and the best ones read worse on the families never tuned against (89.57: 79.03, cells " +
    "132; 90.25: 79.65, cells 132), where α 0.5 alone, tuned-neutral, reads better: over the 22 forms the " +
    "tuned and never-tuned sums' changes correlate at −0.15. The constants sit at the tuned families' " +
    "optimum, and around it those families and the unseen ones pull a little apart.",
  "- *Tried then, and not kept: the chance agreements also learned from the pairs of two runs that " +
    "expectation–maximisation takes for two issues* (each round, as the classic fit learns u with m; a " +
    "form of this was tried many changes before, above). Found on the fourth family's worst test at 10 " +
    "runs (moderate, seed 1, pairwise precision 0.893: the replay and the timing issue of one webhook " +
    "`verify` in one group, two runs against six). The test has 287 pairs of two runs in one file and 5 " +
    "pairs of one run, so every chance agreement is the prior's: two issues name one method written " +
    "two ways (`verify` / `WebhookVerifier.verify(String, byte[])`) 0.031 of the time by the prior, 0.385 " +
    "among its pairs of two runs and two issues (each file holds one class, and a run writes its " +
    "symbols one way, so its own pairs seldom show two ways); with that, EM took the pairs of two issues at one method for one issue reworded, " +
    "fitted a match share of 0.882 (true 0.728) and learned that one issue's reports share no words and " +
    "no category 0.157 of the time (true 0). Learned also from those pairs, the test's fit is near the " +
    "truth (0.742, 0.321, 0.025) and its precision 0.995. Over the 20 seeds, from 92.49 and 78.27: counted " +
    "in full, tuned 123.23 (t 4.3), never-tuned 117.35; at half weight 97.95 and 89.55; worth at most 6, " +
    "12 or 24 pairs in all: 90.87 (t −0.8) and 79.04, cells 137; 92.07 (t −0.1) and 81.50, cells 139; " +
    "100.72 and 87.98; filling up to 30 or 60 pairs with the pairs of one run: 98.95 and 85.10; 107.10 " +
    "and 93.48. The pairs EM calls two issues are the ones it is surest of, those that agree on little, " +
    "so counted as chance agreement they teach that two issues agree less often than they do, and every " +
    "agreement says more (development, 5 runs, moderate, seed 1: a report of one issue whose words " +
    "differ split off). Each field's chances learned from those pairs weighed by the odds of two issues " +
    "that the other fields give (so that a pair is not counted as two issues for the very agreement it " +
    "measures): that test exact, but over the seeds, in full, the fit fails (tuned 2,564.62: in many tests it takes " +
    "nearly every pair for two issues, and each report becomes a finding of its own); worth at most 6, 12 or 50 pairs: 92.92 (t 0.2) and 80.35, cells 137; " +
    "96.72 and 87.54, cells 132; 193.73. *The two ways of writing one method read as one level* (their chances pooled, so " +
    "both weigh the same), since a run's style, not the issue, decides which of the two a pair of two " +
    "runs shows: that test's precision 0.941, but over the seeds 95.96 (t 2.8) and 78.85, cells 131: " +
    "the same symbol as written then weighs more (0.50 to 1.05 bits there), and two issues at one " +
    "function written alike merge more often than reworded reports of one are split.",
  "- *Tried then, and not kept: pairs of two runs known to be two issues through a pair of one run.* " +
    "Two reports of one run, x and y, are two issues; if each has one report in another run worded alike " +
    "(at least very similar words, the same or a related category, each the other's only such report), x " +
    "and y's counterpart are two issues too, and so are y and x's. Such pairs, counted with the pairs of " +
    "one run, show two runs' styles, which a run's own pairs cannot (the fourth family's worst test at 10 " +
    "runs: 8 such pairs beside its 5, two issues naming one method written two ways 0.175 of the time, " +
    "not the prior's 0.031; precision 0.893 to 0.941). Over the 20 seeds, from 92.49: tuned 123.08 (t " +
    "10.4, worse on every seed; development 5.50 to 21.00, simulator templates 6.35 to 13.65), " +
    "never-tuned 122.38, cells met 115; at three times the weight, 148.37; each such pair weighed 1/(n − " +
    "1), so that a pair of one run yields about one in all, 96.01 (t 3.0), 79.22, cells 130; twice that, " +
    "100.00. The labels are right (development, 10 runs, moderate, seed 1: 76 such pairs beside 15 of one " +
    "run, none of them one issue by the truth), yet its recall fell from 0.980 to 0.950: one pair of one " +
    "run yields such pairs with every other run, so the issues many runs report together weigh many times " +
    "over, and the chances they teach leave less evidence for one issue's reworded reports than the " +
    "grouping around them was chosen with. With that weight and the prior's odds moved by 0.5 bits up or " +
    "down (every step's bar with them, in case the grouping around the chances had been chosen to make up " +
    "for them): 98.15 and 98.81; the prior moved alone: 96.30 and 95.68.",
  "- *Tried then, and not kept: the prior's odds lowered only in tests that give fewer than 20 pairs of " +
    "one run* (Grouping evidence against the truth: there, pairs stated nearly sure are two issues about " +
    "one time in twenty at 5 and 10 runs, one in about 65 to 100 elsewhere). Every step's bar moves " +
    "with the prior. By 0.5 bits: tuned 93.03 (t 0.4), never-tuned 78.49, cells 136; by 1 bit: 97.14 (t " +
    "2.1), 81.33, cells 132. The pairs stated nearly sure that are two issues lie some 6 bits above " +
    "the bar (0.987 stated on average), out of reach of such a move. " +
    "The words' chances for one issue kept at the prior's in such tests (the fourth family's worst test " +
    "at 10 runs had fitted that one issue's reports share no words 0.157 of the time, the prior says " +
    "0.008; its precision 0.893 to 0.995): under 20 pairs of one run, tuned 104.28 (t 4.4), never-tuned " +
    "88.48, cells 132; under 10, 96.31 (t 1.5), 80.77, cells 137. Of the 69 tuned tests the first " +
    "read worse, 62 lost recall: where runs reword, the prior's chances split one issue's reports.",
  "- *A source member named as IBM i and z/OS name it is the file the other reports give for it* " +
    "(src/cluster/file-names.ts). `ORDLIB/QRPGLESRC(INVPOST)` (library, source file, member) or " +
    "`PROD.COBOL.SRC(PAYROLL)` (a data set and its member) had been a file of its own, whose base name " +
    "`qrpglesrc(invpost)` met no other report's, so the grouping never compared its reports with the runs " +
    "naming `qsys/ordlib/qrpglesrc/INVPOST.SQLRPGLE`, and every run that wrote the member's name split each " +
    "of its issues off. It now reads as the one path of the test whose file is the member up to its " +
    "extension, in a directory named after the source file if one is (paths that are one file by their tails " +
    "count as one), else as the member's own path (`ordlib/qrpglesrc/invpost`); learned from the paths the " +
    "runs give, not from a list of source types. The grouping, the judge's requests and the judge's merges " +
    "read paths through it alike. Found on the fifteenth family's first run. No test of any other family " +
    "names a member, and none moved (tuned 92.49 over seeds 1 to 20, never-tuned 108.35). Fifteenth family: " +
    "summed mean |Δscore| 181.98 to 28.73; cells meeting every target on the mean seed 1 to 10 of its 12, " +
    "on the worst seed 0 to 2; 10 runs, moderate, without the judge, F1 0.940 to 0.982, |Δscore| 13.8 to " +
    "4.7 (mean 5.99 to 1.41). What is left there: reports that cite sequence numbers for lines, or name the " +
    "program for the procedure (`STKALLOC` for `BEGSR $ALLOC`), split off in some heavy tests, and a report " +
    "with neither symbol nor line can join the same flaw's group at another procedure of the dense file.",
  "- *A file named as a module or a class names it is the file the other reports give for it* " +
    "(src/cluster/file-names.ts `moduleParts`), as a member is: `com.acme.billing.InvoiceService`, " +
    "`app.services.billing` (two dots or more, no `/`) or `crate::billing::invoice` reads as the one path " +
    "of the test whose path up to its extension ends with the most of its parts, two at least " +
    "(`src/main/java/com/acme/billing/InvoiceService.java`, `src/billing/invoice.rs`); where two files " +
    "or none could be it, or it names a file as written (`jquery.min.js` beside `static/jquery.min.js`), " +
    "it stays as written. A path without an extension is not read so (`services/ledger/Dockerfile` is a " +
    "file, not the `Dockerfile.dev` beside it). Found by trying the forms the fifteenth family's change " +
    "suggested on a report of one issue in four runs, two naming it each way: each had been two findings. " +
    "No family of the bench names a file so, and no test moved.",
  "- *A file written with the name at fault after it is the file and the symbol, and a free-text location " +
    "that holds a path gives its file* (src/findings/location.ts `parseFileField`, `parseLocation`): the " +
    "reader had kept `src/cart/CartService.ts:CartService.add`, `tests/test_cart.py::test_add`, " +
    "`src/cart/CartService.ts (CartService.add)` and the like as the file's name, and read " +
    "`src/cart/CartService.ts:42 (CartService.add)` as a location naming nothing; one issue in four runs, two " +
    "giving file and symbol in their fields and two in one of these forms, was two findings in each case. " +
    "Found with the forms above. No family of the bench writes them, and no test moved.",
  "- *What prose says a name is, after it, is no part of it, and a route a decorator or an annotation " +
    "declares is the route* (src/cluster/symbols.ts `withoutKind`): `processPayment function` had been the " +
    "method `function` of an owner `processPayment`, so it and `validateCard function` named one method and " +
    "neither was `processPayment`; `@app.route('/login', methods=['POST'])`, `@PostMapping(\"/login\")` " +
    'and `[HttpPost("login")]` are now `POST /login`, as a route written so is. The kind word in lower ' +
    "case, as prose writes it: with it in any case, ABL's `DEFINE NEW SHARED VARIABLE` lost its keyword and " +
    "one judge test of the fifteenth family moved (5 runs, heavy, seed 16, |Δscore| 0.00 to 3.35); in lower " +
    "case no test of the bench moved. Found by trying symbol forms against their plain name.",
  "- *A script named by the instance it runs as is its file, and whether a dotted name is a file's is " +
    "learned from the test's files* (src/cluster/file-names.ts `moduleParts`): a name with no `/` whose last " +
    "part is no extension any file of the test with a directory has (`ServerScriptService.Combat` beside " +
    "`src/server/Combat.server.luau`, `com.acme.billing.InvoiceService` beside `….java`) is a module's, a " +
    "class's or an instance's, and reads as the one file whose path without its extensions ends with the " +
    "most of its parts, its own name at least; two dots had been asked for, and a file's name up to its " +
    "last extension compared (`combat.server`). Found on the seventeenth family's first run. No test of " +
    "another family moved; seventeenth family, summed mean |Δscore| over seeds 1 to 20, 454.82 to 163.88; " +
    "10 runs, moderate, without the judge, F1 0.708 to 0.917, |Δscore| 23.5 to 11.6 (mean 14.13 to 3.83).",
  "- *A header is its source file where the test names one source of that name* (src/cluster/file-names.ts " +
    "`DECLARES`): in C, C++ and Objective-C, OCaml and Ada a function is declared in one file and written in " +
    "another (`ArenaCharacter.h` and `ArenaCharacter.cpp`, `parser.mli` and `parser.ml`, `reader.ads` and " +
    "`reader.adb`), and a review places its issue at either; the grouping, comparing reports of one file, " +
    "had kept the runs placing it at the header apart. The pairs are the languages' own, not learned; the " +
    "pairing is made only where the test names exactly one source of the header's name. Found on the " +
    "seventeenth family (after the change above, one in five of its reports split off). No test of another " +
    "family moved (none names a header); seventeenth family, summed mean |Δscore| over seeds 1 to 20, 163.88 " +
    "to 39.50, cells meeting every target on the mean seed 1 to 9 of its 12.",
  "- *A class or module named alone is its file* (src/cluster/file-names.ts `moduleParts`): `AccountService` " +
    "as a report's file, where the test names `force-app/main/default/classes/AccountService.cls`, reads as " +
    "that file, as a qualified name does; a name another report's path ends with (`Dockerfile` beside " +
    "`services/ledger/Dockerfile`) is that file as written. No test of the bench moved.",
  "- *An Unreal RPC's implementation and validation are the function its header declares, and a " +
    "reflection macro before a declaration is no name* (src/cluster/symbols.ts): `ServerFire_Implementation` " +
    "and `ServerFire_Validate` are `ServerFire`, and `UFUNCTION(Server, Reliable) void ServerFire` had been " +
    "the name `ufunction` (the one written against its parameters), now `ServerFire` (`void` is no owner, as " +
    "`static` is not). Found on the seventeenth family, whose runs place such an issue at the header or at the " +
    "source. No test of another family moved; seventeenth family, summed mean |Δscore| over seeds 1 to 20, " +
    "39.50 to 26.93.",
  "- *A file named by its place in a tool's project tree, or by its package, is its file, where no run " +
    "names both* (src/cluster/file-names.ts `treeParts`): a path whose last part has no extension and whose " +
    "first directory holds none of the test's files (`Line2_PLC/POUs/FB_Filler` for " +
    "`plc/Line2/POUs/FB_Filler.TcPOU`, `Project Library/recipes`), or a name alone that no file's name is " +
    "(`recipes`), reads as the one file whose path without its extensions ends with the most of its parts, " +
    "or failing any, the one file of the test in a directory whose path ends with them; a name such a path " +
    "ends (`FB_Filler`) reads as the file that path does. The runs decide it, not a list of tools: a run " +
    "names a file one way, so a path some run names beside the candidate is another file (`bin/run` beside " +
    "`src/run.py`), and a path in the repository's own directories stays as written " +
    "(`services/ledger/Dockerfile`). Found on the nineteenth family's first run. No test of another family " +
    "moved; nineteenth family, summed mean |Δscore| over seeds 1 to 20, 235.89 to 25.98; cells meeting " +
    "every target on the mean seed 0 to 8 of its 12.",
  "- *Tried, not kept: a run's lines in one file read shifted when they count from another start.* The " +
    "nineteenth family's runs that count a POU's lines from its implementation are 31 lines off in every " +
    "report in that file, which the runs show: between two runs, reports at one symbol differ by what their " +
    "counting differs by. Runs whose lines so agree were taken as one frame, and a frame off the largest by " +
    "one amount over at least three pairs was read shifted. As first written, on a run's reports anywhere, " +
    "tuned sum 148.16 to 158.19 (t +3.5, 2 of 20 seeds better): a remark at a function's end taken with an " +
    "issue at its start shifted whole runs, and notebooks (the sixteenth family), whose runs count from each " +
    "cell, are off by one amount per cell, not per file. With two of a run's own reports in the file " +
    "required to agree: 148.16 to 148.94 (t +1.6, no seed better), the nineteenth family 25.89 to 25.36. " +
    "Not kept: the files' names were what split that family's issues.",
  "- *A place named as no file is, is the file whose reports name what its reports name* " +
    "(src/cluster/file-names.ts `namedByTheirSymbols`): a report's file that has no extension, that no other " +
    "path ends or is ended by, and that no rule above read (a scene's object, `Main.unity > Player` or " +
    "`ShopPanel (GameObject)`; a resource or a screen) reads as the one file whose reports' symbols share " +
    "the most names with its reports' symbols (each symbol's name and owner, the file's own name counting " +
    "as an owner: `ShopController.OnGemPackPurchased` names `ShopController.cs`), where that file shares " +
    "more than any other and no run names both. Learned from the runs: no list of engines or notations. " +
    "As first written, a bare `Dockerfile` beside `services/ledger/Dockerfile` (no extension either) was " +
    "read as a `BUILD.bazel` whose reports named the same instruction, and the eleventh family's summed mean " +
    "|Δscore| went from 7.44 to 14.84; a name another path ends, or is ended by, is now a file's as " +
    "written. Found on the twentieth family's first run. No test of another family moved; twentieth " +
    "family, summed mean |Δscore| over seeds 1 to 20, 297.46 to 23.83; cells meeting every target on the " +
    "mean seed 0 to 11 of its 12.",
  "- *Reading places named as no file, for speed* (src/cluster/file-names.ts `namedByTheirSymbols`): " +
    "written first, each such place was compared with every path its runs named, and 10,000 reports half " +
    "at 5,000 free-text places took 850 ms to read (the cluster bench's last row, now 66 ms). A file's names " +
    "are now pooled over the paths that are that file (`Assets/…/Player.cs` and `game/Assets/…/Player.cs`), " +
    "a name more than 8 files give (`update`, `process`) is skipped, and of two paths of one file sharing " +
    "the most the shorter is taken, not the first written. Made for speed and for order, not chosen on " +
    "numbers: no tuned test moved; the twenty-first family (never tuned against) moved in 10 of its tests, " +
    "its summed mean |Δscore| 75.53 to 71.15.",
  "- *Tried, not kept: a title less two words fills a slot one word fills* (src/cluster/contrast.ts). Two " +
    "reports of one run worded alike but for a name written in one word in one and two in the other " +
    "(`TMP117_REG_CONFIG` read as `config`, `TMP117_REG_T_HIGH` as `t`, `high`) taught no contrast, as " +
    "only texts one word apart did; with titles also matched less two words: tuned sum 197.97 to 201.53 " +
    "(t +1.3, 5 of 20 seeds better), cells meeting every target on the worst seed 77 to 72 of the tuned " +
    "156; the eighteenth family 25.07 to 23.35, the eleventh 7.44 to 11.94 (two words of a container's " +
    "name contrasted with one of another's, and one misconfiguration's reports were kept apart). Not kept.",
  "- *A place's own words count as its reports' names, and a repository path with no extension is a file* " +
    "(src/cluster/file-names.ts `namedByTheirSymbols`): a place named as no file is compared with each file " +
    "by the names they share, and now a place's words (`ADT Inbound > Destination 2 (Lab)`: `adt`, " +
    "`inbound`, `destination`, `lab`) count among its names, as the words of a file's path (`mirth`, " +
    "`channels`, `adt`, `inbound`) count among the file's; and a path with a directory written only in the " +
    "characters of file names (`workflow/Snakefile`, `deploy/Makefile`) is a file a place may be, not a " +
    "place. Where both channels' reports name a `Transformer step`, the symbols tied and the channel named " +
    "by its name stayed apart from its file. Found on the twenty-first and twenty-second families, read for " +
    "it. No test of a family tuned against before moved but the twentieth, summed mean |Δscore| over seeds " +
    "1 to 20 23.83 to 20.94 (its scene objects' words); the twenty-first 71.15 to 26.97, the twenty-second " +
    "94.06 to 29.84; no family never tuned against moved.",
  "- *A name written as code is one word where the runs learn which words tell two issues apart* " +
    "(src/cluster/code-names.ts `namesAsWords`, contrast.ts): two reports of one run whose titles differ by " +
    "one word teach that the words of that slot tell issues apart, but a name written as code is split " +
    "into its words, so `TMP117_REG_CONFIG` against `TMP117_REG_T_HIGH` (three words against four) or " +
    "`advect_x` against `diffuse_y` were two or more words apart and taught nothing. Each title is now " +
    "also read with each name of several words as one word, its category's and symbol's words kept, and " +
    "slots are learned from that form too; the grouping's other evidence reads the words as before. Found " +
    "on the eighteenth family's twin I2C writes. Tuned summed mean |Δscore| over seeds 1 to 20, 276.96 to " +
    "262.21 (t -4.9, 17 of 20 seeds better); tuned cells meeting every target on the worst seed 79 to 84 " +
    "of 192; fifteenth family 28.73 to 17.54, eighteenth 25.07 to 20.74, eleventh 7.44 to 5.35, " +
    "twenty-second 29.84 to 31.81, seventeenth 26.93 to 27.80. Families never tuned against, summed: " +
    "sixteenth 18.73 to 15.01, twelfth 10.42 to 10.01, fourteenth 30.08 to 29.87, seventh 8.78 to 9.27, " +
    "ninth 20.73 to 20.84, twenty-fourth 40.40 to 41.46.",
  "- *Tried, not kept: descriptions read so too.* With each description also read with its names as " +
    "one word for the slots: tuned sum 262.21 to 262.18 (t -0.0, 9 of 20 seeds better), seventeenth " +
    "family 27.80 to 30.23. Not kept: it adds a second reading of every description for no gain.",
  "- *A file named by the artifact it is made from, and a place in that artifact's tree, are the file* " +
    "(src/cluster/file-names.ts): a name alone whose extension no other path of the test has and whose " +
    "stem a file of the test has (`BrakeCtrl.slx` beside `src/gen/BrakeCtrl.c`) is read as a place named " +
    "as no file is, by the names its reports share with each file; a tool's tree path that ends no file " +
    "but begins with a file's name (`BrakeCtrl/Inputs/Pressure_FL`, a block of that model) is that file, " +
    "where no run names both. Tried first with a path with no extension read as a place unless another " +
    "path names it or it is in the repository's own directories: the twenty-second family's " +
    "`workflow/Snakefile`, mostly written one way, was then a place, and that family went from 31.81 to " +
    "56.70; not kept, such a path stays a file. Found on the twenty-fifth family's first run. No other " +
    "family moved; twenty-fifth, summed mean |Δscore| over seeds 1 to 20, 433.46 to 42.06; cells meeting " +
    "every target on the mean seed 0 to 10 of its 12, on the worst 0 to 2.",
  "- *One text written again is a level of the words of its own* (src/cluster/compare.ts `TEXT_LEVELS`): " +
    "the words' top level, \"the same words\", is titles and descriptions mostly shared, which two issues' " +
    "reports from one template are (`PID.5 written to the channel log in clear`, `PID.3 …`). Where one " +
    "run made such a pair in two categories, the runs taught that the same words in other categories are " +
    "two issues (−0.47 bits), and two runs' reports of one issue in one text, title and description, " +
    "under other categories and symbols stayed two findings (the twenty-first family, 10 runs, moderate, " +
    "seed 10: the score 4.2 points off). A title and description written again (`textId`, a description " +
    'given) are now "one text", learned apart from mostly shared words. Its prior was stated before ' +
    "the runs as two variants: the same words' prior split evenly between the two levels (tuned sum " +
    "304.27 to 289.20, t -4.4) and one text ten times rarer for two issues (0.005 against 0.025: 304.27 " +
    "to 286.66, t -5.2, 17 of 20 seeds better; tuned cells meeting every target on the worst seed 86 to " +
    "91 of 204); the second was kept, then changed: with the same words' prior lowered, one run " +
    "repeated three times with its two reports a line apart, descriptions empty, scored 33, not 100 " +
    "(test/score/properties.test.ts), so the same words keep their prior (m 0.3, u 0.03) and one text's " +
    "is taken from very similar and similar words (tuned sum 289.17, t -4.4 against 304.27; tuned cells " +
    "86 to 92). With the second: fourth family 13.34 to 10.90, nineteenth 26.04 to 21.69, " +
    "twenty-first 26.97 to 23.21, twenty-fifth 42.06 to 38.38, seventeenth 27.80 to 25.88; families " +
    "never tuned against, summed over seeds 1 to 20, 185.83 to 185.71 (twenty-fourth 41.46 to 39.62, " +
    "twenty-third 21.03 to 22.36).",
  "- *A symbol naming its file is the owner of every place in it* (src/cluster/features.ts `namesItsFile`, compare.ts, " +
    "place-index.ts): a report whose symbol is its file's own name (`STKALLOC` in `stkalloc.rpgle`, the " +
    "member, program or class the file holds) names no place in the file but the whole of it, as an " +
    'owner names its members; against another report\'s symbol in that file it is now "close", the ' +
    'level of the owner against one of its members, whose chances the runs teach, not "other". Found ' +
    "on the fifteenth family, whose runs name an RPG member as its symbol (`STKALLOC` against " +
    "`BEGSR $ALLOC`). Tuned sum 289.17 to 280.44 (t -3.3, 16 of 20 seeds better), tuned cells meeting " +
    "every target on the worst seed 92 to 95 of 204; fifteenth family 18.06 to 10.19. Families never " +
    "tuned against, summed: first 10.05 to 8.75, twenty-fourth 39.99 to 39.48, twenty-third 22.36 to " +
    "21.91, sixteenth 15.57 to 16.29, twelfth 10.04 to 10.25.",
  "- *A path found through a tool's scheme or substitution, or named by the command that runs it, is " +
    "the path* (src/cluster/features.ts `normalizePath`, file-names.ts `commandFile`): a URI's scheme " +
    "(`package://arm_description/urdf/…`) and a root written as a substitution (`$(find arm_description)/…`, " +
    "`${workspaceFolder}/…`, `%USERPROFILE%\\…`) are dropped, so what follows ends as the repository's " +
    "path does; a path of words and no directory whose last word is a file's name " +
    "(`ros2 launch arm_bringup arm.launch.py`, `python manage.py`) is the one file of the test of that " +
    "name, where the test has one. Found on the twenty-sixth family's first run. No other family moved; " +
    "twenty-sixth, summed mean |Δscore| over seeds 1 to 20, 342.79 to 28.17; cells meeting every target " +
    "on the mean seed 0 to 10 of its 12, on the worst 0 to 1.",
  "- *A report is ranked against the reports of runs that write like its own* (src/cluster/wording.ts " +
    "`runWriting`): the test of each issue's own wording ranks a report's closest wording among a " +
    "group's spread, which holds where the runs write alike; a run writing in the family's other " +
    "language words every issue otherwise, and its report of a steadily worded issue ranked as far off " +
    "and stood apart (the seventeenth family, 10 runs, moderate, seed 9: `BuyItem usa o preço enviado " +
    "pelo cliente` at the issue's symbol, against four English reports in one text). Which runs write " +
    "alike is learned from the runs' words: two runs are alike when their words overlap (Jaccard) at " +
    "least half as much as the larger of each one's overlap with the run most like it, so in one " +
    "language every pair is. Found by turning the test off (tuned sum 308.61 to 284.90, t -4.3, but " +
    "tuned cells meeting every target on the worst seed 96 to 92: families with a second language " +
    "gained, the rest lost; the never-tuned families' numbers of that run were seen before this was " +
    "written). With it: tuned sum 308.61 to 281.60 (t -4.9, 17 of 20 seeds better), tuned cells on the " +
    "worst seed 96 to 96; seventeenth 25.33 to 18.21, twenty-second 31.53 to 24.14, twenty-sixth 28.17 " +
    "to 21.54, twentieth 20.98 to 17.60, eighth 20.16 to 17.75, fourth 10.69 to 11.06. Families never " +
    "tuned against, summed: twenty-fourth 39.48 to 29.44, twenty-eighth 236.71 to 227.95, twenty-seventh " +
    "23.08 to 17.09, twenty-third 21.91 to 20.66, ninth 21.01 to 21.28.",
  "- *A file named by its item in a tool's tree, written as a breadcrumb, is the file of that name* " +
    "(src/cluster/file-names.ts `breadcrumbParts`): `Spectrometer.lvproj > Control > Shutter Control.vi` " +
    "(a LabVIEW project's item: its folders are the project's, not the repository's) is the one file of " +
    "the test named `Shutter Control.vi` whose path ends with the most of the tree's parts, where no run " +
    "names both; read as written it was a file of its own, and the VI named by its title alone " +
    "(`Shutter Control`) tied between the two. Found by reading the twenty-eighth family's errors at the " +
    "start of its second stop. No other family moved (tuned sum unchanged); twenty-eighth, summed mean " +
    "|Δscore| over seeds 1 to 20, 227.95 to 42.32.",
  "- *Reports in two languages are compared by the words both languages' runs write* " +
    "(src/cluster/compare.ts, wording.ts `runWriting`): the runs' languages are learned from their " +
    "words, as the runs joined by writing alike (`runWriting`), directly or through others, " +
    "whose words number at least 50; where a test has two, a report's title and description is " +
    "weighed against a report in the other language less the words that language's runs never " +
    "write, so what is left is what every run writes alike: the names, numbers and commands at " +
    "fault (`Két ciklus írja a Spectrum lokális változót` against `Two loops write the Spectrum " +
    "local variable`: some words by all their words, the same words now). By all their words one " +
    "issue in two languages at a place without lines or one symbol was two findings. Found on the " +
    "twenty-eighth family once its breadcrumbs were read. First tried with two runs writing unlike " +
    "as two languages: tuned sum (the twenty-eighth now among them) 323.92 to 277.66, but a run of " +
    "one language with a habit of its own (the fleet family, 20 runs, heavy, seed 6: a run titling " +
    "its reports as CWE names) writes unlike some runs, and its reports, compared by the words " +
    "both runs write, read alike where two injections of one function share their names; and in a " +
    "test of a few reports, two runs' words are little more than the two reports'. As kept: tuned " +
    "sum 323.92 to 262.36 (t -5.0, 18 of 20 seeds better), tuned cells meeting every target on the " +
    "worst seed 98 to 111 of 228, on the mean seed 206 to 210; only families with a second language " +
    "moved: twenty-eighth 42.32 to 21.78, twenty-fifth 38.88 to 29.18, twentieth 17.60 to 9.18, " +
    "twenty-second 24.14 to 16.46, twenty-first 22.88 to 15.82, seventeenth 18.22 to 13.34, " +
    "twenty-sixth 21.54 to 17.78, nineteenth 22.52 to 20.74; eighth (one language a test, some " +
    "runs in English) 17.76 to 19.98. Families never tuned against, summed: twenty-fourth 29.44 to " +
    "21.36, twenty-seventh 17.08 to 10.80, twenty-third 20.66 to 19.20, twenty-ninth 479.14 to " +
    "475.54; ninth (Korean, Russian, Spanish) 21.28 to 23.10; the rest unchanged. Tried after it, not " +
    "kept: such a pair's words never more than very similar (a name both languages write may be all " +
    "that is left of two twins' reports: `malloc返回NULL时会解引用空指针` against `push_frame ignores " +
    "allocation failure`), tuned sum 265.16 to 264.66 (t -0.1, 10 of 20 seeds better); and the " +
    "comparison by all the words where either report keeps less than a third of its words' weight, " +
    "336.26 (t +5.8). " +
    "Tried, not kept: a prior for each file learned from the runs' own counts (a run's pairs of " +
    "reports in a file are pairs of two issues, and estimate how many of the pairs across runs " +
    "are: a file no run reports twice in holds one issue as far as the runs tell), shrunk towards " +
    "the test's by 10 pairs, in the global merge. Either way: tuned sum 323.92 to 323.84, worst-seed " +
    "cells 98 to 95; raising a file's prior only, 310.60 (t -3.0) but 95 cells, by 30 pairs 314.00 " +
    "and 96; with the first form of the change above, 274.66 and 103 cells against its 277.66 and 107. The fourth " +
    "and sixth families, where a run reports one of two related issues, lost most.",
  "- *A file named where it is deployed is the repository's file of that name* (src/cluster/file-names.ts): " +
    "a path written from a machine's root (`/etc/asterisk/extensions.conf`, where the repository's " +
    "`pbx/asterisk/extensions.conf` is installed) that no path of the repository ends or is ended by " +
    "is the one file of the test of that name whose path ends with the most of its parts, where no " +
    "run names both: a run names its files one way, from the machine or from the repository, and " +
    "the root's directories are the machine's. Read as written, every report of a run naming its " +
    "files from the servers was in files of its own. Found by reading the twenty-ninth family. No " +
    "other family moved, tuned or never tuned; twenty-ninth, summed mean |Δscore| over seeds 1 to " +
    "20, 475.54 to 2.81; cells meeting every target on the worst seed 0 to 11 of its 12, on the mean " +
    "seed 0 to 12.",
  "- *Tried, not kept: names written as code that two reports of one run write apart contrast* " +
    "(src/cluster/contrast.ts). Twins whose texts differ by a name and the words around it " +
    "(`HMI fill volume written to the filler without a range check` with `GVL_Hmi.rFillVolume`, " +
    "the same of `tValveOpen`) teach no one-word slot; two reports of one run and file, one writing " +
    "a name as code that the other does not and the other one the first does not, would teach that " +
    "the two names are two issues', and a pair of other runs each writing one of them and not the " +
    "other would be compared as different words. The nineteenth family's errors at 10 runs fell " +
    "from 25 to 5, the twenty-eighth's from 12 to 2, but one issue's reports name different " +
    "functions on its path (the call at fault, its caller), which a run's two reports also write " +
    "apart: tuned sum 265.16 to 357.12 (t +7.0); shown by two runs other than the pair's, 292.16 " +
    "(t +3.9; the twenty-fifth 29.18 to 48.32); only between reports at one symbol, 263.38 and " +
    "263.08 (two runs or one; t -1.1 and -1.0, 13 and 12 of 20 seeds better): within the seeds' " +
    "spread, so not kept.",
  "- *Each family's runs are read as the product reads a run file* (bench/matching/read.ts `asRead`; a " +
    "change to the measurement, not the grouping): each run is written as JSON and read by the " +
    "product's own reader before it is grouped, as the CLI and the action read every run file. The " +
    "families had handed their findings to the grouping as drawn, so a habit the reader handles was " +
    "measured as if nothing read it: the thirtieth family's files written with their line after a " +
    "colon (`q/gateway.q:14`, one habit a run) were files of their own, the reader gives the file " +
    "`q/gateway.q` and the line 14. Found by reading the thirtieth family. Its summed mean |Δscore| " +
    "over seeds 1 to 20 went from 99.80 to 7.23 (cells meeting every target on the worst seed 0 to " +
    "4 of its 12, on the mean seed 3 to 11); the second 9.14 to 9.26 and the nineteenth 20.74 to " +
    "21.04; no other family moved. The tenth family's runs were already read so, and still are.",
  "- *A markup element is the element its naming attribute names* (src/cluster/symbols.ts " +
    '`elementName`): `<Parameter name="BATT_VOLTAGE">` is `BATT_VOLTAGE`, as a report naming the ' +
    "parameter alone writes it, and an element with no `name`, `id`, `key`, `ref` or `displayname` " +
    'is its tag (`<customErrors mode="Off">` is `customErrors`). Read as a placeholder such as ' +
    "`<module>`, every element was no place, so two parameters of one XTCE database decoded in the " +
    "wrong byte order, titled alike, were one finding wherever no run reported both. Found by " +
    "reading the thirty-first family. Tuned sum (the thirty-first now among them) 298.64 to 286.94 " +
    "(t -4.0, 14 of 20 seeds better); thirty-first 25.82 to 15.84, twenty-ninth 2.82 to 1.76, " +
    "thirtieth 7.22 to 6.84, twenty-sixth 17.78 to 17.52; never tuned: fourteenth (ColdFusion " +
    "tags) 29.86 to 28.00, no other moved.",
  "- *A route registered by a call is the route* (src/cluster/symbols.ts `registeredRoute`): " +
    '`app.get(\'/users/:id\', …)`, `router.post("/login", login)`, `app.MapGet("/orders/{id}", …)`, ' +
    "`Route::post('/login', …)` and `http.HandleFunc(\"/admin\", …)` are the routes they register, as a " +
    'decorator\'s route already was; the path has to open with `/` (`cache.get("user")` reads a key). ' +
    "Read as calls, every GET route of one Express router was the one place `router.get`. Found while " +
    "reading how the thirty-first family's calls with a literal argument are read, not from any " +
    "family's errors: no family writes a route this way, and none moved.",
  '- *Tried, not kept: what a call names in a string is a member of the call* (`os.getenv("API_KEY")` ' +
    'as `getenv.API_KEY`, `cmd("SAT EPS_HEATER_ON")` as `cmd.EPS_HEATER_ON`, as an element named in ' +
    "brackets is its holder's): tuned sum 286.94 to 287.86 (t +1.3, no seed better); the thirty-first, " +
    'whose procedure command suggested it, did not move, the twenty-ninth (`is_present_hf("X-Trusted")`) ' +
    "1.76 to 2.42.",
  "- *Tried, not kept: small tests learn as large ones do.* In a test of 5 runs the runs' own pairs " +
    "of different issues set the words' chance agreement (two twins of one run, worded alike in two " +
    "vocabularies of category, made `very similar words, other category` count -2.8 bits), while the " +
    "agreement of one issue's reports keeps the prior (fewer than 30 pairs across runs to fit it " +
    "from), whose category agreement (same 0.77, related 0.15, other 0.08) is well above what 10-run " +
    "tests of the tuned families learn (other 0.16 to 0.51 with moderate variation, 0.35 to 0.59 " +
    "with heavy). Each of these moved the tuned sum within the seeds' spread: fitting from 20 pairs, " +
    "286.94 to 282.08 (t -1.5, 9 of 20 seeds better); from 12, 282.34 (t -1.2); the chance agreement " +
    "kept at the prior where the agreement is, 285.52 (t -1.1); the category prior at same 0.6, " +
    "related 0.1, other 0.3, 279.04 (t -1.5, 10 of 20), one worst-seed cell fewer.",
  "- *A path copied from a link is decoded* (src/cluster/features.ts `normalizePath`): " +
    "`devices/Granular%20Delay/Granular%20Delay.maxpat` is `devices/Granular Delay/Granular Delay.maxpat`; " +
    "each run of escapes is decoded where it is UTF-8, anything else (`100%`, a `%CD%` variable) left " +
    "as written. Read as written, a run that copies its paths from links named every file with a " +
    "space in it apart from the runs that do not. Found by reading the thirty-second family, whose " +
    "Max patcher is named with a space. Thirty-second, summed mean |Δscore| over seeds 1 to 20, 54.52 " +
    "to 16.88 (cells meeting every target on the worst seed 0 to 5 of 12); no other family moved, tuned " +
    "or never tuned.",
  "- *What a call defines by a symbol literal is the call's member of that name* (src/cluster/symbols.ts " +
    "`symbolMember`): `SynthDef(\\grain, { … })` is `SynthDef.grain`, which a report naming `\\grain` " +
    "meets, and `define_method(:reset)` is `define_method.reset`. Read as the call, two SynthDefs of one " +
    "file with the same unbounded feedback were one place, `SynthDef`, and one finding wherever no run " +
    "reported both. Only symbol literals: a string argument is as often a message or a key, and read " +
    "so (tried above) it did not help. Found by reading the thirty-second family. Tuned sum (the " +
    "thirty-second now among them) 303.84 to 296.96 (t -3.9, 15 of 20 seeds better), all of it the " +
    "thirty-second's, 16.88 to 10.02; no other family moved.",
  "- *One template filled with two names is a level of the words of its own* (src/cluster/compare.ts " +
    "`mentionsApart`, text level `naming apart`): two reports whose words agree (at least very similar) " +
    "while each one's title or description names as code something the other's does not, nor is it " +
    "the other's symbol, nor are all its words in the other's text or symbol (`Return value of the " +
    "TMP117_REG_CONFIG write ignored in tmp117_init` against the same of `TMP117_REG_T_HIGH`; not " +
    "`I2C` beside `i2c_reg_write_byte`), are compared at a level between very similar and similar " +
    "words, whose chance for one issue and for two is learned like any level's; they no longer agree, " +
    "so with a judge the judge reads them. In the tuned families' cross-run pairs of one file whose " +
    "words agree (10 runs, seeds 1 to 5), 3.7% of one issue's pairs and 58% of two issues' read so " +
    "(4.5% and 59% with names compared whole, before their words were). Counted as agreeing words, twins named in their " +
    "text and not by their symbol (two registers of one function, two HMI setpoints, two rate limits " +
    "of one Luau module) merged wherever no run reported both, the largest error left in the tuned " +
    "families. Its prior takes one issue's chance from similar words and two issues' from " +
    "different words, so no other level's prior moved (taken from agreeing words, a run repeated " +
    "three times whose two reports differ by a line no longer scored 100). Tuned sum 296.96 to 268.40 " +
    "(t -5.9, 17 of 20 seeds better), tuned cells meeting every target on the worst seed 142 to 159 of " +
    "276, on the mean seed 257 to 260; eighteenth 20.86 to 12.70, nineteenth 21.04 to 12.30, " +
    "thirty-first 15.84 to 10.58, twentieth 9.18 to 7.10; with a judge at 5 runs, heavy, 34.86 to " +
    "27.44. Families never tuned against, measured after: summed 189.62 to 189.72, cells on the worst " +
    "seed 96 to 92 of 168, on the mean seed 154 to 154; ninth 23.10 to 21.96, sixteenth 16.28 to " +
    "15.06, twelfth 10.26 to 9.36, thirty-third 14.20 to 15.50, first 8.76 to 9.54. How it was " +
    "reached, in order: such pairs read as similar words (no level of their own, nothing learned): " +
    "tuned 270.70 (t -5.9), never tuned 196.78 and 84 cells on the worst seed; a level of their own, " +
    "learned, names compared whole, its prior taken from agreeing words: tuned 260.36 (t -5.1), never " +
    "tuned 192.38 and 86 cells; then a name whose words the other report writes no longer counts (a " +
    "tuned family's pair, `I2C` in one title, read as naming apart): tuned 260.94 (against the step " +
    "before, t +0.4, within the seeds' spread), never tuned 187.28 and 91 cells; then the prior as " +
    "kept, for the property above. The steps after the first were written after the never-tuned " +
    "numbers of the one before were seen, so those families are a weaker check of this change than " +
    "of the others.",
  "- *One run repeated scores 100, whatever it holds* (src/cluster/features.ts `signature`, " +
    "compare.ts `textLevel`; a correctness fix, found by the property test with a seed of its own, not " +
    "by a family): a run's report that names its place as another of its reports does in other " +
    "writing (`A::get()` beside `A.Get`, every other field the same) is a repeat of it, as a path " +
    "written two ways already was; and a whole report written again in another run, every field it is " +
    "compared by the same, is one text even where its description is empty (a run never holds two " +
    "such). One run of three reports repeated twice had scored 50, and a run whose generic title stands " +
    "at one function with a description and without one, repeated eight times, 41.7; the code from the " +
    "start of the stop scored both so. Tuned families unchanged; never tuned 189.72 to 189.92 (seventh " +
    "and twenty-seventh up by 0.1, twelfth down), one worst-seed cell fewer.",
  "- *A path written on its own in prose is a name* (src/cluster/symbols.ts `mentionedNames`): " +
    "`/select lets the request pick its query parser` names `/select`, as `POST /login` already named " +
    "`/login`; a slash inside a word, after a dot or in a URL is not one (`and/or`, `TCP/IP`, " +
    "`./run`, `https://…/guide`). Not read, two Solr request handlers' reports in one template were " +
    "the same words; read, they name two handlers apart. Found by reading the thirty-fourth family. " +
    "Tuned sum (the thirty-fourth now among them) 295.00 to 292.30 (t -1.5, 8 of 20 seeds better, " +
    "the rest unmoved but two), the thirty-fourth 11.10 to 8.42, its cells meeting every target on " +
    "the worst seed 8 to 9 of 12; never tuned 218.28 to 218.80 (t 1.1; twelfth 9.32 to 9.74, tenth " +
    "12.02 to 12.12).",
  "- *Tried then, and not kept: each block's prior from how many reports each run makes there.* With " +
    "issues reported independently, a run's count n of reports in a file has E[n(n−1)] = (Σp)² − Σp², " +
    "so the share of two runs' reports there that are one issue, Σp²/(Σp)², follows from the counts " +
    "alone (method of moments), shrunk towards the test's λ by 12 pseudo-pairs. In the thirty-fourth " +
    "family (10 runs, moderate, seed 4) the test-wide prior, +2.56 bits, is the odds of a file with one " +
    "issue, and two Solr handlers of one file, never reported in one run, were one group. Used at " +
    "every step, tuned 295.00 to 358.34 (t 4.5), never tuned 218.28 to 272.36, cells on the worst seed " +
    "177 to 149 of 300; worth 60 pseudo-pairs, 304.94 (t 1.6); in the global merge only, 296.56 (t " +
    "0.2) and 232.78, worst-seed cells 165. As with each file's prior scaled by its possible matches " +
    "(above): a report joins the best of a file's groups, which already shares the prior among them, " +
    "and a lower prior then only splits one issue's reworded reports.",
  "- *Tried then, and not kept: a group cut in two where the global merge would not join the " +
    "halves.* Each group of four or more was cut around its pair of reports with the least evidence, " +
    "each other report going to the half it matches best on average, and split when the halves, " +
    "weighed as the global merge weighs two groups, would not be merged; then merged again. The two " +
    "handlers' group above halves at +0.49 bits (the prior +2.56 and never sharing a run +1.78 against " +
    "the pairs' mean), so it stays. Tuned 292.30 to 290.44 (t -0.9), never tuned 218.80 to 219.42.",
  "- *A domain name written whole is qualified from the right, and a name followed by words no name " +
    "is written as is the name* (src/cluster/symbols.ts `domainNameOf`, `nameBeforeWords`): " +
    "`s2019._domainkey.example.sa.` names `s2019` within `_domainkey.example.sa`, where every record " +
    "of a zone written so had been the one place `example.sa`; `s2019._domainkey IN TXT`, `2525 inet n " +
    "- y - - smtpd`, `allow_anonymous true` and Ada's `Parse_Frame return Reading` name their first " +
    "word, where the last (`in.txt`, `y.smtpd`, `return.reading`) had made every record of one type one " +
    "place; not one capitalised word after a type (`SaveSystem Instance`), a declaration's name. Found " +
    "by reading the thirty-fifth family (its zone's records and master.cf's services). Across every " +
    "family's symbols (10 runs, seeds 1 to 3) only these and the eighteenth's mosquitto setting read " +
    "otherwise. Tuned sum (the thirty-fourth and thirty-fifth among them) 336.16 to 332.44 (t -1.6, 13 " +
    "of 20 seeds better), the thirty-fifth 43.86 to 39.34; never tuned 196.36 to 195.96 (seventh, whose " +
    "Ada functions are read by their names now, mean |Δscore| a test 0.40 to 0.38).",
  "- *Two reports of one run are read for naming apart as two runs' reports are* (src/cluster/compare.ts " +
    "`withinRunTextLevel`; a correctness fix): the pairs known to be two issues never read as naming " +
    "apart, so the chance of it for two issues was the prior's alone (0.0065 for the words' level with " +
    "the same category in the thirty-fifth family, 10 runs, moderate, seed 1), while EM took the twins' " +
    "cross-run pairs, at one place, for one issue's and learned its chance for one issue at 0.066: " +
    "naming apart weighed +3.3 bits for one issue, the opposite of what the level is for. Tuned sum " +
    "332.44 to 312.94 (t -3.5, 17 of 20 seeds better), cells meeting every target on the worst seed " +
    "179 to 182 of 312, on the mean seed 284 to 289; mean |Δscore| a test, twenty-eighth 0.90 to " +
    "0.54, nineteenth 0.56 to 0.39; never tuned 195.96 to 185.56 (t -3.6), the thirty-sixth 21.42 to 18.06.",
  "- *A name qualified by its owner names that owner's member* (src/cluster/symbols.ts " +
    "`mentionedPlaces`, compare.ts `namedIn`, `otherPlaceOf`): a text writing `mkt._domainkey` no " +
    "longer names the place `s2019._domainkey` (the symbol level `named in the other's words`), and two " +
    "reports whose texts qualify one member by two owners name apart, where the file's reports name " +
    "the other owner's member as their place. A receiver no report names as a place (`slots.sort` for " +
    "`List.sort`, `prefs.setString` for `SharedPreferences.setString`, both one issue in the third " +
    "family) still names it. Compared by the member alone, every DKIM selector's report named " +
    "every other's, and the seventeenth family's `Remotes.Reload.OnServerEvent` named " +
    "`Remotes.FireWeapon.OnServerEvent` in 644 cross-run pairs of two issues (10 runs, seeds 1 to 5). " +
    "Found by reading the thirty-fifth family. With the fix above, tuned 312.94 to 297.50 (t -4.1, 18 " +
    "of 20 seeds better), cells on the worst seed 182 to 186, on the mean seed 289 to 300; the " +
    "thirty-fifth 39.66 to 27.48 (cells on the mean seed 0 to 9 of 12), seventeenth 0.50 to 0.37 a " +
    "test; never tuned 185.56 to 184.22 (t -1.7). Without the file's places (any other owner " +
    "not naming), before the fix above: tuned 332.44 to 331.70, the seventeenth worse (0.48 to 0.56 a " +
    "test: a receiver written for a type).",
  "- *Tried then, and not kept, on reading the thirty-fifth and thirty-sixth families.* A level of the " +
    "symbol for one member of two owners (`mkt._domainkey` / `s2019._domainkey`), its prior from close " +
    "names: tuned 332.44 to 332.38, the thirty-sixth (never tuned then) 21.42 to 23.60. Naming " +
    "apart's chance for one issue held at the prior's, not learned (EM takes twins' pairs across " +
    "runs for one issue's): tuned 297.50 to 306.12 (t 2.0), never tuned 184.22 to 207.76. A word's " +
    "rarity counted among the reports of the languages that write it (the runs' languages as " +
    "`runWriting` learns them), so a particle every Hindi report writes says as little as `the`: " +
    "tuned 315.56 to 316.84 (t 0.5), the thirty-sixth unmoved. Pairs of two runs known to be two " +
    "issues by transitivity (a report sharing its words outright with exactly one report of the " +
    "other run, and that one with it, is that report's issue, so every other report of that run is " +
    "another) added to the pairs of one run, which share their run's habits and so seldom show the " +
    "levels that two runs' habits make (a module against a signal): counted in full, tuned 315.56 " +
    "to 325.78 (t 1.3; seventeenth 0.37 to 0.15 a test, thirty-fifth 1.15 to 0.93, sixth 0.69 to " +
    "0.83, twenty-third 0.80 to 0.97), cells on the worst seed 187 to 181; at a fifth of a pair " +
    "each, 314.74 (t -0.2); counted in full for the place's fields only (symbol and line, whose " +
    "levels two runs' habits make), 316.64 (t 0.2, 12 of 20 seeds better; seventeenth 0.37 to 0.14 a " +
    "test, thirtieth 0.29 to 0.17, thirty-fifth 1.15 to 0.95), cells on the worst seed 187 to 184.",
  "- *A domain name's own name is its first label* (src/cluster/symbols.ts `ownNameText`, " +
    "`symbolNameText`; a review's consistency fix): the three readers of a symbol read a domain name " +
    "written whole alike, as the reading of its place does (`mkt._domainkey.example.sa.` is `mkt` " +
    "within `_domainkey.example.sa`); its own name had been empty, so a title naming the record never " +
    "named its place. Only the thirty-fifth family names such places, and 5 of its 240 tests moved: " +
    "summed 27.48 to 27.86, its cells on the worst seed 1 to 0; tuned sum 315.56 to 315.94. Kept for " +
    "the readers' agreement, which the element's reading set in the review of the stop before.",
  "- *One file named two ways, one name a run, is one file* (src/cluster/file-aliases.ts): a built " +
    "bundle reviewed in place of its source (`dist/background.js` for `src/background/index.ts`, its " +
    "lines 1,210 further down), a file under its old name and its new one. Two files of one agent that " +
    "no run reports both of, where three quarters of the reports at the name fewer runs use agree with " +
    "a report at the other (very similar words or closer, at places that do not differ) and three " +
    "quarters of those at lines one offset from it (within 10), are read as one file, the first's lines " +
    "moved by the offset; the evidence then decides each pair as before. Reports all at one place show " +
    "no offset: one of them must write the same words at the same place, and their lines are not " +
    "compared. A report agreeing with reports at two or more other files writes a template and does " +
    "not count, nor does a report writing its own file's name where the other does not. Found by " +
    "reading the thirty-seventh family, three quarters of whose error was its bundle-reviewing runs. " +
    "Tuned sum (the thirty-seventh not among them) 315.94 to 310.02 (t -2.3, 6 of 20 seeds better, " +
    "none worse), cells on the worst seed 186 to 187; nineteenth 9.30 to 8.18, twenty-first 14.98 to " +
    "12.84, twenty-sixth 17.08 to 14.72; thirty-seventh 146.10 to 98.80; the families never tuned " +
    "against, the thirty-eighth among them, 207.10 to 204.96 (fourteenth 28.26 to 28.08, twenty-fourth " +
    "19.54 to 18.34, twenty-seventh 11.18 to 10.44; the thirty-eighth unmoved, 40.94). Across every " +
    "family at 5, 10 and 20 runs, seeds 1 to 10, both variations, 48 files were read as another and " +
    "every one held only issues of the file it was read as. Forms tried on the way, not kept: the first " +
    "(any file whose reports agree, a lone report by the same words alone, names of one file name " +
    "included): tuned 327.48 (t 1.5), cells on the worst seed 186 to 161, the templated remarks " +
    "(`Magic numbers`) of two files read as one; with the template rule and names of one file name " +
    "left out, 313.38 (t -0.8) but the thirty-fourth's two index templates, one issue each, read as " +
    "one file where no run reported both (its cells on the worst seed 10 to 3), which the file's own " +
    "name in their words now keeps apart; that form with the chance of two files' runs sharing none by " +
    "chance held under 0.3 (the co-occurrence's own test), 316.44 (t 0.6): one bundle-reviewing run " +
    "among ten is apart from the source's runs by chance one time in three, so the chance kept most " +
    "true pairs apart (under 0.1, 4 of the 64 files read without it); every report at one place writing the same words " +
    "(in place of one): tuned 307.60, the thirty-seventh 99.74; of two names as many runs use, the " +
    "first in order read as the second (in place of neither): tuned 307.60 (t -2.8), the " +
    "thirty-seventh 91.04, but one report under each of two names, a run each, was read as one file, " +
    "where nothing tells which name is the file's.",
  "- *The judge reads a file as the grouping does* (src/cluster/cluster.ts `Clustering.files`, " +
    "src/consolidate/plan.ts, judge.ts; a review's consistency fix): the judge's requests and its " +
    "merges' file check had read each report's path again through the paths' reading alone, so a " +
    "group holding a bundle's report beside its source's named two files to the check, and the judge " +
    "could never merge it with another group of the source. The grouping now returns each report's " +
    "file as it read it, and both read that. In the same review, a report's relation to another " +
    "file's in the template rule reads that file's own name (it had read the candidate's), and a " +
    "file's name is read up to its extensions as `namesItsFile` reads it (`barePath`); neither " +
    "moved a test. Only tests with the judge moved: tuned sum (the thirty-seventh not among them) " +
    "310.02 to 309.40, twenty-first 12.84 to 12.22; thirty-seventh 98.80 to 89.66 (with the judge " +
    "49.81 to 40.67, without it 48.99 as before); never tuned 204.96 to 204.64 (twenty-fourth 18.34 " +
    "to 18.02); cells on the mean seed 462 to 463.",
  "- *A file named where a container mounts it, its name that of two files* (src/cluster/mounts.ts, " +
    "read from src/cluster/file-names.ts): `/config/configuration.yaml` and `/app/data/configuration.yaml` " +
    "beside the repository's `homeassistant/configuration.yaml` and `zigbee2mqtt/configuration.yaml`. A " +
    "path written from a machine's root had been read as the one repository file whose path ends with " +
    "the most of its parts, and as written where two did; the runs that wrote the mounts then grouped " +
    "none of their reports at those files with the other runs'. Now the test's other paths from a root " +
    "that were read as the repository's say where each root is mounted (`/config/automations.yaml` is " +
    "`homeassistant/automations.yaml`: `config` holds `homeassistant`), and the candidate that mount gives " +
    "is the file, where one mount is given more than any other and no run names both; where no mount is " +
    "given, the one candidate left once those a run names beside the path (by their name or by a path " +
    "read as them) are struck out; a path whose mount gives a file a run names beside it stays as " +
    "written. A bare name no longer stands for a path's file where paths with directories end it too. " +
    "Found by reading the thirty-eighth family, where it was two thirds of the error. Thirty-eighth " +
    "40.94 to 13.90 (its cells on the worst seed 1 to 6, on the mean seed 4 to 10); no other family " +
    "moved in any of its 240 tests (tuned, the thirty-eighth not among them, 399.06; never tuned, the " +
    "thirty-ninth among them, 303.68). Across every family at 5, 10 and 20 runs, seeds 1 to 10, both " +
    "variations, the rule read 108 paths, all the thirty-eighth's two mounts, each as its true file. " +
    "What is left there: twin automations no run reports both of, whose places differ only by their " +
    "index in the list (`[0].trigger[0].local_only`, `[1].…`), which the reading of a place drops.",
  "- *A resource named by its file's name within its path* (src/cluster/file-names.ts, the tree " +
    "rule): `/connectors/orders-cdc/config`, as Kafka Connect's REST API names the configuration of " +
    "the connector `connect/orders-cdc.json` defines. A path that names no file and is no path of the " +
    "repository's own directories had been read as a file only where its last part or its first was " +
    "a file's name; now also where its parts name one file of the test, and none another, where no " +
    "run names both. Found by reading the thirty-ninth family, whose runs naming connectors so were " +
    "more than half its error: 140.00 to 57.38; no other family moved.",
  "- *A template is told by the names of the files it is found at* (src/cluster/file-aliases.ts): a " +
    "report agreeing with reports at files of two or more other names writes a template and does not " +
    "count towards reading one file as another; a file named by its path in some runs and by its name " +
    "alone in others (`schemas/avro/trip_event.avsc`, `trip_event.avsc`) had counted as two files, so " +
    "each report of a file named a third way (the registry's subject `subjects/trip-events-value`, a " +
    "bundle) was a template wherever a run also wrote the bare name. Found by reading the thirty-ninth " +
    "family. Tuned sum (the thirty-ninth not among them) 412.96 to 383.25 (t -4.2, 13 of 20 seeds " +
    "better, 1 worse): thirty-seventh 89.66 to 69.98, twenty-fifth 27.36 to 17.34; thirty-ninth 57.38 " +
    "to 43.94; never tuned (the fortieth among them) 236.37 to 207.62 (t -8.7, 19 better): fourteenth " +
    "28.08 to 23.04, twenty-fourth 18.02 to 16.78. Cells on the mean seed 472 to 479, on the worst " +
    "seed 276 to 277. Across every family at 5, 10 and 20 runs, seeds 1 to 10, both variations, 119 " +
    "files were read as another (48 before, in the families then), each holding only issues of the " +
    "file it was read as, by the test's truth.",
  "- *Tried then, and not kept: a text naming its own file names nothing apart* (src/cluster/features.ts): " +
    "a title led by its file's name (`enrich_trips.sql: Regular join …`) made one issue's reports " +
    "name apart where the other report named a call the first did not; the file's name, as written " +
    "and as read, left out of what a text names. Tuned, the thirty-ninth among them, 427.20 to 425.20 " +
    "(t -0.9, 3 of 20 seeds better): thirty-ninth 43.94 to 41.16, but without it 383.25 to 384.05 " +
    "(t 0.8; fifteenth 6.24 to 7.28); never tuned 207.62 to 208.45.",
  "- *A file named by the URL a host serves it at* (src/cluster/file-names.ts): " +
    "`https://cdn.streamly.tv/vod/{asset}/master.m3u8` for the repository's " +
    "`packager/templates/master.m3u8`. A URL is read as a path from outside the repository's tree, " +
    "as one written from a machine's root is (its host the first part): the one file of the test " +
    "whose path ends with the most of its parts, where no run names both. Found by reading the " +
    "fortieth family: 50.22 to 33.60; no other family moved.",
  "- *Two languages' words tell nothing of one file named two ways* (src/cluster/file-aliases.ts, " +
    "compare.ts `inTwoLanguages`): a report at the name fewer runs use, written in a language no " +
    "report at the other name is written in, had counted as one that agrees with none of them, so a " +
    "file whose served URL two Bengali runs named was never read as the template's. Such a report now " +
    "counts neither way (a report in the other file's language that agrees with none counts " +
    "against). Fortieth 33.60 to 32.62; no other family moved.",
  "- *A file's name in a report's words keeps two files apart only where each report writes its " +
    "own* (src/cluster/file-aliases.ts): `orders template …` at orders.json against `products " +
    "template …` at products.json; one report alone writing its file's name may write it as a word " +
    "(`anyone with the manifest URL` at manifest.mpd), and its pair is no longer apart for that. " +
    "Found by reading the fortieth family. Tuned sum (the fortieth not among them) 427.20 to 419.52 " +
    "(t -3.2, 8 of 20 seeds better, none worse): thirty-ninth 43.94 to 38.08, thirty-seventh 69.98 to " +
    "68.16; fortieth 32.62 to 30.88; never tuned unmoved. Cells on the mean seed 479 to 485. Across " +
    "every family at 5, 10 and 20 runs, seeds 1 to 10, both variations, 128 files were read as " +
    "another, each holding only issues of the file it was read as.",
  "- *Tried then, and not kept: a file's path and the names that are tails of it read as one file " +
    "when a third name is weighed* (src/cluster/file-aliases.ts): `vod.mpd` written alone in some " +
    "reports beside `packager/templates/vod.mpd`, their runs and reports pooled against the served " +
    "URL. Tuned sum (the fortieth not among them) 427.20 to 432.47 (t 0.8; thirty-seventh 69.98 to " +
    "65.22, but twenty-fifth 17.34 to 27.66: its model `BrakeCtrl (Simulink model)`, read as the " +
    "generated file before, was no longer read so with the bare `BrakeCtrl.c` pooled in; why was not " +
    "looked into); fortieth 33.60 to 31.04; never tuned 292.85 to 295.40 " +
    "(fourteenth 23.04 to 26.98).",
  "- *A file named by its component and its path there* (src/cluster/file-names.ts " +
    "`breadcrumbParts`): `mod_quizgrader: db/access.php`, as Moodle names a plugin's file, for " +
    "`moodle/mod/quizgrader/db/access.php`. A name without spaces or slashes, a colon and a space " +
    "before a path are read as a breadcrumb's first item, so the path is the one file of the test " +
    "ending with the most of its parts, where no run names both. Found by reading the forty-first " +
    "family, three quarters of whose error it was: 135.46 to 35.02; no other family moved.",
  "- *A distinguished name is its first value within the rest* (src/cluster/symbols.ts " +
    "`distinguishedNameOf`, and its own name in `ownNameText`): `cn=helpdesk,ou=groups,dc=corp,dc=example`, " +
    "in any case (`CN=Helpdesk,OU=Groups,…`, as Active Directory prints it), is `helpdesk` within " +
    "`groups.corp.example`, qualified from the right as a domain name is. Read as code, its first " +
    "part's type before the `=` had been the name, so every entry of a directory was the one place " +
    "`cn`, and two groups' access controls were one place. Two or more `type=value` parts, each type " +
    "letters, digits and hyphens (a setting such as `max_connections=100` is not one). Found by " +
    "reading the forty-third family: 45.88 to 38.38 (its cells on the mean seed 1 to 4); no other " +
    "family moved.",
  "- *An item a registry names at a version is the file of its name* (src/cluster/file-names.ts " +
    "`treeParts`): `support/answer@v3` for `assistant/prompts/support/answer.v3.j2`; the version after " +
    "the name's `@` is left out of a tree path's last part, as a package's version is no part of its " +
    "name, and the path is then read as the one file whose path without its extensions ends with the " +
    "most of its parts, where no run names both. Found by reading the forty-fourth family: 16.10 to " +
    "12.72; no other family moved.",
  "- *A place that is its file's whole name names the file* (src/cluster/features.ts `namesItsFile`): " +
    "`crossref.lua` at `thesis/filters/crossref.lua`, as `STKALLOC` at `stkalloc.rpgle` did already. " +
    "Read as code, it was the method `lua` of an owner `crossref`, and a text writing the file's name " +
    "(`render_diagram in crossref.lua runs …`) named it, which counts for one issue; a remark at the " +
    "file joined the issue at its filter. Now it is close to every place of the file, as an owner is " +
    "to its members, and how much that says is learned. Found by reading the forty-fifth family: 36.86 " +
    "to 34.44. Tuned (the forty-fifth not among them) 575.20 to 574.78 (t -0.5); never tuned 187.68 to " +
    "179.28 (t -3.5, 18 of 20 seeds better), most of it the sixteenth, 12.26 to 7.22.",
  "- *A word before a parenthesis with a space between is prose, not a call* (src/cluster/code-names.ts): " +
    "`no text alternative (p. 41)`, `the token (stored in the session)`. Read as a call, the aside made " +
    "its word a name the text writes as code, which no other report of the issue wrote, so the two read " +
    "as naming apart. A call is written against its parenthesis (`validate(input)`), and a word with a " +
    "mark of code is a name with a spaced aside or without. Found by reading the forty-fifth family, " +
    "whose runs end some titles with the page: 34.44 to 33.96. Tuned (the forty-fifth not among them) " +
    "574.78 to 563.07 (t -2.8, 16 of 20 seeds better); never tuned 179.28 to 170.24 (t -3.3, 13 " +
    "better, 4 worse; the forty-sixth 27.58 to 20.08).",
  "- *A title's leading tag with a number is no name* (src/cluster/features.ts, the names a text " +
    "writes read past `unlabelled`): `[P1] Autofill fills hidden frames`. The tag was no word of the " +
    "title already, but the names read as code took `P1` (a digit) for one, which no other run's report " +
    "of the issue wrote: in the thirty-seventh family, 5 runs, heavy, seed 5, three reports at one " +
    "file with one title were three groups. Tuned (the forty-fifth not among them) 563.07 to 557.99 " +
    "(t -1.4): thirty-seventh 68.16 to 63.66, eighth 20.84 to 20.26; never tuned unmoved.",
  "- *Tried then, and not kept: a name joined by one colon read as a name the text writes* " +
    "(src/cluster/code-names.ts): a LaTeX label (`fig:pipeline`), an XML name (`marc:subfield`). It " +
    "told the forty-fifth's twin figures apart, whose titles differ by the label alone (33.96 to 25.22) " +
    "and helped the forty-first's component paths (34.90 to 31.12); the other tuned families did not " +
    "move (without those two, 528.16 to 527.92), and never tuned went from 170.24 to 171.99 (t 1.8, 6 " +
    "of 20 seeds worse, 1 better), all of it the forty-sixth, newest and unread, 20.08 to 21.84. Its " +
    "reports end with CVSS vectors (`AV:N/AC:L`) in some runs, which such a reading takes for names; " +
    "that was not checked, as the forty-sixth's errors stay unread, and no narrower rule was tried, " +
    "since it would be chosen on that family.",
  "- *Tried then, and not kept: a prior that reads naming apart as twins' sign* (src/cluster/compare.ts): " +
    "two issues whose words name apart are mostly of one category, not of the file's spread of " +
    "categories, so with few pairs of one run (the forty-fifth's two figures: three in a test) the prior " +
    "had read naming apart in one category as one issue, +1.4 bits. Tuned 563.07 to 564.06 (t 0.4, 12 " +
    "of 20 seeds worse), the forty-fifth itself 33.96 to 35.98; never tuned 170.24 to 171.14.",
  "- *Tried then, and not kept: a place of the file a text writes, as naming apart* " +
    "(src/cluster/compare.ts): `payroll-app accepts any redirect URI` and `wiki accepts …`, where other " +
    "reports give `payroll-app` and `wiki` as their places, read as naming apart as names written as " +
    "code are. Tuned 557.99 to 551.99 (t -1.7; forty-third 38.38 to 35.42, mean-seed cells 364 to 374); " +
    "never tuned 170.24 to 171.33 (t 0.4, 6 of 20 seeds worse). Read in titles only: tuned 554.82, " +
    "never tuned 170.97 (t 1.4). Twins are still the largest class of error; a reading that tells more " +
    "of them apart has not yet held on a family nobody read.",
  "- *A place in a JSON or YAML file written as a JSON Pointer is its key path* (src/cluster/features.ts " +
    "`pointerAsPath`): `/content_scripts/1/matches` in `manifest.json` is `content_scripts[1].matches`, " +
    "as other runs write it (RFC 6901's escapes read: `~1` a slash, `~0` a tilde). Read as a route, the " +
    "pointer had been a place of its own that no key path met. Only in a file of those formats: elsewhere " +
    "a path after a slash is a route or a path. Found in the thirty-seventh family: tuned (the " +
    "forty-fifth not among them) 557.99 to 557.14 (t -1.3): thirty-eighth 13.92 to 13.28, " +
    "thirty-seventh 63.66 to 63.46; never tuned unmoved (none of them points into a file so).",
  "- *Tried then, and not kept: two elements of one list are two places* (src/cluster/compare.ts): " +
    "`content_scripts[0].matches` and `content_scripts[1].matches`, read as one member of the owners " +
    "`content_scripts0` and `content_scripts1`, whose words are nearly all shared, are read as close; " +
    "as other places instead, tuned 557.99 to 558.38 (only the thirty-seventh moved, 63.66 to 64.06), " +
    "and after the pointer reading above 557.14 to 556.85 (thirty-seventh 63.46 to 63.16); never tuned " +
    "unmoved. Too little either way to keep.",
  "- *Tried then, and not kept: words in two languages that do not agree say nothing* " +
    "(src/cluster/compare.ts, learn.ts): two reports of runs in two languages whose shared words " +
    "(names, numbers) come to less than similar read at a level of the words' field that weighs " +
    "nothing, categories included, so the pairs of one language alone teach how often one issue's " +
    "reports differ in words. Tuned 557.99 to 551.75 (t -1.0, 10 of 20 seeds better, 10 worse): " +
    "twenty-eighth 12.88 to 7.76, but forty-first 34.90 to 37.50 and the forty-fifth itself 33.96 to " +
    "34.88; never tuned 170.24 to 169.60 (t -0.6).",
  "- *Tried then, and not kept: a line level for 26 to 60 lines apart* (src/cluster/compare.ts " +
    "`LINE_SPANS`), so that two reports a hundred lines apart (a realm's two clients' redirect URIs, " +
    "198 and 301) count further against one issue than two 30 lines apart. Tuned 557.99 to 568.54 " +
    "(t 2.3, 14 of 20 seeds worse; forty-third 38.38 to 41.74); never tuned 170.24 to 173.74 (t 2.0).",
  "- *Tried then, and not kept: no prior odds for two groups whose words mostly disagree* " +
    "(src/cluster/global-merge.ts): the global merge adds the test's prior odds of one issue to the " +
    "mean of two groups' pairs; left out where their words mostly disagree (a remark beside the issue " +
    "at its place), tuned 557.14 to 557.73 (t 0.2) and its cells meeting every target on the worst " +
    "seed 205 to 199; never tuned 170.24 to 169.74.",
  "- *Tried then, and not kept, the closest call of the stop: a title's symbol words compared where " +
    "two reports do not name one symbol* (src/cluster/compare.ts, features.ts): titles leave out their " +
    "own symbol's words, which the symbol field counts; where the other report names another symbol or " +
    "none, no field counted them, so `2525 accepts AUTH before STARTTLS` (no symbol) and `submission " +
    "accepts AUTH before STARTTLS` at `submission` read as the same words. Compared with those words " +
    "there: tuned 557.14 to 560.83 (t 0.6, 9 of 20 seeds better, 11 worse; fortieth 29.80 to 32.88, " +
    "forty-third 38.38 to 41.18), cells on the worst seed 205 to 207, on the mean 364 to 367; never " +
    "tuned 170.24 to 165.04 (t -1.6, 15 better, 5 worse), cells on the worst seed 87 to 91, one test " +
    "at a time at 10 runs 89% / 92% to 90% / 94%. Decided, as every change here, on the tuned sums; " +
    "the families never tuned against were not made the arbiter after the fact. Only where the other " +
    "report names no symbol (two symbols apart being the symbol field's to count): tuned 561.25 (t " +
    "1.5), never tuned 172.90 (t 1.1), worse on both.",
  "- *Tried, reading the forty-sixth, and not kept: naming apart's chance for one issue held at its " +
    "prior* (src/cluster/learn.ts): the forty-sixth's twin fields of one template (`[% patron.firstname " +
    "%]`, `[% patron.surname %]`) read as naming apart, whose learned chance for one issue EM raised " +
    "from the twins' cross-run pairs at one place (+0.3 to +1.3 bits for one issue, where the prior " +
    "says -0.6). Held at most at the prior's: tuned (the forty-sixth among them, the forty-seventh not " +
    "yet written then left out) 611.18 to 608.28 (t -0.6), never tuned 150.16 to 161.08 (t 5.0, 18 of " +
    "20 seeds worse): other families' one issue names apart more than the prior allows.",
  "- *Tried, reading the forty-sixth, and not kept: a text naming another member of a place's owner " +
    "is no text naming the place* (src/cluster/compare.ts): `patron_details` written in the text of a " +
    "report at `patron.firstname`, beside a report at `BLOCK patron_details` whose text names " +
    "`patron.surname`, read as the symbol level `named in the other's words` (+3.7 bits); as `other` " +
    "instead, tuned 611.18 to 610.85 (t -0.2), never tuned 150.16 to 150.25. The twins still mixed " +
    "through reports whose words were merely similar, where naming apart is not read.",
  "- *A path from a machine's root is the repository's whole path that its tail in the repository " +
    "ends* (src/cluster/file-names.ts `wholeFile`): `~/printer_data/config/printer.cfg` (where the " +
    "printer's host keeps it), `klipper/config/printer.cfg` (the repository) and `config/printer.cfg` " +
    "(the subproject). The tail is one file with each of the two others, but they were not one file " +
    "with each other, so the runs naming the file from the host were a group of their own wherever a " +
    "run named it from the repository's root. Read as the whole path that the tail ends, as a path " +
    "from a machine's root is read where no tail of it is written (the roots share no directory, no " +
    "run names both). Found by reading the forty-seventh family: 189.66 to 32.30. Tuned (the " +
    "forty-sixth and forty-seventh among them) 800.83 to 643.48 (t -9.7, 20 of 20 seeds better); never " +
    "tuned (the forty-eighth among them) unmoved, 176.44.",
  "- *The words of two reports in two languages weigh what such pairs show* (src/cluster/learn.ts " +
    "`wordsInTwoLanguages`, compare.ts `IN_TWO_LANGUAGES`): the pairs of one run, from which the words' " +
    "chance for two issues is learned, are always of one language, and one issue's reports in two " +
    "languages share far fewer words than in one (a remark with no name or number shares none), so " +
    "one set of weights for both read one issue in two languages as two. A pair whose runs write two " +
    "languages (wording.ts `runWriting`) is marked in its comparison pattern, and the words' chances " +
    "for one issue and for two among such pairs are fitted by EM over the cross-run pairs in two " +
    "languages, the location's chances held as learned over every pair, each shrunk towards the " +
    "chances over every pair; with fewer than 30 such pairs the words weigh as before. Found reading " +
    "the forty-seventh, whose remarks in Estonian and English at one place and line stood apart (-8 " +
    "bits of words against +3.8 of place); those remarks did not move (their pairs are too few among " +
    "the issues' to shift the chance), but across the families: tuned 643.48 to 633.22 (t -2.1, 13 of " +
    "20 seeds better, 7 worse), cells on the mean seed 381 to 386 of 456; never tuned 176.44 to " +
    "175.30 (t -0.8, 12 better, 4 worse; the forty-eighth, unread, 26.28 to 27.04), cells on the worst " +
    "seed 83 to 82, on the mean 151 to 152. Tried with the pairs in two languages left out of the fit " +
    "over every pair: tuned 645.88 (t 0.5 against before), never tuned 175.10.",
  "- *Two groups' own evidence counts once for each report of the smaller group* " +
    "(src/cluster/global-merge.ts): the global merge weighed the reports of two groups by the mean of " +
    "their pairs, one pair's worth, and added the co-occurrence ratio, which grows with both groups. " +
    "The forty-seventh's two heaters without thermal runaway protection (5 and 4 runs of 10, moderate, " +
    "seed 1, never reported by one run) merged though each pair of their reports was 4 to 8 bits " +
    "against one issue: the ratio gave 5.4 bits. Now the mean counts as many times as a matching of " +
    "the two groups' exemplars holds pairs, each of another report of one side. Tuned 633.22 to " +
    "627.60 (t -2.7, 13 of 20 seeds better, 6 worse), cells on the worst seed 211 to 214, on the mean " +
    "386 to 389 of 456; never tuned 175.30 to 175.57 (t 0.2, 8 better, 10 worse; the forty-eighth, " +
    "unread, 27.04 to 26.18; the twenty-third 16.08 to 17.12, the twenty-fourth 17.08 to 17.98), cells " +
    "on the mean seed 152 to 153. Tried instead: the mean counted by the square root of the pairs, " +
    "which counts one report against a group more than once: tuned 647.06 (t 3.0), never tuned 179.67.",
  "- *Tried, reading the forty-seventh, and not kept: a place named in each other's words apart from " +
    "one named one way* (src/cluster/compare.ts): a remark at `module duct()` and a report at `$fn` " +
    "whose text names `duct()` read as `named in the other's words` (+4.2 bits). In the tuned families' " +
    "cross-run pairs at that level (10 runs, seeds 1 to 3), both ways: 1,452 of one issue, 71 of two; " +
    "one way, the other text naming only its own symbol: 2,835 and 660. As two levels, each learned: " +
    "tuned 627.60 to 633.81 (t 2.1, 14 of 20 seeds worse), never tuned 175.57 to 176.51 (t 1.1).",
  "- *Tried, reading the forty-seventh, and not kept: words that share more never weigh less* " +
    "(src/cluster/learn.ts): the words' learned bits made monotone in how much two texts share, within " +
    "each category level (one text weighed -0.6 bits with other categories where the same words " +
    "weighed +4.5, and two reports of the forty-seventh with one title stood apart). Tuned 627.60 to " +
    "628.20 (t 0.2, cells on the worst seed 214 to 210), never tuned 175.57 to 174.84 (t -0.4, cells " +
    "on the worst seed 82 to 87, on the mean 153 to 151): no better either way on the sums.",
  "- *Tried, reading the forty-seventh, and not kept: words in two languages that cannot be compared " +
    "say nothing* (src/cluster/compare.ts, learn.ts): where neither report's title or description, " +
    "less its symbol's words, holds a word of the other's language that fewer than most reports write " +
    "(a remark in Estonian and one in English at one place), the words and categories weighed 0 bits, " +
    "and were left out of the fits. Tuned 627.60 to 619.49 (t -1.8, 11 of 20 seeds better, 9 worse; " +
    "forty-seventh 31.44 to 28.52, thirty-seventh 65.40 to 63.38), never tuned 175.57 to 177.11 (t " +
    "1.7, 3 better, 5 worse; twenty-third 17.12 to 18.44, forty-eighth 26.18 to 26.46), cells on the " +
    "worst seed 82 to 80. Not kept: better where it was read, worse where it was not, as the colon " +
    "names were.",
  "- *Tried then, and not kept: naming apart read where words are merely similar* " +
    "(src/cluster/compare.ts): the forty-sixth's twin fields' reports name `patron.firstname` and " +
    "`patron.surname` in words only similar, where naming apart was not read. Read there too: tuned " +
    "627.60 to 640.86 (t 3.4, 17 of 20 seeds worse), never tuned 175.57 to 176.72 (t 0.7).",
  "- *Tried then, and not kept: the learned words of two languages only below similar words* " +
    "(src/cluster/learn.ts): two reports of one issue in two languages whose words name apart had read " +
    "as +3.7 bits in the forty-seventh, learned among such pairs where twins at one place count as one " +
    "issue; with those pairs' bits at the agreeing levels taken from every pair: tuned 627.60 to 637.47 " +
    "(t 2.5), never tuned 175.57 to 178.16 (t 1.4).",
  "- *Tried then, and not kept: categories in two languages that the category map does not know are " +
    "related, not other* (src/cluster/compare.ts): `SQL injection` against `SQL įterpimas`, read as " +
    "other categories, took two reports of one issue at one symbol with very similar words to -0.2 " +
    "bits in a test of 5 runs, too few pairs in two languages to learn their words from. Tuned 627.60 " +
    "to 613.78 (t -1.7, 12 of 20 seeds better, 8 worse), never tuned 175.57 to 178.63 (t 0.9; " +
    "twenty-third 17.12 to 18.98, forty-eighth 26.18 to 27.54, ninth 18.94 to 18.26). Not kept, for " +
    "the reason the words of two languages that cannot be compared were not.",
  "- *Tried then, and not kept: EM that knows a report is one issue with at most one report of another " +
    "run* (src/cluster/learn.ts, learn-from-runs.ts): each cross-run pair's share of a match, where a " +
    "report's pairs with one other run come to more than one match, divided among them, so that twins " +
    "both reported by a run teach less that their reports are one issue. Tuned 627.60 to 635.16 (t " +
    "2.0, 14 of 20 seeds worse), though cells on the mean seed went 389 to 398; never tuned 175.57 to " +
    "181.05 (t 1.5).",
  "- *Tried then, and not kept: the match share among pairs in two languages held to the matches " +
    "possible, as over every pair* (src/cluster/learn.ts `wordsInTwoLanguages`): tuned 627.60 to " +
    "628.83 (t 1.6), never tuned 175.57 to 176.20 (t 0.8).",
  "- *A slash against the word after it opens a command or a path, not a list* " +
    "(src/cluster/symbols.ts): a symbol `command /rank set` was read as a list (`withdraw / redeem`) " +
    "and named its first item, `command`, so both of the forty-eighth's twin Skript commands, " +
    "`command /rank set` and `command /rank clear`, were one place. A list's slash has a space after " +
    "it too. From here the sums count the forty-eighth as tuned and the forty-ninth as never tuned: " +
    "tuned 653.78 to 653.22 (t -0.2, 8 of 20 seeds better, 11 worse; forty-eighth 26.18 to 25.14), " +
    "never tuned unmoved (234.35).",
  "- *Tried, reading the forty-eighth, and not kept: naming apart only where other runs show the two " +
    "names apart* (src/cluster/compare.ts): the forty-eighth's reports of one Mixin name the game's " +
    "method in one of three mappings, one habit a run, so its reports of one issue name apart, and " +
    "naming apart weighed +2 bits there, merging its twins. A name a run writes in one report of a file " +
    "and another in another report, no report writing both, is the runs' own word that they are two " +
    "things; no run writes two mappings. In the tuned families' cross-run pairs naming apart (10 runs, " +
    "seeds 1 to 5), names so shown apart by a third run: 11 of one issue, 1,893 of two; names one " +
    "report writes together: 757 and 743; neither: 533 and 878. As two levels, naming apart where so " +
    "shown and a level of its own otherwise, each learned: tuned 653.22 to 658.69 (t 1.8, 15 of 20 " +
    "seeds worse), never tuned 234.35 to 232.70 (t -1.2; the forty-eighth 25.14 to 25.06). With names " +
    "written together left at naming apart: tuned 654.93 (t 0.6), never tuned 233.98 (t -0.2). Where " +
    "no run shows the twins apart, as in most tests of 10 runs of the forty-eighth, its level learned " +
    "+3 bits from the mappings, as naming apart had.",
  "- *Tried then, and not kept: a file named in its namespace with one colon* " +
    "(src/cluster/file-names.ts): `arena:tick`, as the game names " +
    "`datapack/data/arena/functions/tick.mcfunction`, read as a module's name, as `arena.tick` and " +
    "`arena::tick` already were: tuned 653.22 to 653.25 (the forty-eighth 25.14 to 25.16), never " +
    "tuned unmoved. Its errors are its twins, not its files.",
  "- *A file inside an archive is named from the archive's root* (src/cluster/file-names.ts): the " +
    "forty-ninth's runs that name the feed's tables inside the archive the agency publishes " +
    "(`google_transit.zip/stop_times.txt`, as a validator does) were a group apart from those naming " +
    "`gtfs/feed/stop_times.txt`: the two paths share only the file's name, and two directories of " +
    "one name are two files. Read as a path from outside the repository, as a machine's root is " +
    "(`/etc/asterisk/extensions.conf`): the repository's one file whose path ends with the most of " +
    "its parts, where no run names both. From here the forty-ninth counts as tuned: tuned 738.19 to " +
    "667.92 (t -13.5, every seed better; forty-ninth 84.96 to 14.70), never tuned unmoved (174.29).",
  "- *A row written by its key's value is that row, where the reports write the key with two values* " +
    "(src/cluster/symbols.ts `selectingKeys`, features.ts): `trip_id=T2041` was read as an " +
    "assignment, naming what it assigns to, so the forty-ninth's two trips whose times run backwards " +
    "were one place, `trip_id`. A key that the test's reports write with two values now selects " +
    "rows by them (`trip_id.t2041`); a key written with one value names the setting as before " +
    "(`SocketUseSSL=N`). Tuned 667.92 to 666.12 (t -1.8, 9 of 20 seeds better, 2 worse; the " +
    "forty-ninth 14.70 to 12.90, no other family moved), never tuned unmoved. Asked of one run at a " +
    "time instead (a run reports an issue once, so its two values are two rows): 667.84 (t -0.2), as " +
    "few runs report both trips and name both by the key.",
  "- *Tried, reading the forty-ninth, and not kept: naming apart two names that differ in one part " +
    "as a level of its own* (src/cluster/compare.ts): the forty-ninth's twin `unwrap()` calls " +
    "(`entity.trip_update.unwrap()`, `entity.vehicle.unwrap()`) and the forty-eighth's twin selectors " +
    "(`@e[type=item]`, `@e[tag=arena_mob]`) name one owner's two members, or one member of two " +
    "owners; in the tuned families' cross-run pairs naming apart (10 runs, seeds 1 to 5), such names " +
    "were 77 pairs of one issue and 621 of two, other names 1,224 and 2,893. As a level, learned: " +
    "tuned 666.12 to 664.68 (t -0.5, 9 of 20 seeds better, 11 worse), never tuned 174.29 to 173.81 " +
    "(t -0.5). Where a test's twins are its only pairs at the level and no run reports both, EM " +
    "learns the level as one issue's (the forty-ninth, moderate, seed 5: +2.8 bits), as it did " +
    "naming apart.",
  "- *A command that sets a name to a value names the name* (src/cluster/symbols.ts " +
    "`commandedName`): the fiftieth's `param set NAV_DLL_ACT 0`, split at its spaces, was the member " +
    "`0` of `nav_dll_act`, and its twin `param set NAV_RCL_ACT 0` the same member of another owner, " +
    "which read as one method of two places. Words of a command in lower case, then one name written " +
    "as code with a letter, then numbers alone: the name. From here the fiftieth counts as tuned: " +
    "tuned 691.03 to 689.52 (t -2.2, 6 of 20 seeds better, none worse; the fiftieth 24.90 to 23.40), " +
    "never tuned unmoved (166.69). A first version took any word written as code for the name, a " +
    "number too, so `line vty 0 4` was `0`: the never-tuned twenty-third went 17.12 to 18.12 (t 1.7 " +
    "over the never-tuned, 3 seeds worse); the letter is what a name has and a number does not.",
  "- *A key written with spaces around its `=` selects rows by its values too* (src/cluster/symbols.ts " +
    "`KEYED`): the fifty-fourth's Kannel sections share one name (`group = smsc`) and are told apart " +
    "by a key inside (`smsc-id = globe`, `smsc-id = smart`), which, read as an assignment, named the " +
    "key alone. The rule above read only `key=value` unspaced. Tuned 805.91 to 804.42 (t -1.4, 6 of " +
    "20 seeds better, 2 worse; the fifty-fourth 24.62 to 23.14, no other family moved), never tuned " +
    "unmoved (180.83). From here the fifty-fourth counts as tuned.",
  "- *Tried, reading the fiftieth, and not kept: the words' chances for one issue learned among pairs " +
    "at one symbol* (src/cluster/learn.ts): naming apart weighed +3 bits in the forty-eighth, " +
    "forty-ninth and fiftieth, where twins whose other fields agree are most of a test's pairs at " +
    "that level and EM takes them for one issue. Splink trains each field's `m` in a session blocked " +
    "on another, as the place is trained here among pairs whose words agree; the words trained so " +
    "among pairs naming one symbol or method, the symbol left out: tuned 689.52 to 686.98 (t -0.6, " +
    "10 of 20 seeds better, 10 worse), never tuned 166.69 to 172.32 (t 2.7, 15 worse).",
  "- *Tried, reading the fifty-first, and not kept: a time of day at the end of a symbol is no line* " +
    "(src/findings/location.ts, src/cluster/symbols.ts): the reader takes `Sun 22:00` for the symbol " +
    "`Sun 22` at line 0 (and `Sun 21:30` for line 30), as it takes `Vault.mint():42`. Kept whole, and " +
    "a colon between digits not split: tuned 706.83 to 707.88 (t 1.5, 4 of 20 seeds worse; the " +
    "fifty-first 17.32 to 18.36), never tuned unmoved. The fifty-first's twin shows are told apart no " +
    "better by `sun.2200` and `sun.2300` than by `sun.22` and `sun.23`.",
  "- *An OpenAPI operation written as its path in the document is the route* (src/cluster/symbols.ts " +
    "`openApiRoute`): the fifty-fifth's `paths./bookings/{id}/cancel.post`, as Spectral and Redocly " +
    "print an operation, was read as the member `post` of an owner `cancel`, so no report naming the " +
    "operation met one naming the handler's route (`POST /bookings/{id}/cancel`), and every POST " +
    "operation read alike. Read as the route, in the dotted, bracketed and JSON-pointer forms. Tuned " +
    "835.87 to 836.29 (t 0.3, 3 of 20 seeds better, 5 worse; only the fifty-fifth moved, 31.44 to " +
    "31.88), never tuned unmoved. Over its 40 tests of 10 runs, the groups holding both of its twin " +
    "routes went from 4 to 2 and those holding both of its twin fields from 22 to 21; the summed " +
    "|Δscore| is a little worse, as a grouping's errors can cancel in the score. Kept as a reading: " +
    "a document's path to an operation names the operation.",
  "- *Tried, reading the fifty-fifth, and not kept: two languages' texts compared less their shared " +
    "words' share* (src/cluster/compare.ts `diceOfShared`). Two reports in two languages are compared " +
    "by the words both languages' runs write; a remark whose only such word is its class's name " +
    "(`Document the units of Fares' fields`, in Welsh `Dogfennwch unedau meysydd Fares`) then reads " +
    "as very similar to any report of the class (`Mae Fares.total yn adio prisiau fel Double`), and " +
    "five of the fifty-fifth's 40 tests of 10 runs joined them. With a fifth of each text's other " +
    "words' weight kept in its mass: tuned 836.29 to 877.51 (t 2.6, 16 of 20 seeds worse; the " +
    "fifty-fifth itself 31.88 to 44.50), never tuned 182.45 to 178.27 (t -1.5). Capping the words " +
    "below similar where the texts share fewer than two words: tuned 867.71 (t 3.7), never tuned " +
    "187.06 (t 2.3). One issue's reports in two languages share as few words as the remark does.",
  "- *A key after its section, a comparison, and a `$` between two words are read as written* " +
    "(src/cluster/symbols.ts), found reading the fifty-sixth's places: `[[outputs.influxdb_v2]] " +
    "token` named the table alone (the key was read as a value after a name, as in `allow_anonymous " +
    "true`); `wtg_gearbox_bearing_temp_celsius > 95` was the member `95`, as was its twin's rule, " +
    "of two owners, which read as one method; `WTG07LD0/LLN0$GO$gcbTrip`, as MMS writes an IEC 61850 " +
    "reference and Java a nested class (`Outer$Inner`), was one word. Now the key is the section's " +
    "member, a comparison with a value names what it compares, and a `$` between two words parts " +
    "them. Tuned 869.35 to 869.96 (t 0.4, 5 of 20 seeds better, 3 worse; the fifty-sixth 33.06 to " +
    "33.52, its errors the same in number and kind: at 10 runs, off, its 40 tests' summed |Δscore| " +
    "unmoved), never tuned unmoved. Kept as readings: none is a number's to decide.",
  "- *Words in two languages that cannot be compared say nothing* (src/cluster/compare.ts " +
    "`WORDS_UNCOMPARED`, learn.ts, unworded.ts). Two reports of runs in two languages are compared by " +
    "the words both languages write; where neither report's title or description, less its symbol's " +
    "words, holds one word the other's language writes (a remark that names nothing but its place, " +
    "`Name the data sets after what they carry` and its Georgian), their words were read as " +
    "different, which in two languages is two issues' mark: -8.7 bits against +5.4 of one symbol " +
    "and line, and the fifty-sixth's remarks split in 14 of its 40 tests of 10 runs. Now such a " +
    "pair's words and categories weigh nothing, as a field one side leaves empty weighs nothing in " +
    "Splink, and such pairs are left out of the fits; and a report so compared with the rest of its " +
    "group is not worded apart from them, so the split of a group held by its place alone " +
    "(unworded.ts) no longer takes it out after the global merge has joined it. Tuned 869.96 to " +
    "845.54 (t -8.3, 20 of 20 seeds better; the fifty-sixth 33.52 to 27.22, the thirty-seventh " +
    "65.40 to 62.34, the thirty-third 14.94 to 12.30, the fifty-third 26.74 to 24.16), never tuned " +
    "182.40 to 178.86 (t -2.9, 13 better, 3 worse; all of it the fifty-seventh, unread, 33.02 to " +
    "29.48; the 13 older never-tuned families unmoved). With only the first half, the weights: tuned " +
    "855.53 (t -5.2), never tuned 181.19. Tried in the same stop: either report holding no such word " +
    "rather than both, 867.27 (t -0.3 against before), never tuned 181.12. The forty-seventh's stop " +
    "tried a version of this (words weighing nothing where neither report holds a word of the " +
    "other's language that fewer than most reports write) and did not keep it: better on the tuned " +
    "sum, worse on the never tuned. Its like, the first half here, is better on both sums now, " +
    "with nine more families read; the mended split doubles the gain.",
  "- *Tried, reading the fifty-seventh, and not kept: numbers parted by slashes are no name with " +
    "its arity* (src/cluster/symbols.ts): an Erlang or Elixir function's arity is dropped from its " +
    "name (`get_user/1`), and so a GRIB2 field's code `0/0/6` (the dew point) was `0/0`, as was " +
    "`0/0/0` (the temperature). With the arity dropped only after a name with a letter: tuned " +
    "875.01 to 876.20 (t 1.5, 2 of 20 seeds worse; the fifty-seventh 29.48 to 30.66), never tuned " +
    "unmoved. The two fields' reports mix whatever their codes read as; told apart by the codes, the " +
    "mixed groups' scores moved the wrong way.",
  "- *Tried, reading the fifty-seventh, and not kept: a loop's header names no place* " +
    "(src/cluster/symbols.ts): `for name in FIELDS`, read as `X in Y` is said of a place, was the " +
    "constant `FIELDS`, a remark's place a hundred lines away, and one of the fifty-seventh's " +
    "remarks joined the issue there. Read as no place (`for (…)`, `foreach (… as …)`, `while (…)` " +
    "too): tuned 875.01 to 876.71 (t 1.9, 4 of 20 seeds worse, none better; the twenty-second, " +
    "whose runs name Slurm and Snakemake loops, 15.28 to 16.96), never tuned unmoved.",
  "- *Tried, reading the fifty-seventh, and not kept: two groups' evidence counted once for each " +
    "report of the smaller group, not each of its wordings* (src/cluster/global-merge.ts): the " +
    "fifty-seventh's `parseVisibility`, reported by two runs in one Maltese text, sat in one group " +
    "with `parseWind`; its one wording counted the pairs' mean (-3.2 bits) once, and the prior and " +
    "the co-occurrence ratio (2.2 and 1.6) outweighed it. Counted for each report, up to the four " +
    "wordings a group keeps: tuned 875.01 to 878.79 (t 2.3, 13 of 20 seeds worse), never tuned " +
    "191.22 to 190.46 (t -1.5). With the change below as well: tuned 861.80, never tuned 186.72; " +
    "without it (below) the tuned sum is lower.",
  "- *A part of a group that no other group takes, and that the evidence holds to be another issue " +
    "than the rest, stands alone* (src/cluster/move-parts.ts). A group's parts (its reports linked " +
    "by agreeing words) moved only to another group; where the part's issue had no group elsewhere " +
    "(reported by two runs of ten, as the fifty-seventh's `parseVisibility` beside `parseWind`), " +
    "it stayed in a group the global merge would not have formed. Now, where no part of a group " +
    "moves, the first part whose evidence against the rest of its group is below zero leaves it as " +
    "a group of its own, and the global pass runs again; with a judge, evidence that merely falls " +
    "short of the margin keeps them together for the judge. Tuned 875.01 to 860.00 (t -4.0, 14 of " +
    "20 seeds better, 6 worse; 43 families moved, the forty-third 34.50 to 32.44, the thirty-ninth " +
    "33.36 to 31.72, the fifty-second 47.34 to 48.58), never tuned 191.22 to 187.62 (t -2.5, 15 " +
    "better, 4 worse): the 13 older never-tuned families 149.38 to 145.41, their cells meeting " +
    "every target on the worst seed 81 to 85; the fifty-eighth, unread, 41.84 to 42.22. The " +
    "fifty-seventh's two functions stay mixed: their parts' evidence is +0.6 for the reason above. " +
    "Tried first: any part that the evidence would not merge with the rest, the global merge's own " +
    "test, which with a judge would part every two parts whose words differ: the same numbers in " +
    "every cell here, but a judge's margin is no evidence of two issues.",
  "- *A name written with two arities is two functions* (src/cluster/symbols.ts `selectingKeys`, " +
    "`arityPlace`, features.ts): the fifty-eighth's Prolog predicates `bonus/2` and `bonus/3`, each " +
    "truncating a payment seven lines from the other, were one place, `bonus`, as a function's " +
    "arity is dropped from its name (a report may write `get_user/1` or `get_user`). As a key the " +
    "test's reports write with two values selects rows (the forty-ninth's trips), a name they write " +
    "with two arities now keeps its arity as a member of the name (`bonus.2`), so the bare name " +
    "(`bonus`, or the head `bonus(Farm, Amount)`) is close to either, as a class is to its method, " +
    "and the two are two places; a name written with one arity throughout reads as before. Tuned " +
    "902.21 to 898.09 (t -1.5, 7 of 20 seeds better, 4 worse; only the fifty-eighth moved, 42.22 to " +
    "38.10), never tuned unmoved. Kept, its t weak, as the key rule's reading of the same thing: a " +
    "name that the reports write two ways is two places.",
  "- *One word in double quotes is a name written as code* (src/cluster/code-names.ts " +
    "`QUOTED_NAME`): configuration languages label a block with a quoted name (Nomad's `task " +
    '"server"`, Terraform\'s `resource "aws_s3_bucket" "uploads"`), and reports write the ' +
    'label so: the fifty-ninth\'s `Task "notifier" has no memory limit` and `Task "server" …` ' +
    "read as the same words, no name of either seen, and its two tasks' groups mixed in 10 of its 40 " +
    "tests of 10 runs (1 since). Read as a name, as a backtick span is, so that two reports each " +
    "naming their own read as naming apart. Tuned 943.57 to 938.80 (t -1.1, 12 of 20 seeds better, " +
    "6 worse; the fifty-ninth 45.48 to 40.24), never tuned 187.27 to 187.45 (t 1.0, one seed worse). " +
    "Kept, its t weak: a quoted word is written as a name; the risk is prose's scare quotes " +
    '(`the "fix"`), which read as a name too.',
  "- *A Smalltalk method is its class and its selector* (src/cluster/symbols.ts): Smalltalk writes a " +
    "method as `LotTracker>>mergeLot:`, and Pharo prints it `LotTracker»mergeLot:`; the two marks " +
    "were no separator, so the class and the selector ran together into one name " +
    "(`lottrackermergelot`) that no report naming the selector alone (`#mergeLot:`) met. Now they " +
    "part the owner and the method, and a class-side method (`LotTracker class>>new`) is the " +
    "class's. Found reading the sixtieth. Tuned 980.66 to 980.00 (t -0.6, 4 of 20 seeds better, 2 " +
    "worse; only the sixtieth moved, 41.86 to 41.20), never tuned unmoved.",
  "- *A bare name is a member of the text's own place* (src/cluster/compare.ts `namedIn`): the " +
    "sixty-first's two lifts each set `reentrySeconds`; a report on `lifts.chair4.reentrySeconds` " +
    "writes `reentrySeconds` alone, and that read as naming `lifts.drag6.reentrySeconds`, the other " +
    "lift's place (+4.1 bits). A bare name is now read as a member of the text's own place, where " +
    "its own symbol ends in it or where reports name its own place's member of that name " +
    "(`chair4.reentrySeconds` beside a report on `chair4`); elsewhere it may still be the other's " +
    "(a call at fault named in the enclosing function's report). Tuned 1003.30 to 997.87 (t -1.8, " +
    "12 of 20 seeds better, 8 worse; the sixty-first 23.30 to 16.26, eight others within 1.4), " +
    "never tuned unmoved (the sixty-second, unread, among them).",
  "- *A text writing its own file's name names nothing apart* (src/cluster/compare.ts " +
    "`writesItsFile`, features.ts `fileAsName`): `Daily.jq slurps every gate event` names `daily.jq`, " +
    "the file both reports are in, and read as naming apart from a report naming `skier_days`. Found " +
    "with the change above, reading the sixty-first. Tuned 997.87 to 994.50 (t -2.0, 10 of 20 seeds " +
    "better, 5 worse; the sixty-first 16.26 to 15.46, the thirty-ninth and the forty-eighth -1.3 " +
    "each), never tuned 181.76 to 182.42 (t 0.8).",
  "- *A name of several words is the other's only where its title or names write it* " +
    "(src/cluster/compare.ts `namesOutside`, `namesWord`): the sixty-second's twin Makefile targets " +
    "each name their variable (`RELEASE_DIR`, `LABEL_DIR`), and each one's description says the " +
    "variable is `only set by the old release script`: every word of `RELEASE_DIR` was in the other " +
    "report's prose, so it was no name of its own there and the two read as the same words. A name " +
    "of one word (`I2C` beside `i2c_reg_write_byte`) is still the other's wherever its text holds " +
    "it; a name of several is the other's where its title, its symbol or a name its text writes " +
    "holds each word. Tuned 1030.83 to 1020.63 (t -3.5, 17 of 20 seeds better, 3 worse; the " +
    "sixty-second 36.32 to 25.40, the thirty-fourth 5.32 to 6.12), never tuned 186.45 to 186.57 " +
    "(t 0.2; the sixty-third, unread, among them).",
  "- *Two names alike but for a number are two places* (src/cluster/compare.ts `numberedApart`): " +
    "`TANK_7_ALARM_C` and `TANK_8_ALARM_C`, or `content_scripts[0].matches` and " +
    "`content_scripts[1].matches`, shared most of their words and read as close symbols. Now two " +
    "methods, or one method of two owners, that differ only in their numbers are other places; a " +
    "bare number is no name (`decode.py:41` is read as a line). Tuned 1020.63 to 1018.09 (t -1.4, 7 " +
    "of 20 seeds better, 3 worse; five families moved, none worse), never tuned unmoved.",
  "- *Naming apart is never evidence of one issue* (src/cluster/learn.ts `whatBitsOf`): what the " +
    "words weigh where they agree while each report names something the other does not is learned " +
    "as every level is, from EM's fit among the cross-run pairs, and twins that no run reports " +
    "together agree there on all else: in the sixty-second's tests the level came out at +3.8 bits " +
    "where no two reports of one issue read so (over every family read, seeds 1 to 5 at 10 runs, " +
    "2.96% of one issue's cross-run pairs in one file read as naming apart and 5.57% of two issues'; " +
    "the weight was above 0 in 522 of 1,260 tests). It is now at most 0 bits, with and without two " +
    "languages; where the runs show one issue's reports naming apart as often as two issues' it is " +
    "about 0 anyway. Tuned 1018.09 to 1004.17 (t -4.1, 16 of 20 seeds better, 4 worse; the " +
    "sixty-second 25.40 to 22.38, the forty-eighth 23.40 to 21.28), never tuned 186.57 to 183.66 (t " +
    "-1.5, 11 better, 7 worse; the sixty-third, unread, 40.36 to 36.72). Its cells meeting every " +
    "target on the worst seed: tuned 234 to 236, never tuned 84 to 83.",
  "- *Also tried this stop, and not kept.* Words that cannot be compared where either report, not " +
    "both, writes no word of the other's language (the sixty-second's remark `Declare the clean " +
    "targets .PHONY` beside its Azerbaijani, whose one shared word, `clean`, is a name's in the " +
    "Azerbaijani runs): tuned 1018.09 to 1035.13 (t 2.0, 7 of 20 seeds better, 13 worse), never " +
    "tuned 186.57 to 185.47. Two members of one owner whose texts each name their own as other " +
    "places rather than names apart (the sixty-first's `$3.deny` and `$3.admit`): the sixty-first " +
    "alone 36.90 to 37.60 in summed |Δscore| at 10 runs, not run further.",
  "- *A number past any file's length after a name and a colon is part of the name* " +
    "(src/findings/location.ts `MAX_LINE`): the reader took the sixty-third's Suricata rules, " +
    "`sid:9000101` and `sid:9000107`, for the name `sid` at lines 9000101 and 9000107, so both rules " +
    "were one place, `sid`, and where a report gave no line of its own, its line was nine million. " +
    "A number over 1,000,000 after a name and a colon is now part of the name (a path's stays its " +
    "line). Found reading the sixty-third. Tuned 1040.90 to 1040.09 (t -0.3; only the sixty-third " +
    "moved, 36.72 to 35.92), never tuned unmoved: kept as the reader's correctness, not for its " +
    "numbers.",
  "- *Also tried, and not kept: languages joined only where most of their runs' pairs write alike* " +
    "(src/cluster/wording.ts `runWriting`): a language is the runs joined by writing alike through " +
    "any one pair, and in the sixty-fourth's test at 10 runs, heavy, seed 15, one Afrikaans run " +
    "shared 0.24 of its words with one English run, so the two languages were one and a remark's " +
    "two reports in them were compared word for word and stood apart. Groups of runs joined, most " +
    "alike first, only while at least half their pairs write alike kept the two languages apart " +
    "(the sixty-fourth 13.22 to 11.74), but moved 42 families both ways: tuned 1053.31 to 1054.83 " +
    "(t 0.2, 10 of 20 seeds better, 10 worse), never tuned 169.61 to 169.49.",
  "- *Words in two languages are not compared where one report holds none of the other's and the " +
    "other one at most* (src/cluster/compare.ts `wordsUncompared`, `wordsWritten`): a remark in " +
    "English and its Galician at one symbol, the English `Declare the module's namespace and " +
    "version at its head`, held one word the Galician runs write, in code (`declare function " +
    "local:hemoglobin`), and the Galician none of the English runs'; compared by that one word, " +
    "their words differed, and the sixty-fifth's remarks split in 7 of its 40 tests, the " +
    "sixty-second's (`Declare the clean targets .PHONY`, with `clean-labels` in its Azerbaijani " +
    "runs) in 5. Where the other report holds two or more such words, they are its names, and " +
    "their absence from the first still counts (with any number, tried before, tuned t +2.0). " +
    "Found reading the sixty-fifth. Tuned 1076.00 to 1049.51 (t -6.6, 20 of 20 seeds better; the " +
    "forty-seventh 30.34 to 26.68, the fifty-first 16.60 to 13.18, the sixty-fifth 22.68 to " +
    "19.44), never tuned 159.84 to 157.71 (t -2.3, 10 better, 3 worse; the sixty-sixth, unread, " +
    "12.90 to 10.84). Cells meeting every target unmoved.",
  "- *Two symbols read as one name are two places where their written forms number it apart* " +
    "(src/cluster/compare.ts `writtenNumberedApart`, src/cluster/features.ts `symbolNumbered`): " +
    "the sixty-sixth's JCL steps `//STEP020 EXEC PGM=DKTSORT` and `//STEP040 EXEC PGM=DKTRPT` are " +
    "each read as the keyword `PGM`, as a statement is read for what it assigns, so the two steps " +
    "were one place, and with words naming apart that count for nothing, a report of one joined " +
    "the other's. Where two symbols are read as one name and their written forms hold one word " +
    "with two numbers (`step020` / `step040`), they are other places, as two names alike but for a " +
    "number are. Found reading the sixty-sixth. Tuned 1060.36 to 1058.48 (t -2.0, 4 of 20 seeds " +
    "better, none worse; only the sixty-sixth, 10.84 to 9.18, and the fortieth moved), never tuned " +
    "unmoved.",
  "- *With too few pairs in two languages to learn from, categories that differ there say nothing* " +
    "(src/cluster/learn.ts `wordsAlone`, `wordsAloneOf`): what two reports' words and categories " +
    "weigh in two languages is learned from such pairs (`whatAcross`) where there are 30 or more; " +
    "at 5 runs there seldom are, and the words and categories weighed as one language's. A run " +
    "writes its category in its own language as often as not, so one issue's reports in two " +
    "languages read as another category: the sixty-sixth's hearing page, an Uzbek report and its " +
    "English ones at one symbol, stood apart at -2.5 bits. There, categories that differ now leave " +
    "the words to weigh by their level alone: m and u summed over the category levels, as a field " +
    "left out weighs in Splink. Found reading the sixty-sixth. Tuned 1058.48 to 999.02 (t -5.2, 17 " +
    "of 20 seeds better; nearly all of it at 5 runs: 420.83 to 372.93 with `off`, 153.02 to 142.00 " +
    "with the judge; the forty-sixth 17.64 to 10.88, the sixty-fifth 19.44 to 14.42), never tuned " +
    "188.26 to 184.82 (t -1.2; the " +
    "sixty-seventh and sixty-eighth, unread, 16.46 to 14.44 and 24.94 to 24.76). Cells meeting " +
    "every target on the worst seed: tuned 252 to 257, never tuned 90 to 90.",
  "- *Also tried this stop, and not kept* (each against the change above, tuned 999.02, never " +
    "tuned 184.82). Categories in two languages read as related, not other, where one's words are " +
    "none the other language writes: better at 5 runs, worse at 10 and 20, where the pairs in two " +
    "languages teach what such categories say (tried first, against the record before the two " +
    "changes above: tuned t -1.1; the change above is what came of it). " +
    "Runs' languages told by their stopwords too (`the`, `of`, which the words leave out), so that " +
    "at 5 runs an English run of two reports is alike to the other English runs: tuned 993.68 (t " +
    "-1.4, 9 of 20 seeds better, 10 worse), never tuned 184.68. A symbol naming the module its file " +
    "holds (`Docket.View` in `Docket/View.purs`) as naming the file: tuned 998.90 (t -0.1). The " +
    "severity as a fourth field, learned like the others, counting only against one issue: tuned " +
    "984.16 (t -1.4, 12 better), never tuned 189.74 (t 1.2), with 45 families moved both ways. " +
    "Names alike but for a number read as other places before naming apart: tuned 1006.40 (t " +
    "3.7). Fewer or more pairs before EM fits (12, 20 and 45, against 30): tuned 1026.28, 1017.42 " +
    "and 1017.92. More pairs in two languages before their words are learned apart (60 and 120, " +
    "against 30): tuned 998.08 and 999.50, never tuned 187.04 and 187.80. A place that a report of " +
    "another issue in one run names in its words no longer counts as named by a third report: " +
    "tuned 1010.54 (t 2.8). A symbol naming its file taken as saying nothing of the place, not as " +
    "close: tuned 1001.28 (t 0.4), never tuned 187.80. What naming apart weighs learned, as Splink " +
    "trains a field in a session blocked on others, among the cross-run pairs at one symbol and " +
    "within 3 lines, where twins are few: tuned 1006.14 (t 3.9, 4 of 20 seeds better).",
  "- *A word the other language writes only in its code is no word to compare by where a report " +
    "writes it as prose* (src/cluster/compare.ts `wordsWritten`, src/cluster/wording.ts " +
    "`languageProse`, src/cluster/features.ts `codeWords`): words in two languages are not compared " +
    "where one report holds none of the other language's words and the other one at most (above), " +
    "but the sixty-seventh's English remark `Log each export with its page and time` held two, " +
    "`export` and `page`, which its Esperanto runs write only in `exportPage(pageNum)`; compared by " +
    "them with its Esperanto, which holds neither, the two read as words that differ and split in " +
    "12 of its 40 tests at 20 runs. A report's words now count as the other language's where that " +
    "language writes them as prose, or where the report itself writes them in a name as code (in " +
    "backticks or not: camelCase, snake_case, dotted, called, or with a digit). Found reading the " +
    "sixty-seventh. Tuned 1013.46 to 1008.48 (t -1.9, 13 of 20 seeds better, 6 worse; the " +
    "sixty-seventh 14.44 to 12.62, the forty-ninth 9.54 to 8.50), never tuned 207.32 to 207.62 (t " +
    "1.0; only the sixty-ninth, unread, moved, 36.96 to 37.26).",
  "- *Also tried after it, and not kept: a name of several words is named by a description only " +
    "where the description writes it as one name* (compare.ts `namesOwn`): the sixty-seventh's twin " +
    "handlers `exportPage` and `exportSection`, whose descriptions each hold both names' words " +
    "(`on exportSection(pageNum)`), were not read as each text naming its own, and mixed in 7 of its " +
    "40 tests at 10 runs (1 with it). Tuned 1008.48 to 996.36 (t -2.0, 14 of 20 seeds better), but " +
    "the fifty-second alone gained 14.60 and eighteen families lost; never tuned 207.62 to 210.28 " +
    "(t 1.8): not kept.",
  "- *Lisp definitions, FreeMarker directives, configuration sections, template interpolations " +
    "and tags other reports name, read as the places they are* (src/cluster/symbols.ts " +
    "`LISP_DEFINITION`, `TEMPLATE_DIRECTIVE`, `SECTION`, `INTERPOLATION`, `namedTags`): a symbol " +
    "`(fn box-weight [reading]`, `(defun plan-night (targets) ...)` or `<#macro buyerLine>` had been " +
    "no place at all, `<match cellar.**>` and `<Location /apps>` too, `${vessel.skipperNote?no_esc}` " +
    "the name `skippernoteno_esc`, and a tag alone (`<expires>`, `<queue-size>`) a placeholder even " +
    "where other reports give `info/expires` or `limits.queue-size` as the place. Each is now the " +
    "name it defines, calls, opens or prints; a tag alone is the element where another report of " +
    "the test gives its name as a place, a placeholder otherwise (`<module>`). Found reading the " +
    "sixty-eighth. Tuned 1033.24 to 1027.23 (t -2.4, 11 of 20 seeds better), never tuned 202.77 to " +
    "202.76; cells meeting every target on the worst seed 350 to 352.",
  "- *Names in kebab case that a report of the file gives as its place are names where a report's " +
    "prose writes them, and a call two texts name is no tie where each names a place of its own* " +
    "(src/cluster/block-names.ts `readBlockNames`, features.ts `hyphenated`, compare.ts " +
    "`placesNamedApart`): the sixty-eighth's twin Fennel functions `box-weight` and `tub-weight` " +
    "each floor a reading with `math.floor`. A report at `math.floor` titled `box-weight floors each " +
    "box's reading` and one at `scale.tub-weight` titled `tub-weight floors each tub's reading` " +
    "were the same words, `box-weight` being read as the words `box` and `weight`; and the tub " +
    "report's description names `math.floor`, so its symbol read as named in the other's words " +
    "(+4.1 bits). Words joined by hyphens are read as a name only where some report of the file " +
    "gives that name as its place (prose joins words so too: `read-only`), learned from the runs; " +
    "the two texts then name apart, and naming the other's place counts as it did only where the " +
    "texts do not each name a place of the file the other does not. The sixty-eighth's twins mixed " +
    "in 15 of its 40 tests at 10 runs before, 1 after (test/cluster/block-names.test.ts). Tuned " +
    "1027.23 to 993.37 (t -5.2, 19 of 20 seeds better; the sixty-eighth 18.92 to 7.61, the " +
    "sixtieth, sixty-fifth, forty-first, forty-third and fifty-fourth 2 to 6 each), never tuned " +
    "202.76 to 201.10 (t -0.9); cells meeting every target on the worst seed 352 to 371. Tried " +
    "first with any name the texts write apart, not only places of the file: tuned 1029.05 (t " +
    "-0.5), the forty-seventh 11.57 worse (one report's fix naming `sanitize_filename`, another's " +
    "not, took a report naming the other's place apart) and the fifty-second 9.84: not kept.",
  "- *A name and its number in prose (`Reel 3's picture`, `Sid:9000101 inspects`) is the place " +
    "where a report of the file gives it as its place, and a number the other report writes " +
    "anywhere is no name of its own* (block-names.ts, features.ts `placeNames` and `numbers`, " +
    "compare.ts `namesOutside`): the sixty-third's two Suricata rules, their reports worded alike " +
    "but for the rule's id and each at its own `sid:`, were the same words, and mixed in 14 of its " +
    "20 tests at 5 runs. A name followed by a number is read as a name only where a report of the " +
    "file gives that very place (`sid:9000101`, `reel 3`), learned from the runs; the two texts " +
    "then name apart. Tried first without the second half: tuned 993.37 to 995.37 (t 0.3), the " +
    "fifty-third 13.41 worse, its page given as `Page 8` by some runs and as the canvas " +
    "`…/canvas/p8` by others, one page named two ways, which then named apart; a number the other " +
    "report writes within a word (`p8`) now makes the name none of its own. Tuned 993.37 to 977.17 " +
    "(t -3.0, 15 of 20 seeds better; the sixty-third 14.65 better, the fifty-first 4.85, the " +
    "fifty-second 2.96; the fifty-sixth 3.50 worse, whose reports name one Modbus register by its " +
    "offset or its address, `holding register 84` and `register 40085`, and the fiftieth 3.27), " +
    "never tuned 201.10 to 199.01 (t -1.5); cells meeting every target on the worst seed 371 to " +
    "388.",
  "- *A name qualified with one colon in prose (`fig:pipeline`, `alerts:update`) is the place " +
    "where a report of the file gives it as its place* (features.ts `placeNames`, block-names.ts): " +
    "code names are read by their look (backticks, a call, `_`, a digit, a capital inside, `.`, " +
    "`::`), and one colon is no such look, as prose writes `Note:` too; so a LaTeX label or a " +
    "Django URL name in a title was two words of prose, and two figures' or two views' reports " +
    "worded alike but for it were the same words. Read as a name where a report of the file gives " +
    "that very place, as a name and its number is (above). Found on the fifty-fourth (`alerts:update` " +
    "beside `AlertCancelView`), which it did not help (0.83 worse); tuned 977.17 to 964.11 (t -3.0, " +
    "13 of 20 seeds better; the forty-fifth's LaTeX labels 8.77 better, the forty-first's Moodle " +
    "capabilities 4.92), never tuned 199.01 to 198.87 (t -1.0); cells meeting every target on the " +
    "worst seed 388 to 392, on the mean 738 to 745.",
  "- *A call or an annotation the runs write with two literals is two places* (src/cluster/" +
    "symbols.ts `literalPlace`, `selectingKeys`; features.ts): the sixty-ninth's Cedar policies " +
    '`@id("vet-read")` and `@id("vet-update")` were both the annotation `id`, one place, and ' +
    "mixed in 9 of its 40 tests at 10 runs. A name called or annotated with one literal word " +
    '(`os.getenv("DB_PASSWORD")`) is read as the literal within the name where the test\'s ' +
    "reports write that name with two literals, as a key written with two values already was " +
    "(`trip_id=T2041`), learned from the runs; with one literal throughout, the name as before. " +
    "Found reading the sixty-ninth. Tuned 1001.16 to 991.28 (t -3.2, 11 of 20 seeds better; the " +
    "sixty-ninth alone moved, 37.37 to 27.49), never tuned unchanged (180.75).",
  "- *Names that share words are two places where each report's text names a place of the file " +
    "the other does not* (compare.ts `symbolLevel`, `placesNamedApart`): the sixty-ninth's Soufflé " +
    "rules `contact` and `water_contact`, one template filled with two names, were close names " +
    "(+1.3 bits), one place named two ways. They are now two places, each report naming its own, " +
    "where each text names a place some report of the file gives that the other neither gives nor " +
    "names; a route stays close to its handler, whose name its path's words spell (`GET /orders`, " +
    "`order_list`). Tuned 991.28 to 980.14 (t -2.6, 13 of 20 seeds better; the sixty-third 4.18 " +
    "better, the sixty-ninth 2.57, the sixty-second 2.40, the sixty-seventh 1.79; the fifty-fourth " +
    "1.65 worse), never tuned 180.75 to 180.59; cells meeting every target on the worst seed 392 to " +
    "395. The same for names sharing only some words: tuned 1.30 worse (t 0.4; the sixtieth 2.55): " +
    "not kept.",
  "- *A port is no line* (src/findings/location.ts `parseSymbolField`): the run-file reader read " +
    "the number after a colon in a symbol as its line, so `0.0.0.0:8080`, `opc.tcp://0.0.0.0:4840` " +
    "and Caddy's `reverse_proxy app:9000` were the places `0.0.0.0`, `…0.0.0.0` and " +
    "`reverse_proxy app` at lines thousands from where other reports gave them. After a host, or " +
    "after a name a statement writes after a word, the number is part of the symbol; after a call " +
    "(`func (s *Server) Handle():42`) it is a line, as before. Tried first with any word before " +
    "the colon: a time (`Sun 22:00`) was then read whole, and the fifty-first's two shows mixed " +
    "(9.56 worse); a number before the colon is now no name. Tuned 980.14 to 977.34 (t -1.5, no " +
    "family worse; the sixty-fifth 1.75 better, the thirty-eighth 0.69), never tuned unchanged; " +
    "cells on the worst seed 395 to 397. A bare number as the symbol (`2525`, a port) is still " +
    "read as a line: it is as often one.",
  "- *A declaration written as a directive is the name it declares* (symbols.ts " +
    "`DIRECTIVE_DECLARATION`): `.decl contact` was read as a name before a word of prose, the place " +
    "`decl`, and every Soufflé relation so declared was one place. Now `contact`, as `.globl main` " +
    "is `main`. Tuned 977.34 to 977.22 (the sixty-ninth alone), never tuned unchanged: kept as the " +
    "reading it is.",
  "- *Tried, not kept: titles that differ in a phrase of a few words, learned as contrasts* " +
    "(contrast.ts, as one word against one already is): two issues' titles in one run, the same " +
    "but for `temperature` and `dew point`, would teach that those phrases name two things. Tuned " +
    "980.14 to 976.34 (t -0.9, 12 of 20 seeds better; the twenty-eighth 3.85 better, the fiftieth " +
    "2.00 worse, the eleventh 1.30, the sixty-first 1.28), never tuned 180.59 to 180.13: too weak " +
    "to keep for the work it adds to every test.",
  "- *Tried, not kept: a bare number in prose read as a name where a report of the file gives " +
    "it as its place* (block-names.ts, as a name and its number already is): `holding register " +
    "84` beside a report at `რეგისტრი 84`. Tuned 977.22 to 974.44 (t -0.5, 9 of 20 seeds better; " +
    "the fifty-second 3.36 better, the fifty-eighth 3.96 worse, its `bonus/2` and `bonus/3`, and " +
    "the thirty-sixth 2.74); never tuned 180.59 to 170.34 (t -3.8), the twenty-third alone 10.96 " +
    "better. Decided, as every change here, on the tuned sums: the families never tuned against " +
    "are not made the arbiter after the fact.",
  "- *Two files whose reports each write their own file's name whole are two files* (src/cluster/" +
    "file-aliases.ts `writeTheirOwnFiles`): the seventieth's SMS templates `cash_in.mustache` and " +
    "`cash_out.mustache`, each printing the customer's BVN, were read as one file named two ways " +
    "where no run reported both, and mixed. Their reports each name their own file, but by words " +
    "that could not tell them apart: `in` is no word, and the fix writes `out` (`leave the BVN " +
    "out`). A file's name written whole (`cash_in.mustache writes …`) is now read whole: two " +
    "reports each writing their own and not the other's are of two files. Found reading the " +
    "seventieth. Tuned 994.63 to 989.64 (t -2.2; the seventieth alone moved, 17.41 to 12.42), " +
    "never tuned unchanged.",
  "- *Never sharing a run does not merge groups whose every pair's words name apart* (src/" +
    "cluster/global-merge.ts): twins, one template filled with two names, that no run happened to " +
    "report together. Such words weigh at most 0 bits (learn.ts `whatBitsOf`), so the co-occurrence " +
    "ratio alone merged them: in the tuned families at 5, 10 and 20 runs (seeds 1 to 10), 18 of 21 " +
    "global merges of two groups whose every pair named apart, made by the ratio alone, joined two " +
    "issues. Their own evidence must now merge them. Found reading the seventieth (its two SpiceDB " +
    "permissions). Tuned 989.64 to 970.45 (t -3.7, 19 of 20 seeds better; the sixty-seventh 3.39 " +
    "better, the forty-fifth 2.90, the sixtieth 2.10, the fortieth 1.71; the fifty-second 2.82 " +
    "worse, the nineteenth 2.48), never tuned 186.77 to 187.75 (t 0.6); cells meeting every target " +
    "on the worst seed 399 to 397.",
  "- *A word of Latin letters is read without their marks* (src/cluster/text.ts `bareLatin`): " +
    "many type a language without its marks, a habit of a whole run, and the seventieth's Yoruba " +
    "runs typed without them (`Ase ti ko to`) shared no word with those typed with them (`Àṣẹ tí " +
    "kò tọ́`). Only Latin letters' marks: in Devanagari or Cyrillic a mark is part of the letter, " +
    "and a letter of its own (`đ`) stays. Tuned 989.64 to 986.22 (t -1.5, 7 of 20 seeds better; the " +
    "seventieth 3.67 better, the fifty-ninth 0.96; the twenty-first 0.62 worse), never tuned " +
    "186.77 to 187.02. With the two above: tuned 967.17 (t -4.4, 17 of 20 seeds better).",
  "- *Runs' languages are learned from their prose* (src/cluster/wording.ts `runWriting`): which " +
    "runs write alike was read from all their words, names written as code included, which runs " +
    "in every language write. At 5 runs an English and a Yoruba run of the seventieth shared " +
    "enough of them to read as alike, and since runs join a language through any one such pair, " +
    "the five were one language, and its Yoruba reports were compared word for word with English " +
    "ones. Of the 195 tests at 5 runs (seeds 1 to 10) of the twelve families drawn with a second " +
    "language run by run, both languages written, 7 joined the two so; none now. Found " +
    "reading the seventieth. Tuned 967.17 to 951.11 (t -3.0, 15 of 20 seeds better; the seventieth " +
    "2.59 better, the fifty-eighth 2.11, the thirty-eighth 2.02, the sixty-fourth 1.92; the " +
    "fifty-ninth 1.23 worse), never tuned 187.65 to 186.36 (t -0.7).",
  "- *A run of no language is of the language of the run most like it* (src/cluster/wording.ts " +
    "`runWriting`): a run alike to none of its language's runs (a habit of its own, or few " +
    "reports) had no language, and its reports were compared with the other language's word for " +
    "word. It is now of the language of the run whose prose overlaps its own most. Of the 240 " +
    "tests at 20 runs of the twelve families drawn with a second language run by run, both " +
    "languages written, 104 left a run without its language or split one in two; 71 now, and one " +
    "joins the two languages. Tuned 951.11 to 944.03 (t -2.4, 14 of 20 seeds better; the " +
    "sixty-first 1.96 better; the sixty-ninth 1.23 worse), never tuned 186.36 to 185.61 (t -1.3); " +
    "cells meeting every target on the worst seed 397 to 400.",
  "- *Tried, not kept: a number before `%` is no name's number* (features.ts `NUMBERED_NAME`): " +
    "`the reel 4% fast` in a report of reel 3 was read as naming reel 4. Tuned 951.11 to 959.63 " +
    "(t 2.1): the fifty-second alone moved, 8.52 worse; fewer of its tests mixed the two reels, " +
    "more split them.",
  "- *Tried, not kept: a bare file name is the file its path names* (file-aliases.ts): a run " +
    "naming `cash_in.mustache` bare and `templates/sms/cash_out.mustache` by its path reports both, " +
    "yet the two paths counted as never reported together and were read as one file. Runs of a " +
    "name's bare form counted as its path's, and a bare name read as whatever its path is read " +
    "as. Tuned 944.03 to 953.76 (t 1.7, 2 of 20 seeds better; the twenty-fifth 10.18 worse), never " +
    "tuned 185.61 to 190.33 (the fourteenth 4.71 worse).",
  "- *Tried, not kept: two reports at one symbol whose texts each name a place of the file the " +
    "other does not, read as two places* (compare.ts `symbolLevel`): the seventieth's SpiceDB " +
    "permissions reported at the arrow they share (`agent_network->member`), one naming " +
    "`cash_out`, the other `view_statement`. Tuned 994.63 to 993.58 (t -0.4, 10 of 20 seeds " +
    "better), never tuned 186.77 to 186.18; the permissions still merged, by the co-occurrence " +
    "ratio (above).",
  "- *Tried, not kept: a bare file name reported beside its path is never read as another file* " +
    "(file-aliases.ts): the seventieth's `cash_out.mustache`, named bare in one run, was read as " +
    "`templates/sms/cash_in.mustache` now and then. Tuned 989.64 to 990.90 (t 1.5, no seed better; " +
    "the thirty-seventh 0.68 worse, the thirty-ninth 0.54), never tuned unchanged.",
  "- *Slots filled by a few words* (src/cluster/contrast.ts `learnFilled`): a contrast was learned " +
    "only where two reports of one run and file differ in one word alone, so a name of several " +
    "words (`whakapapa` / `bank account number`, `reel 3` / the reel's UUID) taught nothing, and " +
    "one template's twins kept agreeing words. Two reports of one run and file whose words (title " +
    "and description) differ by one to four words each, around at least three times as many they " +
    "share, now fill a slot with those words, and two reports of other runs each holding words of " +
    "one filler and none of the other's are told apart as a one-word contrast tells them. A word " +
    "every report of a run holds there fills none (a run's pass number, another item's number " +
    "elsewhere, had parted one issue's reports in the cluster benchmark's one-file rows). Texts are " +
    "paired by their five rarest words (prefix filtering: every pair that could be a few words " +
    "apart shares one), each with at most 16 earlier texts a word. Found reading the seventy-first. " +
    "Tuned 961.51 to 934.92 (t -4.1, 16 of 20 seeds better; the thirty-fifth 6.12 better, the " +
    "twenty-eighth 4.32, the nineteenth 3.44; the fifteenth 2.71 worse, the fifty-eighth 2.40), " +
    "never tuned 170.49 to 165.34 (t -3.3; the twenty-third 4.77 better); cells meeting every " +
    "target on the worst seed 409 to 430.",
  "- *Two members of one owner, each text naming its own* (src/cluster/compare.ts " +
    '`membersNamedApart`): `Member.whakapapa` and `Member.bank_account` read as "other, each text ' +
    "naming its own\", which weighed -1.5 bits in the seventy-first's tests: EM took the pairs of " +
    "two runs, alike in words and 3 lines apart, for one issue's, and with the level's chance for " +
    "one issue learned from them, agreeing words and near lines outweighed it. Such pairs are now " +
    "a symbol level of their own, their agreeing words name apart, and pairs at both are left out " +
    "of the location's fit among agreeing words. One place named by two owners (`Page 7` and " +
    "`…/canvas/p7`, a reel by its number and its UUID) is not two members of one owner and reads as " +
    "before. Of the tuned families' cross-run pairs of one file (10 runs, seeds 1 to 3, fourteen " +
    "families), 628 of two issues were two members of one owner each named by its own text, none " +
    "of one. On top of the slots above: tuned 934.92 to 922.87 (t -1.9, 13 of 20 seeds better; the " +
    "fifty-second 7.36 better, the seventy-first 4.29; the sixty-ninth 3.60 worse, the " +
    "forty-seventh 2.78), never tuned 165.34 to 165.32 (the seventy-second 1.89 worse); cells 430 " +
    "to 439. Alone, on the code before the slots: tuned 961.51 to 943.98 (t -2.7).",
  "- *A word two reports of one run hold fills no slot* (src/cluster/contrast.ts `learnFilled`): " +
    "a run that titled two issues from two templates (`Unvalidated input in the QUERY-PREPARE of " +
    "GetCustomer` / `Dynamic query built by concatenation in …`) filled a slot with the templates' " +
    "wording along with the names, and one issue's reports worded the two ways in other runs were " +
    "told apart (the fifteenth, 10 runs, heavy, seed 3: `ListInvoices` split 1 and 3). A word " +
    "that two reports of one run hold in the file, in any run, names no one issue, and now fills " +
    "no slot; the words every report of a run holds (its pass number), left out before, are among " +
    "them. Found reading the losses of the slots above. Tuned 922.87 to 916.70 (t -2.0, 12 of 20 " +
    "seeds better; the fifteenth 2.96 better, the fifty-eighth 1.20; the thirty-first 0.71 worse), " +
    "never tuned 165.32 to 164.59 (t -1.5); cells 439 to 441.",
  "- *Tried, not kept: any two reports whose texts each name their own symbol have words that name " +
    "apart, and such pairs are left out of the location's fit among agreeing words* (compare.ts, " +
    "learn.ts): tuned 961.51 to 977.59 (t 2.1; the fifty-third 18.04 worse: one canvas named by " +
    "its label, `Page 7`, and by its address, each text naming its own, split; the fifty-second " +
    "16.72, a reel by its number and its UUID), though cells 409 to 424. Left out of the fit alone, " +
    "for every pair whose words name apart: tuned 955.62 (t -1.1; the fifty-second 11.38 worse). " +
    "Limited to two members of one owner (kept, above), the fifty-second gained instead.",
  '- *Tried, not kept: two members of one owner are "other", not "other, each text naming its ' +
    "own\"* (compare.ts `symbolLevel`): with the seventy-first's twins among them, EM weakened " +
    '"other" from -5.3 to -3.0 bits in its test, as it had the other level, and the twins still ' +
    "mixed (10 runs, moderate, seeds 1 to 10: 3 tests of 10 against 4); not recorded over the families.",
  "- *The numbers two texts write after their words* (src/cluster/numbered.ts, compare.ts " +
    '`namingApart`): the seventy-second\'s two forwarded ports (`config.vm.network "forwarded_port", ' +
    "guest: 5432, host: 5432` and the same with 8080) are one template one line apart, at the call " +
    "they share or at the line read as one name; their numbers were two rare words among forty " +
    "shared, and their reports of two runs read as one text. Each word a text writes a number after " +
    "(`port 5432`, `guest: 5432`, `register 40085`; not a time, a decimal, a date or a word of " +
    "fewer than three letters) is read with its number and the short word after it (`13 m`); two " +
    "texts whose words agree, and that give more of the words both number other numbers in one " +
    "unit than the same ones, name apart. A word numbered in other units counts neither way " +
    "(`altitude 13 m` / `altitude 43 ft`), and one thing numbered two ways is outvoted by the " +
    "numbers that agree (`waypoint 7` / `waypoint 6` beside `item 6` in both). A word after which " +
    "some run writes one number in reports of two files is left out, the run's own labelling or " +
    "what many issues name (`Seen in pass 3, item 12`: read as names, they parted one issue's " +
    "reports in the cluster benchmark's row of distinct texts, 416 groups of 411 issues; leaving " +
    "out every word a run numbers in two files cost the thirty-fifth 3.28, Postfix's two files " +
    "naming their ports apart). Of all the " +
    "families' cross-run pairs of one file whose words agree or name apart (10 runs, seeds 1 to 3, " +
    "both variations), 7 of 86,883 of one issue read so, 278 of 6,097 of two. Tuned 940.20 to " +
    "917.93 (t -6.2, 19 of 20 seeds better; the seventy-second 12.04 better, the fiftieth 3.39, " +
    "the thirty-fifth 3.19, the sixty-third 2.35; the fifty-second 0.54 worse), never tuned 147.04 " +
    "to 143.11 (t -1.9; the twenty-third 3.39 better, the ninth 0.32 worse: a setting's value " +
    "and the value its fix proposes, `kind=2` / `kind=4`); cells 447 to 457. Those sums are " +
    "without the words left out; with them, as kept: tuned 917.36 (the fifty-ninth 0.58 " +
    "better), never tuned 143.18, cells 457. Without units " +
    "(`13 m` and `43 ft` apart; this and the next two recorded on an earlier form of the rule, " +
    "which left out a few more words before numbers): tuned 923.50 (the fiftieth 1.66 worse). One word apart enough: " +
    "920.25 (the fiftieth 4.11 worse: a waypoint numbered two ways, a height in two units). Also " +
    "where the words are only similar: 918.27, no better.",
  "- *Tried, not kept: words that name apart weigh no more than different words* (learn.ts " +
    "`whatBitsOf`): in the seventy-second's heavy tests its twin ports, naming apart by their " +
    "numbers, still mixed where EM took the pairs of two runs, near in line at one call, for one " +
    "issue's, and naming apart came out at 0 bits, its bound. Bounded by the bits of different " +
    "words in the same category instead, the seventy-second gained 3.30 and five other tuned " +
    "families 2.5 to 5.3, but tuned went 917.93 to 964.49 (t 3.7; the thirty-third 23.59 worse, " +
    "the nineteenth 19.17) and never tuned 143.11 to 235.41 (the tenth 35.93 worse): where one " +
    "issue's reports do read as naming apart, the bound split them.",
  "- *Where two reports' words agree, the category's prior counts another category for less* " +
    "(compare.ts `CATEGORY_PRIOR_WORDS_AGREEING`): read in the seventy-third's errors. At 5 runs " +
    "most tests have too few pairs of two runs to learn from (fewer than 30), and the prior " +
    "stands; its text and category were independent, another category 8 in 100 of one issue's " +
    "pairs, 2.9 bits against one issue at any text level. Two runs' reports of one issue told in " +
    "nearly one text, in Malay, under `CWE-400` and `Penggunaan memori tanpa had`, one with a line " +
    "and a function and one with neither, were two findings. Where the words are very similar or " +
    "more alike, another category is now 30 in 100 of one issue's pairs (1 bit against); where " +
    "they differ, it is as before, as often another issue at one place (an injection beside a " +
    "hard-coded password in one function: the unit test of that kept its answer). Tuned 919.75 to " +
    "886.24 (t -4.4, 16 of 20 seeds better; the forty-sixth 3.84 better, the sixty-fourth 3.44, " +
    "the sixtieth 2.89, the thirty-second 2.70; the fifty-fifth 1.87 worse, the fifty-ninth 1.84, " +
    "the sixty-third 0.94), never tuned 146.16 to 145.14 (t -0.9; the seventy-fifth 0.79 better, " +
    "the seventy-fourth 0.94; the twenty-third 0.66 worse); cells 464 to 474. The same share at " +
    "every text level: 8 (as before), 14, 20, 30, 35 and 40 in 100 gave tuned 919.75, 902.61, " +
    "897.83, 895.78, 896.54 and 900.87 (never tuned 146.16, 145.84, 143.25, 142.61, 143.57 and " +
    "143.24), and it merged a hard-coded password into an injection's group at one place in a " +
    "test of two runs. At the agreeing levels and the two below (naming apart, similar): tuned " +
    "886.48 (t -3.9), never tuned 142.46; not kept, the tuned sum deciding. The sixty-ninth's " +
    "twin Soufflé rules mix in 14 of their 40 tests at 10 runs where they mixed in 13.",
  "- *Tried, not kept: a number's unit is no stopword* (numbered.ts: `port 5432 to` read `to` as " +
    "the number's unit, so `port 5432 to` and `port 8080 on` counted neither way): no cell of any " +
    "family moved, tuned and never tuned alike (917.36 and 148.55 before the seventy-third was read).",
  "- *Tried, not kept: one text under another category does not agree in small tests* (compare.ts " +
    "`wordsAgree`): after the category's prior counted another category for less where words " +
    "agree, the fifty-fifth lost 1.87 and the fifty-ninth 1.84, at 5 runs, heavy, mostly with the " +
    'judge (the fifty-fifth 1.31 to 2.64 with it, 5.59 to 6.12 without). The guess: "very ' +
    'similar, another category" now weighs +0.68 bits under the prior, so such pairs agree and ' +
    "merge without the judge asked. Refusing that level as agreeing where a test has fewer than " +
    "30 pairs of two runs: tuned 886.24 to 887.00 (t 0.4), never tuned 145.14 to 144.39, cells 474 " +
    "to 473; the fifty-fifth gained back 0.46 of its 1.87, so the guess was mostly wrong. Refusing " +
    "it everywhere: tuned 899.52 (t 1.4), never tuned 149.96.",
  "- *A group's parts worded apart from the rest in other categories are split off together* " +
    "(src/cluster/unworded.ts `partsWordedAlike`): read in the seventy-fourth's errors. A remark " +
    "two runs make at a file's first line, in English and in Khmer, joined the group of an issue " +
    "of a word in that file in the first assignment, and each of its reports was then held there " +
    "by the other: the repair sweeps move one report at a time, the global merge only joins, and " +
    "the split of reports worded like no other of their group passed over both, each worded like " +
    "one report (its own remark's, in the other language, words that cannot be compared). A " +
    "group's parts are now its reports joined by words worded alike, by the same or a related " +
    "category or by categories of one family; a part other than the largest leaves as a group of " +
    "its own where one issue's reports would read so, pair by pair across, with a chance below 1 " +
    "in 10,000 (the chance for one pair to the power of the pairs across: a lone report's are the " +
    "group's other reports, as before). Tuned 891.25 to 876.89 (t -5.4, 19 of 20 seeds better; " +
    "the forty-fifth 3.00 better, the forty-third 1.74, the fourth 1.44, the forty-second 1.24; " +
    "the twenty-second 0.76 worse, the second 0.29), never tuned 141.84 to 140.31 (t -1.5; the " +
    "fifth 1.02 better; the first 0.21 worse, the fourteenth 0.18); cells 483 to 491 of 960. The " +
    "sums count the seventy-fourth as tuned (5.01 to 4.21). First tried as parts of four reports " +
    "or more, only where no lone report left: the same tuned sum, never tuned 0.08 more. Tried " +
    "with it, not kept: in two languages, merely similar words not counted as worded alike (in " +
    "the families' two-language pairs of one file, 10 runs, seeds 1 to 3, one issue's pairs read " +
    "similar 3 times in 100, two issues' 10): tuned 872.69 to 885.95 (t 2.5), never tuned 144.59 " +
    "to 145.91 (the seventy-fourth as never tuned): one issue's lone report in one language, " +
    "similar or naming apart to its others in the other, left its group.",
  "- *Across two languages, merely similar words do not hold a report worded apart from every " +
    "report of its own language* (src/cluster/unworded.ts `partsWordedAlike`): after the change " +
    "above, the seventy-fourth's remark on the ingest actor stayed in its buffer's group, and a " +
    "forty-fourth's English remark in the group of an issue English and Danish runs report: each " +
    "worded apart from the reports of its own language, similar to one in the other. Two " +
    "languages are compared by the few words both write, and a generic remark's few are easily " +
    "all in an issue's text (two issues' two-language pairs read similar 10 times in 100, one " +
    "issue's 3). Such a pair no longer joins a part where either report is worded like none of " +
    "its own language's reports in the group (and has some); a report alike to one of its own " +
    "language, or alone in it, is joined as before. Tuned 876.89 to 869.85 (t -4.6, 19 of 20 " +
    "seeds better; the forty-third 1.05 better, the forty-sixth 1.04, the sixty-second 0.91, the " +
    "forty-fifth 0.65; the sixtieth 0.70 worse, the forty-seventh 0.16), never tuned 140.31 to " +
    "140.20 (t -1.0; the ninth 0.11 better); cells 491 to 492 of 960. First tried where both " +
    "reports have reports of their own language in the group, worded alike or not: tuned 876.41 " +
    "(t -0.2), the sixtieth 8.29 worse: one issue's two Amharic reports and three English ones, " +
    "each language's alike within and similar across, were split in two.",
  "- *A report or part worded apart from the rest of its group leaves below a chance of 1 in 100, " +
    "not 1 in 10,000* (src/cluster/unworded.ts `ALONE_CHANCE`): chosen when only lone reports " +
    "were split, and chosen again once parts were. At 5 runs, in a test too small to learn from, " +
    "one issue's two reports are worded apart in other categories with the prior's chance 0.02, " +
    "so a remark beside two reports of an issue at its place (0.0004 for both) stayed in its " +
    "group. Tuned 869.85 to 862.37 at 1 in 1,000 (t -3.5, 13 of 20 seeds better), 852.95 at 1 in " +
    "100 (t -3.9, 18 of 20; the forty-second 3.13 better, the sixth 2.25, the forty-third 1.94, " +
    "the third 1.75; the development family 0.82 worse, the sixty-seventh 0.76, the thirty-ninth " +
    "0.63); never tuned 140.20 to 138.19 and 138.36 (the ninth 2.20 better at 1 in 100, the " +
    "seventy-fifth 0.35 and the seventy-sixth 0.29); cells 492 to 495 and 497 of 960. Larger " +
    "chances were not tried.",
  "- *A test too small to fit one issue's agreement from keeps the prior's chance agreement too* " +
    "(src/cluster/learn.ts `learnWeights`): the property test's own seed found a run of two " +
    "reports of one text a line apart and a third at the first one's line that, repeated twice, " +
    "scored 50, not 100. Its six pairs of one run had taught the chance agreement that one text " +
    "at one place is two issues' as often as not, against the prior's agreement for one issue, " +
    "and every report was its own finding. Below 30 cross-run pairs the chance agreement is now " +
    "the prior's as one issue's is. A fix, not a choice: tuned 852.95 to 847.12 (t -1.6, 15 of " +
    "20 seeds better; the fifty-fifth 2.99 better, the fifty-eighth 1.83; the thirty-third 1.36 " +
    "worse, the seventy-third 0.72), never tuned 138.36 to 138.66 (the seventy-fifth 0.31 worse); " +
    "cells 497 to 495 of 960.",
  "- *Tried, not kept: a title keeps the words of a category the catalogue does not know where " +
    "the other report's category differs* (src/cluster/features.ts, compare.ts): from the " +
    "seventy-fifth's read, where one issue's two identical titles read as only similar because " +
    "one report's category was the field's own phrase of its title and its title left those " +
    "words out, which the category field, saying only that the categories differ, counts " +
    "nowhere. Tuned 851.66 to 847.85 (t -1.5, 11 of 20 seeds better; the seventy-fifth counted " +
    "tuned, the seventy-seventh in the never-tuned sum), never tuned 142.91 to 142.91, cells 503 " +
    "to 506 of 972. It moved the lending family's two `Cache array length` remarks at two " +
    "functions from 0.15 to 0.32 bits a pair, and the global merge, on their never sharing a run, " +
    "made them one finding (a test pins them apart): not kept on so weak a gain. Keeping every " +
    "category's words there, known ones too: tuned 848.75 (t -1.1), never tuned 144.98 (t 1.1).",
  "- *Of two offsets as near the habit's centre, a file read as another takes the smaller* " +
    "(src/cluster/file-aliases.ts `agreeing`): which was taken followed the order the reports " +
    "were given in, and with the runs and their findings reversed a report was a finding of its " +
    "own (the order property with the judge's margin, at a seed of 2,000 cases; CI runs 200). A " +
    "fix: every family's grouping the same (tuned 851.66, never tuned 142.91, cells 503 of 972).",
  "- *A place written as an expression is named only by a text that holds its code* " +
    "(src/cluster/compare.ts `holdsCodeAround`): from the seventy-eighth's read, where a refund " +
    "report's text writing `list.has(self.extra_signatories, datum.buyer)` named the claim's " +
    "place, `Claim -> list.has(self.extra_signatories, datum.seller)`, read as `list.has`. A text " +
    "names such a place only if it holds each word around the name that some text of the file " +
    "writes as code (`seller`). Tuned 874.46 to 869.48 (t -2.6, the seventy-eighth counted tuned; " +
    "the sixty-ninth 4.60 better, the fifty-sixth 0.63; the fifty-second 0.38 worse; no other " +
    "family moved), never tuned 142.91 to 141.37 (t -2.0; the seventy-seventh 1.43 better), cells " +
    "503 to 504 of 984. Every word around the name, code or not: tuned flat (+0.07 a seed, t 0.3; " +
    "the sixty-ninth 5.01 better, the fifty-second 3.49 worse and the fifteenth 2.85, whose " +
    "symbols' keywords, `dcl-proc` and `EXEC SQL`, no other report's prose repeats). Held both " +
    "ways, each place's words in the other's text: tuned 904.97 (t 4.1).",
  "- *Tried, not kept: a text that names another report's place does not tie them where the two " +
    "texts name code apart* (compare.ts `mentionsApart` in the symbol level): the seventy-eighth's " +
    "claim report names `escrow.spend`, the function both redeemers are in, and each text names " +
    "its own `datum` fields. Tuned 869.48 to 902.52 (t 4.9), never tuned 141.37 to 146.38: one " +
    "issue's reports at the call and at its function often name code apart too. Nor: a place some " +
    "run reports two findings at (the redeemers' `escrow.spend`) is named by no text, as naming it " +
    "does not say which of its issues: tuned 869.48 to 871.88 (t 0.7), never tuned 141.37 to " +
    "142.70, cells 504 to 506; in probes on three seeds, it lost about as many of one issue's " +
    "pairs (the ferry's 15 of 34 changed) as it kept two issues' apart.",
  "- *A run's two copies of one report whose symbol is written two ways leave the same copy " +
    "standing for the finding in any order* (src/cluster/features.ts `asWritten`): `A.Get` and " +
    "`A::get()` at one line, in one text, are one place and one signature; the copy kept was " +
    "chosen by the path as written, then by position, and so followed the run's order (the order " +
    "property with the judge's margin, at seed 32 of 1,500 cases). The written symbol now breaks " +
    "the tie first. A fix: every family groups as before.",
];
