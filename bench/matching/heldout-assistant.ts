/**
 * The forty-fourth held-out generator family for grouping quality (issue #12): a support
 * assistant built on a language model, as its repository keeps it: prompt templates in Jinja, the
 * tools the model may call as JSON schemas, the orchestration in Python, NeMo Guardrails rails in
 * Colang with their YAML configuration, and a promptfoo evaluation suite, reviewed by runs of which
 * some write in Danish, its compound words joining the code's names (`refund_order-værktøjet`).
 * None of these formats or that language appear anywhere else in the tests.
 *
 * Written in the stop that read the thirty-eighth to forty-second families, once the forty-third
 * was written and before the forty-third's errors were read, to take its place as a check;
 * committed before anything was run on it; tuned against once its errors were read, at the end of
 * the same stop, after the forty-fifth family was written (bench/matching/history.ts). Self-contained: its own catalogue
 * and its own model of how reports vary, its numbers from the project's seeded generator
 * (src/util/random.ts). What it models that the other families do not:
 *  - prompt templates named by their registry id and version (`support/answer@v3`) instead of
 *    their path, one habit a run;
 *  - lines in a prompt counted in the rendered prompt, 12 lines of system preamble further down,
 *    one habit a run;
 *  - places as a template variable (`{{ customer_message }}`), a tool by name or by its place in
 *    the schema list (`tools[2]`), a Colang flow by its definition (`define flow check jailbreak`) or
 *    its name, a Python function, or an evaluation's assertion;
 *  - categories as plain words, CWE ids, the OWASP Top 10 for LLM applications (2025) or in Danish;
 *  - titles ending with a confidence (`(confidence: high)`), one habit a run;
 *  - twins: two tools that act without asking the customer to confirm (a refund and closing the
 *    account), eleven lines apart; two templates that paste the customer's text into the system
 *    part unfenced; a remark on the flow an issue is in.
 * Do not edit the catalogue or the variation to suit the matcher: that would end its use.
 */
import type { Finding, Severity } from "../../src/findings/types.js";
import type { Random } from "../../src/util/random.js";
import {
  type CatalogueIssue,
  type CatalogueRemark,
  categoryDrawn,
  drawRuns,
  formDrawn,
  severityNudged,
  usualForm,
  usually,
  type Wording,
} from "./draw.js";
import type { Generated, GeneratorOptions } from "./quality.js";

const ANSWER = "assistant/prompts/support/answer.v3.j2";
const TRIAGE = "assistant/prompts/support/triage.v1.j2";
const TOOLS = "assistant/tools/support_tools.json";
const AGENT = "assistant/app/agent.py";
const RAILS = "assistant/rails/input.co";
const RAILS_CONFIG = "assistant/rails/config.yml";
const EVALS = "assistant/evals/promptfooconfig.yaml";

/** A template as the prompt registry names it. */
const REGISTRY: Record<string, string> = {
  [ANSWER]: "support/answer@v3",
  [TRIAGE]: "support/triage@v1",
};
/** How far down the rendered prompt the template's first line is (the system preamble). */
const PREAMBLE = 12;

type Agent = "security" | "reliability" | "performance";

interface AssistantIssue extends CatalogueIssue<Agent> {
  /** The usual place, a second form, a third. */
  places: readonly [string, string, string];
  /** Plain, CWE, the OWASP LLM Top 10 (2025) item, Danish. */
  categories: readonly [string, string, string, string];
  en: Wording;
  da: Wording;
}

