/**
 * The checks every {@link capClasses} result passes before it is returned: orbit–stabiliser against the exact counts,
 * and for the small deck a brute force over all its caps.
 *
 * @module
 */
import { setFreeCounts } from "./counts.ts";
import { affineSpace, capsBySize, pointsOf } from "./affine_caps.ts";
import { canonicalTranslate } from "./cap_orbits.ts";
import { canonicalForm } from "./_canonical.ts";
import type { CapClasses } from "./classes.ts";

/**
 * Orbit–stabiliser: for every n, Σ |G| / |stabiliser| over the classes of n points must equal the number of SET-free
 * n-point sets (counted independently by layers), and each stabiliser order must divide |G|. Throws naming n.
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
 * The brute force of the small deck: each of the 367,525 caps of AG(3, 3) lands in exactly one class, and each class
 * holds exactly |G| / |stabiliser| of them. Throws naming n and the cap or class. Cost: about 0.05 s.
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

/** The checks `capClasses` runs on every result: orbit–stabiliser and, for the small deck, the brute force. */
export function verifyClasses(classes: CapClasses): void {
  try {
    checkOrbitStabiliser(classes);
    if (classes.features === 3) checkEveryCapOfSmallDeck(classes);
  } catch (error) {
    throw new Error(`capClasses(${classes.features}) failed its check: ${(error as Error).message}`);
  }
}
