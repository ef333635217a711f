//! The step checker: a pure function from a step and the learner's answer to a verdict that
//! says why in the engine's terms, graded hints, and the star rule.

use super::schema::{MoveCost, MoveCosts};
use super::step::{Goal, Step};
use super::trace::{trace, LapEnd, MoveTrace};
use crate::ai::Standing;
use crate::app::explain::best_reply_capture;
use crate::engine::{Game, Hole, Move, Outcome, Position, Row, Side, WhyNot};

/// What the learner answered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// The hole tapped in a "where does it stop" step.
    Hole(Hole),
    /// The holes tapped in a "which holes does it capture" step (any order).
    Holes(Vec<Hole>),
    /// A move (choice steps, Bawo gambits).
    Move(Move),
    /// A play-out step: every ply played from the start, the learner's and the computer's,
    /// ending with the learner's newest move.
    Line(Vec<Move>),
}

/// Why an answer is right or wrong, as data in the engine's terms; [`Why::render`] puts it
/// into words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Why {
    /// The move's last seed fell into `end` after `laps` laps, and this is why it stopped.
    Ends { end: Hole, laps: u32, ending: LapEnd },
    /// A predicted hole was not where the move ended.
    NotThere { said: Hole, end: Hole, laps: u32, ending: LapEnd },
    /// The move captures these holes (sorted) and this many seeds.
    Captures { holes: Vec<Hole>, seeds: u32 },
    /// The predicted captures differ from the real ones.
    OtherCaptures { said: Vec<Hole>, holes: Vec<Hole> },
    /// The move captures `got` seeds; another legal move captures `best`.
    Fewer { got: u32, best: u32 },
    /// The move captures the most: `got` seeds.
    Most { got: u32 },
    /// The capture emptied the opponent's front row.
    Hamna,
    /// No Bao hamna: the opponent keeps seeds in these front holes.
    FrontLeft { holes: Vec<Hole> },
    /// The opponent, to move, has no legal move: a win.
    NoMoveLeft,
    /// The opponent still has this many legal moves.
    MovesLeft { count: usize },
    /// The opponent has no capture move after it.
    Safe,
    /// The opponent can then play `reply`, capturing `seeds` seeds from `holes` (all of them, sorted).
    Threat { reply: Move, holes: Vec<Hole>, seeds: u32 },
    /// Read the reply: the move takes `got` seeds and the opponent's biggest capture in reply,
    /// `reply` (none without a capture), takes `back`; no other move's balance (`got` less
    /// `back`) is as good.
    BestBalance { got: u32, back: u32, reply: Option<Move> },
    /// Read the reply: as [`Why::BestBalance`], and another move's balance is `best`.
    WorseBalance { got: u32, back: u32, reply: Option<Move>, best: i32 },
    /// Read two moves ahead: the move takes `got` seeds, then each side plays its best in
    /// turn (`line`, each move with the seeds it takes, [`crate::ai::read_ahead_line`]); the
    /// balance, what the mover takes less what the opponent takes, is `balance`, and no other
    /// move's is as good.
    BestAhead { got: u32, line: Vec<(Move, u32)>, balance: i32 },
    /// Read two moves ahead: as [`Why::BestAhead`], and another move's balance is `best`.
    WorseAhead { got: u32, line: Vec<(Move, u32)>, balance: i32, best: i32 },
    /// The race to Bao hamna: whatever the opponent replies, the mover's next move empties his
    /// front row.
    HamnaForced,
    /// The race to Bao hamna: after the opponent's `reply` no move of the mover's empties his
    /// front row (or the reply ends the game).
    HamnaEscape { reply: Move },
    /// The opponent has no capture and no takata that takasias a hole of the mover's.
    NoTakasiaLeft,
    /// The opponent can then play the takata `reply`, which takasias the mover's `hole`.
    TakasiaThreat { reply: Move, hole: Hole },
    /// The opponent has no capture that takes the mover's nyumba.
    NyumbaSafe,
    /// The move destroys the mover's own nyumba (its seeds all lifted): nothing is kept.
    NyumbaGivenUp,
    /// The opponent can then play `reply`, capturing the mover's nyumba with its `seeds`
    /// seeds (the reply's biggest such capture).
    NyumbaTaken { reply: Move, seeds: u32 },
    /// The takata takasiaed this hole.
    Marked { hole: Hole },
    /// The takata marks no hole.
    NoMark,
    /// The learner won the play-out.
    Won,
    /// The learner played all the moves asked without losing.
    Survived { moves: u8 },
    /// After the move the opponent wins by force: a search of `nodes` nodes proves it.
    LosesByForce { nodes: u64 },
    /// The only winning move: it wins, and after every other move the opponent wins by force
    /// (a search of `nodes` nodes proves each).
    OnlyWinner { mv: Move, nodes: u64 },
    /// Stop or safari, read two moves ahead: the choice takes `got` seeds, then each side
    /// plays its best in turn (`line`, as [`Why::BestAhead`]); its balance is `balance`, the
    /// other choice's `other` (lower), and a search of `nodes` nodes finds this one clearly
    /// better too.
    ChoiceAhead { got: u32, line: Vec<(Move, u32)>, balance: i32, other: i32, nodes: u64 },
    /// Stop or safari: as [`Why::ChoiceAhead`] for the worse choice (`other` higher), and the
    /// search finds the other choice clearly better.
    OtherChoiceAhead { got: u32, line: Vec<(Move, u32)>, balance: i32, other: i32, nodes: u64 },
    /// Opening knowledge: a full search `depth - 1` and `depth` plies deep ranks the move
    /// first both times; `costs`, what each other move scores less.
    SearchedFirst { depth: u8, costs: MoveCosts },
    /// Opening knowledge: the search ranks another move first, at both depths; `cost`, what the
    /// move played scores less (the goal's, when it states it).
    SearchedOther { depth: u8, cost: Option<MoveCost> },
    /// Stop or safari: the move is neither (it does not reach the nyumba's question).
    NotTheChoice,
    /// The game ended and the learner did not win.
    GameLost,
    /// The gambit leaves these front holes (sorted) and seeds to North's gambit.
    Exposed { holes: Vec<Hole>, seeds: u32 },
    /// The gambit leaves no front seed capturable.
    NothingExposed,
    /// A legal move, as the step wanted.
    Legal,
    /// The hole the learner tapped (a "tap the hole named …" step).
    Tapped { hole: Hole },
    /// The move the learner played (a "play the move written …" step).
    Played { mv: Move },
}

