#!/usr/bin/env python3
"""Differential test: tools/reference/bao_ref.py against the Rust `bao` CLI.

  python3 tools/reference/diff_test.py [--bao PATH] [--games N] [--seed S]
         [--fuzz N] [--cases FILE]... [--perft-only | --no-perft] [--max-depth D] [--all]

(a) perft from every start position (Bawo: a fixed post-gambit position per setup)
(c) positions of tools/reference/cases_*.json (never-ending moves, takasia
    stops and exceptions, Bawo self-emptying...), found with find_*.py, and
    random fuzz positions (--fuzz N per variant): the move list and the result
    of every legal move are compared
(b) random games from `bao random`: at every position the sorted legal move lists
    and the position/result after each move are compared; the final result of
    the game (with the full history, i.e. repetitions) is compared too.

Prints every disagreement (only the first per game) with full details and a
final line `N passed, N failed`.
"""

import argparse
import json
import os
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bao_ref as R  # noqa: E402

BAO = "/work/main/target/release/bao"

# Bawo post-gambit start: South's gambit then North's (North captures A3's seed).
BAWO_GAMBITS = ["@A3,A6,A7,A8,B8", "@a1,a3,a6,a7,a8,b8"]

PERFT_DEPTHS = {
    "kiswahili": 10,
    "kete": 10,
    "kujifunza": 8,
    "bawo-chikoko": 7,
    "bawo-chibaka": 7,
    "bawo-sanderson": 7,
    "bawo-gambit-south": 2,
    "bawo-gambit-north": 1,
    "mid-kiswahili-0": 7, "mid-kiswahili-1": 7, "mid-kiswahili-2": 7,
    "mid-kete-0": 7, "mid-kete-1": 7, "mid-kete-2": 7,
    "mid-kujifunza-0": 7, "mid-kujifunza-1": 7, "mid-kujifunza-2": 7,
    "mid-bawo-0": 7, "mid-bawo-1": 7, "mid-bawo-2": 7,
}


def engine(args, inp=None):
    r = subprocess.run([BAO] + args, input=inp, capture_output=True, text=True)
    return r.returncode, r.stdout, r.stderr


def norm_pos(d):
    d = dict(d)
    if d.get("variant") == "bawo":
        d.setdefault("bawo_setup", "chikoko")
    else:
        d.pop("bawo_setup", None)
    return json.loads(json.dumps(d, sort_keys=True))


class Stats:
    def __init__(self):
        self.passed = 0
        self.failed = 0
        self.positions = 0
        self.moves_compared = 0


def report(title, **kw):
    print("=" * 72)
    print("DISAGREEMENT:", title)
    for k, v in kw.items():
        print("  %s: %s" % (k, v))
    sys.stdout.flush()


def start_json(variant, setup):
    args = ["start", variant] + (["--setup", setup] if setup else [])
    rc, out, err = engine(args)
    return out.strip()


def perft_positions():
    res = []
    for v in ("kiswahili", "kete", "kujifunza"):
        res.append((v, start_json(v, None)))
    for setup in ("chikoko", "chibaka", "sanderson"):
        pj = start_json("bawo", setup)
        pos = R.Position.from_json(json.loads(pj))
        hist = {pos.key(): 1}
        for g in BAWO_GAMBITS:
            pos, _, _ = R.play_one(pos, g, hist)
        res.append(("bawo-" + setup, pos.to_json()))
    # gambit perft 1 (counted combinatorially)
    res.append(("bawo-gambit-south", start_json("bawo", "chikoko")))
    pos = R.Position.from_json(json.loads(start_json("bawo", "chikoko")))
    pos, _, _ = R.play_one(pos, "@A2,A3,A3,A4,B1", {})
    res.append(("bawo-gambit-north", pos.to_json()))
    # fixed mid-game positions: played from the start by seeded random legal moves
    import random
    for v in ("kiswahili", "kete", "kujifunza", "bawo"):
        for i in range(3):
            rng = random.Random(1000 + i)
            while True:
                pos = R.start_position(v)
                hist = {pos.key(): 1}
                target = rng.randint(30, 70)
                ok = True
                for _ in range(target):
                    if R.in_gambit(pos):
                        n, _ = R.gambit_info(pos)
                        names = R.gambit_names(pos.to_move)
                        text = "@" + ",".join(sorted(rng.choice(names) for _ in range(n)))
                    else:
                        texts = R.sorted_move_texts(pos)
                        text = rng.choice(texts)
                    pos, result, _ = R.play_one(pos, text, hist)
                    if result is not None:
                        ok = False
                        break
                if ok:
                    break
            res.append(("mid-%s-%d" % (v, i), pos.to_json()))
    return res


