/** Made-up estimates for the tests of the notebook's tables and sentences. */
import { clopperPearson } from "../stats/intervals.ts";
import type { Estimate } from "./estimate.ts";

/** A plain-sampling estimate of `noSet` SET-free tables out of `trials`, with its Clopper–Pearson interval. */
export const plain = (n: number, noSet: number, trials = 200_000): Estimate => ({
  n,
  method: "plain",
  trials,
  p: noSet / trials,
  ci: clopperPearson(noSet, trials),
  ciMethod: "Clopper–Pearson exact binomial 95%",
  noSet,
  seconds: 1,
});

/** An importance-sampling estimate with the interval `ci`, its p the interval's middle. */
export const sis = (n: number, ci: [number, number]): Estimate => ({
  n,
  method: "sis",
  trials: 200_000,
  p: (ci[0] + ci[1]) / 2,
  ci,
  ciMethod: "Student t",
  seconds: 1,
});