/// The checker's answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Judgement {
    /// The goal is met.
    Right(Why),
    /// The goal is missed; the learner may undo and try again.
    Wrong(Why),
    /// The move is not legal here, with the rule it breaks.
    Illegal(WhyNot),
    /// A play-out step goes on: the move keeps the goal, and the computer replies with this.
    Going { reply: Move },
    /// The answer does not fit the step (a hole for a move step, a broken line).
    Unfit,
}

impl Judgement {
    /// The goal is met.
    pub fn is_right(&self) -> bool {
        matches!(self, Judgement::Right(_))
    }

    /// A miss that costs a try (illegal moves and unfit answers do not).
    pub fn is_wrong(&self) -> bool {
        matches!(self, Judgement::Wrong(_))
    }
}

/// How many times its own budget a win-ending step may search a move before it calls it open
/// (the searches grow fourfold: the step's nodes, 4×, 16×, 64×).
pub const SETTLE_FACTOR: u64 = 64;

/// The bounded search a play-out check (or hint) needs before it can answer: the position
/// after the line so far, the game's earlier positions, and the step's budget. The browser
/// runs it in the search worker (`ai::protocol::ProveRequest`), off the page's thread;
/// [`ProofQuery::run`] runs the same search here.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProofQuery {
    pub position: Position,
    /// Keys of the positions before it, oldest first.
    pub history: Vec<u64>,
    /// The plies searched at most; `None`: the search's default.
    pub depth: Option<u32>,
    pub nodes: u64,
    /// A search that proves nothing is repeated with more nodes up to this many
    /// ([`crate::ai::protocol::prove_settled`]); `None`: one search.
    pub up_to: Option<u64>,
}

/// What a [`ProofQuery`]'s search said.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Proved {
    /// The proof for the side to move.
    pub proof: Standing,
    /// The line the search expects, its best move first (empty: no legal move): a refuted
    /// move's refutation is shown by it.
    pub line: Vec<Move>,
}

