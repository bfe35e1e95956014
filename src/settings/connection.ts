import { z } from "zod";
import { DEFAULT_MODEL } from "../defaults.js";
import { DEFAULT_AZURE_API_VERSION } from "../llm/client.js";
import type { Price } from "../llm/pricing.js";
import type { TextSetting, ValueSetting } from "./setting.js";

/** How the model is reached and priced: described once for both doors. */

/** The commands that call a model, where these apply. */
const MODEL_COMMANDS = ["measure", "run", "merge", "evaluate", "demo"];

const PRICE = z
  .string()
  .regex(/^\s*\d+(?:\.\d+)?\s*,\s*\d+(?:\.\d+)?\s*(?:,\s*\d+(?:\.\d+)?\s*)?$/)
  .transform((text): Price => {
    const [input, output, cached] = text.split(",").map((n) => Number(n.trim())) as [number, number, number?];
    return {
      inputPerMillion: input,
      outputPerMillion: output,
      ...(cached !== undefined && { cachedInputPerMillion: cached }),
    };
  });

export const CONNECTION = {
  model: {
    kind: "text",
    name: "model",
    description: "Model of the analysis (and of the judge unless judge-model is set).",
    placeholder: "name",
    default: DEFAULT_MODEL,
    cli: MODEL_COMMANDS,
    action: true,
  },
  apiKey: {
    kind: "text",
    name: "api-key",
    description:
      "API key of the OpenAI-compatible server. Pass a secret; it is masked in logs. Empty skips the test with a notice.",
    placeholder: "key",
    default: "",
    cli: [],
    action: true,
    oneDoorBecause:
      "a key on a command line shows in the process list and the shell history: the CLI reads OPENAI_API_KEY (or AZURE_OPENAI_API_KEY) from the environment",
  },
  baseUrl: {
    kind: "value",
    name: "base-url",
    description:
      "Base URL of an OpenAI-compatible server (Azure OpenAI, vLLM, Ollama, a gateway, the bundled simulator). The CLI also reads OPENAI_BASE_URL.",
    placeholder: "url",
    default: "",
    none: "OpenAI",
    expected: "an http(s) URL such as http://localhost:8000/v1",
    schema: z.url({ protocol: /^https?$/ }),
    cli: MODEL_COMMANDS,
    action: true,
  } satisfies ValueSetting<string>,
  price: {
    kind: "value",
    name: "price",
    description:
      "US$ per million input,output[,cached input] tokens, for the cost estimate, the cost line and max-cost (e.g. 0.15,0.6,0.075). Without the cached rate, cached input is priced as input.",
    placeholder: "in,out[,cached]",
    default: "",
    none: "the built-in price table",
    expected: "input,output[,cached input] US$ per million tokens such as 0.15,0.6,0.075",
    schema: PRICE,
    cli: MODEL_COMMANDS,
    action: true,
  } satisfies ValueSetting<Price>,
  azureDeployment: {
    kind: "text",
    name: "azure-deployment",
    description:
      "Azure OpenAI deployment name; base-url is then the resource endpoint (https://<resource>.openai.azure.com) and the key its key (the CLI also reads AZURE_OPENAI_API_KEY).",
    placeholder: "name",
    default: "",
    none: "not Azure",
    cli: MODEL_COMMANDS,
    action: true,
  },
  azureApiVersion: {
    kind: "value",
    name: "azure-api-version",
    description: "Azure OpenAI API version.",
    placeholder: "version",
    default: DEFAULT_AZURE_API_VERSION,
    expected: `a date version such as ${DEFAULT_AZURE_API_VERSION} or 2025-04-01-preview`,
    schema: z.string().regex(/^\d{4}-\d{2}-\d{2}(-preview)?$/),
    cli: MODEL_COMMANDS,
    action: true,
  } satisfies ValueSetting<string>,
} as const satisfies Record<string, TextSetting | ValueSetting>;
