import { equal, ok, rejects, throws } from "node:assert/strict";
import { checkDataFile, DATA_FOLDER, DataFileError, dataFileName, parseDataFile, readDataFile } from "./data_file.ts";
import * as schema from "./schema.ts";

const shape = schema.object<{ seeds: number }>({ seeds: schema.positiveInteger() });

Deno.test("readDataFile() names the file in one line: truncated, empty, not JSON, missing, or a field out of range", async () => {
  const dir = await Deno.makeTempDir();
  const cases: [string, string | undefined, string][] = [
    [
      "truncated.json",
      '{"seeds": 20',
      "not valid JSON (Expected ',' or '}' after property value in JSON at position 12",
    ],
    ["string.json", '{"seeds": "20', "not valid JSON (Unterminated string in JSON at position 13"],
    ["empty.json", "", "not valid JSON (the file is empty)"],
    ["blank.json", "\n \n", "not valid JSON (the file is empty)"],
    ["nan.json", '{"seeds": NaN}', "not valid JSON (Unexpected token 'N'"],
    ["negative.json", '{"seeds": -5}', "seeds: -5 is not a positive integer"],
    ["fraction.json", '{"seeds": 2.5}', "seeds: 2.5 is not a positive integer"],
    ["missing-field.json", "{}", "seeds: missing (should be a positive integer)"],
    ["absent.json", undefined, "cannot be read (No such file or directory"],
  ];
  for (const [name, text, reason] of cases) {
    if (text !== undefined) await Deno.writeTextFile(`${dir}/${name}`, text);
    const error = await readDataFile(`${dir}/${name}`, shape).then(() => undefined, (e) => e);
    ok(error instanceof DataFileError, name);
    ok(error.message.startsWith(`${dir}/${name}: ${reason}`), `${name}: ${error.message}`);
    equal(error.message.includes("\n"), false, name);
  }
  await Deno.remove(dir, { recursive: true });
});

Deno.test("readDataFile() reads and checks a file once, but reads it again after a failure", async () => {
  const dir = await Deno.makeTempDir();
  const file = `${dir}/study.json`;
  await Deno.writeTextFile(file, '{"seeds": -5}');
  await rejects(readDataFile(file, shape), { message: `${file}: seeds: -5 is not a positive integer` });
  await Deno.writeTextFile(file, '{"seeds": 2000}');
  const first = await readDataFile(file, shape);
  equal(first.seeds, 2000);
  await Deno.writeTextFile(file, '{"seeds": 7}');
  equal(await readDataFile(file, shape), first, "cached: not read again");
  ok(Object.isFrozen(first));
  await Deno.remove(dir, { recursive: true });
});

Deno.test("dataFileName() names the repository's data files data/NAME, others by their path", () => {
  equal(dataFileName(new URL("references.json", DATA_FOLDER)), "data/references.json");
  equal(dataFileName(new URL("file:///tmp/a%20b/x.json")), "/tmp/a b/x.json");
  equal(dataFileName("x/y.json"), "x/y.json");
});

Deno.test("checkDataFile() and parseDataFile() prefix the file to the schema's message and freeze what passed", () => {
  throws(() => checkDataFile(new URL("coverage.json", DATA_FOLDER), { seeds: 0 }, shape), {
    name: "DataFileError",
    message: "data/coverage.json: seeds: 0 is not a positive integer",
  });
  const checked = parseDataFile("a.json", '{"seeds": 3}', shape);
  throws(() => (checked as { seeds: number }).seeds = 4, TypeError);
});