impl Proved {
    /// What the search's `verdict` (South's side) proves for `to_move`, with its `line`.
    pub fn of(to_move: crate::engine::Side, verdict: crate::ai::Verdict, line: Vec<Move>) -> Proved {
        Proved { proof: verdict.standing_for(to_move), line }
    }

    /// The search's best move (`None`: no legal move).
    pub fn best(&self) -> Option<Move> {
        self.line.first().copied()
    }
}

impl ProofQuery {
    /// The search, run on this thread.
    pub fn run(&self) -> Proved {
        let bounded = crate::ai::protocol::prove_settled(&self.position, &self.history, self.depth, self.nodes, self.up_to);
        Proved::of(self.position.to_move(), bounded.verdict, bounded.line)
    }

    /// The same search as the worker's request.
    pub fn request(&self) -> crate::ai::protocol::ProveRequest {
        crate::ai::protocol::ProveRequest {
            position: self.position.clone(),
            history: self.history.clone(),
            depth: self.depth,
            nodes: self.nodes,
            up_to: self.up_to,
        }
    }
}

/// Checks the learner's answer to a step (a play-out's search run on this thread).
pub fn check(step: &Step, answer: &Answer) -> Judgement {
    check_with(step, answer, None).unwrap_or_else(|query| check_with(step, answer, Some(query.run())).unwrap_or(Judgement::Unfit))
}

/// Checks the learner's answer with `proved`, the answer of the search it needs; without
/// it, a play-out answer that needs a search says which ([`ProofQuery`]).
pub fn check_with(step: &Step, answer: &Answer, proved: Option<Proved>) -> Result<Judgement, ProofQuery> {
    let start = step.start();
    if let (Goal::Survive { .. } | Goal::WinEnding { .. }, Answer::Line(line)) = (&step.goal, answer) {
        return check_line(step, &start, line, proved);
    }
    Ok(check_now(step, &start, answer))
}

/// Checks an answer that needs no search.
fn check_now(step: &Step, start: &Position, answer: &Answer) -> Judgement {
    match (&step.goal, answer) {
        (Goal::PredictEnd { mv }, Answer::Hole(said)) => {
            let t = predicted(step, mv);
            let ends = (t.end, t.laps, t.ending);
            if *said == t.end {
                Judgement::Right(Why::Ends { end: ends.0, laps: ends.1, ending: ends.2 })
            } else {
                Judgement::Wrong(Why::NotThere { said: *said, end: ends.0, laps: ends.1, ending: ends.2 })
            }
        }
        (Goal::PredictCaptures { mv }, Answer::Holes(said)) => {
            let t = predicted(step, mv);
            let mut said = said.clone();
            crate::engine::sort::sort(&mut said);
            said.dedup();
            let holes = t.captured_holes();
            if said == holes {
                Judgement::Right(Why::Captures { holes, seeds: t.seeds_captured() })
            } else {
                Judgement::Wrong(Why::OtherCaptures { said, holes })
            }
        }
        (Goal::NameHole { hole }, Answer::Hole(said)) => {
            let why = Why::Tapped { hole: *said };
            if Hole::parse(hole) == Some(*said) {
                Judgement::Right(why)
            } else {
                Judgement::Wrong(why)
            }
        }
        (Goal::GambitSafe { .. }, Answer::Move(mv @ Move::Gambit(_))) => check_gambit(start, mv),
        (goal, Answer::Move(mv)) if goal.wanted().is_some() || matches!(goal, Goal::FindLegal { .. }) => check_choice(goal, start, mv),
        _ => Judgement::Unfit,
    }
}

/// The trace of a prediction step's move (tested to be legal for every step).
fn predicted(step: &Step, mv: &str) -> MoveTrace {
    let mv = step.parse(mv).expect("a prediction step's move is legal");
    trace(&step.start(), &mv).expect("a prediction step's move sows")
}

/// The rule a move breaks, or `None` when it is legal.
pub fn why_illegal(pos: &Position, mv: &Move) -> Option<WhyNot> {
    match mv {
        Move::Sow(sow) => pos.why_not(sow.hole, sow.dir, sow.safari).err(),
        Move::Gambit(_) => pos.play(mv).err().map(|_| WhyNot::GambitPlacement),
    }
}

/// The other answer to the nyumba's question: the same sowing with the safari taken or not
/// (RULES.md §6); any other move is itself.
pub fn choice_twin(mv: &Move) -> Move {
    match *mv {
        Move::Sow(sow) => Move::Sow(crate::engine::SowMove { safari: !sow.safari, ..sow }),
        other => other,
    }
}