/** A tool the model may call that acts without the customer's confirmation: each tool its own issue. */
function unconfirmedTool(
  id: string,
  tool: string,
  index: number,
  does: string,
  doesDa: string,
  line: number,
  rate: number,
): AssistantIssue {
  return {
    id,
    agent: "security",
    severity: "HIGH",
    rate,
    file: TOOLS,
    line,
    places: [tool, `tools[${index}]`, `${tool}.parameters`],
    categories: ["Excessive agency", "CWE-862", "LLM06:2025 Excessive Agency", "For vidtgående handlekraft"],
    en: {
      titles: [
        `${tool} runs without the customer confirming`,
        `The model can ${does} on its own`,
        `No confirmation step for ${tool}`,
      ],
      facts: [
        `${tool} is offered to the model with "requires_confirmation": false, and agent.py executes every tool call the model returns; a message that talks the model into calling it (or a poisoned help article it reads) can ${does} for the customer in the conversation, with no human or customer step between.`,
        `${tool} executes as soon as the model asks for it.`,
      ],
      fix: `Mark ${tool} as requiring confirmation and have agent.py ask the customer (or an agent) before executing it.`,
    },
    da: {
      titles: [`${tool} kører uden at kunden bekræfter`, `Modellen kan selv ${doesDa}`],
      facts: [
        `${tool} gives til modellen med "requires_confirmation": false, og agent.py udfører hvert værktøjskald, modellen returnerer; en besked, der får modellen til at kalde ${tool}-værktøjet, kan ${doesDa} uden at et menneske godkender det.`,
      ],
      fix: `Kræv bekræftelse for ${tool}, og lad agent.py spørge kunden, før værktøjet udføres.`,
    },
  };
}

/** A template that pastes the customer's text into its system part unfenced: each template its own issue. */
function unfencedInput(
  id: string,
  file: string,
  variable: string,
  line: number,
  rate: number,
): AssistantIssue {
  const name = REGISTRY[file]!;
  return {
    id,
    agent: "security",
    severity: "HIGH",
    rate,
    file,
    line,
    places: [`{{ ${variable} }}`, variable, "system block"],
    categories: ["Prompt injection", "CWE-1427", "LLM01:2025 Prompt Injection", "Promptinjektion"],
    en: {
      titles: [
        `${name} pastes ${variable} into the system instructions`,
        `Prompt injection through ${variable} in ${name}`,
        `Customer text is not fenced off in the ${name} template`,
      ],
      facts: [
        `The template renders {{ ${variable} }} inside the system block, before the rules, with no delimiters and no escaping; a customer who writes "Ignore the rules above and …" is read as the operator, and the model follows it (it has tools that act on the account).`,
        `${variable} lands in the system part of the prompt.`,
      ],
      fix: `Move ${variable} to the user message, fence it (<customer_message>…</customer_message>) and tell the model that what is inside is data.`,
    },
    da: {
      titles: [
        `${name} indsætter ${variable} i systeminstruktionerne`,
        `Promptinjektion via ${variable} i ${name}`,
      ],
      facts: [
        `Skabelonen indsætter {{ ${variable} }} i systemblokken før reglerne uden afgrænsning; en kunde, der skriver "Ignorer reglerne ovenfor og …", bliver læst som operatøren.`,
      ],
      fix: `Flyt ${variable} til brugerbeskeden og afgræns den tydeligt som data.`,
    },
  };
}

