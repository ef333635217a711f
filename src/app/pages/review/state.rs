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

use crate::ai::review::{Mark, PlyReview};
use crate::ai::{Verdict, SEED};
use crate::app::board::{BoardAction, BoardHost, BoardOutcome, BoardSession};
use crate::engine::{Game, Hole, Move, Side, WhyNot};

use crate::app::pages::{PageContext, PageLogic, Request};

/// How far the curve goes each way, in score units (16 seeds); a proven result sits at the edge.
pub const CURVE_LIMIT: i32 = 16 * SEED;

/// One reviewed ply, read back from the worker's reply (South-side scores).
#[derive(Clone, Debug, PartialEq)]
pub struct ReviewedPly {
    /// The move played.
    pub mv: Move,
    /// Who played it.
    pub mover: Side,
    /// The played move's score and verdict (`None`: a Bawo placement the search did not try).
    pub played: Option<(i32, Verdict)>,
    /// The search's best move, its score and verdict.
    pub best: (Move, i32, Verdict),
    /// The mark, if any.
    pub mark: Option<Mark>,
    /// The search's depth.
    pub depth: u32,
}

impl From<&PlyReview> for ReviewedPly {
    /// The worker's review of a ply (its moves already read in the position before it).
    fn from(review: &PlyReview) -> ReviewedPly {
        ReviewedPly {
            mv: review.mv,
            mover: review.mover,
            played: review.played.as_ref().map(|line| (line.score, line.verdict)),
            best: (review.best.mv, review.best.score, review.best.verdict),
            mark: review.mark,
            depth: review.depth,
        }
    }
}

impl ReviewedPly {
    /// The evaluation after the move from South's side, clamped to ±[`CURVE_LIMIT`] (a proven
    /// result at the edge of its winner).
    pub fn curve_value(&self) -> i32 {
        let (score, verdict) = self.played.unwrap_or((self.best.1, self.best.2));
        match verdict {
            Verdict::Proven { winner: Side::South, .. } => CURVE_LIMIT,
            Verdict::Proven { winner: Side::North, .. } => -CURVE_LIMIT,
            _ => score.clamp(-CURVE_LIMIT, CURVE_LIMIT),
        }
    }
}

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
}

/// The same game (the same `Rc`) and the same review.
impl PartialEq for ReviewState {
    fn eq(&self, other: &ReviewState) -> bool {
        let same_game = match (&self.game, &other.game) {
            (Some(a), Some(b)) => Rc::ptr_eq(a, b),
            (a, b) => a.is_none() && b.is_none(),
        };
        same_game
            && (self.run, self.tries, &self.plies, self.running, self.cursor, &self.failed, &self.learning, &self.board, &self.refused)
                == (other.run, other.tries, &other.plies, other.running, other.cursor, &other.failed, &other.learning, &other.board, &other.refused)
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
}

impl PageLogic for ReviewState {
    type Own = std::convert::Infallible;
    const PAGES: &'static [crate::app::pages::Page] = &[crate::app::pages::Page::Review];

    /// The review's reducer.
    fn reduce(&mut self, action: ReviewAction, context: &PageContext) -> Option<Request> {
        let review = self;
        match action {
            ReviewAction::ReviewCurrent => return Some(start(review, context.game.clone())),
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
        }
        None
    }

    fn answer(own: std::convert::Infallible, _: &mut crate::app::pages::Answering) {
        match own {}
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
            if let Some(last) = cursor.checked_sub(1) {
                review.board.replay_line(game.position_at(last), &[game.plies()[last].mv], paused);
            }
        }
    }
}

/// A new review of `game`, shown (its run id follows the last: a reply for that one is stale).
fn start(review: &mut ReviewState, game: Game) -> Request {
    let running = !game.plies().is_empty();
    *review = ReviewState { game: Some(Rc::new(game)), run: review.run + 1, tries: review.tries, running, ..ReviewState::default() };
    Request::ShowPage
}

fn learn_at(review: &mut ReviewState, at: usize) {
    if let Some(&ply) = review.marked().get(at) {
        review.learning = Some(Learning { at, checking: None, outcome: None });
        review.cursor = ply;
        if let Some(game) = &review.game {
            review.board.reset(game.position_at(ply));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Line;
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
}
