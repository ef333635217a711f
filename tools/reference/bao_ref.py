#!/usr/bin/env python3
"""Independent reference implementation of /work/shared/RULES.md (Bao family).

Written only from RULES.md (not from the Rust engine) for differential testing.
Standard library only, Python 3.11.

Internal hole index per player (RULES.md section 1, "Direction"):
  k = 0..7  : front holes 1..8 (A1..A8 / a1..a8)
  k = 8..15 : back holes 8..1  (k=8 is B8, k=15 is B1)
  clockwise = k+1 (mod 16), anticlockwise = k-1 (mod 16)
  own front k faces the opponent's front 7-k.

Commands (mirror of the project's CLI):
  bao_ref.py moves FILE|-
  bao_ref.py play FILE|- MOVE...
  bao_ref.py perft FILE|- DEPTH
  bao_ref.py start VARIANT [--setup S]
"""

import itertools
import json
import math
import sys

SOUTH, NORTH = 0, 1
SIDE_NAME = ("south", "north")
VARIANTS = ("kiswahili", "kete", "bawo", "kujifunza")
BAWO_SETUPS = {"chikoko": (8, 20), "chibaka": (10, 18), "sanderson": (6, 22)}
HOUSE = 4            # hole 5 of the front row
MAX_LAPS = 10_000    # section 11 computer rule
MAX_PLY = 1000
TRACE = None         # set to a collections.Counter to tally rule events (coverage.py)


def trace(event):
    if TRACE is not None:
        TRACE[event] += 1


class IllegalMove(Exception):
    pass


# ---------------------------------------------------------------- names ---

def hole_name(player, k):
    if k < 8:
        s = "A%d" % (k + 1)
    else:
        s = "B%d" % (16 - k)
    return s if player == SOUTH else s.lower()


def parse_hole(name):
    """'A4' -> (SOUTH, 3); 'b2' -> (NORTH, 14)."""
    if len(name) != 2 or name[0] not in "ABab" or name[1] not in "12345678":
        raise IllegalMove("bad hole name %r" % name)
    player = SOUTH if name[0].isupper() else NORTH
    num = int(name[1])
    k = num - 1 if name[0] in "Aa" else 16 - num
    return player, k


def dir_char(k, d):
    """Direction character for hand direction d (+1 clockwise) from hole k.
    From a front hole '>' is clockwise; from a back hole '>' is anticlockwise."""
    if k < 8:
        return ">" if d == 1 else "<"
    return "<" if d == 1 else ">"


def char_dir(k, c):
    if k < 8:
        return 1 if c == ">" else -1
    return -1 if c == ">" else 1


# ------------------------------------------------------------- position ---