def run_perft(stats, max_depth):
    print("# perft (reference vs engine)")
    for name, pj in perft_positions():
        pos = R.Position.from_json(json.loads(pj))
        depth_max = PERFT_DEPTHS.get(name, 1)
        if max_depth is not None:
            depth_max = min(depth_max, max_depth)
        for depth in range(1, depth_max + 1):
            t0 = time.time()
            ref = R.perft(pos, depth)
            t1 = time.time()
            rc, out, err = engine(["perft", "-", str(depth)], pj)
            t2 = time.time()
            eng = out.strip() if rc == 0 else "ERROR rc=%d %s" % (rc, err.strip())
            ok = str(ref) == eng
            print("perft %-18s depth %d: ref %s  engine %s  %s  (ref %.1fs, engine %.2fs)" % (
                name, depth, ref, eng, "ok" if ok else "MISMATCH", t1 - t0, t2 - t1))
            sys.stdout.flush()
            if ok:
                stats.passed += 1
            else:
                stats.failed += 1
                report("perft %s depth %d" % (name, depth), position=pj,
                       reference=ref, engine=eng)


def ref_play_single(pos, text):
    """Play one move with a history starting at pos (as the CLI does)."""
    try:
        new, result, reason = R.play_one(pos, text, {pos.key(): 1})
        return new, result, reason, None
    except R.IllegalMove as e:
        return None, None, None, str(e)


def run_game(stats, variant, setup, game, idx):
    """Returns True when the game agreed everywhere."""
    pj = start_json(variant, setup)
    pos = R.Position.from_json(json.loads(pj))
    full_hist = {pos.key(): 1}
    final_result = None
    for i, annotated in enumerate(game["moves"]):
        core, _, _ = R.strip_markers(annotated)
        pj = pos.to_json()
        stats.positions += 1
        # (1) legal move lists
        if R.in_gambit(pos):
            # North's gambit can have millions of moves: compare the count only
            rc, out, err = engine(["moves", "-"], pj) if pos.to_move == R.SOUTH else (0, None, "")
            ref_count = R.gambit_count(pos)
            if out is not None:
                eng_list = json.loads(out)
                if len(eng_list) != ref_count or (pos.to_move == R.SOUTH and
                                                   eng_list != R.sorted_move_texts(pos)):
                    report("gambit move list (%s game %d ply %d)" % (variant, idx, i),
                           position=pj, reference_count=ref_count, engine_count=len(eng_list))
                    return False
        else:
            rc, out, err = engine(["moves", "-"], pj)
            eng_list = json.loads(out) if rc == 0 else ("ERROR " + err.strip())
            ref_list = R.sorted_move_texts(pos)
            stats.moves_compared += 1
            if eng_list != ref_list:
                only_ref = sorted(set(ref_list) - set(eng_list if isinstance(eng_list, list) else []))
                only_eng = sorted(set(eng_list if isinstance(eng_list, list) else []) - set(ref_list))
                report("legal moves (%s%s game %d ply %d)" % (variant, "/" + setup if setup else "",
                                                              idx, i),
                       position=pj, reference=json.dumps(ref_list),
                       engine=json.dumps(eng_list), only_reference=only_ref,
                       only_engine=only_eng, game_move_played=annotated)
                return False
        # (2) position after the move (the engine's annotated string is checked
        # by the reference too: markers * ** #)
        rc, out, err = engine(["play", "-", core], pj)
        if rc != 0:
            report("engine rejects its own move (%s game %d ply %d)" % (variant, idx, i),
                   position=pj, move=annotated, engine=err.strip())
            return False
        eng = json.loads(out)
        new, result, reason, error = ref_play_single(pos, annotated)
        if error is not None:
            report("reference rejects move (%s%s game %d ply %d)" % (
                variant, "/" + setup if setup else "", idx, i),
                position=pj, move=annotated, reference=error,
                engine=json.dumps(eng["position"], sort_keys=True) + " result=%s reason=%s" % (
                    eng["result"], eng["reason"]))
            return False
        ref_d = norm_pos(json.loads(new.to_json()))
        eng_d = norm_pos(eng["position"])
        if ref_d != eng_d or result != eng["result"] or reason != eng["reason"]:
            report("position after move (%s%s game %d ply %d)" % (
                variant, "/" + setup if setup else "", idx, i),
                position=pj, move=annotated,
                reference=new.to_json() + " result=%s reason=%s" % (result, reason),
                engine=json.dumps(eng["position"], sort_keys=True) + " result=%s reason=%s" % (
                    eng["result"], eng["reason"]),
                engine_events=json.dumps(eng.get("events")))
            return False
        # full-history game result
        _, fres, freason = None, None, None
        try:
            _, fres, freason = R.play_one(pos, annotated, full_hist)
        except R.IllegalMove:
            pass
        pos = new
        if fres is not None:
            final_result = (fres, freason)
            if i != len(game["moves"]) - 1:
                report("reference ends the game early (%s game %d ply %d)" % (variant, idx, i),
                       result=final_result, moves=game["moves"])
                return False
    ref_final = norm_pos(json.loads(pos.to_json()))
    eng_final = norm_pos(game["final"])
    eng_res = (game.get("result"), game.get("reason"))
    if ref_final != eng_final or (final_result or (None, None)) != eng_res:
        report("final position/result (%s game %d)" % (variant, idx),
               reference=pos.to_json() + " %s" % (final_result,),
               engine=json.dumps(game["final"], sort_keys=True) + " %s" % (eng_res,))
        return False
    return True


