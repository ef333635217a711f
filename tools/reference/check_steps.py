#!/usr/bin/env python3
"""Checks the learning path's steps with the reference implementation, not the engine.

  python3 tools/reference/check_steps.py STEPS.json [CONTENT_DIR]

STEPS.json is the engine's export (`bao::app::learn::export::steps_json`, written by
tests/learn_reference.rs): every step's position, goal kind and data, and for every legal move
what the engine says it does. CONTENT_DIR is the folder of the stage files the steps come from
(`content/learn`, see content/README.md): when given, every step of those files must be in the
export with the same position and goal, and the goal checked is the file's. For each step this
script

* compares the legal move list, and for every move the position after it, its end hole, lap
  count, captured holes, seeds, win at once, Bao hamna, takasia mark and whether the opponent
  then has a capture and whether one of them takes the mover's nyumba, with bao_ref.py's own;
* checks the goal by its definition with the reference's facts only: for every choice step
  exactly one legal move meets it (the wanted one) and no other legal move wins at once (for
  "find the only winning move", which needs a search, that the wanted move is legal and no other
  wins at once: the engine's audit proves the only win);
  predictions name a legal move; "find the legal move" steps have all legal moves in one hole;
  a Bawo gambit step's example placement leaves North's gambit nothing to capture.

A file of drills (`drills_json`, marked `only_move`) is checked the same way for the drill's
own move: end hole, laps and captures must be the reference's.

Prints each disagreement and ends with `N passed, N failed` (exit status 1 on a failure).
"""

import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bao_ref as R  # noqa: E402

CHOICE = ("play_move", "end_in", "capture_most", "kichwa", "safari", "bao_hamna", "win_now", "no_capture_left", "guard_nyumba", "no_takasia_left", "read_reply", "read_ahead", "bao_hamna_in_two", "takasia", "only_win", "stop_or_safari", "searched_first")


def norm(text):
    d = json.loads(text)
    if d.get("variant") != "bawo":
        d.pop("bawo_setup", None)
    else:
        d.setdefault("bawo_setup", "chikoko")
    return json.dumps(d, sort_keys=True)


def facts(pos, mv, out):
    """What the reference says a legal move does."""
    p, o = pos.to_move, 1 - pos.to_move
    new, created = R.position_after(pos, mv, out)
    result, reason = R.end_check(pos, new, out, {new.key(): 1})
    captured = [R.hole_name(o, k) for k in range(8) if out.holes[o][k] < pos.holes[o][k]]
    seeds = sum(pos.holes[o][k] - out.holes[o][k] for k in range(8))
    probe = new.copy()
    return {
        "move": mv.text,
        "end": R.hole_name(p, out.last),
        "laps": out.laps,
        "captured": sorted(captured),
        "seeds": seeds,
        "wins": result == R.SIDE_NAME[p],
        "bao_hamna": reason == "bao_hamna",
        "takasia": R.hole_name(*new.takasia) if created else None,
        "opponent_captures": bool(R.legal_captures(probe)),
        # North's biggest capture in reply: the seeds it takes from the mover's front row.
        # Whether some takata of North's then takasias a hole of the mover's (RULES.md §7).
        "takasia_left": any(R.position_after(new, m2, o2)[1] for m2, o2 in R.legal_moves(new.copy())),
        "taken_back": max((sum(new.holes[p][k] - o2.holes[p][k] for k in range(8)) for _, o2 in R.legal_captures(new.copy())), default=0),
        "nyumba_kept": new.owned[p],
        "nyumba_taken": any(o2.holes[p][R.HOUSE] < new.holes[p][R.HOUSE] for _, o2 in R.legal_captures(new.copy())),
        "position": norm(new.to_json()),
    }


def read_ahead(pos, mv, out, replies):
    """A move's balance read two moves ahead: what it takes, less the worth to the opponent of
    his best reply read the same way one move shorter, down to `replies` moves after this one.
    A move that ends the game is worth 1000 to its winner, -1000 to the loser, 0 for a draw."""
    p, o = pos.to_move, 1 - pos.to_move
    new, _ = R.position_after(pos, mv, out)
    result, _ = R.end_check(pos, new, out, {new.key(): 1})
    if result == "draw":
        return 0
    if result is not None:
        return 1000 if result == R.SIDE_NAME[p] else -1000
    taken = sum(pos.holes[o][k] - out.holes[o][k] for k in range(8))
    if replies == 0:
        return taken
    return taken - max(read_ahead(new, m2, o2, replies - 1) for m2, o2 in R.legal_moves(new.copy()))