class Position:
    __slots__ = ("variant", "setup", "to_move", "holes", "reserve", "owned",
                 "takasia", "ply")

    def __init__(self, variant, setup, to_move, holes, reserve, owned, takasia, ply):
        self.variant = variant
        self.setup = setup            # only meaningful for bawo
        self.to_move = to_move
        self.holes = holes            # [[16 ints], [16 ints]]
        self.reserve = reserve        # [int, int]
        self.owned = owned            # [bool, bool]  house owned (not destroyed)
        self.takasia = takasia        # None or (player, k)
        self.ply = ply

    def copy(self):
        return Position(self.variant, self.setup, self.to_move,
                        [self.holes[0][:], self.holes[1][:]], self.reserve[:],
                        self.owned[:], self.takasia, self.ply)

    # house threshold: 6, Bawo: the setup's starting kuu count (section 9)
    def threshold(self):
        if self.variant == "bawo":
            return BAWO_SETUPS[self.setup][0]
        return 6

    def key(self):
        """Repetition key (section 11): board, reserves, house states,
        takasia mark, side to move."""
        return (tuple(self.holes[0]), tuple(self.holes[1]), tuple(self.reserve),
                tuple(self.owned), self.takasia, self.to_move)

    # ---- JSON ----
    @staticmethod
    def from_json(obj, study=False):
        if "position" in obj and isinstance(obj["position"], dict):
            obj = obj["position"]
        variant = obj["variant"]
        if variant not in VARIANTS:
            raise ValueError("unknown variant %r" % variant)
        setup = obj.get("bawo_setup", "chikoko") if variant == "bawo" else None
        if variant == "bawo" and setup not in BAWO_SETUPS:
            raise ValueError("unknown bawo setup %r" % setup)
        to_move = {"south": SOUTH, "north": NORTH}[obj["to_move"]]
        holes, reserve, owned = [], [], []
        for side in ("south", "north"):
            s = obj[side]
            front, back = list(s["front"]), list(s["back"])
            if len(front) != 8 or len(back) != 8:
                raise ValueError("rows must have 8 holes")
            row = front + [0] * 8
            for i in range(8):          # back[i] is hole i+1 -> k = 15 - i
                row[15 - i] = back[i]
            if any((not isinstance(x, int)) or x < 0 for x in row):
                raise ValueError("bad seed count")
            holes.append(row)
            reserve.append(int(s.get("reserve", 0)))
            owned.append(s.get("house", "owned") == "owned")
        if variant == "kujifunza":
            owned = [False, False]
        tk = obj.get("takasia")
        takasia = None
        if tk is not None:
            takasia = parse_hole(tk)
            if takasia[1] >= 8:
                raise ValueError("takasia mark must be on a front hole")
            if variant == "kujifunza":
                raise ValueError("no takasia in kujifunza")
            if variant == "kiswahili" and takasia[0] != to_move:
                raise ValueError("kiswahili takasia mark on the non-moving side")
        ply = int(obj.get("ply", 0))
        pos = Position(variant, setup, to_move, holes, reserve, owned, takasia, ply)
        total = sum(holes[0]) + sum(holes[1]) + sum(reserve)
        if total != 64 and not study:
            raise ValueError("position holds %d seeds, not 64 (use --study)" % total)
        return pos

    def to_json(self):
        parts = ['"variant":"%s"' % self.variant]
        if self.variant == "bawo":
            parts.append('"bawo_setup":"%s"' % self.setup)
        parts.append('"to_move":"%s"' % SIDE_NAME[self.to_move])
        for p in (SOUTH, NORTH):
            h = self.holes[p]
            front = h[0:8]
            back = [h[15 - i] for i in range(8)]
            parts.append('"%s":{"front":%s,"back":%s,"reserve":%d,"house":"%s"}' % (
                SIDE_NAME[p], json.dumps(front, separators=(",", ":")),
                json.dumps(back, separators=(",", ":")), self.reserve[p],
                "owned" if self.owned[p] else "lost"))
        parts.append('"takasia":%s' % ("null" if self.takasia is None
                                        else '"%s"' % hole_name(*self.takasia)))
        parts.append('"ply":%d' % self.ply)
        return "{" + ",".join(parts) + "}"


def start_position(variant, setup="chikoko"):
    if variant == "kujifunza":
        holes = [[2] * 16, [2] * 16]
        return Position(variant, None, SOUTH, holes, [0, 0], [False, False], None, 0)
    if variant == "bawo":
        kuu, res = BAWO_SETUPS[setup]
    else:
        kuu, res = 6, 22
        setup = None
    row = [0] * 16
    row[HOUSE], row[5], row[6] = kuu, 2, 2
    return Position(variant, setup, SOUTH, [row[:], row[:]], [res, res],
                    [True, True], None, 0)


# ------------------------------------------------------------ move spec ---

class Move:
    """A candidate move.  kind: 'ncap' (namua capture), 'ntak' (namua takata),
    'mtaji' (mtaji, capture or takata), 'gambit'.
    For 'ncap', d is the entry direction of the first capture (+1 = left kichwa
    sowing clockwise, -1 = right kichwa), safari the stop-or-safari choice.
    For 'ntak'/'mtaji', d is the sowing direction.  For 'gambit', holes is the
    tuple of k receiving the seeds."""
    __slots__ = ("kind", "k", "d", "safari", "holes", "text", "capture")

    def __init__(self, kind, k, d=0, safari=False, holes=None, capture=False):
        self.kind, self.k, self.d, self.safari, self.holes = kind, k, d, safari, holes
        self.capture = capture
        self.text = None


