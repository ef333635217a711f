//! The move the board highlights (the last one played, or the one viewed from the move list),
//! explained: its narration in the reader's language, its trail on the board and its label in
//! the move list's numbering, all read from one [`crate::app::explain::MoveStory`] of the ply, replayed from the
//! position before it.

use super::explain::{move_entry, viewing_words};
use super::i18n::{self, ExplainText, Lang};
use super::state::AppState;

pub use super::explain::{explain_game_ply, ExplainedPly};

/// Ply `index` of the game explained (`None` past the last ply).
pub fn explain_ply(state: &AppState, index: usize) -> Option<ExplainedPly> {
    explain_game_ply(state.game(), index)
}

/// The highlighted ply explained: the last move played, or the one leading to the viewed
/// position; `None` at the start of the game.
pub fn highlighted(state: &AppState) -> Option<ExplainedPly> {
    explain_ply(state, state.highlighted_ply()?)
}

/// What the narration panel shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NarrationModel {
    pub heading: String,
    /// At most [`crate::app::explain::MAX_LINES`] lines.
    pub lines: Vec<String>,
    /// The plies played up to and including the move told (0: none), as the move list's
    /// `data-ply`.
    pub ply: usize,
    /// The line of the lap the animation or the lap stepper shows, if it shows this move.
    pub current: Option<usize>,
}

/// The narration of the highlighted move in the reader's language.
pub fn narration_model(state: &AppState) -> NarrationModel {
    narration_model_of(state, highlighted(state).as_ref())
}

/// [`narration_model`] for the highlighted ply already explained (the page explains it once a
/// move, not on every animation frame).
pub fn narration_model_of(state: &AppState, highlighted: Option<&ExplainedPly>) -> NarrationModel {
    let lap = highlighted.and_then(|ply| state.animated_lap(ply.index));
    narration_of(state.lang(), highlighted, state.screen.view.is_some(), lap)
}

/// The narration panel of any board: `ply` the move told (`None`: no move yet), `viewed` when it
/// is not the last move played, `lap` the lap the board shows of it while it is animated or
/// stepped. The game's board and the analysis board both tell their move here.
pub fn narration_of(lang: Lang, ply: Option<&ExplainedPly>, viewed: bool, lap: Option<u32>) -> NarrationModel {
    let Some(ply) = ply else {
        return NarrationModel { heading: i18n::t(lang, ExplainText::NarrationEmpty).to_string(), lines: Vec::new(), ply: 0, current: None };
    };
    let key = if viewed { ExplainText::NarrationViewed } else { ExplainText::NarrationLast };
    let heading = i18n::tf(lang, key, &[i18n::side_word(lang, ply.narration.mover), &ply.title()]);
    let current = lap.and_then(|lap| ply.narration.line_of_lap(lap));
    NarrationModel { heading, lines: ply.narration.texts(lang), ply: ply.index + 1, current }
}