fn check_choice(goal: &Goal, start: &Position, mv: &Move) -> Judgement {
    if let Some(reason) = why_illegal(start, mv) {
        return Judgement::Illegal(reason);
    }
    let Some(t) = trace(start, mv) else { return Judgement::Unfit };
    let after = start.play(mv).expect("legal").position;
    let verdict = |ok: bool, right: Why, wrong: Why| if ok { Judgement::Right(right) } else { Judgement::Wrong(wrong) };
    match *goal {
        Goal::EndIn { hole, .. } => {
            let why = Why::Ends { end: t.end, laps: t.laps, ending: t.ending };
            verdict(Hole::parse(hole) == Some(t.end), why.clone(), why)
        }
        Goal::FindLegal { .. } => Judgement::Right(Why::Legal),
        Goal::PlayMove { wanted } => verdict(mv.to_string() == wanted, Why::Played { mv: *mv }, Why::Played { mv: *mv }),
        // The audit proves the wanted move wins and every other loses (a search of `nodes`).
        Goal::OnlyWin { wanted, nodes } => verdict(mv.to_string() == wanted, Why::OnlyWinner { mv: *mv, nodes }, Why::LosesByForce { nodes }),
        // The audit proves the wanted choice the better one read two moves ahead and, by the
        // puzzles' safari theme's search, clearly better; a move of another hole or direction
        // is not the question.
        Goal::StopOrSafari { wanted, nodes } => {
            if mv.to_string() != wanted && choice_twin(mv).to_string() != wanted {
                return Judgement::Wrong(Why::NotTheChoice);
            }
            let successors = start.successors();
            let read = |m: Move| successors.iter().find(|s| s.mv == m).map(|s| (s, crate::ai::read_ahead(s)));
            let (Some((own, balance)), Some((_, other))) = (read(*mv), read(choice_twin(mv))) else { return Judgement::Unfit };
            let (got, line) = (t.seeds_captured(), crate::ai::read_ahead_line(own));
            let right = mv.to_string() == wanted;
            verdict(right, Why::ChoiceAhead { got, line: line.clone(), balance, other, nodes }, Why::OtherChoiceAhead { got, line, balance, other, nodes })
        }
        Goal::SearchedFirst { wanted, depth, costs } => {
            let cost = costs.0.iter().find(|cost| cost.mv == mv.to_string()).copied();
            verdict(mv.to_string() == wanted, Why::SearchedFirst { depth, costs }, Why::SearchedOther { depth, cost })
        }
        Goal::CaptureMost { .. } | Goal::Kichwa { .. } | Goal::Safari { .. } => {
            let got = t.seeds_captured();
            let best = most_captured(start);
            verdict(got == best && best > 0, Why::Most { got }, Why::Fewer { got, best })
        }
        Goal::BaoHamna { .. } => verdict(t.ending == LapEnd::BaoHamna, Why::Hamna, Why::FrontLeft { holes: front_holes(&after, start.to_move().opponent()) }),
        Goal::WinNow { .. } => verdict(t.wins, Why::NoMoveLeft, Why::MovesLeft { count: after.legal_moves().len() }),
        Goal::NoCaptureLeft { .. } => match best_threat(&after) {
            None => Judgement::Right(Why::Safe),
            Some(threat) => Judgement::Wrong(threat),
        },
        Goal::ReadReply { .. } => {
            let (successors, read) = (start.successors(), crate::ai::read_reply);
            let best = successors.iter().map(read).max().unwrap_or(0);
            let own = successors.iter().find(|s| s.mv == *mv).map_or(i32::MIN, read);
            // North's biggest capture back, as the preview and the refutation read it.
            let biggest = best_reply_capture(&after);
            let (got, reply, back) = (t.seeds_captured(), biggest.as_ref().map(|r| r.reply), biggest.map_or(0, |r| r.seeds));
            verdict(own == best, Why::BestBalance { got, back, reply }, Why::WorseBalance { got, back, reply, best })
        }
        Goal::ReadAhead { .. } => {
            let successors = start.successors();
            let read: Vec<(&crate::engine::Successor, i32)> = successors.iter().map(|s| (s, crate::ai::read_ahead(s))).collect();
            let best = read.iter().map(|&(_, balance)| balance).max().unwrap_or(0);
            let Some(&(own, balance)) = read.iter().find(|(s, _)| s.mv == *mv) else { return Judgement::Unfit };
            let (got, line) = (t.seeds_captured(), crate::ai::read_ahead_line(own));
            verdict(balance == best, Why::BestAhead { got, line: line.clone(), balance }, Why::WorseAhead { got, line, balance, best })
        }
        Goal::BaoHamnaInTwo { .. } => match crate::puzzles::bao_hamna_escape(&after) {
            None => Judgement::Right(Why::HamnaForced),
            Some(reply) => Judgement::Wrong(Why::HamnaEscape { reply }),
        },
        Goal::NoTakasiaLeft { .. } => match best_threat(&after).or_else(|| takasia_threat(&after)) {
            None => Judgement::Right(Why::NoTakasiaLeft),
            Some(threat) => Judgement::Wrong(threat),
        },
        // A move that destroys the nyumba itself (a safari, a lift of all its seeds) guards
        // nothing: the goal is to keep it.
        Goal::GuardNyumba { .. } if !after.house_owned(start.to_move()) => Judgement::Wrong(Why::NyumbaGivenUp),
        Goal::GuardNyumba { .. } => match nyumba_threat(&after, start.to_move()) {
            None => Judgement::Right(Why::NyumbaSafe),
            Some(threat) => Judgement::Wrong(threat),
        },
        Goal::Takasia { .. } => {
            let mark = start.play(mv).expect("legal").info.takasia_created;
            match mark {
                Some(hole) => Judgement::Right(Why::Marked { hole }),
                None => Judgement::Wrong(Why::NoMark),
            }
        }
        _ => Judgement::Unfit,
    }
}