def run_random(stats, games, seed, stop_first):
    print("# random games (reference vs engine)")
    specs = [("kiswahili", None), ("kete", None), ("kujifunza", None),
             ("bawo", "chikoko"), ("bawo", "chibaka"), ("bawo", "sanderson")]
    for variant, setup in specs:
        args = ["random", variant, str(games), str(seed)] + (["--setup", setup] if setup else [])
        rc, out, err = engine(args)
        if rc != 0:
            print("engine random failed:", err)
            stats.failed += 1
            continue
        ok_n = bad_n = 0
        t0 = time.time()
        for idx, line in enumerate(out.splitlines()):
            game = json.loads(line)
            if run_game(stats, variant, setup, game, idx):
                ok_n += 1
                stats.passed += 1
            else:
                bad_n += 1
                stats.failed += 1
                if stop_first:
                    break
        print("random %-10s %-9s: %d games agree, %d disagree (%.0fs)" % (
            variant, setup or "", ok_n, bad_n, time.time() - t0))
        sys.stdout.flush()


# ------------------------------------------------------------------ fuzz ---

def _move_seed(rng, holes, p, k):
    """Move one seed from some other hole (preferably the largest) into (p, k)."""
    src = [(holes[q][j], q, j) for q in (0, 1) for j in range(16)
           if (q, j) != (p, k) and holes[q][j] > 1]
    if not src:
        return False
    _, q, j = max(src) if rng.random() < 0.5 else rng.choice(src)
    holes[q][j] -= 1
    holes[p][k] += 1
    return True