/// The status line while an earlier position is viewed, with the move list's label of the
/// move that led to it ("Viewing the position after 2. B2<").
pub fn viewing_text(state: &AppState) -> Option<String> {
    let shown = state.screen.view?;
    let after = shown.checked_sub(1).and_then(|i| move_entry(state.game(), i));
    Some(viewing_words(state.lang(), after.as_ref().map(|(label, notation)| (*label, notation.as_str()))))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::i18n::Lang;
    use crate::app::save::Speed;
    use crate::app::setup::{GameSetup, Opponent};
    use crate::app::state::{BoardAction, GameAction, PlayAction, ScreenAction, SettingsAction, Stored};
    use crate::engine::{BawoSetup, Dir, Hole, Move, Variant};

    fn kujifunza() -> AppState {
        AppState::start(
            Stored { settings: None, reduced_motion: false, game: None, list: None, unreadable: false, learn: Default::default() },
            Lang::En,
            "t".to_string(),
        )
        .reduce(GameAction::NewGame(GameSetup { variant: Variant::Kujifunza, bawo_setup: BawoSetup::Chikoko, opponent: Opponent::Human, kete_match: false }))
        .reduce(SettingsAction::SetSpeed(Speed::Instant))
    }

    /// Plays from `hole`, choosing `dir` if the hole asks for a direction.
    fn sow(state: AppState, hole: Hole, dir: Dir) -> AppState {
        let plies = state.game().plies().len();
        let state = state.reduce(PlayAction::Board(BoardAction::Click(hole)));
        if state.game().plies().len() > plies {
            state
        } else {
            state.reduce(PlayAction::Board(BoardAction::ChooseDir(dir)))
        }
    }

    fn holes(names: &[&str]) -> Vec<Hole> {
        names.iter().map(|n| Hole::parse(n).unwrap()).collect()
    }

    #[test]
    fn nothing_is_told_before_the_first_move() {
        let model = narration_model(&kujifunza());
        assert_eq!(model, NarrationModel { heading: "No move has been played yet.".to_string(), lines: Vec::new(), ply: 0, current: None });
    }

    // Bao la Kujifunza starts with 2 seeds in every hole (RULES.md §10). A3> sows A4 and A5
    // (3 seeds); A5 faces a4 (A i faces a(9−i)), which holds 2: captured. A5 is central and
    // the move runs clockwise, so the seeds enter at the left kichwa A1 (§4): A1, A2, ending in
    // A2 (3 seeds) facing a7 (2): captured again, A2 is in the left kimbi, so again A1, A2.
    // A2 now holds 4 and faces the emptied a7: a relay of 4 seeds, A3 A4 A5 A6, ending in A6.
    #[test]
    fn the_last_move_is_told_lap_by_lap_with_its_captures() {
        let state = sow(kujifunza(), Hole::parse("A3").unwrap(), Dir::Right);
        let model = narration_model(&state);
        assert_eq!(model.ply, 1);
        assert_eq!(model.heading, "Last move, South: 1. A3>");
        assert_eq!(
            model.lines[..4],
            [
                "lap 1: A3, 2 seeds to the right, ends in A5",
                "lap 2: captured 2 from a4 → entered at kichwa A1, sowing on to the right, ends in A2",
                "lap 3: captured 2 from a7 → entered at kichwa A1, sowing on to the right, ends in A2",
                "lap 4: relay from A2, 4 seeds, ends in A6",
            ]
        );
        let trail = highlighted(&state).unwrap().trail;
        assert_eq!(trail.start, Some(Hole::parse("A3").unwrap()));
        assert_eq!(trail.holes()[..5], holes(&["A4", "A5", "A1", "A2", "A3"])[..]);
        assert_eq!(trail.captured.iter().map(|d| d.hole).take(2).collect::<Vec<_>>(), holes(&["a4", "a7"]));
        let sw = narration_model(&state.reduce(SettingsAction::SetLang(Some(Lang::Sw))));
        assert_eq!(sw.heading, "Mwendo wa mwisho, Kusini: 1. A3>");
    }

    #[test]
    fn a_viewed_ply_is_told_with_the_move_lists_label() {
        let state = sow(kujifunza(), Hole::parse("A3").unwrap(), Dir::Right);
        let Some(Move::Sow(reply)) = state.game().position().legal_moves().first().cloned() else { panic!("North sows in Bao la Kujifunza") };
        let state = sow(state, reply.hole, reply.dir.unwrap_or(Dir::Left));
        let live = narration_model(&state);
        assert_eq!(live.ply, 2);
        assert!(live.heading.starts_with("Last move, North: 1… "), "{}", live.heading);
        let viewed = state.clone().reduce(ScreenAction::View(Some(1)));
        let model = narration_model(&viewed);
        assert_eq!((model.ply, model.heading.as_str()), (1, "Move 1. A3>, played by South"));
        assert_eq!(model.lines[0], "lap 1: A3, 2 seeds to the right, ends in A5");
        assert_eq!(viewing_text(&viewed).as_deref(), Some("Viewing the position after 1. A3>"));
        assert_eq!(viewing_text(&viewed.reduce(ScreenAction::View(Some(0)))).as_deref(), Some("Viewing the start position"));
        assert_eq!(viewing_text(&state), None, "the live position");
    }
}
