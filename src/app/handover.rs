//! The hand-over from the play bundle to the study bundle.
//!
//! The page first loads a light bundle with the game alone (`bao-web`); the learning path,
//! drills, puzzles, analysis, the board editor and the review come with the study bundle
//! (`bao-study`), loaded the first time one of them is opened. The study bundle starts from
//! what is stored (the game, the settings, the learner's progress), like a reload, so the
//! play bundle hands it only the action that opened the study page and the one piece of
//! screen state that action reads — the ply being viewed — as a short line of text.
//!
//! ```
//! use bao::app::handover::Handover;
//! use bao::app::state::{AnalysisAction, Mode, ModeAction};
//!
//! assert_eq!(Handover::of(&ModeAction::Open(Mode::Drill).into(), None), Some(Handover::Open(Mode::Drill)));
//! assert_eq!(Handover::of(&ModeAction::Open(Mode::Play).into(), None), None);
//! let analyse = Handover::of(&AnalysisAction::OpenGame.into(), Some(3)).unwrap();
//! assert_eq!(Handover::decode(&analyse.encode()), Some(analyse));
//! ```

use super::state::{Action, AnalysisAction, LearnAction, Mode, ModeAction, ReviewAction, ScreenAction};

/// The action that opened a study page in the play bundle, for the study bundle to repeat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Handover {
    /// Show a study page (Learn, Drill, Puzzles, Editor, Review or Analysis as it stands).
    Open(Mode),
    /// "Learn to play" on the first visit's welcome.
    LearnToPlay,
    /// Analyse the game being played, at the viewed ply (`None`: the live position).
    AnalyseGame { view: Option<usize> },
    /// Review the game being played.
    ReviewCurrent,
    /// Review a stored game: its record text.
    ReviewRecord(String),
}

/// The study pages, in the words [`Handover::encode`] writes.
const MODE_NAMES: [(Mode, &str); 6] = [
    (Mode::Learn, "learn"),
    (Mode::Drill, "drill"),
    (Mode::Puzzles, "puzzles"),
    (Mode::Analysis, "analysis"),
    (Mode::Editor, "editor"),
    (Mode::Review, "review"),
];

impl Handover {
    /// The hand-over an action asks for, or `None` when the play bundle handles it itself.
    /// `view` is the ply the move list shows (`None`: the live position).
    pub fn of(action: &Action, view: Option<usize>) -> Option<Handover> {
        match action {
            Action::Mode(ModeAction::Open(Mode::Play)) => None,
            Action::Mode(ModeAction::Open(mode)) => Some(Handover::Open(*mode)),
            Action::Learn(LearnAction::Welcome { learn: true }) => Some(Handover::LearnToPlay),
            Action::Learn(LearnAction::Welcome { learn: false }) => None,
            Action::Analysis(AnalysisAction::OpenGame) => Some(Handover::AnalyseGame { view }),
            Action::Review(ReviewAction::ReviewCurrent) => Some(Handover::ReviewCurrent),
            Action::Review(ReviewAction::ReviewRecord(record)) => Some(Handover::ReviewRecord(record.clone())),
            // Any other action of a study slice belongs to a study page.
            Action::Learn(_) => Some(Handover::Open(Mode::Learn)),
            Action::Analysis(_) => Some(Handover::Open(Mode::Analysis)),
            Action::Review(_) => Some(Handover::Open(Mode::Review)),
            Action::Editor(_) => Some(Handover::Open(Mode::Editor)),
            Action::Practice(_) => Some(Handover::Open(Mode::Drill)),
            _ => None,
        }
    }

    /// The actions the study bundle dispatches, in order, to stand where the play bundle was.
    pub fn actions(self) -> Vec<Action> {
        match self {
            Handover::Open(mode) => vec![ModeAction::Open(mode).into()],
            Handover::LearnToPlay => vec![LearnAction::Welcome { learn: true }.into()],
            Handover::AnalyseGame { view: Some(ply) } => vec![ScreenAction::View(Some(ply)).into(), AnalysisAction::OpenGame.into()],
            Handover::AnalyseGame { view: None } => vec![AnalysisAction::OpenGame.into()],
            Handover::ReviewCurrent => vec![ReviewAction::ReviewCurrent.into()],
            Handover::ReviewRecord(record) => vec![ReviewAction::ReviewRecord(record).into()],
        }
    }

    /// The hand-over as one line of text: `open learn`, `learn-to-play`, `analyse 12`,
    /// `analyse`, `review`, or `review-record` and the record on the lines after it.
    pub fn encode(&self) -> String {
        match self {
            Handover::Open(mode) => format!("open {}", mode_name(*mode)),
            Handover::LearnToPlay => "learn-to-play".to_string(),
            Handover::AnalyseGame { view: Some(ply) } => format!("analyse {ply}"),
            Handover::AnalyseGame { view: None } => "analyse".to_string(),
            Handover::ReviewCurrent => "review".to_string(),
            Handover::ReviewRecord(record) => format!("review-record\n{record}"),
        }
    }

