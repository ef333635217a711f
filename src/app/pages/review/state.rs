//! The game review page's state: every ply of a game searched in the worker, one ply at a time
//! (`ai::review::review_ply`: one search of the position before the move, every root move a
//! line), the evaluation curve over the plies, the marks, and "learn from your mistakes":
//! each marked position again, the player's better move checked by the same kind of search.
//!
//! The worker runs in the Review page (`ui::pages::review`); it asks [`ReviewState::next_ply`] and
//! [`ReviewState::learn_check`] what to search, and a reply for another run is stale.
//!
//! Its reducer sees the app through a read-only [`PageContext`] (the game, the settings) and
//! asks the rest as a [`Request`] (the page shown, an unreadable record named).
//!
//! The position is shown on the board every page has ([`BoardSession`]): the move into it is
//! played again when a ply is chosen and can be stepped lap by lap; the board takes no move
//! except, while learning from the mistakes, the try at the marked position.

use std::rc::Rc;

use crate::ai::review::Mark;
use crate::app::board::{BoardAction, BoardHost, BoardOutcome, BoardSession};
use crate::engine::{Game, Hole, Move, Side, WhyNot};

use crate::app::pages::{PageContext, PageLogic, Request};

pub use super::ply::{ReviewedPly, CURVE_LIMIT};

/// How the player's try at a marked position went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TryOutcome {
    /// The search rates it as good as the best (no mark).
    Good(Move),
    /// The search still marks it.
    NotBetter(Move, Mark),
}

/// "Learn from your mistakes": the marked plies one by one.
#[derive(Clone, Debug, PartialEq)]
pub struct Learning {
    /// Which marked ply (an index into [`ReviewState::marked`]).
    pub at: usize,
    /// The try being checked by the search: its id and move.
    pub checking: Option<(u64, Move)>,
    /// The last try's outcome.
    pub outcome: Option<TryOutcome>,
}

/// The review on screen.
#[derive(Clone, Debug, Default)]
pub struct ReviewState {
    /// The game reviewed.
    pub game: Option<Rc<Game>>,
    /// This review run's id: a reply for another is stale.
    pub run: u64,
    /// The tries checked so far (the last try's id: the search's word on another is stale).
    pub tries: u64,
    /// The plies reviewed so far, in order.
    pub plies: Vec<ReviewedPly>,
    /// Whether the review is running (not finished, not cancelled).
    pub running: bool,
    /// The position shown: after this many plies.
    pub cursor: usize,
    /// Why the worker failed, if it did.
    pub failed: Option<String>,
    /// "Learn from your mistakes", while on.
    pub learning: Option<Learning>,
    /// The board of the position shown.
    pub board: BoardSession,
    /// The hole the board refused last, and why (a try while learning).
    pub refused: Option<(Hole, WhyNot)>,
    /// The ply whose refutation line is on the board (from the position before it).
    pub showing: Option<usize>,
    /// The side of the learner: the side played against the computer (`None`: both sides,
    /// a game between two people or a stored record).
    pub learner: Option<Side>,
    /// The exercises the learner was given from this review (how many were new).
    pub practised: Option<usize>,
}

/// The same game (the same `Rc`) and the same review.
impl PartialEq for ReviewState {
    fn eq(&self, other: &ReviewState) -> bool {
        let same_game = match (&self.game, &other.game) {
            (Some(a), Some(b)) => Rc::ptr_eq(a, b),
            (a, b) => a.is_none() && b.is_none(),
        };
        same_game
            && (self.run, self.tries, &self.plies, self.running, self.cursor, &self.failed, &self.learning, &self.board, &self.refused, self.showing)
                == (
                    other.run,
                    other.tries,
                    &other.plies,
                    other.running,
                    other.cursor,
                    &other.failed,
                    &other.learning,
                    &other.board,
                    &other.refused,
                    other.showing,
                )
            && (self.learner, self.practised) == (other.learner, other.practised)
    }
}

impl ReviewState {
    /// The ply to search next: the run and its index.
    pub fn next_ply(&self) -> Option<(u64, usize)> {
        let game = self.game.as_ref()?;
        (self.running && self.plies.len() < game.plies().len()).then_some((self.run, self.plies.len()))
    }

