import { equal, ok } from "node:assert/strict";
import { NO_SET_REFERENCES, referenceProbability, SOURCES, TIMING_REFERENCES } from "./references.ts";

Deno.test("every reference names a known source and where exactly it can be read", () => {
  for (const source of Object.values(SOURCES)) {
    ok(source.url || source.file, `${source.title} has a URL or a file`);
    ok(source.where.length > 20, `${source.title} says where`);
    if (source.secondary) ok(source.quoting, `${source.title} says what it quotes`);
  }
  for (const reference of [...NO_SET_REFERENCES, ...TIMING_REFERENCES]) {
    ok(SOURCES[reference.source], `source ${reference.source}`);
    ok(reference.where, `${reference.source} ${JSON.stringify(reference)} says where`);
  }
});

Deno.test("the untraceable Norvig page counts (3,299 and 38 of 100,000) are gone; Warne's quotation is secondary", () => {
  equal(NO_SET_REFERENCES.some((r) => r.source === "norvig-odds"), false);
  equal(NO_SET_REFERENCES.some((r) => r.noSet === 3299 || r.noSet === 38), false);
  equal(SOURCES.warne.secondary, true);
  const warne = NO_SET_REFERENCES.filter((r) => r.source === "warne");
  equal(warne.find((r) => r.setting === "fresh deal")!.oddsAgainst, 30);
  equal(warne.find((r) => r.setting.startsWith("game play"))!.oddsAgainst, 16);
  equal(referenceProbability(warne[0]), 1 / 31);
});
