;; The plain Monte Carlo hot loop of lib/no_set_plain.ts, in WebAssembly for speed
;; (about 1.7x the JavaScript, which pays a bounds check on every typed-array access).
;; Loaded by lib/no_set_plain_wasm.ts; compiled to no_set_plain.wasm by `deno task wasm`;
;; lib/no_set_plain_wasm_test.ts checks that the binary is this file compiled, and that
;; both versions count the same tables on the same random numbers.
;;
;; It deals tables exactly as noSetPlain does: a partial Fisher-Yates shuffle, 16 random
;; bits a card by Lemire's multiply-and-reject, and stops at the first SET. The random
;; numbers are seedrandom's xorwow, run here from the state seedrandom seeded (x y z w v d),
;; so the stream is number for number the one randomStream() gives.
;;
;; Memory (one 64 KiB page), filled by the loader:
;;   0     THIRD: 81 x 81 bytes, the third card of each pair
;;   6656  REJECT16: 82 x i32, 65536 mod m (Lemire's rejection threshold for m positions)
;;   7168  the deck: 81 bytes, a permutation of the cards; its first k are on the table
;;   7296  completes: 81 x i32; completes[c] = stamp of the table when c completes a pair
(module
  (memory (export "memory") 1)
  (global $x (mut i32) (i32.const 0))
  (global $y (mut i32) (i32.const 0))
  (global $z (mut i32) (i32.const 0))
  (global $w (mut i32) (i32.const 0))
  (global $v (mut i32) (i32.const 0))
  (global $d (mut i32) (i32.const 0))

  ;; Sets the xorwow state (as seedrandom's state() reports it).
  (func (export "seed") (param i32 i32 i32 i32 i32 i32)
    (global.set $x (local.get 0))
    (global.set $y (local.get 1))
    (global.set $z (local.get 2))
    (global.set $w (local.get 3))
    (global.set $v (local.get 4))
    (global.set $d (local.get 5)))

  ;; Deals `trials` tables of `n` cards (3..81) and returns how many hold no SET.
  (func (export "count") (param $n i32) (param $trials i32) (result i32)
    (local $x i32) (local $y i32) (local $z i32) (local $w i32) (local $v i32) (local $d i32) (local $t i32)
    (local $bits i32) (local $half i32)
    (local $stamp i32) (local $k i32) (local $m i32) (local $product i32) (local $j i32)
    (local $card i32) (local $row i32) (local $i i32) (local $last i32) (local $noSet i32)
    (local.set $x (global.get $x))
    (local.set $y (global.get $y))
    (local.set $z (global.get $z))
    (local.set $w (global.get $w))
    (local.set $v (global.get $v))
    (local.set $d (global.get $d))
    (local.set $last (i32.sub (local.get $n) (i32.const 1)))
    ;; the deck in order, no card marked
    (loop $init
      (i32.store8 (i32.add (i32.const 7168) (local.get $i)) (local.get $i))
      (i32.store (i32.add (i32.const 7296) (i32.shl (local.get $i) (i32.const 2))) (i32.const 0))
      (br_if $init (i32.lt_u (local.tee $i (i32.add (local.get $i) (i32.const 1))) (i32.const 81))))
    (local.set $stamp (i32.const 1))
    (block $done
      (loop $table
        (br_if $done (i32.gt_u (local.get $stamp) (local.get $trials)))
        (local.set $k (i32.const 0))
        (block $endTable
          (loop $deal
            ;; card k is swapped in from a uniform position k..80 (m positions)
            (local.set $m (i32.sub (i32.const 81) (local.get $k)))
            (loop $draw
              (if (i32.eqz (local.get $half))
                (then
                  ;; next xorwow number; its low 16 bits now, its high 16 bits next time
                  (local.set $t (i32.xor (local.get $x) (i32.shr_u (local.get $x) (i32.const 2))))
                  (local.set $x (local.get $y))
                  (local.set $y (local.get $z))
                  (local.set $z (local.get $w))
                  (local.set $w (local.get $v))
                  (local.set $v
                    (i32.xor
                      (i32.xor (local.get $v) (i32.shl (local.get $v) (i32.const 4)))
                      (i32.xor (local.get $t) (i32.shl (local.get $t) (i32.const 1)))))
                  (local.set $d (i32.add (local.get $d) (i32.const 362437)))
                  (local.set $bits (i32.add (local.get $d) (local.get $v)))
                  (local.set $product (i32.mul (i32.and (local.get $bits) (i32.const 0xffff)) (local.get $m)))
                  (local.set $half (i32.const 1)))
                (else
                  (local.set $product (i32.mul (i32.shr_u (local.get $bits) (i32.const 16)) (local.get $m)))
                  (local.set $half (i32.const 0))))
              (br_if $draw
                (i32.lt_u
                  (i32.and (local.get $product) (i32.const 0xffff))
                  (i32.load (i32.add (i32.const 6656) (i32.shl (local.get $m) (i32.const 2)))))))
            (local.set $j (i32.add (local.get $k) (i32.shr_u (local.get $product) (i32.const 16))))
            (local.set $card (i32.load8_u (i32.add (i32.const 7168) (local.get $j))))
            (i32.store8 (i32.add (i32.const 7168) (local.get $j)) (i32.load8_u (i32.add (i32.const 7168) (local.get $k))))
            (i32.store8 (i32.add (i32.const 7168) (local.get $k)) (local.get $card))
            ;; a marked card completes a pair already down: the table holds a SET
            (br_if $endTable
              (i32.eq
                (i32.load (i32.add (i32.const 7296) (i32.shl (local.get $card) (i32.const 2))))
                (local.get $stamp)))
            (if (i32.eq (local.get $k) (local.get $last))
              (then
                (local.set $noSet (i32.add (local.get $noSet) (i32.const 1)))
                (br $endTable)))
            ;; mark the third card of the new card with each card down
            (local.set $row (i32.mul (local.get $card) (i32.const 81)))
            (local.set $i (i32.const 0))
            (block $marked
              (loop $mark
                (br_if $marked (i32.ge_u (local.get $i) (local.get $k)))
                (i32.store
                  (i32.add
                    (i32.const 7296)
                    (i32.shl
                      (i32.load8_u (i32.add (local.get $row) (i32.load8_u (i32.add (i32.const 7168) (local.get $i)))))
                      (i32.const 2)))
                  (local.get $stamp))
                (local.set $i (i32.add (local.get $i) (i32.const 1)))
                (br $mark)))
            (local.set $k (i32.add (local.get $k) (i32.const 1)))
            (br $deal)))
        (local.set $stamp (i32.add (local.get $stamp) (i32.const 1)))
        (br $table)))
    (global.set $x (local.get $x))
    (global.set $y (local.get $y))
    (global.set $z (local.get $z))
    (global.set $w (local.get $w))
    (global.set $v (local.get $v))
    (global.set $d (local.get $d))
    (local.get $noSet)))