    /// The plies of the game (0 without one).
    pub fn total(&self) -> usize {
        self.game.as_ref().map_or(0, |g| g.plies().len())
    }

    /// The indices of the marked plies, in order.
    pub fn marked(&self) -> Vec<usize> {
        self.plies.iter().enumerate().filter(|(_, p)| p.mark.is_some()).map(|(i, _)| i).collect()
    }

    /// Whether every ply is reviewed.
    pub fn finished(&self) -> bool {
        !self.running && self.game.is_some() && self.plies.len() == self.total()
    }

    /// Whether the review should keep the learner's exercises now by itself: a finished review
    /// of a game against the computer whose exercises were not kept yet ("Practise my
    /// mistakes" keeps them for any game).
    pub fn keeps_exercises(&self) -> bool {
        self.learner.is_some() && self.finished() && self.practised.is_none()
    }

    /// The marked ply being learnt from, if any.
    pub fn learning_ply(&self) -> Option<usize> {
        self.learning.as_ref().and_then(|l| self.marked().get(l.at).copied())
    }

    /// The try to check: its id, the ply's index and the move.
    pub fn learn_check(&self) -> Option<(u64, usize, Move)> {
        let (id, mv) = self.learning.as_ref()?.checking?;
        Some((id, self.learning_ply()?, mv))
    }
}

/// What the review does.
#[derive(Clone, Debug)]
pub enum ReviewAction {
    /// Review the game being played.
    ReviewCurrent,
    /// Review this game (from the game list or a record).
    ReviewGame(Box<Game>),
    /// Review a stored game from its record text (the game list); an unreadable record is
    /// reported as an import error and changes nothing.
    ReviewRecord(String),
    /// The worker reviewed a ply.
    Reviewed { run: u64, index: usize, ply: Box<ReviewedPly> },
    /// The worker failed.
    Failed { run: u64, message: String },
    /// Stop the review (what is reviewed stays).
    Cancel,
    /// Go on with a cancelled review.
    Resume,
    /// Show the position after this many plies.
    Goto(usize),
    /// Start "learn from your mistakes" at the first marked ply.
    Learn,
    /// The next (`true`) or previous marked ply.
    LearnStep(bool),
    /// The player's try at the marked position.
    Try(Move),
    /// The search's word on a try: its mark.
    Checked { id: u64, mark: Option<Mark> },
    /// Leave "learn from your mistakes".
    StopLearning,
    /// The review's board (input only while learning; the lap bar).
    Board(BoardAction),
    /// Show the refutation line of this marked ply's move on the board (from the position
    /// before it).
    ShowRefutation(usize),
    /// The learner's blunders and mistakes of this review become exercises of the practice's
    /// spaced review (at `now`, ms since the epoch).
    Practise { now: f64 },
}

/// What only the review asks of the app.
#[derive(Clone, Debug, PartialEq)]
pub enum ReviewAsks {
    /// Keep these exercises (their stored lines, by id) in the learner's progress, due at `now`.
    Keep { exercises: Vec<(String, String)>, now: f64 },
}

impl PageLogic for ReviewState {
    type Own = ReviewAsks;
    const PAGES: &'static [crate::app::pages::Page] = &[crate::app::pages::Page::Review];