def goal_problems(step, ref):
    """The goal checked by its definition on the reference's facts; a list of problems."""
    kind, wanted, hole = step["kind"], step["wanted"], step["hole"]
    texts = sorted(ref)
    problems = []
    if kind in ("predict_end", "predict_captures"):
        if step["move"] not in ref:
            problems.append("the predicted move %s is not legal" % step["move"])
    elif kind == "name_hole":
        if hole is None or len(hole) != 2 or hole[0] not in "ABab" or hole[1] not in "12345678":
            problems.append("%s names no hole" % hole)
    elif kind == "find_legal":
        if not texts or any(not t.startswith(hole) for t in texts):
            problems.append("legal moves %s do not all start from %s" % (texts, hole))
    elif kind in CHOICE:
        if kind in ("play_move", "only_win", "stop_or_safari", "bao_hamna_in_two", "searched_first"):
            # only_win, stop_or_safari, searched_first: the reference has no search; the engine's audit proves
            # the only win or the clearly better choice (the puzzles' themes), and here the
            # wanted move must be legal and no other win at once. bao_hamna_in_two: the
            # engine's audit runs the bao-hamna theme's exact three-ply check.
            meets = [t for t in texts if t == wanted]
        elif kind == "end_in":
            meets = [t for t in texts if ref[t]["end"] == hole]
        elif kind in ("capture_most", "kichwa", "safari"):
            best = max(ref[t]["seeds"] for t in texts)
            meets = [t for t in texts if ref[t]["seeds"] == best and best > 0]
        elif kind == "bao_hamna":
            meets = [t for t in texts if ref[t]["bao_hamna"]]
        elif kind == "win_now":
            meets = [t for t in texts if ref[t]["wins"]]
        elif kind == "no_capture_left":
            meets = [t for t in texts if not ref[t]["opponent_captures"]]
        elif kind == "read_reply":
            # The balance: what the move takes less North's biggest capture in reply.
            best = max(ref[t]["seeds"] - ref[t]["taken_back"] for t in texts)
            meets = [t for t in texts if ref[t]["seeds"] - ref[t]["taken_back"] == best]
        elif kind == "read_ahead":
            # Your move, his best reply, your best answer, his best answer (RULES.md has no
            # such rule: it is the learning path's reading, done here by the reference's own
            # moves): the best balance, and not the move reading one reply alone finds.
            best = max(ref[t]["ahead"] for t in texts)
            meets = [t for t in texts if ref[t]["ahead"] == best]
            if any(abs(ref[t]["ahead"]) >= 500 for t in texts):
                problems.append("the game ends within a line read ahead: %s" % {t: ref[t]["ahead"] for t in texts})
            by_reply = max(ref[t]["seeds"] - ref[t]["taken_back"] for t in texts)
            if ref.get(wanted) and ref[wanted]["seeds"] - ref[wanted]["taken_back"] == by_reply:
                problems.append("reading the reply alone finds %s" % wanted)
        elif kind == "no_takasia_left":
            meets = [t for t in texts if not ref[t]["opponent_captures"] and not ref[t]["takasia_left"]]
        elif kind == "guard_nyumba":
            meets = [t for t in texts if ref[t]["nyumba_kept"] and not ref[t]["nyumba_taken"]]
        else:
            meets = [t for t in texts if ref[t]["takasia"] is not None]
        if meets != [wanted]:
            problems.append("moves meeting the goal: %s, wanted only %s" % (meets, wanted))
        winners = [t for t in texts if ref[t]["wins"] and t != wanted]
        if winners:
            problems.append("other moves win at once: %s" % winners)
    if kind == "stop_or_safari" and wanted in ref:
        # The learner's rule: read two moves ahead, the wanted choice's balance is above its
        # twin's (the same sowing with the other answer to the nyumba's question).
        twin = wanted[:-1] if wanted.endswith("+") else wanted + "+"
        if twin not in ref:
            problems.append("%s has no twin %s: not a stop-or-safari choice" % (wanted, twin))
        elif ref[wanted]["ahead"] <= ref[twin]["ahead"]:
            problems.append("read two moves ahead %s is %d, %s %d" % (wanted, ref[wanted]["ahead"], twin, ref[twin]["ahead"]))
    if kind == "searched_first":
        # The costs (the engine's audit runs the searches): each other legal move named once,
        # each at least a seed (100 hundredths) behind at both depths, as the goal says.
        costs = step.get("costs") or []
        named = sorted(cost["move"] for cost in costs)
        if named != [t for t in texts if t != wanted]:
            problems.append("the costs name %s, the other legal moves are %s" % (named, [t for t in texts if t != wanted]))
        if any(min(cost["behind"]) < 100 for cost in costs):
            problems.append("a cost under a seed: %s" % costs)
    return problems