def random_position(rng, variant):
    """A random (not necessarily reachable) position of 64 seeds."""
    setup = rng.choice(["chikoko", "chibaka", "sanderson"]) if variant == "bawo" else None
    pos = R.start_position(variant, setup or "chikoko")
    to_move = rng.choice([R.SOUTH, R.NORTH])
    namua = variant != "kujifunza" and rng.random() < 0.3
    if namua:
        r0 = R.BAWO_SETUPS[setup][1] if variant == "bawo" else 22
        hi = r0 - 1 if variant == "bawo" else r0
        r = rng.randint(1, hi) if to_move == R.SOUTH else rng.randint(2, hi)
        if to_move == R.SOUTH:
            reserve = [r, r]
            ply = 2 * (r0 - r)
        else:
            reserve = [r - 1, r]
            ply = 2 * (r0 - r) + 1
    else:
        reserve = [0, 0]
        ply = rng.choice([rng.randint(44, 400), rng.randint(44, 990), 999])
    board = 64 - sum(reserve)
    while True:
        holes = [[0] * 16, [0] * 16]
        density = rng.uniform(0.2, 0.9)
        active = [(p, k) for p in (0, 1) for k in range(16) if rng.random() < density]
        if len(active) < 2:
            continue
        left = board
        if rng.random() < 0.25:              # a big pile (16+)
            p, k = rng.choice(active)
            big = min(left, rng.randint(14, 24))
            holes[p][k] += big
            left -= big
        for _ in range(left):
            p, k = rng.choice(active)
            holes[p][k] += 1
        if any(holes[0][0:8]) and any(holes[1][0:8]):
            break
    owned = [False, False]
    if variant != "kujifunza":
        for p in (0, 1):
            owned[p] = rng.random() < (0.9 if namua else 0.4)
    thr = pos.threshold()
    mode = rng.random()
    me = holes[to_move]
    if mode < 0.15:
        # dense mover: every own hole occupied -> long / never-ending moves
        for k in range(16):
            if me[k] == 0:
                _move_seed(rng, holes, to_move, k)
    elif mode < 0.30 and variant != "kujifunza":
        # functional houses: make hole 5 reach the threshold (or just below/at it)
        for p in (0, 1):
            if owned[p]:
                want = rng.choice([thr - 1, thr, thr, thr + 1, thr + 3])
                while holes[p][R.HOUSE] < want and _move_seed(rng, holes, p, R.HOUSE):
                    pass
    elif mode < 0.45 and namua:
        # lone house in namua (tax / lone-kuu lift), optionally kuu clause set-up
        owned[to_move] = True
        want = rng.choice([thr - 1, thr, thr, thr + 1, thr + 4, 6, 7])
        for k in range(8):
            while holes[to_move][k] > 0 and k != R.HOUSE:
                holes[to_move][k] -= 1
                holes[to_move][8 + rng.randrange(8)] += 1
        while holes[to_move][R.HOUSE] < want and _move_seed(rng, holes, to_move, R.HOUSE):
            pass
        if holes[to_move][R.HOUSE] == 0:
            holes[to_move][R.HOUSE] = 1
            holes[to_move][8] -= 1 if holes[to_move][8] else 0
    elif mode < 0.55 and namua and variant == "bawo":
        # kuu clause: opponent's kuu functional, own A4 empty, opponent's a4 empty
        o = 1 - to_move
        owned[o] = True
        while holes[o][R.HOUSE] < thr + rng.randint(0, 3) and _move_seed(rng, holes, o, R.HOUSE):
            pass
        for p, k in ((to_move, 3), (o, 3)):
            while holes[p][k] > 0:
                holes[p][k] -= 1
                holes[p][8 + rng.randrange(8)] += 1
    if sum(holes[0]) + sum(holes[1]) != board or not any(holes[0][0:8]) or not any(holes[1][0:8]):
        return random_position(rng, variant)
    pos.to_move, pos.holes, pos.reserve, pos.owned, pos.ply = to_move, holes, reserve, owned, ply
    pos.takasia = None
    if variant != "kujifunza" and rng.random() < (0.1 if namua else 0.3):
        side = to_move if variant == "kiswahili" else rng.choice([0, 1])
        cand = [k for k in range(8) if holes[side][k] > 0]
        if cand:
            pos.takasia = (side, rng.choice(cand))
    return pos


def compare_position(stats, pos, label):
    """Compare the legal move list and every legal move's result.  Returns
    True/False, or None when the engine rejects the position."""
    pj = pos.to_json()
    rc, out, err = engine(["moves", "-"], pj)
    if rc != 0:
        return None
    stats.positions += 1
    stats.moves_compared += 1
    eng_list = json.loads(out)
    ref_list = R.sorted_move_texts(pos)
    if eng_list != ref_list:
        report("legal moves (%s)" % label, position=pj,
               reference=json.dumps(ref_list), engine=json.dumps(eng_list),
               only_reference=sorted(set(ref_list) - set(eng_list)),
               only_engine=sorted(set(eng_list) - set(ref_list)))
        stats.failed += 1
        return False
    for mv in eng_list:
        rc, out, err = engine(["play", "-", mv], pj)
        eng = json.loads(out)
        new, result, reason, error = ref_play_single(pos, mv)
        if error is not None:
            report("reference rejects (%s)" % label, position=pj, move=mv, reference=error)
            stats.failed += 1
            return False
        if (norm_pos(json.loads(new.to_json())) != norm_pos(eng["position"])
                or result != eng["result"] or reason != eng["reason"]):
            report("position after move (%s)" % label, position=pj, move=mv,
                   reference=new.to_json() + " result=%s reason=%s" % (result, reason),
                   engine=json.dumps(eng["position"], sort_keys=True)
                   + " result=%s reason=%s" % (eng["result"], eng["reason"]),
                   engine_events=json.dumps(eng.get("events"))[:3000])
            stats.failed += 1
            return False
    stats.passed += 1
    return True


def run_cases(stats, path):
    print("# cases from %s" % path)
    with open(path) as f:
        cases = json.load(f)
    compare_positions(stats, "cases",
                      ((R.Position.from_json(case["position"]), "case %d: %s" % (i, case.get("note", "")))
                       for i, case in enumerate(cases)))