    /// Reads [`Handover::encode`]'s text; `None` for anything else.
    pub fn decode(text: &str) -> Option<Handover> {
        let (head, rest) = text.split_once('\n').unwrap_or((text, ""));
        let mut words = head.split(' ');
        let handover = match (words.next()?, words.next()) {
            ("open", Some(name)) => Handover::Open(MODE_NAMES.iter().find(|(_, n)| *n == name)?.0),
            ("learn-to-play", None) => Handover::LearnToPlay,
            ("analyse", Some(ply)) => Handover::AnalyseGame { view: Some(ply.parse().ok()?) },
            ("analyse", None) => Handover::AnalyseGame { view: None },
            ("review", None) => Handover::ReviewCurrent,
            ("review-record", None) if !rest.is_empty() => return Some(Handover::ReviewRecord(rest.to_string())),
            _ => return None,
        };
        (words.next().is_none() && rest.is_empty()).then_some(handover)
    }
}

/// A study page's word in the hand-over text (`Mode::Play` is never handed over).
fn mode_name(mode: Mode) -> &'static str {
    MODE_NAMES.iter().find(|(m, _)| *m == mode).map_or("learn", |(_, name)| name)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::state::{CoachAction, GameAction, PlayAction, SettingsAction};

    #[test]
    fn every_study_entry_is_handed_over_and_the_game_stays_in_the_play_bundle() {
        let cases: Vec<(Action, Option<Handover>)> = vec![
            (ModeAction::Open(Mode::Learn).into(), Some(Handover::Open(Mode::Learn))),
            (ModeAction::Open(Mode::Puzzles).into(), Some(Handover::Open(Mode::Puzzles))),
            (ModeAction::Open(Mode::Editor).into(), Some(Handover::Open(Mode::Editor))),
            (ModeAction::Open(Mode::Play).into(), None),
            (LearnAction::Welcome { learn: true }.into(), Some(Handover::LearnToPlay)),
            (LearnAction::Welcome { learn: false }.into(), None),
            (AnalysisAction::OpenGame.into(), Some(Handover::AnalyseGame { view: Some(4) })),
            (ReviewAction::ReviewCurrent.into(), Some(Handover::ReviewCurrent)),
            (ReviewAction::ReviewRecord("1. A3>".into()).into(), Some(Handover::ReviewRecord("1. A3>".into()))),
            (AnalysisAction::Close.into(), Some(Handover::Open(Mode::Analysis))),
            (PlayAction::Resign.into(), None),
            // Coached games are games: the new-game dialog starts them in the play bundle.
            (CoachAction::TakeBack.into(), None),
            (GameAction::ConfirmReplace(true).into(), None),
            (SettingsAction::ToggleCoords.into(), None),
        ];
        for (action, wanted) in cases {
            assert_eq!(Handover::of(&action, Some(4)), wanted, "{action:?}");
        }
    }

    #[test]
    fn the_text_round_trips_and_anything_else_is_refused() {
        let all = [
            Handover::Open(Mode::Learn),
            Handover::Open(Mode::Drill),
            Handover::Open(Mode::Puzzles),
            Handover::Open(Mode::Analysis),
            Handover::Open(Mode::Editor),
            Handover::Open(Mode::Review),
            Handover::LearnToPlay,
            Handover::AnalyseGame { view: Some(0) },
            Handover::AnalyseGame { view: Some(17) },
            Handover::AnalyseGame { view: None },
            Handover::ReviewCurrent,
            Handover::ReviewRecord("[Variant \"kujifunza\"]\n\n1. A3> a6<\n".into()),
        ];
        for handover in all {
            assert_eq!(Handover::decode(&handover.encode()), Some(handover.clone()), "{}", handover.encode());
        }
        for bad in
            ["", "open", "open play", "open learn extra", "analyse x", "analyse -1", "review more", "review-record", "review-record\n", "learn-to-play\nx"]
        {
            assert_eq!(Handover::decode(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn the_study_bundle_repeats_the_opening_action_after_the_viewed_ply() {
        let actions = Handover::AnalyseGame { view: Some(2) }.actions();
        assert!(matches!(actions.as_slice(), [Action::Screen(ScreenAction::View(Some(2))), Action::Analysis(AnalysisAction::OpenGame)]));
        assert!(matches!(Handover::LearnToPlay.actions().as_slice(), [Action::Learn(LearnAction::Welcome { learn: true })]));
    }
}
