import { createHash } from "node:crypto";
import { deepEqual, equal, ok, rejects, throws } from "node:assert/strict";
import {
  DATA_FOLDER,
  DataFileError,
  dataFileName,
  parseResultText,
  readResultFile,
  resultText,
  writeResult,
} from "./result_file.ts";

const document = {
  features: 4,
  method: "m",
  date: "2026-12-01",
  seconds: 0.5,
  counts: [{ n: 0, p: 1 }, { n: 1, p: 0.5 }],
};

Deno.test("dataFileName() names a file of data/ as data/NAME and any other by its path", () => {
  equal(dataFileName(new URL("coverage.json", DATA_FOLDER)), "data/coverage.json");
  equal(dataFileName("/tmp/x/coverage.json"), "/tmp/x/coverage.json");
});

Deno.test("resultText() is JSON.stringify's text with the SHA-256 of the text with the digest blank on its second line", () => {
  const text = resultText(document);
  const [first, second, ...rest] = text.split("\n");
  deepEqual([first, second.slice(0, 20)], ["{", '  "digest": "sha256:']);
  const blank = ["{", '  "digest": "",', ...rest].join("\n");
  equal(second, `  "digest": "sha256:${createHash("sha256").update(blank).digest("hex")}",`);
  equal(blank, JSON.stringify({ digest: "", ...document }, null, 2) + "\n");
  equal(resultText(JSON.parse(text)), text, "a document read back stamps to the same text");
  deepEqual(parseResultText("a.json", text, "exact"), { digest: JSON.parse(text).digest, ...document });
});

Deno.test("parseResultText() refuses any byte changed: a number, a key twice, a row removed, 1e-400, a space, a newline", () => {
  const text = resultText(document);
  const changes = [
    text.replace('"p": 0.5', '"p": 0.6'),
    text.replace('"p": 0.5', '"p": -7, "p": 0.5'), // the same document once parsed
    text.replace('"p": 0.5', '"p": 0.5, "p": 0.5'),
    text.replace(/,\n {4}\{\n {6}"n": 1,\n {6}"p": 0\.5\n {4}\}/, ""),
    text.replace('"seconds": 0.5', '"seconds": 1e-400'),
    text.replace('"method": "m"', '"method":  "m"'),
    text.trimEnd(),
    text + "\n",
    text.replace("{", "{ "),
  ];
  for (const changed of changes) {
    ok(changed !== text);
    throws(
      () => parseResultText("data/coverage.json", changed, "coverage"),
      /^DataFileError: data\/coverage\.json: (edited by hand or damaged \(its digest does not match\)|has no digest on its second line); regenerate it: deno task coverage --out data\/coverage\.json --force$/,
    );
  }
  throws(
    () => parseResultText("x.json", JSON.stringify(document, null, 2), "exact --features 3"),
    {
      message:
        "x.json: has no digest on its second line; regenerate it: deno task exact --features 3 --out x.json --force",
    },
  );
});

Deno.test("readResultFile() names an unreadable file in one line", () => {
  throws(
    () => readResultFile("/nonexistent/x.json", { task: "exact" }),
    (error) =>
      error instanceof DataFileError &&
      /^\/nonexistent\/x\.json: cannot be read \(No such file or directory[^\n]*\)$/.test(error.message),
  );
});

Deno.test("writeResult() --force keeps a result equal but for its date and seconds, digest and all; rewrites an edited or other one", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const out = `${dir}/result.json`;
    const flags = { json: false, out, force: true };
    await writeResult("exact", document, { ...flags, force: false });
    const first = await Deno.readTextFile(out);
    await writeResult("exact", { ...document, date: "2027-01-01", seconds: 9 }, flags);
    equal(await Deno.readTextFile(out), first, "kept byte for byte");
    await rejects(writeResult("exact", document, { ...flags, force: false }), /was created by something else/);

    await Deno.writeTextFile(out, first.replace('"method": "m"', '"method":  "m"'));
    await writeResult("exact", { ...document, date: "2027-01-01" }, flags);
    const rewritten = await Deno.readTextFile(out);
    equal(JSON.parse(rewritten).date, "2027-01-01", "an edited file is not kept, even one holding the same result");
    await writeResult("exact", { ...document, method: "n" }, flags);
    equal((await readResultFile<{ method: string }>(out, { task: "exact" })).method, "n");
    deepEqual([...Deno.readDirSync(dir)].map((entry) => entry.name), ["result.json"]);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