/// The most seeds any legal move captures.
pub fn most_captured(pos: &Position) -> u32 {
    crate::puzzles::greed::greedy_moves(pos).0
}

/// How many legal moves the opponent has after each legal move of `pos`.
pub fn replies_after_each(pos: &Position) -> Vec<(Move, usize)> {
    pos.successors().into_iter().map(|s| (s.mv, s.position.legal_moves().len())).collect()
}

/// How many legal moves the opponent has after `chosen` (legal in `pos`), and the fewest he has
/// after any other legal move (`None` where there is none, or `chosen` is not legal).
pub fn replies_left(pos: &Position, chosen: Option<&Move>) -> (Option<usize>, Option<usize>) {
    let counts = replies_after_each(pos);
    let after_chosen = counts.iter().find(|(mv, _)| Some(mv) == chosen).map(|&(_, left)| left);
    let fewest_other = counts.iter().filter(|(mv, _)| Some(mv) != chosen).map(|&(_, left)| left).min();
    (after_chosen, fewest_other)
}

/// The side's occupied front holes.
fn front_holes(pos: &Position, side: Side) -> Vec<Hole> {
    (0..8).map(|k| Hole::new(side, k)).filter(|&h| pos.seeds(h) > 0).collect()
}

/// The side to move's biggest capture, as a threat against the other side: the capture the
/// preview, the hint and the refutation name ([`best_reply_capture`], the first among equals).
pub fn best_threat(pos: &Position) -> Option<Why> {
    let best = best_reply_capture(pos)?;
    let holes = best.captured.iter().map(|&(hole, _)| hole).collect();
    Some(Why::Threat { reply: best.reply, holes, seeds: best.seeds })
}

/// The side to move's first takata that takasias a hole of the other side's, as a threat.
pub fn takasia_threat(pos: &Position) -> Option<Why> {
    let marking = pos.successors().into_iter().find(|s| s.info.takasia_created.is_some())?;
    Some(Why::TakasiaThreat { reply: marking.mv, hole: marking.info.takasia_created? })
}

/// The side to move's capture that takes `owner`'s nyumba with the most seeds in it (the
/// first among equals), as a threat; `None` when no capture of his takes it.
pub fn nyumba_threat(pos: &Position, owner: Side) -> Option<Why> {
    let nyumba = Hole::new(owner, crate::engine::NYUMBA);
    let seeds = pos.seeds(nyumba) as u32;
    let reply = pos.successors().into_iter().filter(|s| s.info.capture).find(|s| trace(pos, &s.mv).is_some_and(|t| t.captured_holes().contains(&nyumba)))?;
    Some(Why::NyumbaTaken { reply: reply.mv, seeds })
}

