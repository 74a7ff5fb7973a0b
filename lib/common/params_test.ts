import { deepEqual, equal, throws } from "node:assert/strict";
import {
  choiceParam,
  flagParam,
  integerParam,
  parseCommandLine,
  pathParam,
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

const flags = (argv: string[]) => parseCommandLine(argv, spec, { positionals: false }).flags;

Deno.test("parseCommandLine() fills defaults, reads --flag value and --flag=value, and switches", () => {
  deepEqual(flags([]), {
    seed: "42",
    trials: 1_000_000,
    method: "plain",
    sizes: undefined,
    out: undefined,
    json: false,
  });
  deepEqual(flags(["--seed=7", "--trials", "10", "--sizes", "12,15", "--json"]), {
    seed: "7",
    trials: 10,
    method: "plain",
    sizes: [12, 15],
    out: undefined,
    json: true,
  });
});

Deno.test("parseCommandLine() rejects unknown, missing, empty, repeated and positional arguments in one line naming them", () => {
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
    throws(() => flags(argv), (error: Error) => error instanceof UsageError && message.test(error.message));
  }
});