class Outcome:
    __slots__ = ("status", "holes", "reserve", "owned", "capture", "first_captured",
                 "reached_choice", "bao_hamna", "self_emptied", "laps", "stopped",
                 "last")

    def __init__(self):
        self.status = "ok"           # ok | never | empty_front
        self.capture = False
        self.first_captured = None   # opponent's front k captured first
        self.reached_choice = False  # namua capture reached stop-or-safari
        self.bao_hamna = False
        self.self_emptied = False    # Bawo: mover emptied his own front row
        self.laps = 0
        self.stopped = False         # Bawo never-ending stop
        self.last = None             # own hole k that received the last seed

    def legal(self, variant):
        if self.status == "ok":
            return True
        return False


# --------------------------------------------------------- move execution ---

def capturable(pos, n):
    """An opponent's hole with n seeds can be captured (Bawo: 16+ is safe)."""
    if n <= 0:
        return False
    if pos.variant == "bawo" and n >= 16:
        trace("bawo 16+ hole safe")
        return False
    return True


def execute(pos, mv):
    """Play candidate move mv (not gambit) for pos.to_move on a copy of the board.
    Returns an Outcome; status tells whether the move is never-ending or empties
    the own front row (section 5, settled 2) -- in Bawo those are legal."""
    variant = pos.variant
    bawo = variant == "bawo"
    p = pos.to_move
    o = 1 - p
    b = [pos.holes[0][:], pos.holes[1][:]]
    me, op = b[p], b[o]
    owned = pos.owned[:]
    reserve = pos.reserve[:]
    thr = pos.threshold()
    out = Outcome()
    out.holes, out.reserve, out.owned = b, reserve, owned

    def functional(pl):
        return owned[pl] and b[pl][HOUSE] >= thr

    mark_k = pos.takasia[1] if (pos.takasia is not None and pos.takasia[0] == p) else None
    namua = mv.kind in ("ncap", "ntak")
    k = mv.k
    d = mv.d
    from_house = False   # move started from own functional nyumba (section 7 exception)
    first_capture_namua = False

    # ---- start of the move: determine the first lap ----
    # pending lap description: (start hole (first seed), seeds, is_lift)
    if mv.kind == "ncap":
        capture_move = True
        reserve[p] -= 1
        me[k] += 1
        # placement is the first lap for the capture check; capture at k now
        pending_capture_at = k
        first_capture_namua = True
    elif mv.kind == "ntak":
        capture_move = False
        house_f = functional(p)
        if k == HOUSE and house_f:
            from_house = True
            lone_all = False
            if variant == "kete" and me[HOUSE] == 6:
                lone_all = True
            if bawo and me[HOUSE] == thr:
                lone_all = True
            reserve[p] -= 1
            me[k] += 1
            if lone_all:
                n = me[k]
                me[k] = 0
                owned[p] = False
            else:
                n = 2           # tax: nyumba not destroyed
                me[k] -= 2
        else:
            reserve[p] -= 1
            me[k] += 1
            n = me[k]
            me[k] = 0
            if k == HOUSE and owned[p]:
                owned[p] = False     # settled 5: all lifted -> destroyed
        pending_capture_at = None
        lap = ((k + d) % 16, n, True)
    else:  # mtaji
        capture_move = mv.capture
        from_house = (k == HOUSE and functional(p))
        n = me[k]
        me[k] = 0
        if k == HOUSE and owned[p]:
            owned[p] = False
        pending_capture_at = None
        lap = ((k + d) % 16, n, True)

    out.capture = capture_move
    seen = set()
    laps = 0
    bao_hamna_lap = False

    def do_capture(at):
        """Capture opposite own front hole `at`; returns (start hole, seeds, new dir)."""
        nonlocal first_capture_namua
        tgt = 7 - at
        seeds = op[tgt]
        op[tgt] = 0
        if tgt == HOUSE and owned[o]:
            owned[o] = False           # settled 13
        if out.first_captured is None:
            out.first_captured = tgt
        if tgt == HOUSE:
            trace("captured opponent's hole 5")
        if at <= 1:
            kich, nd = 0, 1
        elif at >= 6:
            kich, nd = 7, -1
        elif first_capture_namua:
            kich, nd = (0, 1) if mv.d == 1 else (7, -1)
        else:
            kich, nd = (0, 1) if d == 1 else (7, -1)
        first_capture_namua = False
        hamna = not any(op[0:8])
        return (kich, seeds, nd, hamna)

    if pending_capture_at is not None:
        kich, seeds, d, hamna = do_capture(pending_capture_at)
        lap = (kich, seeds, False)
        bao_hamna_lap = hamna

    while True:
        start, n, is_lift = lap
        if is_lift:
            # settled 2: after a lift the first seed into the back row while no
            # front hole holds a seed -> illegal (Bawo: sow out, stop, lose)
            if start >= 8 and not any(me[0:8]):
                if bawo:
                    out.self_emptied = True
                else:
                    out.status = "empty_front"
                    return out
        # sow the lap
        q, r = divmod(n, 16)
        if q:
            for i in range(16):
                me[i] += q
        h = start
        for _ in range(r):
            me[h] += 1
            h = (h + d) % 16
        last = (start + (n - 1) * d) % 16
        out.last = last
        laps += 1
        out.laps = laps
        if out.self_emptied:
            return out
        if bao_hamna_lap:
            out.bao_hamna = True
            return out
        prev = me[last] - 1
        # never-ending detection (section 11, settled 10): lap-end state
        exc = from_house and laps == 1
        state = (tuple(me), tuple(op[0:8]), last, d, owned[p], owned[o], exc)
        if state in seen:
            if bawo:
                out.stopped = True
                return out
            out.status = "never"
            return out
        seen.add(state)
        cont = laps < MAX_LAPS
        # settled 1: order at a lap end
        # capture
        if capture_move and last < 8 and prev >= 1 and capturable(pos, op[7 - last]):
            if not cont:
                return _too_long(out, bawo)
            trace("later capture" + (" reversing direction" if (last <= 1 and d == -1) or (last >= 6 and d == 1) else ""))
            kich, seeds, d, hamna = do_capture(last)
            lap = (kich, seeds, False)
            bao_hamna_lap = hamna
            continue
        # takasia stop
        if mark_k is not None and last == mark_k:
            if not exc:
                trace("takasia stop")
                return out
            trace("takasia exception (first lap from own functional nyumba)")
        # own functional nyumba
        if last == HOUSE and functional(p):
            if mv.kind == "ntak":
                return out
            if mv.kind == "ncap":
                out.reached_choice = True
                if not mv.safari:
                    return out
            # safari
            trace("safari (%s)" % mv.kind)
            if not cont:
                return _too_long(out, bawo)
            n2 = me[HOUSE]
            me[HOUSE] = 0
            owned[p] = False
            lap = ((HOUSE + d) % 16, n2, True)
            continue
        # relay
        if prev >= 1:
            if not cont:
                return _too_long(out, bawo)
            n2 = me[last]
            me[last] = 0
            if last == HOUSE and owned[p]:
                owned[p] = False
            lap = ((last + d) % 16, n2, True)
            continue
        # ended in an empty hole
        return out


