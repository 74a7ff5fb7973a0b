;; The single-path importance-sampling loop of lib/no_set_sis.ts (sisWeight with uniformIndex
;; and addCard), in WebAssembly for speed. Loaded by lib/no_set_sis_wasm.ts; compiled to
;; no_set_sis.wasm by `deno task wasm`; lib/no_set_sis_wasm_test.ts checks that the binary is
;; this file compiled, and that both versions give bit-identical weights on the same stream.
;;
;; The random numbers are seedrandom's xorwow, run here from the state seedrandom seeded.
;;
;; Memory (one 64 KiB page), filled by the loader:
;;   0     THIRD: 81 x 81 bytes, the third card of each pair
;;   6656  REJECT32: 82 x i32, 2^32 mod m (Lemire's rejection threshold for m choices)
;;   7168  the path: a permutation of the deck (81 bytes): positions [0, k) hold the table,
;;         [k, k + allowed) the allowed cards, the rest the forbidden ones
;;   7249  its inverse (81 bytes): the position of each card
(module
  (memory (export "memory") 1)
  (global $x (mut i32) (i32.const 0))
  (global $y (mut i32) (i32.const 0))
  (global $z (mut i32) (i32.const 0))
  (global $w (mut i32) (i32.const 0))
  (global $v (mut i32) (i32.const 0))
  (global $d (mut i32) (i32.const 0))

  ;; Sets the xorwow state (as seedrandom's state() reports it) and resets the path to the identity.
  (func (export "seed") (param i32 i32 i32 i32 i32 i32)
    (local $i i32)
    (global.set $x (local.get 0))
    (global.set $y (local.get 1))
    (global.set $z (local.get 2))
    (global.set $w (local.get 3))
    (global.set $v (local.get 4))
    (global.set $d (local.get 5))
    (loop $init
      (i32.store8 (i32.add (i32.const 7168) (local.get $i)) (local.get $i))
      (i32.store8 (i32.add (i32.const 7249) (local.get $i)) (local.get $i))
      (br_if $init (i32.lt_u (local.tee $i (i32.add (local.get $i) (i32.const 1))) (i32.const 81)))))

  ;; The next xorwow number.
  (func $next (result i32)
    (local $t i32)
    (local.set $t (i32.xor (global.get $x) (i32.shr_u (global.get $x) (i32.const 2))))
    (global.set $x (global.get $y))
    (global.set $y (global.get $z))
    (global.set $z (global.get $w))
    (global.set $w (global.get $v))
    (global.set $v
      (i32.xor
        (i32.xor (global.get $v) (i32.shl (global.get $v) (i32.const 4)))
        (i32.xor (local.get $t) (i32.shl (local.get $t) (i32.const 1)))))
    (global.set $d (i32.add (global.get $d) (i32.const 362437)))
    (i32.add (global.get $d) (global.get $v)))

  ;; A uniform index 0..m-1: the high word of (32 random bits) x m, rejecting low words below 2^32 mod m.
  (func $uniform (param $m i32) (result i32)
    (local $product i64)
    (loop $draw
      (local.set $product (i64.mul (i64.extend_i32_u (call $next)) (i64.extend_i32_u (local.get $m))))
      (br_if $draw
        (i64.lt_u
          (i64.and (local.get $product) (i64.const 0xffffffff))
          (i64.extend_i32_u (i32.load (i32.add (i32.const 6656) (i32.shl (local.get $m) (i32.const 2))))))))
    (i32.wrap_i64 (i64.shr_u (local.get $product) (i64.const 32))))

  ;; Puts the allowed card at position k + j on the table of k cards and moves the third cards
  ;; it forms with the table out of the allowed block; returns the new number of allowed cards.
  (func $addCard (param $k i32) (param $allowed i32) (param $j i32) (result i32)
    (local $at i32) (local $card i32) (local $other i32) (local $row i32) (local $i i32)
    (local $third i32) (local $p i32) (local $last i32) (local $moved i32)
    (local.set $at (i32.add (local.get $k) (local.get $j)))
    (local.set $card (i32.load8_u (i32.add (i32.const 7168) (local.get $at))))
    (local.set $other (i32.load8_u (i32.add (i32.const 7168) (local.get $k))))
    (i32.store8 (i32.add (i32.const 7168) (local.get $k)) (local.get $card))
    (i32.store8 (i32.add (i32.const 7249) (local.get $card)) (local.get $k))
    (i32.store8 (i32.add (i32.const 7168) (local.get $at)) (local.get $other))
    (i32.store8 (i32.add (i32.const 7249) (local.get $other)) (local.get $at))
    (local.set $row (i32.mul (local.get $card) (i32.const 81)))
    ;; from here k counts the new card and allowed no longer does
    (local.set $allowed (i32.sub (local.get $allowed) (i32.const 1)))
    (block $done
      (loop $pairs
        (br_if $done (i32.ge_u (local.get $i) (local.get $k)))
        (local.set $third
          (i32.load8_u (i32.add (local.get $row) (i32.load8_u (i32.add (i32.const 7168) (local.get $i))))))
        (local.set $p (i32.load8_u (i32.add (i32.const 7249) (local.get $third))))
        (if (i32.lt_u (local.get $p) (i32.add (i32.add (local.get $k) (i32.const 1)) (local.get $allowed)))
          (then
            (local.set $last (i32.add (local.get $k) (local.get $allowed)))
            (local.set $moved (i32.load8_u (i32.add (i32.const 7168) (local.get $last))))
            (i32.store8 (i32.add (i32.const 7168) (local.get $last)) (local.get $third))
            (i32.store8 (i32.add (i32.const 7249) (local.get $third)) (local.get $last))
            (i32.store8 (i32.add (i32.const 7168) (local.get $p)) (local.get $moved))
            (i32.store8 (i32.add (i32.const 7249) (local.get $moved)) (local.get $p))
            (local.set $allowed (i32.sub (local.get $allowed) (i32.const 1)))))
        (local.set $i (i32.add (local.get $i) (i32.const 1)))
        (br $pairs)))
    (local.get $allowed))

  ;; One path to n cards (1..81) and its weight W = prod_{k<n} A_k / (81 - k); 0 when the table
  ;; cannot grow SET-free to n cards. The last card is not drawn.
  (func (export "weight") (param $n i32) (result f64)
    (local $k i32) (local $allowed i32) (local $weight f64)
    (local.set $allowed (i32.const 81))
    (local.set $weight (f64.const 1))
    (block $done
      (loop $grow
        (br_if $done (i32.ge_u (local.get $k) (local.get $n)))
        (if (i32.eqz (local.get $allowed)) (then (return (f64.const 0))))
        (local.set $weight
          (f64.mul
            (local.get $weight)
            (f64.div
              (f64.convert_i32_u (local.get $allowed))
              (f64.convert_i32_u (i32.sub (i32.const 81) (local.get $k))))))
        (br_if $done (i32.eq (local.get $k) (i32.sub (local.get $n) (i32.const 1))))
        (local.set $allowed
          (call $addCard (local.get $k) (local.get $allowed) (call $uniform (local.get $allowed))))
        (local.set $k (i32.add (local.get $k) (i32.const 1)))
        (br $grow)))
    (local.get $weight)))