const ISSUES: AssistantIssue[] = [
  unconfirmedTool(
    "tool-refund",
    "refund_order",
    2,
    "refund any order to any card",
    "refundere enhver ordre",
    31,
    0.5,
  ),
  unconfirmedTool(
    "tool-close",
    "close_account",
    3,
    "close the customer's account",
    "lukke kundens konto",
    42,
    0.4,
  ),
  unfencedInput("answer-injection", ANSWER, "customer_message", 7, 0.5),
  unfencedInput("triage-injection", TRIAGE, "ticket_body", 4, 0.35),
  {
    id: "agent-tool-output-trust",
    agent: "security",
    severity: "HIGH",
    rate: 0.45,
    file: AGENT,
    line: 88,
    places: ["run_turn", "SupportAgent.run_turn", "messages.append"],
    categories: [
      "Indirect prompt injection",
      "CWE-1427",
      "LLM01:2025 Prompt Injection",
      "Indirekte promptinjektion",
    ],
    en: {
      titles: [
        "Help-centre articles are fed back to the model as instructions",
        "run_turn appends tool output as a system message",
        "A poisoned article can steer the assistant",
      ],
      facts: [
        "run_turn appends the search_articles tool's result with role \"system\", so the text of any help-centre article (which support staff and, through comments, customers can edit) is read with the operator's authority on the next turn.",
        "Tool results are given the system role.",
      ],
      fix: 'Append tool results with role "tool" and the call\'s id, and keep the system message fixed.',
    },
    da: {
      titles: [
        "Hjælpeartikler sendes tilbage til modellen som instruktioner",
        "run_turn tilføjer værktøjsoutput som systembesked",
      ],
      facts: [
        'run_turn tilføjer resultatet fra search_articles med rollen "system", så teksten i enhver hjælpeartikel læses med operatørens autoritet i næste tur.',
      ],
      fix: 'Tilføj værktøjsresultater med rollen "tool", og hold systembeskeden fast.',
    },
  },
  {
    id: "agent-pii-logging",
    agent: "security",
    severity: "MEDIUM",
    rate: 0.45,
    file: AGENT,
    line: 121,
    places: ["log_turn", "SupportAgent.log_turn", "logger.info"],
    categories: [
      "Sensitive data in logs",
      "CWE-532",
      "LLM02:2025 Sensitive Information Disclosure",
      "Persondata i logge",
    ],
    en: {
      titles: [
        "Whole conversations, card digits included, are logged",
        "log_turn writes the full prompt and answer at INFO",
        "Customer data ends up in the log pipeline",
      ],
      facts: [
        "log_turn logs the rendered prompt and the model's answer at INFO for every turn; customers paste order numbers, addresses and the last digits of cards, and the logs go to a SaaS provider kept for a year.",
        "Every turn is logged in full.",
      ],
      fix: "Log ids and token counts at INFO, and the text only at DEBUG with the customer's fields redacted.",
    },
    da: {
      titles: [
        "Hele samtaler, inklusive kortcifre, bliver logget",
        "log_turn skriver hele prompten og svaret på INFO",
      ],
      facts: [
        "log_turn logger den renderede prompt og modellens svar på INFO for hver tur; kunder indsætter ordrenumre, adresser og kortcifre, og loggene gemmes et år hos en ekstern leverandør.",
      ],
      fix: "Log kun id'er og tokenantal på INFO, og tekst kun på DEBUG med kundens felter fjernet.",
    },
  },
  {
    id: "rails-jailbreak-flow",
    agent: "reliability",
    severity: "MEDIUM",
    rate: 0.45,
    file: RAILS,
    line: 14,
    places: ["define flow check jailbreak", "check jailbreak", "$is_jailbreak"],
    categories: [
      "Bypassable guardrail",
      "CWE-697",
      "LLM01:2025 Prompt Injection",
      "Omgåelig sikkerhedsregel",
    ],
    en: {
      titles: [
        "The jailbreak rail only matches English phrasings",
        "check jailbreak compares against three example sentences",
        "Guardrail misses the same attack in Danish",
      ],
      facts: [
        "The flow check jailbreak defines the attack by three English example utterances and a similarity threshold of 0.9; the assistant serves Danish and Swedish customers, and the same request in either language, or rephrased, scores far below it and passes.",
        "The rail matches only near-copies of its examples.",
      ],
      fix: "Use the self-check input rail (an LLM call with the policy) as the primary check, keep the examples for speed, and test the rail in every language served.",
    },
    da: {
      titles: [
        "Jailbreak-reglen matcher kun engelske formuleringer",
        "check jailbreak sammenligner med tre eksempelsætninger",
      ],
      facts: [
        "Flowet check jailbreak definerer angrebet med tre engelske eksempler og en tærskel på 0,9; den samme anmodning på dansk eller svensk ligger langt under og slipper igennem.",
      ],
      fix: "Brug self-check input som den primære kontrol, og test reglen på alle sprog.",
    },
  },
  {
    id: "rails-config-fail-open",
    agent: "reliability",
    severity: "HIGH",
    rate: 0.4,
    file: RAILS_CONFIG,
    line: 9,
    places: ["rails.input.flows", "rails.config.fail_open", "self check input"],
    categories: ["Fail-open", "CWE-636", "Guardrail outage", "Fejl åbner"],
    en: {
      titles: [
        "Input rails fail open when the check model times out",
        "fail_open: true lets every message through during an outage",
        "A slow moderation model disables the guardrails",
      ],
      facts: [
        "config.yml sets rails.config.fail_open: true with a 2-second timeout on self check input, so whenever the check model is slow (every traffic peak) the message goes to the assistant unchecked; an attacker only has to send at the busiest hour.",
        "The rails let messages through when they cannot decide.",
      ],
      fix: "Fail closed (answer with the fallback message) and alert on the rail's timeouts.",
    },
    da: {
      titles: [
        "Input-reglerne åbner, når kontrolmodellen får timeout",
        "fail_open: true lukker alt igennem under et nedbrud",
      ],
      facts: [
        "config.yml sætter rails.config.fail_open: true med en timeout på 2 sekunder, så når kontrolmodellen er langsom, går beskeden ukontrolleret videre.",
      ],
      fix: "Fejl lukket med en standardbesked, og alarmér ved timeouts.",
    },
  },
  {
    id: "evals-no-injection",
    agent: "reliability",
    severity: "LOW",
    rate: 0.35,
    file: EVALS,
    line: 22,
    places: ["tests", "defaultTest.assert", "llm-rubric"],
    categories: ["Missing test coverage", "CWE-1125", "Evaluation gap", "Manglende testdækning"],
    en: {
      titles: [
        "The evaluation suite has no prompt-injection cases",
        "promptfoo tests only cover happy-path questions",
        "No red-team assertions in the eval config",
      ],
      facts: [
        "promptfooconfig.yaml has 40 tests, all ordinary support questions graded by llm-rubric for helpfulness; none sends an injection, a request to call refund_order for another customer's order, or a Danish jailbreak, so a prompt change that opens any of them passes CI.",
        "The suite never tests an attack.",
      ],
      fix: "Add promptfoo's redteam plugins (prompt-injection, excessive-agency) and assertions that no tool is called for those inputs.",
    },
    da: {
      titles: [
        "Evalueringen har ingen promptinjektion-tilfælde",
        "promptfoo-testene dækker kun almindelige spørgsmål",
      ],
      facts: [
        "promptfooconfig.yaml har 40 tests, alle almindelige supportspørgsmål bedømt for hjælpsomhed; ingen sender en injektion eller et jailbreak på dansk.",
      ],
      fix: "Tilføj redteam-plugins og assertions om, at intet værktøj kaldes.",
    },
  },
  {
    id: "agent-context-growth",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.5,
    file: AGENT,
    line: 64,
    places: ["build_messages", "SupportAgent.build_messages", "history"],
    categories: ["Unbounded context", "CWE-400", "LLM10:2025 Unbounded Consumption", "Ubegrænset kontekst"],
    en: {
      titles: [
        "The whole conversation is resent on every turn",
        "build_messages never trims history",
        "Long chats hit the context limit and cost grows with each turn",
      ],
      facts: [
        "build_messages sends every earlier message, tool results included, on each turn; a 40-turn chat sends about 60,000 tokens a turn, the cost of a conversation grows with the square of its length, and at the model's limit the call fails and the customer gets the fallback.",
        "History is never trimmed or summarised.",
      ],
      fix: "Keep the last few turns and a running summary, and drop old tool results once answered.",
    },
    da: {
      titles: ["Hele samtalen sendes igen ved hver tur", "build_messages forkorter aldrig historikken"],
      facts: [
        "build_messages sender alle tidligere beskeder, også værktøjsresultater, ved hver tur; en samtale på 40 ture sender omkring 60.000 tokens pr. tur, og ved modellens grænse fejler kaldet.",
      ],
      fix: "Behold de seneste ture og et løbende resumé.",
    },
  },
  {
    id: "triage-model-choice",
    agent: "performance",
    severity: "LOW",
    rate: 0.35,
    file: TRIAGE,
    line: 1,
    places: ["model", "{# model: #}", "triage"],
    categories: ["Oversized model", "CWE-1176", "Cost", "Overdimensioneret model"],
    en: {
      titles: [
        "Triage uses the largest model for a three-way label",
        "support/triage@v1 is pinned to the most expensive model",
        "Ticket triage costs twenty times what it needs",
      ],
      facts: [
        "The triage template's header pins the largest model for what is a choice among three labels; a small model does as well on the eval set, and triage runs on every one of 30,000 tickets a day.",
        "Triage runs on the biggest model.",
      ],
      fix: "Pin triage to the small model and keep the large one for answers.",
    },
    da: {
      titles: [
        "Triage bruger den største model til tre etiketter",
        "support/triage@v1 er låst til den dyreste model",
      ],
      facts: [
        "Triage-skabelonens hoved låser den største model til et valg mellem tre etiketter; en lille model klarer sig lige så godt, og triage kører på 30.000 sager om dagen.",
      ],
      fix: "Lås triage til den lille model.",
    },
  },
];