def check_gambit(step, pos):
    if not R.in_gambit(pos):
        return ["not a gambit position"]
    new, _ = R.play_gambit(pos, step["example"])
    _, captured = R.gambit_info(new)
    return ["the example leaves %s to North's gambit" % [R.hole_name(R.SOUTH, k) for k in captured]] if captured else []


GOAL_FIELDS = ("move", "wanted", "hole", "example")


def read_content(folder):
    """The steps of the stage files in `folder`, by id, in file order."""
    steps = {}
    for name in sorted(os.listdir(folder)):
        if name.endswith(".json"):
            stage = json.load(open(os.path.join(folder, name), encoding="utf-8"))
            for step in stage["steps"]:
                steps[step["id"]] = dict(step, file=name)
    return steps


def content_problems(step, written):
    """The exported step against the step as written in its stage file (`written`, or None)."""
    if written is None:
        return ["not in the stage files"]
    problems = []
    if norm(json.dumps(written["position"])) != norm(step["position"]):
        problems.append("the export's position is not the one in %s" % written["file"])
    goal = written["goal"]
    exported = {"kind": step["kind"]}
    exported.update({field: step[field] for field in GOAL_FIELDS if step.get(field) is not None})
    as_written = {key: value for key, value in goal.items() if key in exported or key in GOAL_FIELDS}
    if as_written != exported:
        problems.append("the export's goal %s is not %s in %s" % (exported, as_written, written["file"]))
    return problems


def check_step(step):
    pos = R.Position.from_json(json.loads(step["position"]), study=True)
    if step["kind"] == "gambit_safe":
        return check_gambit(step, pos)
    ref = {mv.text: facts(pos, mv, out) for mv, out in R.legal_moves(pos)}
    engine = {m["move"]: dict(m, position=norm(m["position"])) for m in step["moves"]}
    problems = []
    if step.get("only_move"):
        # A drill: only its own move was exported.
        ref = {t: f for t, f in ref.items() if t == step["move"]}
    if sorted(ref) != sorted(engine):
        problems.append("legal moves: reference %s, engine %s" % (sorted(ref), sorted(engine)))
    for text in sorted(set(ref) & set(engine)):
        for key, value in ref[text].items():
            if engine[text].get(key) != value:
                problems.append("%s %s: reference %r, engine %r" % (text, key, value, engine[text].get(key)))
    if step["kind"] in ("read_ahead", "stop_or_safari"):
        for mv, out in R.legal_moves(pos.copy()):
            ref[mv.text]["ahead"] = read_ahead(pos, mv, out, 3)
    return problems + goal_problems(step, ref)


def main(argv):
    if len(argv) not in (2, 3):
        print(__doc__, file=sys.stderr)
        return 2
    steps = json.load(open(argv[1]))
    content = read_content(argv[2]) if len(argv) == 3 else None
    passed = failed = 0
    if content is not None:
        exported = {step["id"] for step in steps}
        for missing in [i for i in content if i not in exported]:
            failed += 1
            print("FAIL %s: in %s but not exported" % (missing, content[missing]["file"]))
    for step in steps:
        problems = []
        if content is not None:
            written = content.get(step["id"])
            problems = content_problems(step, written)
            if written is not None:
                # The goal checked is the one the teacher wrote.
                step = dict(step, kind=written["goal"]["kind"], costs=written["goal"].get("costs"), **{f: written["goal"].get(f) for f in GOAL_FIELDS})
        problems += check_step(step)
        if problems:
            failed += 1
            print("FAIL %s (%s):" % (step["id"], step["kind"]))
            for problem in problems:
                print("  " + problem)
        else:
            passed += 1
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