def _too_long(out, bawo):
    if bawo:
        out.stopped = True
    else:
        out.status = "never"
    return out


# --------------------------------------------------------- move generation ---

def first_lap_captures(pos, p, k, d):
    """Mtaji: does lifting own hole k (2..15 seeds) and sowing in d end with the
    capture condition?"""
    me, op = pos.holes[p], pos.holes[1 - p]
    n = me[k]
    if n < 2 or n > 15:
        return False
    last = (k + n * d) % 16
    return last < 8 and me[last] >= 1 and capturable(pos, op[7 - last])


def functional_house(pos, pl):
    return pos.owned[pl] and pos.holes[pl][HOUSE] >= pos.threshold()


def in_gambit(pos):
    return pos.variant == "bawo" and pos.ply < 2


def capture_candidates(pos):
    """All capture candidates (not yet checked for legality) for pos.to_move,
    excluding starts from a takasiaed own hole."""
    p = pos.to_move
    o = 1 - p
    me, op = pos.holes[p], pos.holes[o]
    mark_k = pos.takasia[1] if (pos.takasia is not None and pos.takasia[0] == p) else None
    cands = []
    if pos.reserve[p] > 0:
        for k in range(8):
            if k == mark_k:
                continue
            ok = me[k] >= 1 and capturable(pos, op[7 - k])
            if (not ok and pos.variant == "bawo" and k == 3
                    and functional_house(pos, o) and op[3] == 0
                    and capturable(pos, op[HOUSE])):
                ok = True      # section 9 kuu clause, settled 8
            if not ok:
                continue
            if k <= 1:
                ds = [(1, "")]
            elif k >= 6:
                ds = [(-1, "")]
            else:
                ds = [(1, "<"), (-1, ">")]   # '<' left kichwa A1, '>' right kichwa A8
            for d, c in ds:
                mv = Move("ncap", k, d, False, capture=True)
                mv.text = hole_name(p, k) + c
                cands.append(mv)
    else:
        for k in range(16):
            if k == mark_k:
                continue
            for d in (1, -1):
                if first_lap_captures(pos, p, k, d):
                    mv = Move("mtaji", k, d, capture=True)
                    mv.text = hole_name(p, k) + dir_char(k, d)
                    cands.append(mv)
    return cands