/** Remarks a run makes on its own at one place: each place is its own issue. */
const REMARKS: (CatalogueRemark & { agent: Agent; en: string; da: string })[] = [
  {
    id: "remark-jailbreak-comment",
    agent: "reliability",
    file: RAILS,
    line: 12,
    place: "define flow check jailbreak",
    en: "Comment what the jailbreak flow is meant to catch",
    da: "Skriv en kommentar om, hvad jailbreak-flowet skal fange",
  },
  {
    id: "remark-agent-types",
    agent: "security",
    file: AGENT,
    line: 20,
    place: "SupportAgent",
    en: "Add type hints to SupportAgent",
    da: "Tilføj typeangivelser til SupportAgent",
  },
  {
    id: "remark-tools-descriptions",
    agent: "security",
    file: TOOLS,
    line: 5,
    place: "tools",
    en: "Give each tool a longer description",
    da: "Giv hvert værktøj en længere beskrivelse",
  },
];

/** How a run writes, kept for the whole run. */
interface AssistantStyle {
  danish: boolean;
  /** Templates by their registry id and version. */
  registry: boolean;
  /** Lines in a template counted in the rendered prompt. */
  rendered: boolean;
  /** Places as the usual form, the second, or the third. */
  place: 0 | 1 | 2;
  /** Titles end with a confidence. */
  confidence: boolean;
  lines: boolean;
}

