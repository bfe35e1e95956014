import { ANALYSIS } from "./analysis.js";
import { CHOICE_LIST } from "./choices.js";
import { EVALUATE_FLAGS, MEASURE_FLAGS } from "./command-flags.js";
import { CONNECTION } from "./connection.js";
import { ACTION_ONLY, CLI_ONLY } from "./doors.js";
import { GATES } from "./gates.js";
import { NUMBER_LIST, OPTIONAL_NUMBER_LIST } from "./numbers.js";
import type { Setting } from "./setting.js";
import { TEXT_LIST } from "./texts.js";

/**
 * Every described setting, in the order action.yml lists its inputs: what is analysed, how,
 * the model, judging, gates, limits, the action's own. action.yml, the README's table and
 * each command's help are written from these, and a test enumerates them.
 */
export const ALL_SETTINGS: readonly Setting[] = [
  ...Object.values(ANALYSIS),
  ...Object.values(CONNECTION),
  ...TEXT_LIST,
  ...CHOICE_LIST,
  ...GATES,
  ...NUMBER_LIST,
  ...OPTIONAL_NUMBER_LIST,
  ...Object.values(ACTION_ONLY),
  ...Object.values(CLI_ONLY),
  ...Object.values(MEASURE_FLAGS),
  ...Object.values(EVALUATE_FLAGS),
];