fn check_gambit(start: &Position, mv: &Move) -> Judgement {
    let Ok(played) = start.play(mv) else { return Judgement::Illegal(WhyNot::GambitPlacement) };
    let after = played.position;
    // North's gambit captures what it captures whatever he places: play any placement and
    // see which of South's front holes it emptied.
    let Some(reply) = after.gambit_placements().next() else { return Judgement::Unfit };
    let Ok(replied) = after.play(&Move::Gambit(reply)) else { return Judgement::Unfit };
    let mut holes = Vec::new();
    let mut seeds = 0;
    for k in 0..8 {
        let hole = Hole::new(Side::South, k);
        let (before, now) = (after.seeds(hole) as u32, replied.position.seeds(hole) as u32);
        if before > now {
            holes.push(hole);
            seeds += before - now;
        }
    }
    if holes.is_empty() {
        Judgement::Right(Why::NothingExposed)
    } else {
        Judgement::Wrong(Why::Exposed { holes, seeds })
    }
}

/// Replays a play-out line; the game after it, or the verdict that ends the check early.
fn replay(start: &Position, line: &[Move]) -> Result<Game, Judgement> {
    let mut game = Game::new(start.clone());
    for (i, mv) in line.iter().enumerate() {
        if game.is_over() {
            return Err(Judgement::Unfit);
        }
        let position = game.position().clone();
        if game.play(mv).is_err() {
            let last = i + 1 == line.len();
            return Err(if last { why_illegal(&position, mv).map_or(Judgement::Unfit, Judgement::Illegal) } else { Judgement::Unfit });
        }
    }
    Ok(game)
}

/// The keys of the game's positions before the current one, oldest first (a search's history).
pub(crate) fn history(game: &Game) -> Vec<u64> {
    game.keys_before(game.plies().len())
}

fn check_line(step: &Step, start: &Position, line: &[Move], proved: Option<Proved>) -> Result<Judgement, ProofQuery> {
    if line.len().is_multiple_of(2) {
        return Ok(Judgement::Unfit);
    }
    let game = match replay(start, line) {
        Ok(game) => game,
        Err(verdict) => return Ok(verdict),
    };
    let learner = start.to_move();
    let own_moves = line.len().div_ceil(2) as u8;
    if let Some((outcome, _)) = game.result() {
        return Ok(if outcome == Outcome::Win(learner) { Judgement::Right(Why::Won) } else { Judgement::Wrong(Why::GameLost) });
    }
    let query =
        |depth: Option<u32>, nodes: u64, up_to: Option<u64>| ProofQuery { position: game.position().clone(), history: history(&game), depth, nodes, up_to };
    Ok(match step.goal {
        // The step's budget, and while that proves nothing, up to SETTLE_FACTOR times more:
        // only a move proven to throw the win away is refused; one no search allowed settles
        // may still win, so the computer replies and the ending goes on.
        Goal::WinEnding { nodes } => match proved.ok_or_else(|| query(None, nodes, Some(nodes * SETTLE_FACTOR)))? {
            Proved { proof: Standing::Won, .. } => Judgement::Wrong(Why::LosesByForce { nodes }),
            proved => proved.best().map_or(Judgement::Unfit, |reply| Judgement::Going { reply }),
        },
        Goal::Survive { moves, nodes } => {
            // The computer may still reply once after each learner move, so a loss within
            // the remaining plies (the replies and the learner's moves between) fails.
            let plies = 2 * (moves - own_moves.min(moves)) as u32 + 1;
            let proved = proved.ok_or_else(|| query(Some(plies), nodes, None))?;
            match (proved.proof, proved.best()) {
                (Standing::Won, _) => Judgement::Wrong(Why::LosesByForce { nodes }),
                _ if own_moves >= moves => Judgement::Right(Why::Survived { moves }),
                (_, Some(reply)) => Judgement::Going { reply },
                (_, None) => Judgement::Right(Why::Won),
            }
        }
        _ => Judgement::Unfit,
    })
}

/// How many hints have been taken: the first, the second, then the whole answer ("show me").
/// Each hint before "show me" costs one star ([`stars`]); what it shows is the next level of
/// the step's ladder ([`hint_with`]): the row, or the hole when the row would narrow nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum HintLevel {
    /// The first hint.
    Row,
    /// The second hint.
    Hole,
    /// The whole move or answer ("show me").
    Whole,
}

