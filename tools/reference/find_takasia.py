#!/usr/bin/env python3
"""Search (with the reference implementation) for positions where a takasia
mark on the mover's hole is met by the first lap of a move started from the
mover's own functional nyumba (section 7 exception), or stops a move.
Writes a JSON list for diff_test.py --cases.

  python3 tools/reference/find_takasia.py OUT.json [SECONDS] [SEED]
"""
import collections
import json
import os
import random
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bao_ref as R  # noqa: E402


def main():
    out_file = sys.argv[1]
    budget = float(sys.argv[2]) if len(sys.argv) > 2 else 60
    rng = random.Random(int(sys.argv[3]) if len(sys.argv) > 3 else 5)
    found = []
    counts = collections.Counter()
    t0 = time.time()
    while time.time() - t0 < budget:
        v = rng.choice(["kiswahili", "kete", "bawo"])
        setup = rng.choice(["chikoko", "chibaka", "sanderson"])
        pos = R.start_position(v, setup)
        p = rng.choice([0, 1])
        o = 1 - p
        holes = [[0] * 16, [0] * 16]
        n = rng.randint(12, 19)
        holes[p][R.HOUSE] = n
        cands = [(R.HOUSE + n) % 16, (R.HOUSE - n) % 16]
        cands = [k for k in cands if k < 8 and k != R.HOUSE]
        if not cands:
            continue
        mark = rng.choice(cands)
        left = 64 - n
        mine = rng.randint(5, min(30, left - 4))
        for _ in range(mine):
            holes[p][rng.randrange(16)] += 1
        if holes[p][mark] == 0:
            holes[p][mark] = 1
            mine += 1
        theirs_front = rng.randint(1, 4)
        for _ in range(theirs_front):
            holes[o][rng.randrange(8)] += 1
        for _ in range(64 - n - mine - theirs_front):
            holes[o][8 + rng.randrange(8)] += 1
        if sum(holes[0]) + sum(holes[1]) != 64:
            continue
        pos.holes, pos.to_move, pos.reserve = holes, p, [0, 0]
        pos.ply = rng.randint(44, 900)
        pos.owned = [True, rng.random() < 0.5]
        if p == 1:
            pos.owned.reverse()
        pos.takasia = (p, mark)
        R.TRACE = collections.Counter()
        for mv, out in R.legal_moves(pos):
            R.position_after(pos, mv, out)
        ev = R.TRACE
        R.TRACE = None
        tag = None
        if ev["takasia exception (first lap from own functional nyumba)"]:
            tag = "takasia exception"
        elif ev["takasia stop"] and rng.random() < 0.2:
            tag = "takasia stop"
        if tag is None or counts[tag] >= 150:
            continue
        counts[tag] += 1
        found.append({"position": json.loads(pos.to_json()), "note": tag})
    with open(out_file, "w") as f:
        json.dump(found, f, indent=0)
    print("found", dict(counts))


if __name__ == "__main__":
    main()
