import { deepEqual, equal, throws } from "node:assert/strict";
import {
  choiceParam,
  flagParam,
  integerParam,
  parseFlags,
  pathParam,
  readEnv,
  seedParam,
  sizesParam,
  UsageError,
} from "./params.ts";

const spec = {
  seed: seedParam("42"),
  trials: integerParam({ min: 1, max: 1e12, default: 1_000_000 }),
  method: choiceParam(["plain", "sis"] as const, "plain"),
  sizes: sizesParam({ min: 3, max: 81 }),
  out: pathParam(),
  json: flagParam(),
};

Deno.test("integerParam() accepts decimal digits only, in range, and rejects 0x, exponents, separators and signs", () => {
  const p = integerParam({ min: 1, max: 1e12 });
  equal(p.read("1000000000000"), 1e12);
  equal(p.read("007"), 7);
  for (
    const bad of [
      "0x1000",
      "1e3",
      "1,0",
      "1_000",
      "+5",
      "-5",
      "1.0",
      "",
      " 5",
      "5 ",
      "٣",
      "1000000000001",
      "99999999999999999",
    ]
  ) {
    equal(p.read(bad), undefined, bad);
  }
});

Deno.test("parseFlags() fills defaults, reads --flag value and --flag=value, and switches", () => {
  deepEqual(parseFlags([], spec), {
    seed: "42",
    trials: 1_000_000,
    method: "plain",
    sizes: undefined,
    out: undefined,
    json: false,
  });
  deepEqual(parseFlags(["--seed=7", "--trials", "10", "--sizes", "12,15", "--json"], spec), {
    seed: "7",
    trials: 10,
    method: "plain",
    sizes: [12, 15],
    out: undefined,
    json: true,
  });
});

Deno.test("parseFlags() rejects unknown, missing, empty, repeated and positional arguments in one line naming them", () => {
  const cases: [string[], RegExp][] = [
    [["--seeds", "7"], /^unknown flag --seeds \(expected one of --seed, --trials, --method, --sizes, --out, --json\)$/],
    [["-s", "7"], /^unknown flag -s /],
    [["--seed"], /^flag --seed needs a value$/],
    [["--seed", "--json"], /^flag --seed needs a value$/],
    [["--seed", "-1"], /^flag --seed needs a value; for "-1" write --seed=-1$/],
    [["--out="], /^--out must be a path, got ""$/],
    [["--json", "--json"], /^flag --json given twice$/],
    [["--trials", "5", "--trials=6"], /^flag --trials given twice$/],
    [["--json=yes"], /^flag --json takes no value, got "yes"$/],
    [["12"], /^unexpected argument "12"/],
    [["--method", "SIS"], /^--method must be one of plain, sis, got "SIS"$/],
    [["--trials", "abc"], /^--trials must be an integer in 1\.\.1,000,000,000,000 \(decimal digits\), got "abc"$/],
  ];
  for (const [argv, message] of cases) {
    throws(() => parseFlags(argv, spec), (error: Error) => error instanceof UsageError && message.test(error.message));
  }
});

Deno.test("readEnv() reads SET_* variables with the same rules and messages as the flags", () => {
  const env = { SET_SEED: seedParam("42"), SET_TRIALS: integerParam({ min: 1000, max: 1e8, default: 400_000 }) };
  const read = (vars: Record<string, string>) => readEnv(env, new Map(Object.entries(vars)));
  deepEqual(read({}), { SET_SEED: "42", SET_TRIALS: 400_000 });
  deepEqual(read({ SET_SEED: "7", SET_TRIALS: "1000" }), { SET_SEED: "7", SET_TRIALS: 1000 });
  for (const bad of ["0x1000", "1e3", "abc", "", "999", "100000001"]) {
    throws(
      () => read({ SET_TRIALS: bad }),
      new RegExp(
        `^UsageError: SET_TRIALS must be an integer in 1,000\\.\\.100,000,000 \\(decimal digits\\), got ${
          JSON.stringify(bad)
        }$`,
      ),
    );
  }
  throws(() => read({ SET_SEED: "" }), /^UsageError: SET_SEED must be 1 to 200 printable characters, got ""$/);
  throws(() => read({ SET_SEED: "a\nb" }), /SET_SEED must be 1 to 200 printable characters/);
});