/// A hint, as data for the board to highlight.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Hint {
    Row { side: Side, row: Row },
    Hole(Hole),
    Move(Move),
    Holes(Vec<Hole>),
}

/// What a step asks for: the hole a move ends in, the holes it captures, or a move.
enum Sought {
    Hole(Hole),
    Holes(Vec<Hole>),
    Move(Move),
}

/// The hint after `taken` (the hints taken so far) for a step; `line` is the play-out so far
/// (empty otherwise), with the hints now taken. `None` when there is nothing to hint (a
/// finished play-out, a capture prediction of none). A play-out's search runs on this thread.
pub fn hint(step: &Step, line: &[Move], taken: Option<HintLevel>) -> Option<(HintLevel, Hint)> {
    hint_with(step, line, taken, None).unwrap_or_else(|query| hint_with(step, line, taken, Some(query.run())).ok().flatten())
}

/// [`hint`] with `proved`, the answer of the search a play-out's hint needs; without it, such
/// a hint says which search ([`ProofQuery`]).
pub fn hint_with(step: &Step, line: &[Move], taken: Option<HintLevel>, proved: Option<Proved>) -> Result<Option<(HintLevel, Hint)>, ProofQuery> {
    let start = step.start();
    if let Goal::Survive { nodes, .. } | Goal::WinEnding { nodes } = step.goal {
        let Ok(game) = replay(&start, line) else { return Ok(None) };
        let query = ProofQuery { position: game.position().clone(), history: history(&game), depth: None, nodes, up_to: None };
        let best = proved.ok_or(query)?.best();
        return Ok(best.map(|mv| next_hint(&Sought::Move(mv), game.position(), taken)));
    }
    Ok(sought(step, &start).map(|sought| next_hint(&sought, &start, taken)))
}

/// What a step that needs no search asks for.
fn sought(step: &Step, start: &Position) -> Option<Sought> {
    Some(match step.goal {
        Goal::PredictEnd { mv } => Sought::Hole(predicted(step, mv).end),
        Goal::NameHole { hole } => Sought::Hole(Hole::parse(hole)?),
        Goal::PredictCaptures { mv } => Sought::Holes(Some(predicted(step, mv).captured_holes()).filter(|h| !h.is_empty())?),
        Goal::FindLegal { .. } => Sought::Move(start.legal_moves().into_iter().next()?),
        Goal::GambitSafe { example } => Sought::Move(step.parse(example)?),
        _ => Sought::Move(step.parse(step.goal.wanted()?)?),
    })
}

/// The hint after `taken`: the next partial hint of the ladder, else the whole answer.
fn next_hint(sought: &Sought, pos: &Position, taken: Option<HintLevel>) -> (HintLevel, Hint) {
    let next = match taken {
        None => 0,
        Some(HintLevel::Row) => 1,
        Some(_) => 2,
    };
    match ladder(sought, pos).into_iter().nth(next) {
        Some(partial) => ([HintLevel::Row, HintLevel::Hole][next], partial),
        None => (HintLevel::Whole, whole(sought)),
    }
}

/// The whole answer ("show me").
fn whole(sought: &Sought) -> Hint {
    match sought {
        Sought::Hole(hole) => Hint::Hole(*hole),
        Sought::Holes(holes) => Hint::Holes(holes.clone()),
        Sought::Move(mv) => Hint::Move(*mv),
    }
}