    /// The review's reducer.
    fn reduce(&mut self, action: ReviewAction, context: &PageContext) -> Option<Request<ReviewAsks>> {
        let review = self;
        match action {
            ReviewAction::ReviewCurrent => {
                // The board is seen from the learner's side unless the learner turned it.
                let human = if context.settings.flipped { context.game_view.viewer.opponent() } else { context.game_view.viewer };
                let learner = context.game_view.against_computer.then_some(human);
                let request = start(review, context.game.clone());
                review.learner = learner;
                return Some(request);
            }
            ReviewAction::ReviewGame(game) => return Some(start(review, *game)),
            ReviewAction::ReviewRecord(text) => {
                return Some(match crate::app::share::read_saved_record(&text) {
                    Ok(record) => start(review, record.game),
                    Err(error) => Request::ImportFailed(error),
                })
            }
            ReviewAction::Reviewed { run, index, ply } => {
                if review.run == run && review.plies.len() == index {
                    review.plies.push(*ply);
                    review.running = review.plies.len() < review.total();
                }
            }
            ReviewAction::Failed { run, message } => {
                if review.run == run {
                    review.running = false;
                    review.failed = Some(message);
                }
            }
            ReviewAction::Cancel => review.running = false,
            ReviewAction::Resume => {
                review.running = review.plies.len() < review.total();
                review.run += 1;
            }
            ReviewAction::Goto(cursor) => goto(review, cursor, context),
            ReviewAction::Learn => learn_at(review, 0),
            ReviewAction::LearnStep(forward) => {
                let at = review.learning.as_ref().map_or(0, |l| l.at);
                let at = if forward { at + 1 } else { at.saturating_sub(1) };
                learn_at(review, at.min(review.marked().len().saturating_sub(1)));
            }
            ReviewAction::Try(mv) => try_move(review, mv),
            ReviewAction::Checked { id, mark } => checked(review, id, mark),
            ReviewAction::StopLearning => review.learning = None,
            ReviewAction::Board(action) => on_board(review, action, context),
            ReviewAction::ShowRefutation(index) => show_refutation(review, index),
            ReviewAction::Practise { now } => return practise(review, context, now),
        }
        None
    }

    fn answer(own: ReviewAsks, app: &mut crate::app::pages::Answering) {
        match own {
            ReviewAsks::Keep { exercises, now } => {
                let progress = app.progress();
                for (id, line) in exercises {
                    progress.keep_own(&id, line, now);
                }
            }
        }
    }

    type Action = ReviewAction;

    fn key(key: crate::app::pages::PageKey) -> Option<ReviewAction> {
        use crate::app::pages::PageKey;
        match key {
            PageKey::Board(action) => Some(ReviewAction::Board(action)),
            PageKey::Undo | PageKey::Step(_) => None,
        }
    }

    fn variant(&self, _: crate::app::pages::Page) -> Option<crate::engine::Variant> {
        self.game.as_ref().map(|game| game.start().variant())
    }
}

/// The player's try at the marked position, to be checked by the search.
fn try_move(review: &mut ReviewState, mv: Move) {
    review.tries += 1;
    if let Some(learning) = review.learning.as_mut() {
        learning.checking = Some((review.tries, mv));
        learning.outcome = None;
    }
}

/// The search's word on the try `id` (a word on another try is stale).
fn checked(review: &mut ReviewState, id: u64, mark: Option<Mark>) {
    if let Some(learning) = review.learning.as_mut() {
        if let Some((_, mv)) = learning.checking.filter(|(checking, _)| *checking == id) {
            learning.checking = None;
            learning.outcome = Some(match mark {
                None => TryOutcome::Good(mv),
                Some(mark) => TryOutcome::NotBetter(mv, mark),
            });
        }
    }
}

/// Shows the position after `cursor` plies: the move into it played again (not at "instant"
/// speed), lap by lap on the lap bar.
fn goto(review: &mut ReviewState, cursor: usize, context: &PageContext) {
    let instant = context.settings.speed == crate::app::save::Speed::Instant;
    review.cursor = cursor.min(review.total());
    review.refused = None;
    review.showing = None;
    let Some(game) = review.game.clone() else { return };
    review.board.reset(game.position_at(review.cursor));
    if let (Some(last), false) = (review.cursor.checked_sub(1), instant) {
        review.board.replay_line(game.position_at(last), &[game.plies()[last].mv], false);
    }
}

/// The side the review's board is seen from (South's unless the board is turned).
pub fn review_viewer(settings: &crate::app::save::Settings) -> Side {
    if settings.flipped {
        Side::North
    } else {
        Side::South
    }
}

