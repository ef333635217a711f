#!/usr/bin/env python3
"""Search (with the reference implementation) for positions where a never-ending
or 10,000-lap move is a real candidate: the mover has no capture candidate, so
the never-ending takata decides the legal move list (or, in Bawo, is played and
stopped).  Writes a JSON list of position objects for diff_test.py --cases.

  python3 tools/reference/find_never.py OUT.json [SECONDS] [SEED]
"""
import json
import os
import random
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bao_ref as R  # noqa: E402


def main():
    out_file = sys.argv[1]
    budget = float(sys.argv[2]) if len(sys.argv) > 2 else 120
    rng = random.Random(int(sys.argv[3]) if len(sys.argv) > 3 else 11)
    found = []
    seen = set()
    t0 = time.time()
    while time.time() - t0 < budget:
        v = rng.choice(["kujifunza", "kiswahili", "kete", "bawo"])
        setup = rng.choice(["chikoko", "chibaka", "sanderson"])
        pos = R.start_position(v, setup)
        p = rng.choice([0, 1])
        o = 1 - p
        holes = [[0] * 16, [0] * 16]
        nme = rng.randint(16, 62)
        dens = rng.uniform(0.5, 1)
        act = [k for k in range(16) if rng.random() < dens] or [0]
        for _ in range(nme):
            holes[p][rng.choice(act)] += 1
        j = rng.randrange(8)
        holes[o][j] = 1
        for _ in range(64 - nme - 1):
            holes[o][8 + rng.randrange(8)] += 1
        if not any(holes[p][:8]):
            continue
        pos.holes, pos.to_move, pos.reserve = holes, p, [0, 0]
        pos.ply = rng.randint(44, 900)
        pos.owned = [False, False]
        if v in ("kete", "bawo") and rng.random() < 0.3:
            pos.owned[p] = True     # a functional kuu forces takata from it
        if R.capture_candidates(pos):
            continue
        hit = None
        for mv in R.takata_candidates(pos):
            out = R.execute(pos, mv)
            if out.status == "never" or out.stopped:
                hit = (mv.text, out.laps)
                break
        if hit is None:
            continue
        key = pos.key()
        if key in seen:
            continue
        seen.add(key)
        found.append({"position": json.loads(pos.to_json()), "note": "never-ending %s (%d laps)" % hit})
        print(v, hit, len(found), flush=True)
    with open(out_file, "w") as f:
        json.dump(found, f, indent=0)
    print("found", len(found))


if __name__ == "__main__":
    main()