/// The partial hints worth giving, in order (the row, then the hole): each leaves at most
/// half of the holes still in question (the holes a move can start from, or for a prediction
/// every hole), and none marks exactly the answer (a hole that starts one move only is the
/// move). A level that cannot is left out.
fn ladder(sought: &Sought, pos: &Position) -> Vec<Hint> {
    let moves = pos.legal_moves();
    let (hole, mut left, answer) = match sought {
        Sought::Hole(hole) => (*hole, Hole::all().collect(), vec![*hole]),
        Sought::Holes(holes) => (holes[0], Hole::all().collect(), holes.clone()),
        Sought::Move(mv) => {
            let Some(hole) = mv.start_hole() else { return Vec::new() };
            let mut starts: Vec<Hole> = Vec::new();
            for start in moves.iter().filter_map(Move::start_hole) {
                if !starts.contains(&start) {
                    starts.push(start);
                }
            }
            let only = moves.iter().filter(|m| m.start_hole() == Some(hole)).count() == 1;
            (hole, starts, if only { vec![hole] } else { Vec::new() })
        }
    };
    // The marked holes are the answer's, in any order (both lists hold each hole once).
    let names = |marked: &[Hole]| marked.len() == answer.len() && marked.iter().all(|h| answer.contains(h));
    let mut ladder = Vec::new();
    let row: Vec<Hole> = left.iter().copied().filter(|h| h.side == hole.side && h.row() == hole.row()).collect();
    if 2 * row.len() <= left.len() && !names(&row) {
        ladder.push(Hint::Row { side: hole.side, row: hole.row() });
        left = row;
    }
    if left.len() >= 2 && !names(&[hole]) {
        ladder.push(Hint::Hole(hole));
    }
    ladder
}

/// Stars for a solved step, 1–3: three, less one star for every miss and for every hint taken
/// (the row hint costs one, the hole hint after it one more), and never fewer than one; "show
/// me" (the whole move) leaves one. So the hint buttons' "−1 ★" and the line "every miss and
/// every hint costs one star" are what this gives.
pub fn stars(wrong_tries: u32, hint: Option<HintLevel>) -> u8 {
    let hints = match hint {
        None => 0,
        Some(HintLevel::Row) => 1,
        Some(HintLevel::Hole) => 2,
        Some(HintLevel::Whole) => return 1,
    };
    3u32.saturating_sub(wrong_tries + hints).max(1) as u8
}

#[cfg(test)]
mod worker_tests {
    use super::*;
    use crate::ai::protocol::{answer, Reply};
    use crate::app::learn::curriculum::all_steps;

    /// A move proven to lose is refuted by the search's line, and that line, played out from
    /// the position after the move, ends the game won by the side that refutes it (a line cut
    /// short would stop in an open position and show no win).
    #[test]
    fn a_proven_loss_comes_with_a_line_that_wins() {
        let mut refuted = 0;
        for (_, step) in all_steps().filter(|(_, s)| s.goal.is_play_out()) {
            for mv in step.start().legal_moves() {
                let Err(query) = check_with(step, &Answer::Line(vec![mv]), None) else { continue };
                let proved = query.run();
                if proved.proof != Standing::Won {
                    continue;
                }
                let mut game = crate::engine::Game::new(query.position.clone());
                for reply in &proved.line {
                    game.play(reply).unwrap_or_else(|e| panic!("{} {mv}: {reply} {e:?}", step.id));
                }
                let winner = query.position.to_move();
                assert_eq!(game.result().map(|(o, _)| o), Some(crate::engine::Outcome::Win(winner)), "{} {mv}: {:?}", step.id, proved.line);
                refuted += 1;
            }
        }
        assert!(refuted >= 5, "{refuted} refuted moves");
    }

    /// The search worker's prove request answers what the checker's search answers here, so a
    /// play-out judged in the browser gets the verdict of [`check`]: every first move of every
    /// play-out step.
    #[test]
    fn the_worker_proves_what_the_checker_proves() {
        for (_, step) in all_steps().filter(|(_, s)| s.goal.is_play_out()) {
            for mv in step.start().legal_moves() {
                let line = Answer::Line(vec![mv]);
                let Err(query) = check_with(step, &line, None) else { panic!("{}: a play-out move needs a search", step.id) };
                let request = query.request();
                let mut replies = Vec::new();
                let read = |text: &str| Reply::read(text, Some(&query.position)).expect("a reply");
                answer(&request.write(), &|| 0.0, &mut |reply| replies.push(read(&reply.write())));
                let [Reply::Proved { verdict, best, line: moves }] = replies.as_slice() else { panic!("one proof: {replies:?}") };
                assert_eq!(best.as_ref(), moves.first(), "{} {mv}: the line starts with the best move", step.id);
                // Every move of the line reads and plays: the page gets the line of the search here.
                let proved = Proved::of(query.position.to_move(), *verdict, moves.clone());
                assert_eq!(proved, query.run(), "{} {mv}", step.id);
                assert_eq!(check_with(step, &line, Some(proved)), Ok(check(step, &line)), "{} {mv}", step.id);
            }
        }
    }
}