/// An action on the review's board: a hole takes input only while learning from the
/// mistakes (the try is checked as a typed one is); the lap bar replays the move into the
/// position shown.
fn on_board(review: &mut ReviewState, action: BoardAction, context: &PageContext) {
    let Some(game) = review.game.clone() else { return };
    let cursor = review.cursor.min(review.total());
    let may_move = review.learning.as_ref().is_some_and(|l| l.checking.is_none());
    let host = BoardHost { position: game.position_at(cursor), viewer: review_viewer(context.settings), may_move, animated: true };
    review.refused = None;
    match review.board.reduce(action, &host) {
        BoardOutcome::Nothing => {}
        BoardOutcome::Refused(hole, why) => review.refused = Some((hole, why)),
        BoardOutcome::Chosen { mv, .. } => {
            review.board.reset(game.position_at(cursor));
            try_move(review, mv);
        }
        BoardOutcome::Replay { paused } => {
            if let Some(index) = review.showing {
                let line = review.plies.get(index).map(|ply| ply.refutation.clone()).unwrap_or_default();
                review.board.replay_line(game.position_at(index), &line, paused);
            } else if let Some(last) = cursor.checked_sub(1) {
                review.board.replay_line(game.position_at(last), &[game.plies()[last].mv], paused);
            }
        }
    }
}

/// A new review of `game`, shown (its run id follows the last: a reply for that one is stale).
fn start(review: &mut ReviewState, game: Game) -> Request<ReviewAsks> {
    let running = !game.plies().is_empty();
    *review = ReviewState { game: Some(Rc::new(game)), run: review.run + 1, tries: review.tries, running, ..ReviewState::default() };
    Request::ShowPage
}

/// The refutation line of ply `index`'s move on the board, from the position before it: the
/// move played, the opponent's best answer and on, lap by lap, left on its last position.
fn show_refutation(review: &mut ReviewState, index: usize) {
    let Some(game) = review.game.clone() else { return };
    let Some(line) = review.plies.get(index).map(|ply| ply.refutation.clone()).filter(|line| !line.is_empty()) else { return };
    review.learning = None;
    review.cursor = index;
    review.refused = None;
    review.showing = Some(index);
    review.board.reset(game.position_at(index));
    review.board.show_line(game.position_at(index), &line);
}

/// The learner's blunders and mistakes of a finished review, asked to be kept as exercises.
fn practise(review: &mut ReviewState, context: &PageContext, now: f64) -> Option<Request<ReviewAsks>> {
    let game = review.game.clone()?;
    if !review.finished() {
        return None;
    }
    let exercises = super::exercises::of_review(&game, &review.plies, review.learner, now);
    let new = exercises.iter().filter(|(id, _)| !context.progress.has_own(id)).count();
    review.practised = Some(new);
    Some(Request::Own(ReviewAsks::Keep { exercises, now }))
}

