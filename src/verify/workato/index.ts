// Workato recipe interpreter: runs a recipe (our IR, or a normalised recipe) on one trigger event, offline and
// deterministically, with Workato's run-time semantics, so that the equivalence check can compare its external calls
// with the Activepieces model's (src/verify/trace.ts is the shared contract).
//
//   runRecipe(recipe, { event, outputs, jobContext?, projectProperties?, accountProperties?, clock?, seed?,
//                       maxRounds?, maxSteps? }) -> WorkatoRun
//     WorkatoRun = RunTrace (calls, outcome, response?, error?) plus
//       steps: every executed step in order with its resolved input and output (StepRecord),
//       gaps:  what could not be interpreted (unsupported formula, unknown operand or keyword…): the run went on
//              with nil there, so a run with gaps proves less than one without,
//       filtered: the trigger filter rejected the event (no job).
//     Each connector action becomes ExternalCall { runtime: 'workato', app: provider, operation: name,
//       step: String(number), input: resolved input }; its output is `outputs(call)`; throwing from `outputs`
//       makes the action fail (message, and `errorType` or `name` as the catch's error_type).
//     Built-ins evaluated in-process are listed in BUILTINS (variables, lists, logger, Return result, Respond to
//       API request, skill/app returns); returns end the job with outcome `returned` and `response` (input.result
//       for Return result / skill return, the whole input for Respond to API request and app returns).
//     Stop ends with `stopped`, or, with error, raises (a monitor block catches it; else outcome `failed`).
//     Formulas run in a node:vm sandbox (200 ms per evaluation) on a fixed clock (`clock`) and seeded random.
//
//   readPaths(ir)                                line -> the paths the recipe reads from that step's output
//   generateEvents(recipe, reads?) -> GeneratedEvent[]   trigger events: typical, blank, lists of 0/1/3 items, and a true and
//                                                a false scenario for each condition on a trigger field or on an
//                                                app action's output (then `outputs`: step number -> that step's
//                                                output, to pass to schemaOutputs; identical events are dropped)
//   sampleStepOutput(step, options?)             an action's output sampled from its own extended_output_schema
//   sampleSchema(schema, options?)               the same from any Workato schema
//   schemaOutputs(ir, options?, overrides?)      an ActionOutputProvider answering every call that way, or with
//                                                overrides[step] (a scenario's `outputs`)
//   outputSampler(ir, reads?)(options?, overrides?)   the same, the recipe's reads found once for many scenarios
export { runRecipe, toIR } from './run.js';
export { readPaths } from './paths.js';
export { generateEvents, triggerSchema, type GeneratedEvent } from './events.js';
export { outputSampler, sampleSchema, sampleStepOutput, schemaFields, schemaOutputs, type SampleOptions } from './sample.js';
export { BUILTINS, builtinOf, type BuiltinKind, type BuiltinRow } from './builtins.js';
export { OPERANDS } from './conditions.js';
export type { ErrorDetail, Gap, RunOptions, StepRecord, WorkatoRun } from './types.js';
