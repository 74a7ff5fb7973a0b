import { equal } from "node:assert/strict";
import { shellWord } from "./shell_word.ts";

// What `sh` reads a command-line word as: it prints its one argument back.
async function readBySh(word: string): Promise<string> {
  const { stdout, success } = await new Deno.Command("sh", {
    args: ["-c", `printf '%s' ${word}`],
    stdout: "piped",
  }).output();
  equal(success, true, `sh failed on ${word}`);
  return new TextDecoder().decode(stdout);
}

const PLAIN_WORDS = ["42", "seed-7", "a_b.c", "x=1,y:2", "100%", "me@host/path+1"];

Deno.test("shellWord() leaves seeds of letters, digits and punctuation that sh reads literally as they are", () => {
  for (const word of PLAIN_WORDS) equal(shellWord(word), word);
});

Deno.test("shellWord() gives words that sh reads back exactly: spaces, quotes, $, globs, backslashes, the empty word", async () => {
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
  for (const word of words) equal(await readBySh(shellWord(word)), word, JSON.stringify(word));
});