def takata_candidates(pos):
    p = pos.to_move
    me = pos.holes[p]
    mark_k = pos.takasia[1] if (pos.takasia is not None and pos.takasia[0] == p) else None
    bawo = pos.variant == "bawo"
    cands = []
    house_f = functional_house(pos, p)
    if pos.reserve[p] > 0:
        occupied = [k for k in range(8) if me[k] > 0]
        allowed = []
        for k in occupied:
            if k == HOUSE and house_f:
                if occupied == [HOUSE]:
                    allowed.append(k)
                continue
            if me[k] == 1:
                if bawo:
                    ok = all(me[i] <= 1 for i in range(8) if not (i == HOUSE and house_f))
                elif house_f:
                    ok = True
                else:
                    ok = all(me[i] == 1 for i in occupied)
                if not ok:
                    continue
            allowed.append(k)
        for k in allowed:
            if k == mark_k:
                continue
            for d in (-1, 1):
                mv = Move("ntak", k, d)
                mv.text = hole_name(p, k) + dir_char(k, d)
                cands.append(mv)
    else:
        front2 = any(me[i] >= 2 for i in range(8))
        kuu_rule = pos.variant in ("kete", "bawo") and house_f
        for k in range(16):
            if me[k] < 2 or k == mark_k:
                continue
            if kuu_rule and k != HOUSE:
                continue
            if k >= 8 and front2:
                continue
            for d in (-1, 1):
                if first_lap_captures(pos, p, k, d):
                    continue   # that (hole, direction) is a capture candidate
                mv = Move("mtaji", k, d, capture=False)
                mv.text = hole_name(p, k) + dir_char(k, d)
                cands.append(mv)
    return cands


def legal_captures(pos):
    """Legal capture moves (list of (Move, Outcome)) ignoring the Kete/Bawo duty."""
    res = []
    for mv in capture_candidates(pos):
        out = execute(pos, mv)
        if out.status != "ok":
            continue
        res.append((mv, out))
        if mv.kind == "ncap" and out.reached_choice:
            mv2 = Move("ncap", mv.k, mv.d, True, capture=True)
            mv2.text = mv.text + "+"
            out2 = execute(pos, mv2)
            if out2.status == "ok":
                res.append((mv2, out2))
    return res


def game_over_static(pos):
    """End conditions visible from a position alone."""
    if not any(pos.holes[pos.to_move][0:8]):
        return True
    if pos.ply >= MAX_PLY:
        return True
    return False


def legal_moves(pos):
    """List of (Move, Outcome), not sorted.  Gambit positions not handled here."""
    if game_over_static(pos):
        return []
    return legal_moves_raw(pos)


def legal_moves_raw(pos):
    """Legal moves ignoring the static end conditions (empty front row, ply)."""
    caps = legal_captures(pos)
    if caps:
        p = pos.to_move
        if (pos.variant in ("kete", "bawo") and pos.takasia is not None
                and pos.takasia[0] != p):
            duty = [(m, o) for (m, o) in caps if o.first_captured == pos.takasia[1]]
            if duty:
                caps = duty
        return caps
    res = []
    for mv in takata_candidates(pos):
        out = execute(pos, mv)
        if out.status == "ok":
            res.append((mv, out))
    return res


# ------------------------------------------------------------------ gambit ---

def gambit_info(pos):
    """(number of seeds to place, list of captured South holes) for the gambit."""
    p = pos.to_move
    me = pos.holes[p]
    n = me[5] + me[6] + 1
    captured = []
    if p == NORTH:
        for k in range(8):
            if me[k] > 0 and pos.holes[SOUTH][7 - k] > 0:
                captured.append(7 - k)
        n += sum(pos.holes[SOUTH][c] for c in captured)
    return n, captured