fn learn_at(review: &mut ReviewState, at: usize) {
    if let Some(&ply) = review.marked().get(at) {
        review.learning = Some(Learning { at, checking: None, outcome: None });
        review.showing = None;
        review.cursor = ply;
        if let Some(game) = &review.game {
            review.board.reset(game.position_at(ply));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::review::PlyReview;
    use crate::ai::{Line, Verdict};
    use crate::app::state::tests::fresh;
    use crate::app::state::Page;
    use crate::engine::{BawoSetup, Position, Variant};

    /// A two-ply Bao la Kujifunza game: the first legal move of each position.
    fn game() -> Game {
        let mut game = Game::new(Position::start(Variant::Kujifunza, BawoSetup::default()));
        for _ in 0..2 {
            let mv = game.position().legal_moves()[0];
            game.play(&mv).expect("a legal move");
        }
        game
    }

    fn line(mv: &Move, score: i32, verdict: Verdict) -> Line {
        Line { mv: *mv, score, verdict, depth: 3, pv: vec![*mv] }
    }

    /// The reply for ply `index`: the played move scored `score`, another legal move best.
    fn reply(game: &Game, index: usize, score: i32, mark: Option<Mark>) -> PlyReview {
        let played = game.plies()[index].mv;
        let before = game.position_at(index);
        let best = before.legal_moves().into_iter().find(|mv| *mv != played).expect("another move");
        PlyReview {
            mv: played,
            mover: before.to_move(),
            played: Some(line(&played, score, Verdict::Eval(score))),
            best: line(&best, 900, Verdict::Eval(900)),
            mark,
            unmarked: vec![best],
            depth: 3,
            nodes: 10,
        }
    }

    #[test]
    fn a_stored_record_is_reviewed_and_an_unreadable_one_changes_nothing() {
        // The game list hands over its record text; a readable one starts the review of that game.
        let game = game();
        let record = game.to_record(&[]);
        let state = fresh().reduce(ReviewAction::ReviewRecord(record));
        assert_eq!(state.page(), Page::Review);
        assert_eq!(state.pages.review.total(), game.plies().len());
        // Text that is no record: a notice of the import error kind, the mode and review unchanged.
        let state = fresh().reduce(ReviewAction::ReviewRecord("not a record {".into()));
        assert_eq!(state.page(), Page::Game);
        assert!(matches!(state.screen.notice, Some(crate::app::state::Notice::Import(_))), "{:?}", state.screen.notice);
        assert_eq!(state.pages.review.total(), 0);
    }

    #[test]
    fn a_review_runs_ply_by_ply_ignores_stale_replies_and_can_be_cancelled() {
        let game = game();
        let state = fresh().reduce(ReviewAction::ReviewGame(Box::new(game.clone())));
        assert_eq!(state.page(), Page::Review);
        let (run, index) = state.pages.review.next_ply().expect("ply 0 first");
        assert_eq!(index, 0);
        let ply = |i: usize, mark| Box::new(ReviewedPly::from(&reply(&game, i, 0, mark)));
        // A reply of another run changes nothing; this run's moves on to ply 1.
        let stale = state.clone().reduce(ReviewAction::Reviewed { run: run + 1, index: 0, ply: ply(0, None) });
        assert!(stale.pages.review.plies.is_empty());
        let state = state.reduce(ReviewAction::Reviewed { run, index: 0, ply: ply(0, None) });
        assert_eq!(state.pages.review.next_ply(), Some((run, 1)));
        let cancelled = state.clone().reduce(ReviewAction::Cancel);
        assert_eq!(cancelled.pages.review.next_ply(), None);
        let resumed = cancelled.reduce(ReviewAction::Resume);
        assert_eq!(resumed.pages.review.next_ply().map(|(_, i)| i), Some(1));
        let done = state.reduce(ReviewAction::Reviewed { run, index: 1, ply: ply(1, Some(Mark::Blunder)) });
        assert!(!done.pages.review.running && done.pages.review.next_ply().is_none());
        assert_eq!(done.pages.review.marked(), [1]);
    }

    #[test]
    fn learning_visits_the_marked_plies_and_takes_the_searchs_word_on_a_try() {
        let game = game();
        let mut state = fresh().reduce(ReviewAction::ReviewGame(Box::new(game.clone())));
        let run = state.pages.review.run;
        for (i, mark) in [(0, Some(Mark::Mistake)), (1, Some(Mark::Blunder))] {
            let ply = Box::new(ReviewedPly::from(&reply(&game, i, -500, mark)));
            state = state.reduce(ReviewAction::Reviewed { run, index: i, ply });
        }
        let state = state.reduce(ReviewAction::Learn).reduce(ReviewAction::LearnStep(true));
        assert_eq!((state.pages.review.learning_ply(), state.pages.review.cursor), (Some(1), 1), "the second marked ply, shown before its move");
        let better = state.pages.review.plies[1].best.0;
        let state = state.reduce(ReviewAction::Try(better));
        let (id, index, mv) = state.pages.review.learn_check().expect("a try to check");
        assert_eq!((index, mv), (1, better));
        let stale = state.clone().reduce(ReviewAction::Checked { id: id + 1, mark: None });
        assert_eq!(stale.pages.review.learning.as_ref().and_then(|l| l.outcome), None);
        let good = state.clone().reduce(ReviewAction::Checked { id, mark: None });
        assert_eq!(good.pages.review.learning.as_ref().and_then(|l| l.outcome), Some(TryOutcome::Good(better)));
        let bad = state.reduce(ReviewAction::Checked { id, mark: Some(Mark::Mistake) });
        assert_eq!(bad.pages.review.learning.as_ref().and_then(|l| l.outcome), Some(TryOutcome::NotBetter(better, Mark::Mistake)));
    }

    /// The curve: a played score as it is within ±16 seeds, a proven result at its winner's edge.
    /// The review's position is on the board every page has: choosing a ply plays its move
    /// again (stepped lap by lap), and the board takes no move — except the try while learning
    /// from the mistakes, which is checked as a typed one is; a hole that cannot be played is
    /// named with the engine's reason.
    #[test]
    fn the_reviews_board_replays_the_chosen_ply_and_takes_only_a_learning_try() {
        let game = game();
        let mut state = fresh().reduce(ReviewAction::ReviewGame(Box::new(game.clone())));
        let state0 = state.clone().reduce(ReviewAction::Goto(1));
        let anim = state0.pages.review.board.anim.as_ref().expect("ply 1's move played again");
        assert_eq!((anim.mover, anim.step), (Side::South, 0));
        let laps = anim.laps.len();
        let stepped = state0.reduce(ReviewAction::Board(BoardAction::Lap(crate::app::board::AnimAction::SkipAnimation)));
        let stepped = stepped.reduce(ReviewAction::Board(BoardAction::Lap(crate::app::board::AnimAction::StepLap { forward: false })));
        let anim = stepped.pages.review.board.anim.as_ref().expect("replayed paused");
        assert_eq!((anim.paused, anim.position()), (true, laps - 1));
        // No move is taken while only reviewing: the board shows the game.
        let start_hole = game.position_at(1).legal_moves()[0].start_hole().unwrap();
        let clicked = stepped.reduce(ReviewAction::Board(BoardAction::Click(start_hole))).reduce(ReviewAction::Board(BoardAction::Click(start_hole)));
        assert_eq!((clicked.pages.review.learn_check(), clicked.pages.review.cursor), (None, 1));
        // Learning: the try is played on the board (a hole, then its direction if asked).
        let run = state.pages.review.run;
        for (i, mark) in [(0, Some(Mark::Mistake)), (1, None)] {
            let ply = Box::new(ReviewedPly::from(&reply(&game, i, -500, mark)));
            state = state.reduce(ReviewAction::Reviewed { run, index: i, ply });
        }
        let state = state.reduce(ReviewAction::Learn);
        let north_hole = Hole::parse("a1").unwrap();
        let refused = state.clone().reduce(ReviewAction::Board(BoardAction::Click(north_hole)));
        assert_eq!(refused.pages.review.refused, Some((north_hole, WhyNot::NotYourHole)));
        let better = state.pages.review.plies[0].best.0;
        let Move::Sow(sow) = better else { panic!("a sowing") };
        let mut tried = state.reduce(ReviewAction::Board(BoardAction::Click(sow.hole)));
        if tried.pages.review.learn_check().is_none() {
            tried = tried.reduce(ReviewAction::Board(BoardAction::ChooseDir(sow.dir.expect("a direction asked"))));
        }
        assert_eq!(tried.pages.review.learn_check().map(|(_, index, mv)| (index, mv)), Some((0, better)));
    }

    #[test]
    fn the_curve_clamps_and_puts_proven_results_at_the_edge() {
        let game = game();
        let mut ply = ReviewedPly::from(&reply(&game, 0, -250, None));
        assert_eq!(ply.curve_value(), -250);
        ply.played = Some((5000, Verdict::Eval(5000)));
        assert_eq!(ply.curve_value(), CURVE_LIMIT);
        ply.played = Some((-crate::ai::WIN + 3, Verdict::Proven { winner: Side::North, plies: 3 }));
        assert_eq!(ply.curve_value(), -CURVE_LIMIT);
    }

    /// The review's reducer alone, on a context: a review of the game on the context asks for
    /// the page; an unreadable record asks for its import error and leaves the review as it
    /// was; a new run's id follows the last (a reply for that one is stale).
    #[test]
    fn the_reviews_reducer_changes_only_the_review_and_asks_the_rest() {
        let game = game();
        let settings = crate::app::save::Settings::default();
        let progress = crate::app::learn::progress::Progress::default();
        let context = PageContext::of_game(&game, &settings, &progress);
        let mut review = ReviewState::default();
        assert_eq!(PageLogic::reduce(&mut review, ReviewAction::ReviewCurrent, &context), Some(Request::ShowPage));
        assert_eq!((review.total(), review.run, review.running), (2, 1, true));
        let before = review.clone();
        let asked = PageLogic::reduce(&mut review, ReviewAction::ReviewRecord("not a record {".into()), &context);
        assert!(matches!(asked, Some(Request::ImportFailed(_))), "{asked:?}");
        assert_eq!(review, before);
        assert_eq!(PageLogic::reduce(&mut review, ReviewAction::ReviewGame(Box::new(game.clone())), &context), Some(Request::ShowPage));
        assert_eq!(review.run, 2);
    }

    /// A reviewed ply of South at the start: `mv` played, `best` the search's best move.
    fn judged(mover: Side, played: (i32, Verdict), best: (i32, Verdict), mark: Option<Mark>) -> ReviewedPly {
        let start = Position::start(Variant::Kujifunza, BawoSetup::default());
        let moves = start.legal_moves();
        ReviewedPly {
            mv: moves[0],
            mover,
            played: Some(played),
            best: (moves[1], best.0, best.1),
            mark,
            unmarked: vec![moves[1]],
            depth: 12,
            refutation: vec![moves[0]],
        }
    }

    /// The label rule, on numbers worked out from `judge`'s rule: a marked move after which
    /// the mover is still at the graph's edge (a proven win, or 16 seeds = 1600 ahead) is a
    /// slower win; else the review's mark stands. The cost is the best move's score less the
    /// played move's, from the mover's side, or the proof given up.
    #[test]
    fn a_marked_move_that_still_wins_is_a_slower_win_and_says_its_cost() {
        use crate::app::i18n::Lang;
        use crate::app::pages::review::judge::{PlyCost, PlyVerdict};
        use crate::app::pages::review::view::cost_words;
        let won = |winner, plies| Verdict::Proven { winner, plies };
        let eval = Verdict::Eval;
        // A proven win in 5 thrown for +20 seeds (2000 ≥ 1600): still winning.
        let thrown = judged(Side::South, (2000, eval(2000)), (crate::ai::WIN - 5, won(Side::South, 5)), Some(Mark::Blunder));
        assert_eq!((thrown.judgement(), thrown.cost()), (Some(PlyVerdict::Inaccuracy), Some(PlyCost::ProvenWin { plies: 5 })));
        // +30 against +21 seeds: 9 seeds lost (a blunder's 8 or more), still 21 ahead.
        let slower = judged(Side::South, (2100, eval(2100)), (3000, eval(3000)), Some(Mark::Blunder));
        assert_eq!((slower.judgement(), slower.cost()), (Some(PlyVerdict::Inaccuracy), Some(PlyCost::Seeds(900))));
        let better = slower.best.0;
        assert_eq!(cost_words(Lang::En, &slower), format!("still winning, but it costs 9.0 seeds against {better}"));
        // +9 against −5: 14 seeds lost and no longer ahead: the blunder stands.
        let blunder = judged(Side::South, (-500, eval(-500)), (900, eval(900)), Some(Mark::Blunder));
        assert_eq!((blunder.judgement(), blunder.cost()), (Some(PlyVerdict::Blunder), Some(PlyCost::Seeds(1400))));
        assert_eq!(cost_words(Lang::En, &blunder), format!("it costs 14.0 seeds against {better}"));
        // North: −2000 (North +20) against −1500 (North +15): 5 seeds, North not at its edge.
        let mistake = judged(Side::North, (-1500, eval(-1500)), (-2000, eval(-2000)), Some(Mark::Mistake));
        assert_eq!((mistake.judgement(), mistake.cost()), (Some(PlyVerdict::Mistake), Some(PlyCost::Seeds(500))));
        // North still at −1600 or lower after its mistake: a slower win.
        let north_slower = judged(Side::North, (-1700, eval(-1700)), (-2100, eval(-2100)), Some(Mark::Mistake));
        assert_eq!(north_slower.judgement(), Some(PlyVerdict::Inaccuracy));
        // A proven loss in 7 against +3 seeds: the words say the loss, not a million hundredths.
        let lost = judged(Side::South, (7 - crate::ai::WIN, won(Side::North, 7)), (300, eval(300)), Some(Mark::Blunder));
        assert_eq!((lost.judgement(), lost.cost()), (Some(PlyVerdict::Blunder), Some(PlyCost::ProvenLoss { plies: 7 })));
        assert_eq!(cost_words(Lang::En, &lost), format!("North then wins by force in 7 plies; {better} avoided that"));
        // Not marked: no word.
        assert_eq!(judged(Side::South, (100, eval(100)), (150, eval(150)), None).judgement(), None);
    }

    /// "Show why": the played move's line from the position before it, on the board; choosing
    /// a ply takes it away.
    #[test]
    fn the_refutation_of_a_marked_ply_is_shown_from_the_position_before_it() {
        let game = game();
        let mut state = fresh().reduce(ReviewAction::ReviewGame(Box::new(game.clone())));
        let run = state.pages.review.run;
        for i in 0..2 {
            let mut review = reply(&game, i, -500, Some(Mark::Blunder));
            if let Some(line) = review.played.as_mut() {
                line.pv = game.plies()[i..].iter().map(|ply| ply.mv).collect();
            }
            state = state.reduce(ReviewAction::Reviewed { run, index: i, ply: Box::new(ReviewedPly::from(&review)) });
        }
        assert_eq!(state.pages.review.plies[0].refutation, [game.plies()[0].mv, game.plies()[1].mv]);
        let shown = state.reduce(ReviewAction::ShowRefutation(0));
        assert_eq!((shown.pages.review.showing, shown.pages.review.cursor), (Some(0), 0));
        let anim = shown.pages.review.board.anim.as_ref().expect("the line on the board");
        assert!(anim.stays, "left on its last position");
        let away = shown.reduce(ReviewAction::Goto(2));
        assert_eq!(away.pages.review.showing, None);
    }

    /// A finished review's blunders and mistakes of the learner's side become exercises (a
    /// slower win does not): "Practise my mistakes" asks the progress to keep them.
    #[test]
    fn a_finished_reviews_blunders_and_mistakes_are_kept_as_exercises() {
        let game = game();
        let settings = crate::app::save::Settings::default();
        let progress = crate::app::learn::progress::Progress::default();
        let context = PageContext::of_game(&game, &settings, &progress);
        let mut review = ReviewState::default();
        PageLogic::reduce(&mut review, ReviewAction::ReviewGame(Box::new(game.clone())), &context);
        assert_eq!(PageLogic::reduce(&mut review, ReviewAction::Practise { now: 7.0 }, &context), None, "not finished");
        let run = review.run;
        // Ply 1 (South) a blunder; ply 2 (North) a slower win: +20 seeds for North after it.
        let mut first = ReviewedPly::from(&reply(&game, 0, -500, Some(Mark::Blunder)));
        // The review found a third move as good as its best: the exercise accepts it too.
        let before = game.position_at(0);
        let third = before.legal_moves().into_iter().find(|mv| *mv != first.mv && *mv != first.best.0).expect("a third move");
        first.unmarked.push(third);
        let mut second = ReviewedPly::from(&reply(&game, 1, -2000, Some(Mark::Blunder)));
        second.best.1 = -3000;
        for (index, ply) in [first, second].into_iter().enumerate() {
            PageLogic::reduce(&mut review, ReviewAction::Reviewed { run, index, ply: Box::new(ply) }, &context);
        }
        assert!(review.finished() && !review.keeps_exercises(), "a game between two people keeps them when asked");
        let asked = PageLogic::reduce(&mut review, ReviewAction::Practise { now: 7.0 }, &context);
        let Some(Request::Own(ReviewAsks::Keep { exercises, now })) = asked else { panic!("{asked:?}") };
        let own = crate::app::pages::practice::own::OwnExercise::read(&exercises[0].1).expect("it reads");
        assert_eq!((exercises.len(), now, own.ply, own.played, own.better), (1, 7.0, 1, game.plies()[0].mv, review.plies[0].best.0));
        assert_eq!(own.as_good, [third]);
        assert_eq!(review.practised, Some(1));
        // Against the computer with North as the learner: South's blunder is not North's.
        let north = crate::app::pages::review::exercises::of_review(&game, &review.plies, Some(Side::North), 7.0);
        assert!(north.is_empty());
    }
}
