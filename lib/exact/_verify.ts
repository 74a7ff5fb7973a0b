/**
 * The checks every {@link capClasses} result passes before it is returned: orbit–stabiliser
 * against the exact counts, and for the small deck a brute force over all its caps.
 *
 * @module
 */
import { setFreeCounts } from "./counts.ts";
import { affineSpace, capsBySize, pointsOf } from "./affine_caps.ts";
import { canonicalTranslate } from "./cap_orbits.ts";
import { canonicalForm } from "./_canonical.ts";
import type { CapClasses } from "./classes.ts";

/**
 * Orbit–stabiliser: for every n, Σ over the classes of n points of |G| / |stabiliser| must equal
 * the exact number of SET-free n-point sets ({@link setFreeCounts}: `layeredSetFreeCounts`, an
 * independent count by layers), in BigInt; and each stabiliser order must divide |G|. Cost: the
 * exact count on the first call for each deck (a few hundredths of a second for the deck; cached
 * after) and one BigInt division per class.
 *
 * @throws {Error} naming n and both numbers when a check fails.
 * @example A result with a class missing fails
 * ```ts
 * import { checkOrbitStabiliser } from "./_verify.ts";
 * import { throws } from "node:assert/strict";
 * const bySize = [[{ points: [], stabilizer: 303_264, tables: 1n }]];
 * throws(() => checkOrbitStabiliser({ features: 3, groupOrder: 303_264n, bySize }), /n = 1: .*hold 0 tables.*there are 27 /);
 * ```
 */
export function checkOrbitStabiliser({ features, groupOrder, bySize }: CapClasses): void {
  const counts = setFreeCounts(features);
  for (let n = 0; n < counts.length; n++) {
    let tables = 0n;
    for (const { points, stabilizer } of bySize[n] ?? []) {
      const order = BigInt(stabilizer);
      if (order <= 0n || groupOrder % order !== 0n) {
        throw new Error(`n = ${n}: stabiliser order ${stabilizer} of [${points}] does not divide |G| = ${groupOrder}`);
      }
      tables += groupOrder / order;
    }
    if (tables !== counts[n]) {
      throw new Error(
        `n = ${n}: the ${bySize[n]?.length ?? 0} classes hold ${tables} tables by orbit–stabiliser, ` +
          `but there are ${counts[n]} SET-free ${n}-point sets`,
      );
    }
  }
}

/**
 * The brute-force check of the small deck: every one of the 367,525 caps of AG(3, 3) lands in
 * exactly one class, and each class holds exactly |G| / |stabiliser| of them. Each cap is named by
 * its translation class's canonical member (`canonicalTranslate`: the least mask of its translates
 * holding point 0; 13,613 distinct ones), whose canonical form must be one of the representatives
 * of its size. Cost: about 0.05 s.
 *
 * @throws {Error} naming n and the cap or class when a check fails.
 * @example The small deck's classes pass; with a class dropped, its caps land nowhere
 * ```ts
 * import { checkEveryCapOfSmallDeck } from "./_verify.ts";
 * import { capClasses } from "./classes.ts";
 * import { throws } from "node:assert/strict";
 * const classes = await capClasses(3);
 * checkEveryCapOfSmallDeck(classes);
 * classes.bySize[5].pop();
 * throws(() => checkEveryCapOfSmallDeck(classes), /n = 5: the cap .* lands in no class/);
 * ```
 */
export function checkEveryCapOfSmallDeck({ groupOrder, bySize }: CapClasses): void {
  const space = affineSpace(3);
  const classes = bySize.flatMap((sized, n) => sized.map(({ points, stabilizer }) => ({ n, points, stabilizer })));
  const classOf = new Map(classes.map(({ points }, i) => [String(points), i]));
  const held = new Array<number>(classes.length).fill(0);
  const classOfTranslate = new Map<number, number>(); // least translate → its class
  capsBySize(space).forEach((caps, n) => {
    for (const mask of caps) {
      const translate = canonicalTranslate(space, mask);
      let index = classOfTranslate.get(translate);
      if (index === undefined) {
        index = classOf.get(String(canonicalForm(pointsOf(translate)).form));
        if (index === undefined || classes[index].n !== n) {
          throw new Error(`n = ${n}: the cap [${pointsOf(mask)}] lands in no class`);
        }
        classOfTranslate.set(translate, index);
      }
      held[index]++;
    }
  });
  classes.forEach(({ n, points, stabilizer }, i) => {
    const expected = groupOrder / BigInt(stabilizer);
    if (BigInt(held[i]) !== expected) {
      throw new Error(
        `n = ${n}: the class of [${points}] holds ${held[i]} caps, but |G| / ${stabilizer} = ${expected}`,
      );
    }
  });
}