def gambit_names(p):
    return sorted(hole_name(p, k) for k in range(16))


def gambit_moves_iter(pos):
    n, _ = gambit_info(pos)
    names = gambit_names(pos.to_move)
    for combo in itertools.combinations_with_replacement(names, n):
        yield "@" + ",".join(combo)


def gambit_count(pos):
    n, _ = gambit_info(pos)
    return math.comb(n + 15, 15)


def play_gambit(pos, text):
    p = pos.to_move
    n, captured = gambit_info(pos)
    names = text[1:].split(",") if len(text) > 1 else []
    if len(names) != n:
        raise IllegalMove("gambit must place %d seeds" % n)
    ks = []
    for nm in names:
        pl, k = parse_hole(nm)
        if pl != p:
            raise IllegalMove("gambit hole %s is not the mover's" % nm)
        ks.append(k)
    new = pos.copy()
    me = new.holes[p]
    me[5] = 0
    me[6] = 0
    new.reserve[p] -= 1
    for c in captured:
        new.holes[SOUTH][c] = 0
        if c == HOUSE and new.owned[SOUTH]:
            new.owned[SOUTH] = False
    for k in ks:
        me[k] += 1
    new.to_move = 1 - p
    new.ply += 1
    return new, "@" + ",".join(sorted(names))


# ------------------------------------------------------------ applying ---

def position_after(pos, mv, out):
    """Resulting position (with takasia bookkeeping) of a legal non-gambit move."""
    p = pos.to_move
    o = 1 - p
    new = Position(pos.variant, pos.setup, o, out.holes, out.reserve, out.owned,
                   None, pos.ply + 1)
    # settled 7: lifetime of the old mark
    old = pos.takasia
    if old is not None and pos.variant in ("kete", "bawo") and old[0] == p:
        new.takasia = old          # kept through the owner's reply
    # section 7: a mtaji takata may create a mark
    created = None
    if (mv.kind == "mtaji" and not mv.capture and pos.variant in ("kiswahili", "kete", "bawo")
            and not out.self_emptied):
        created = takasia_test(new, p)
    if created is not None:
        new.takasia = (o, created)
    return new, created is not None


def takasia_test(new, p):
    """new: position after p's takata (o to move), with no mark.
    Returns the opponent's front k to mark, or None."""
    o = 1 - p
    probe = new.copy()
    probe.takasia = None
    probe.to_move = o
    # (a) the opponent has no (legal) capture move
    if legal_captures(probe):
        return None
    # (b) the set of opponent holes p could capture first is exactly one hole
    probe.to_move = p
    holes = {out.first_captured for (_, out) in legal_captures(probe)}
    if len(holes) != 1:
        return None
    h = holes.pop()
    opf = new.holes[o][0:8]
    if h == HOUSE and functional_house(new, o):
        return None
    occupied = [i for i in range(8) if opf[i] > 0]
    if occupied == [h]:
        return None
    big = [i for i in range(8) if opf[i] > 1]
    if big == [h]:
        return None
    return h


def end_check(pos, new, out, history):
    """settled 11.  history: dict key->count already including new.  Returns
    (result, reason) or (None, None)."""
    p = pos.to_move
    if out is not None:
        if out.bao_hamna:
            return SIDE_NAME[p], "bao_hamna"
        if out.self_emptied:
            return SIDE_NAME[1 - p], "self_emptied"
    side = new.to_move
    if not any(new.holes[side][0:8]):
        return SIDE_NAME[1 - side], "front_row_empty"
    if not has_legal_move(new):
        return SIDE_NAME[1 - side], "no_legal_move"
    if history.get(new.key(), 0) >= 3:
        return "draw", "repetition"
    if new.ply >= MAX_PLY:
        return "draw", "ply_limit"
    return None, None


def has_legal_move(pos):
    if in_gambit(pos):
        return True
    return bool(legal_moves_raw(pos))


def sorted_move_texts(pos):
    if in_gambit(pos):
        if game_over_static(pos):
            return []
        return list(gambit_moves_iter(pos))
    return sorted(mv.text for mv, _ in legal_moves(pos))


def strip_markers(text):
    win = False
    star = None
    if text.endswith("#"):
        win = True
        text = text[:-1]
    if text.endswith("**"):
        star = "**"
        text = text[:-2]
    elif text.endswith("*"):
        star = "*"
        text = text[:-1]
    return text, star, win


