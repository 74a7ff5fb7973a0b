import { deepEqual, equal } from "node:assert/strict";
import {
  columnAlignment,
  commandLine,
  int,
  integerRuns,
  odds,
  pct,
  percentagePoints,
  plural,
  sci,
  sizesFlag,
  textTable,
} from "./format.ts";
import { intervalsBeside } from "./intervals_beside.ts";
import { parseCommandLine, seedParam, sizesParam } from "../common/params.ts";

Deno.test("odds() writes r : 1 with four significant digits, exponents from 10^9, and never for Infinity", () => {
  equal(odds(0), "0 : 1");
  equal(odds(0.012820512), "0.01282 : 1");
  equal(odds(29.9575), "29.96 : 1");
  equal(odds(728_531.4), "728,500 : 1");
  equal(odds(6.88e12), "6.880e12 : 1");
  equal(odds(Infinity), "never");
});

Deno.test("int(), pct() and sci() write counts, percentages and powers of ten", () => {
  equal(int(1_965_150_720n), "1,965,150,720");
  equal(int(0), "0");
  equal(pct(NaN), "n/a");
  equal(pct(1, 0), "100%");
  equal(sci(1e-13, 1), "1.0e-13");
  equal(sci(123456), "1.235e5");
});

Deno.test("plural() takes the singular for one only, and an irregular plural", () => {
  equal(plural(2, "worker"), "2 workers");
  equal(plural(1n, "table"), "1 table");
  equal(plural(0, "class", "classes"), "0 classes");
});

Deno.test("percentagePoints() signs a difference with a true minus, and never writes −0", () => {
  equal(percentagePoints(-0.0123456, 2), "−1.23");
  equal(percentagePoints(0.0123456, 4), "+1.2346");
  equal(percentagePoints(-0.000001, 3), "+0.000");
});

Deno.test("percentagePoints() beside zero: an interval just below zero gets the decimals that show it excludes zero", () => {
  const shown = intervalsBeside(0, [[-0.004, -0.000004]], { digits: 3, format: percentagePoints });
  deepEqual(shown.intervals, ["[−0.4000, −0.0004]"]);
  equal(shown.value, "+0.0000");
});

// A seed as commandLine() writes it, and as `sh` reads that back: it prints its one argument.
const seedWord = (seed: string) => commandLine("simulate", { seed }).slice("deno task simulate ".length);
async function readBySh(word: string): Promise<string> {
  const { stdout, success } = await new Deno.Command("sh", {
    args: ["-c", `printf '%s' ${word}`],
    stdout: "piped",
  }).output();
  equal(success, true, `sh failed on ${word}`);
  return new TextDecoder().decode(stdout);
}

const PLAIN_WORDS = ["42", "seed-7", "a_b.c", "x=1,y:2", "100%", "me@host/path+1"];

Deno.test("commandLine() leaves seeds of letters, digits and punctuation that sh reads literally as they are", () => {
  for (const word of PLAIN_WORDS) equal(seedWord(word), `--seed=${word}`);
});

Deno.test("commandLine() quotes seeds so that sh reads them back exactly: spaces, quotes, $, globs, backslashes, the empty word", async () => {
  const words = [
    "my seed",
    "it's",
    "''",
    `"double"`,
    "$HOME",
    "`date`",
    "*",
    "a\\b",
    "",
    " ",
    "semi;colon",
    "tab\there",
    "new\nline",
    "!bang",
    "~user",
    "#hash",
    "a'b'c",
    "种子 7",
    ...PLAIN_WORDS,
  ];
  for (const word of words) equal(await readBySh(seedWord(word)), `--seed=${word}`, JSON.stringify(word));
});

const read = sizesParam({ min: 3, max: 81, meaning: "sizes" }).read;

Deno.test("sizesFlag() writes runs as from-to and single sizes alone, increasing", () => {
  equal(sizesFlag([9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21]), "9-21");
  equal(sizesFlag([21, 9, 10, 12]), "9-10,12,21");
  equal(sizesFlag([12, 12, 13]), "12-13");
  equal(sizesFlag([]), "");
});

Deno.test("sizesFlag() is read back by --sizes as the same sizes, for 500 random sets of sizes", () => {
  let state = 7;
  const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let k = 0; k < 500; k++) {
    const sizes = Array.from({ length: 1 + Math.floor(next() * 20) }, () => 3 + Math.floor(next() * 79));
    deepEqual(read(sizesFlag(sizes)), [...new Set(sizes)].sort((a, b) => a - b));
  }
});

Deno.test("commandLine() writes every flag as --flag=value, so a seed like -7 is read back by the command as itself", () => {
  const command = commandLine("simulate", { seed: "-7", sizes: sizesFlag([9, 10, 12]), json: true, force: false });
  equal(command, "deno task simulate --seed=-7 --sizes=9-10,12 --json");
  const spec = { seed: seedParam({ meaning: "seed" }), sizes: sizesParam({ min: 3, max: 81, meaning: "sizes" }) };
  const args = command.split(" ").slice(3).filter((word) => word !== "--json");
  deepEqual(parseCommandLine(args, spec).flags, { seed: "-7", sizes: [9, 10, 12] });
});

Deno.test("textTable() sets the head over a rule, columns two spaces apart, numbers right and words left", () => {
  equal(
    textTable(["n", "method", "trials"], [["12", "sis", "1,000"], ["9", "plain", ""]]),
    [" n  method  trials", "--  ------  ------", "12  sis      1,000", " 9  plain"].join("\n"),
  );
});

Deno.test("columnAlignment() aligns a column of numbers or empty cells right, of words left", () => {
  deepEqual(columnAlignment([["12", "sis", "3.23%"], ["9", "plain", ""]], 3), ["right", "left", "right"]);
});

Deno.test("integerRuns() sorts the integers and groups consecutive ones into runs", () => {
  deepEqual(integerRuns([20, 15, 16, 17, 23]), [[15, 17], [20, 20], [23, 23]]);
  deepEqual(integerRuns([]), []);
});
