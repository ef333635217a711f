//! What the game's page shows, made once from the state: the board with its reserves, lap bar
//! and prompt, and the side panel (status, coach, narration, hint, controls, move list). The
//! components (`ui::areas`, `ui::panels`, `ui::controls`) draw it and never read the state.

use crate::app::coach::Coach;
use crate::app::explain::{GambitExposure, MoveRow, Numbering};
use crate::app::i18n::Lang;
use crate::app::input::{self, Pick, SowingChoice};
use crate::app::laps::{self, LapBarModel};
use crate::app::narrated::{self, ExplainedPly, NarrationModel};
use crate::app::setup::{MatchScore, Opponent};
use crate::app::state::AppState;
use crate::app::view::reply::ReplyLine;
use crate::app::view::{self, BoardModel, LapPreview};
use crate::engine::{EndReason, Hole, Outcome, Position, Side, Variant};

/// The game's page.
pub struct GamePageView {
    pub lang: Lang,
    /// The game on the board.
    pub variant: Variant,
    pub board: BoardModel,
    pub lap_bar: LapBarModel,
    pub prompt: PromptView,
    pub status: StatusView,
    pub coach: CoachView,
    pub narration: NarrationModel,
    /// The hint found, in words.
    pub hint: Option<String>,
    pub controls: ControlsView,
    pub history: HistoryView,
}

/// What the player is asked below the board.
pub struct PromptView {
    /// The hole picked and its directions (the named direction bar).
    pub picked: Option<(Hole, Vec<SowingChoice>)>,
    /// A Bawo gambit: the seeds placed and how many to place.
    pub gambit: Option<(usize, usize)>,
    /// Stop or safari is asked.
    pub safari_question: bool,
    /// The move being shown: its lap caption and the sowing's detail.
    pub animation: Option<(String, String)>,
    pub previews: Vec<LapPreview>,
    /// The opponent's best reply to each move considered (the setting).
    pub replies: Vec<ReplyLine>,
    pub exposure: Option<(Side, GambitExposure)>,
}

/// The game's status line.
#[derive(Clone, Debug, PartialEq)]
pub struct StatusView {
    pub position: Position,
    pub result: Option<(Outcome, EndReason)>,
    /// The side the person plays against the computer.
    pub person: Option<Side>,
    pub thinking: Option<String>,
    pub viewing: Option<String>,
    pub kete_match: Option<MatchScore>,
    pub players: [String; 2],
    /// The opponent ("play from here" starts a new game from the shown position against him).
    pub opponent: Opponent,
}

/// The coach's bar.
pub struct CoachView {
    pub coach: Option<Coach>,
    /// The coach's search judges the person's move.
    pub checking: bool,
    /// The opponent's biggest capture if it were his move, on the person's turn.
    pub threat: Option<String>,
}

/// The game's controls.
pub struct ControlsView {
    pub can_input: bool,
    pub can_redo: bool,
    pub plies: usize,
    pub over: bool,
    pub record: String,
}

/// The move list.
pub struct HistoryView {
    pub moves: Vec<String>,
    pub rows: Vec<MoveRow>,
    /// The ply viewed (`None`: the live position).
    pub viewing: Option<usize>,
}

/// The game's page's view (`explained`: the highlighted move explained).
pub fn game_page_view(state: &AppState, explained: Option<&ExplainedPly>) -> GamePageView {
    let (session, game) = (state.session(), state.game());
    let board = BoardModel::of(&view::game_board(state, explained));
    GamePageView {
        lang: state.lang(),
        variant: game.start().variant(),
        lap_bar: laps::lap_bar_model(state, explained),
        prompt: prompt_view(state, &board),
        board,
        status: StatusView {
            position: state.shown_position().clone(),
            result: game.result(),
            person: session.opponent.person_side(),
            thinking: view::thinking_text(state),
            viewing: narrated::viewing_text(state),
            kete_match: session.kete_match,
            players: view::player_names(state),
            opponent: session.opponent,
        },
        coach: CoachView { coach: session.coach, checking: state.coach_check.is_some(), threat: coach_threat(state) },
        narration: narrated::narration_model_of(state, explained),
        hint: view::hint_text(state),
        controls: ControlsView {
            can_input: state.can_input(),
            can_redo: !session.redo.is_empty(),
            plies: game.plies().len(),
            over: game.is_over(),
            record: session.record(),
        },
        history: HistoryView { moves: game.annotated_moves(), rows: Numbering::new(game.start()).rows(game.plies().len()), viewing: state.screen.view },
    }
}

fn prompt_view(state: &AppState, board: &BoardModel) -> PromptView {
    let screen = &state.screen;
    let (picked, gambit) = match &screen.board.pick {
        Pick::Hole { hole, choices } if screen.view.is_none() => (Some((*hole, choices.clone())), None),
        Pick::Gambit { placed } if state.can_input() => (None, input::gambit_seeds(state.game().position()).map(|total| (placed.len(), total))),
        _ => (None, None),
    };
    let anim = screen.board.anim.as_ref();
    let caption = laps::caption(state).unwrap_or_default();
    let animation =
        anim.filter(|a| a.running() || screen.board.safari.is_some()).and_then(|a| a.frame()).map(|f| (caption, laps::sowing_detail(state.lang(), f)));
    PromptView {
        picked,
        gambit,
        safari_question: screen.board.safari.is_some() && !anim.is_some_and(|a| a.running()),
        animation,
        previews: board.previews.clone(),
        replies: view::reply::reply_lines(state),
        exposure: board.exposure.clone().map(|e| (state.game().position().to_move(), e)),
    }
}

/// The coach's threat warning: on the person's turn in a coached game, live, the opponent's
/// biggest capture if it were his move.
fn coach_threat(state: &AppState) -> Option<String> {
    let session = state.session();
    let pos = state.game().position();
    let persons_turn = session.coach.is_some_and(|c| c.on) && state.screen.view.is_none() && session.opponent.person_side() == Some(pos.to_move());
    persons_turn.then(|| crate::app::coach::threat_words(state.lang(), pos)).flatten()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::setup::Opponent;
    use crate::app::state::tests::kujifunza;
    use crate::app::state::{BoardAction, PlayAction};
    use crate::engine::Dir;

    /// The game's page shows what the state holds: A3 picked in Bao la Kujifunza's start asks
    /// for a direction (two seeds sow either way, RULES.md §10), then the move is in the list
    /// and the controls count it.
    #[test]
    fn the_games_view_follows_the_game() {
        let a3 = Hole::parse("A3").unwrap();
        let state = kujifunza(Opponent::Human).reduce(PlayAction::Board(BoardAction::Click(a3)));
        let view = game_page_view(&state, None);
        let (picked, choices) = view.prompt.picked.clone().expect("A3 waits for its direction");
        assert_eq!((picked, choices.len()), (a3, 2));
        assert_eq!((view.controls.plies, view.controls.can_input, view.history.moves.len()), (0, true, 0));
        let state = state.reduce(PlayAction::Board(BoardAction::ChooseDir(Dir::Right)));
        let view = game_page_view(&state, None);
        assert_eq!(view.prompt.picked, None);
        assert_eq!((view.controls.plies, view.history.moves.len(), view.status.person), (1, 1, None));
        assert_eq!(view.variant, Variant::Kujifunza);
    }
}