def play_one(pos, text, history):
    """Play move string `text`; returns (new position, result, reason)."""
    core, star, win = strip_markers(text)
    if game_over_static(pos):
        raise IllegalMove("game is over")
    if in_gambit(pos):
        if not core.startswith("@"):
            raise IllegalMove("a gambit is required")
        new, _ = play_gambit(pos, core)
        if star is not None:
            raise IllegalMove("a gambit is not a takata")
        out = None
        created = False
        is_takata = False
    else:
        found = None
        for mv, out in legal_moves(pos):
            if mv.text == core:
                found = (mv, out)
                break
        if found is None:
            raise IllegalMove("illegal move %s" % text)
        mv, out = found
        new, created = position_after(pos, mv, out)
        is_takata = not mv.capture
    history[new.key()] = history.get(new.key(), 0) + 1
    result, reason = end_check(pos, new, out, history)
    if star == "*" and not (is_takata and not created):
        raise IllegalMove("wrong marker * on %s" % text)
    if star == "**" and not (is_takata and created):
        raise IllegalMove("wrong marker ** on %s" % text)
    if win and result != SIDE_NAME[pos.to_move]:
        raise IllegalMove("wrong marker # on %s" % text)
    return new, result, reason


# ------------------------------------------------------------------ perft ---

def perft(pos, depth, history=None):
    if history is None:
        history = {pos.key(): 1}
        if game_over_static(pos):
            return 0
    if depth == 0:
        return 1
    if in_gambit(pos):
        if depth == 1:
            return gambit_count(pos)
        total = 0
        for text in gambit_moves_iter(pos):
            new, _ = play_gambit(pos, text)
            total += _perft_child(pos, new, None, depth, history)
        return total
    moves = legal_moves(pos)
    if depth == 1:
        return len(moves)
    total = 0
    for mv, out in moves:
        if out.bao_hamna or out.self_emptied:
            continue
        new, _ = position_after(pos, mv, out)
        total += _perft_child(pos, new, out, depth, history)
    return total


def _perft_child(pos, new, out, depth, history):
    if not any(new.holes[new.to_move][0:8]):
        return 0
    key = new.key()
    c = history.get(key, 0) + 1
    if c >= 3 or new.ply >= MAX_PLY:
        return 0
    history[key] = c
    try:
        return perft(new, depth - 1, history)
    finally:
        if c == 1:
            del history[key]
        else:
            history[key] = c - 1


# -------------------------------------------------------------------- CLI ---

def read_position(arg, study):
    text = sys.stdin.read() if arg == "-" else open(arg).read()
    return Position.from_json(json.loads(text), study=study)


def main(argv):
    study = "--study" in argv
    argv = [a for a in argv if a != "--study"]
    if len(argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    cmd = argv[1]
    try:
        if cmd == "start":
            variant = argv[2]
            setup = "chikoko"
            if "--setup" in argv:
                setup = argv[argv.index("--setup") + 1]
            print(start_position(variant, setup).to_json())
        elif cmd == "moves":
            pos = read_position(argv[2], study)
            if in_gambit(pos):
                w = sys.stdout.write
                w("[")
                first = True
                for t in (gambit_moves_iter(pos) if not game_over_static(pos) else []):
                    w(('"%s"' if first else ',"%s"') % t)
                    first = False
                w("]\n")
            else:
                print(json.dumps(sorted_move_texts(pos), separators=(",", ":")))
        elif cmd == "play":
            pos = read_position(argv[2], study)
            history = {pos.key(): 1}
            result, reason = None, None
            for i, text in enumerate(argv[3:]):
                if result is not None:
                    raise IllegalMove("game is over before move %d (%s)" % (i + 1, text))
                pos, result, reason = play_one(pos, text, history)
            print(pos.to_json())
            print("%s %s" % (result or "null", reason or "null"))
        elif cmd == "perft":
            pos = read_position(argv[2], study)
            print(perft(pos, int(argv[3])))
        else:
            print("unknown command", file=sys.stderr)
            return 2
    except IllegalMove as e:
        print("illegal: %s" % e, file=sys.stderr)
        return 1
    except (ValueError, KeyError) as e:
        print("error: %s" % e, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