const SEVERITY_DA: Record<Severity, string> = {
  CRITICAL: "kritisk",
  HIGH: "høj",
  MEDIUM: "middel",
  LOW: "lav",
  INFO: "info",
};

function located(file: string, line: number, style: AssistantStyle, random: Random, v: number) {
  const shift = random() < v * 0.3 ? Math.round((random() * 2 - 1) * (v > 0.5 ? 5 : 2)) : 0;
  const down = style.rendered && REGISTRY[file] !== undefined ? PREAMBLE : 0;
  const at = !style.lines || random() < v * 0.1 ? undefined : Math.max(1, line + down + shift);
  const named = style.registry ? REGISTRY[file] : undefined;
  const written = named ?? (random() < v * 0.12 ? file.slice(file.lastIndexOf("/") + 1) : file);
  return { file: written, ...(at !== undefined && { line: at }) };
}

function reportOf(issue: AssistantIssue, style: AssistantStyle, random: Random, v: number): Finding {
  const severity = severityNudged(issue.severity, v * 0.25, random);
  const category = categoryDrawn(issue.categories, style.danish, random, v);
  const words = style.danish ? issue.da : issue.en;
  let title = usually(words.titles, v * 0.6, random);
  if (style.confidence) title = `${title} (confidence: ${random() < 0.7 ? "high" : "medium"})`;
  const fact = usually(words.facts, v * 0.5, random);
  const place = formDrawn(issue.places, style.place, random, v);
  const said = style.danish
    ? `Alvorlighed: ${SEVERITY_DA[severity]}.`
    : `Severity: ${severity.toLowerCase()}.`;
  return {
    agent: issue.agent,
    category,
    severity,
    title,
    description: `${fact} ${words.fix} ${said}`,
    ...located(issue.file, issue.line, style, random, v),
    ...(place !== undefined && { symbol: place }),
  };
}

/** `runs` runs of the three agents over the support assistant, with each finding's true issue. */
export function assistantRuns(options: GeneratorOptions): Generated {
  return drawRuns<AssistantIssue, (typeof REMARKS)[number], AssistantStyle>(
    {
      name: "assistant",
      model: "assistant-generator",
      issues: ISSUES,
      remarks: REMARKS,
      remarkRate: 0.12,
      style: (random, v) => {
        const place = random();
        return {
          danish: random() < 0.3,
          registry: random() < 0.1 + v * 0.25,
          rendered: random() < 0.2,
          place: usualForm(place, v),
          confidence: random() < 0.2,
          lines: random() >= v * 0.2,
        };
      },
      report: reportOf,
      remark: (remark, style, random, v) => ({
        agent: remark.agent,
        category: style.danish ? "Vedligeholdelse" : "Maintainability",
        severity: "INFO",
        title: style.danish ? remark.da : remark.en,
        description: style.danish
          ? `${remark.da}. En lille ting, men den hjælper den, der vedligeholder koden.`
          : `${remark.en}. Minor, but it helps whoever maintains it.`,
        ...located(remark.file, remark.line, style, random, v),
        symbol: remark.place,
      }),
    },
    options,
  );
}