def compare_positions(stats, title, labelled_positions):
    """Compares each (position, label) and prints one tally line for the batch."""
    ok_n = bad_n = rej = 0
    t0 = time.time()
    for pos, label in labelled_positions:
        r = compare_position(stats, pos, label)
        if r is None:
            rej += 1
        elif r:
            ok_n += 1
        else:
            bad_n += 1
    print("%s: %d positions agree, %d disagree, %d rejected by engine (%.0fs)" % (
        title, ok_n, bad_n, rej, time.time() - t0))


# (position, move) pairs compared through `play` only (their move lists are too
# long to compare: North's gambit)
PLAY_CHECKS = [
    ("North's gambit captures every seed of South's front row -> South, to move, "
     "has an empty front row and loses",
     '{"variant":"bawo","bawo_setup":"chikoko","to_move":"north","south":{"front":[0,3,0,0,0,0,0,0],'
     '"back":[0,0,0,0,0,0,0,10],"reserve":19,"house":"lost"},"north":{"front":[0,0,0,0,8,2,2,0],'
     '"back":[0,0,0,0,0,0,0,0],"reserve":20,"house":"owned"},"takasia":null,"ply":1}',
     "@a1,a1,a1,a1,a1,a1,a1,a1"),
    ("North's gambit, holes given unsorted",
     '{"variant":"bawo","bawo_setup":"chibaka","to_move":"north","south":{"front":[0,1,2,1,10,0,0,0],'
     '"back":[0,0,0,0,0,0,0,1],"reserve":17,"house":"owned"},"north":{"front":[0,0,0,0,10,2,2,0],'
     '"back":[0,0,0,0,0,0,0,0],"reserve":18,"house":"owned"},"takasia":null,"ply":1}',
     "@b8,a1,a3,b8,a8,a2,a2,a5,a5"),
]


def run_play_checks(stats):
    print("# play checks")
    for note, pj, mv in PLAY_CHECKS:
        pos = R.Position.from_json(json.loads(pj))
        rc, out, err = engine(["play", "-", mv], pj)
        new, result, reason, error = ref_play_single(pos, mv)
        if rc != 0 or error is not None:
            ok = (rc != 0) and (error is not None)
            eng_s, ref_s = err.strip(), error
        else:
            eng = json.loads(out)
            ok = (norm_pos(json.loads(new.to_json())) == norm_pos(eng["position"])
                  and result == eng["result"] and reason == eng["reason"])
            eng_s = json.dumps(eng["position"], sort_keys=True) + " %s %s" % (eng["result"], eng["reason"])
            ref_s = new.to_json() + " %s %s" % (result, reason)
        print("play check: %s: %s" % (note, "ok" if ok else "MISMATCH"))
        if ok:
            stats.passed += 1
        else:
            stats.failed += 1
            report("play check: " + note, position=pj, move=mv, reference=ref_s, engine=eng_s)


def run_fuzz(stats, n, seed):
    import random
    rng = random.Random(seed)
    print("# fuzz: random positions, every legal move played")
    for variant in ("kiswahili", "kete", "kujifunza", "bawo"):
        compare_positions(stats, "fuzz %-10s" % variant,
                          ((random_position(rng, variant), "fuzz %s #%d" % (variant, i)) for i in range(n)))
        sys.stdout.flush()


def main():
    global BAO
    ap = argparse.ArgumentParser()
    ap.add_argument("--bao", default=BAO)
    ap.add_argument("--games", type=int, default=30)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--max-depth", type=int, default=None)
    ap.add_argument("--perft-only", action="store_true")
    ap.add_argument("--no-perft", action="store_true")
    ap.add_argument("--fuzz", type=int, default=200, help="random positions per variant")
    ap.add_argument("--cases", action="append", default=[], help="JSON file of positions")
    ap.add_argument("--all", action="store_true", help="do not stop a variant at its first failing game")
    a = ap.parse_args()
    BAO = a.bao
    stats = Stats()
    t0 = time.time()
    if not a.no_perft:
        run_perft(stats, a.max_depth)
    if not a.perft_only:
        run_play_checks(stats)
    cases = a.cases
    if not cases and not a.perft_only:
        import glob
        cases = sorted(glob.glob(os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                              "cases_*.json")))
    for path in cases:
        run_cases(stats, path)
    if a.fuzz:
        run_fuzz(stats, a.fuzz, a.seed)
    if not a.perft_only:
        run_random(stats, a.games, a.seed, stop_first=not a.all)
    print("# %d positions compared (%d move lists), %.0fs" % (
        stats.positions, stats.moves_compared, time.time() - t0))
    print("%d passed, %d failed" % (stats.passed, stats.failed))
    return 0 if stats.failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
