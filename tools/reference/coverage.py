#!/usr/bin/env python3
"""Which rule features do the differential-test positions exercise?

  python3 tools/reference/coverage.py [N] [SEED]

Generates the same fuzz positions as diff_test.py (N per variant) and tallies,
using the reference implementation only, how often the special cases occur.
"""
import collections
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bao_ref as R  # noqa: E402
import diff_test as D  # noqa: E402

C = collections.Counter()
_execute = R.execute


def traced_execute(pos, mv):
    out = _execute(pos, mv)
    v = pos.variant
    C["candidates executed"] += 1
    if out.status == "never":
        C[v + ": never-ending candidate (illegal)"] += 1
    if out.status == "empty_front":
        C[v + ": front-row-emptying candidate (illegal)"] += 1
    if out.stopped:
        C[v + ": bawo never-ending move stopped (laps=%s)" % ("10000" if out.laps >= 10000 else "<10000")] += 1
    if out.self_emptied:
        C[v + ": bawo self-emptying move"] += 1
    if out.reached_choice:
        C[v + ": namua capture reaching stop/safari"] += 1
    if out.bao_hamna:
        C[v + ": bao hamna"] += 1
    if out.laps >= 100:
        C[v + ": move of 100+ laps"] += 1
    if mv.kind == "ntak" and mv.k == R.HOUSE and R.functional_house(pos, pos.to_move):
        n = pos.holes[pos.to_move][R.HOUSE]
        if (v == "kete" and n == 6) or (v == "bawo" and n == pos.threshold()):
            C[v + ": lone kuu lifted whole"] += 1
        else:
            C[v + ": namua tax"] += 1
    if (mv.kind == "ncap" and v == "bawo" and mv.k == 3
            and pos.holes[pos.to_move][3] == 0):
        C[v + ": kuu clause capture candidate"] += 1
    if pos.takasia is not None and pos.takasia[0] == pos.to_move:
        C[v + ": move under a takasia mark"] += 1
    return out


R.execute = traced_execute
R.TRACE = C
_tt = R.takasia_test


def traced_takasia(new, p):
    h = _tt(new, p)
    if h is not None:
        C[new.variant + ": takasia created"] += 1
    return h


R.takasia_test = traced_takasia


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 7
    rng = random.Random(seed)
    for v in ("kiswahili", "kete", "kujifunza", "bawo"):
        for _ in range(n):
            pos = D.random_position(rng, v)
            moves = R.legal_moves(pos)
            if pos.takasia is not None and pos.takasia[0] != pos.to_move and v in ("kete", "bawo"):
                allc = R.legal_captures(pos)
                if len(allc) != len(moves) and moves and moves[0][0].capture:
                    C[v + ": takasia duty restricted the captures"] += 1
            for mv, out in moves:
                R.position_after(pos, mv, out)
    for k, c in sorted(C.items()):
        print("%8d  %s" % (c, k))


if __name__ == "__main__":
    main()
