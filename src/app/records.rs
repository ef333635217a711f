//! Who played and when: the `South`, `North` and `Date` headers the app writes into a game's
//! record (RULES.md §12) and the game list reads back. The header values are written in
//! English ("You", "Computer (level 3)", "Player 1"), the record's own language; the list
//! shows them in the reader's language, and any other name (an imported "Ramadhan") as it is.

use super::i18n::{t, tf, Lang, PlayText, RecordText};
use super::opponent;
use super::setup::{MatchScore, Opponent};
use crate::engine::{Side, Variant};

/// One player of a game, as a record's `South` / `North` header names them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Player {
    /// The person at the device, against the computer.
    You,
    /// The computer at a level (its name: `1` … `4`, `top`).
    Computer(String),
    /// Player 1 or 2 of a game between two people on this device.
    Numbered(u8),
    /// Any other name (from an imported record).
    Named(String),
}

impl Player {
    /// The players of a game (South, North) against `opponent`; in a Kete match the players
    /// keep their numbers while they change sides.
    pub fn of_game(opponent: Opponent, kete_match: Option<MatchScore>) -> [Player; 2] {
        Side::BOTH.map(|side| match opponent {
            Opponent::Computer { level, side: computer } if computer == side => Player::Computer(opponent::ai_level(level).to_string()),
            Opponent::Computer { .. } => Player::You,
            Opponent::Human => Player::Numbered(kete_match.map_or(side.index(), |m| m.player_of(side)) as u8 + 1),
        })
    }

    /// The header value.
    pub fn header(&self) -> String {
        match self {
            Player::You => "You".to_string(),
            Player::Computer(level) => format!("Computer (level {level})"),
            Player::Numbered(n) => format!("Player {n}"),
            Player::Named(name) => name.clone(),
        }
    }

    /// Reads a header value (the inverse of [`Player::header`]; any other text is a name).
    pub fn from_header(value: &str) -> Player {
        let value = value.trim();
        if value == "You" {
            return Player::You;
        }
        if let Some(level) = value.strip_prefix("Computer (level ").and_then(|rest| rest.strip_suffix(')')) {
            return Player::Computer(level.to_string());
        }
        match value.strip_prefix("Player ").and_then(|n| n.parse::<u8>().ok()) {
            Some(n @ 1..=2) => Player::Numbered(n),
            _ => Player::Named(value.to_string()),
        }
    }

    /// The player in the status line beside a side's name ("South (you)", "North (computer,
    /// level 3)"), in the reader's language; players and names as [`Player::words`] says them.
    pub fn status_words(&self, lang: Lang) -> String {
        match self {
            Player::You => t(lang, PlayText::StatusYou).to_string(),
            Player::Computer(level) => tf(lang, PlayText::StatusComputer, &[level]),
            Player::Numbered(_) | Player::Named(_) => self.words(lang),
        }
    }

    /// The player in the reader's language.
    pub fn words(&self, lang: Lang) -> String {
        match self {
            Player::You => t(lang, RecordText::PlayerYou).to_string(),
            Player::Computer(level) => tf(lang, RecordText::PlayerComputer, &[level]),
            Player::Numbered(n) => tf(lang, RecordText::PlayerNumbered, &[&n.to_string()]),
            Player::Named(name) => name.clone(),
        }
    }
}

/// The headers a new game's record carries: who plays South and North, and the day it started
/// (`YYYY-MM-DD`, given by the browser; none when it is not known).
pub fn game_headers(opponent: Opponent, kete_match: Option<MatchScore>, date: Option<&str>) -> Vec<(String, String)> {
    let [south, north] = Player::of_game(opponent, kete_match);
    let mut headers = vec![("South".to_string(), south.header()), ("North".to_string(), north.header())];
    if let Some(date) = date {
        headers.push(("Date".to_string(), date.to_string()));
    }
    headers
}

/// What the game list shows of a stored record, read from its header lines and move lines
/// without replaying it (old saves without players or date give `None` there).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordSummary {
    pub variant: Option<Variant>,
    /// South's and North's players.
    pub players: [Option<Player>; 2],
    pub date: Option<String>,
    /// `south`, `north`, `draw` or `*`.
    pub result: String,
    pub plies: usize,
}

impl RecordSummary {
    /// Reads the summary of a record text (RULES.md §12).
    pub fn of(record: &str) -> RecordSummary {
        let mut lines = record.lines().map(str::trim).skip_while(|l| l.is_empty());
        let mut headers: Vec<(&str, &str)> = Vec::new();
        for line in lines.by_ref() {
            if line.is_empty() {
                break;
            }
            if let Some((key, value)) = line.split_once(':').filter(|_| !line.starts_with('#')) {
                headers.push((key.trim(), value.trim()));
            }
        }
        let find = |key: &str| headers.iter().find(|(k, _)| *k == key).map(|(_, v)| *v);
        let plies = lines.filter(|l| !l.is_empty() && !l.starts_with('#') && !l.starts_with(';')).count();
        RecordSummary {
            variant: find("Variant").and_then(Variant::from_name),
            players: [find("South").map(Player::from_header), find("North").map(Player::from_header)],
            date: find("Date").map(str::to_string),
            result: find("Result").unwrap_or("*").to_string(),
            plies,
        }
    }

    /// "You – Computer (level 2)" in the reader's language, when the record names both.
    pub fn players_words(&self, lang: Lang) -> Option<String> {
        match &self.players {
            [Some(south), Some(north)] => Some(format!("{} – {}", south.words(lang), north.words(lang))),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn players_are_named_by_who_plays_each_side() {
        // The computer at level 3 plays North: South is the person.
        let computer = Opponent::Computer { level: 3, side: Side::North };
        assert_eq!(Player::of_game(computer, None), [Player::You, Player::Computer("3".to_string())]);
        assert_eq!(Player::of_game(Opponent::Human, None), [Player::Numbered(1), Player::Numbered(2)]);
        // The second game of a Kete match: the players have changed sides.
        let second = MatchScore::default().next_game();
        assert_eq!(Player::of_game(Opponent::Human, Some(second)), [Player::Numbered(2), Player::Numbered(1)]);
    }

    #[test]
    fn headers_are_written_and_read_back() {
        let computer = Opponent::Computer { level: 2, side: Side::South };
        let headers = game_headers(computer, None, Some("2026-12-01"));
        let pairs: Vec<(&str, &str)> = headers.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
        assert_eq!(pairs, [("South", "Computer (level 2)"), ("North", "You"), ("Date", "2026-12-01")]);
        for player in [Player::You, Player::Computer("top".to_string()), Player::Numbered(1), Player::Numbered(2), Player::Named("Ramadhan".to_string())] {
            assert_eq!(Player::from_header(&player.header()), player);
        }
        assert_eq!(Player::from_header("Player 7"), Player::Named("Player 7".to_string()));
        // Through a whole record, as the engine writes it.
        let game = crate::engine::Game::new(crate::engine::Position::start(Variant::Kujifunza, Default::default()));
        let summary = RecordSummary::of(&game.to_record(&headers));
        assert_eq!(summary.players, [Some(Player::Computer("2".to_string())), Some(Player::You)]);
        assert_eq!(summary.date.as_deref(), Some("2026-12-01"));
        assert_eq!(summary.players_words(Lang::En).as_deref(), Some("Computer (level 2) – You"));
        assert_eq!(summary.players_words(Lang::Sw).as_deref(), Some("Kompyuta (kiwango 2) – Wewe"));
    }

    #[test]
    fn an_old_record_without_players_or_date_is_summarised_without_them() {
        let summary = RecordSummary::of("Variant: kiswahili\nResult: north\n\nA6>\na6<\n; a comment\nA5<\n");
        assert_eq!(summary, RecordSummary { variant: Some(Variant::Kiswahili), players: [None, None], date: None, result: "north".to_string(), plies: 3 });
        assert_eq!(summary.players_words(Lang::En), None);
    }

    /// The records feature through the app's reducer: the move-list cursor, the import dialog
    /// and its errors, the resignation asked first, and the headers of a new game.
    mod reducer {
        use crate::app::explain::CursorStep;
        use crate::app::i18n::Lang;
        use crate::app::save::Speed;
        use crate::app::setup::{GameSetup, Opponent};
        use crate::app::share::{read_any, ImportError};
        use crate::app::state::{AppState, Dialog, GameAction, PlayAction, ScreenAction, Session, SettingsAction, Stored};
        use crate::engine::{BawoSetup, EndReason, Outcome, Side, Variant};

        fn fresh() -> AppState {
            AppState::start(
                Stored { settings: None, reduced_motion: false, game: None, list: None, unreadable: false, learn: Default::default() },
                Lang::En,
                "t".to_string(),
            )
            .reduce(SettingsAction::SetSpeed(Speed::Instant))
        }

        fn new_game(state: AppState, opponent: Opponent) -> AppState {
            state.reduce(GameAction::NewGame(GameSetup { variant: Variant::Kiswahili, bawo_setup: BawoSetup::Chikoko, opponent, kete_match: false }))
        }

        /// Bao la Kiswahili after the three plies of the dialog's example move list.
        fn three_plies() -> AppState {
            let record = read_any(crate::app::share::examples::MOVES, Variant::Kiswahili, BawoSetup::Chikoko).unwrap().record;
            let state = fresh().reduce(ScreenAction::OpenDialog(Dialog::Import));
            let state = state.reduce(GameAction::Import(Ok(Box::new(Session::from_record(record)))));
            assert_eq!(state.game().plies().len(), 3);
            assert_eq!(state.screen.dialog, None, "the dialog closes once the game is loaded");
            state
        }

        #[test]
        fn the_cursor_steps_through_the_plies_and_the_board_follows() {
            let state = three_plies();
            let steps = [
                (CursorStep::Prev, Some(2)),
                (CursorStep::Prev, Some(1)),
                (CursorStep::Next, Some(2)),
                (CursorStep::First, Some(0)),
                (CursorStep::Prev, Some(0)),
                (CursorStep::Next, Some(1)),
                (CursorStep::Last, None),
                (CursorStep::Next, None),
                (CursorStep::Prev, Some(2)),
                (CursorStep::Next, None),
            ];
            let mut state = state;
            for (step, view) in steps {
                state = state.reduce(ScreenAction::Step(step));
                assert_eq!(state.screen.view, view, "{step:?}");
                let plies = view.unwrap_or(3);
                assert_eq!(state.shown_position(), state.game().position_at(plies), "{step:?}");
                assert_eq!(state.highlighted_ply(), plies.checked_sub(1), "{step:?}");
            }
            // Not while a dialog is open.
            let asked = state.reduce(ScreenAction::OpenDialog(Dialog::Keys)).reduce(ScreenAction::Step(CursorStep::First));
            assert_eq!(asked.screen.view, None);
        }

        #[test]
        fn a_bad_import_is_reported_in_the_dialog_and_a_bad_link_on_the_page() {
            let state = fresh().reduce(ScreenAction::OpenDialog(Dialog::Import));
            let state = state.reduce(GameAction::Import(Err(ImportError::Empty)));
            assert_eq!((state.screen.dialog.clone(), state.screen.import_error.clone()), (Some(Dialog::Import), Some(ImportError::Empty)));
            assert_eq!(state.screen.notice, None, "not behind the dialog");
            let closed = state.reduce(ScreenAction::CloseDialog);
            assert_eq!(closed.screen.import_error, None);
            let link = closed.reduce(GameAction::Import(Err(ImportError::BadLink)));
            assert_eq!(link.screen.notice, Some(crate::app::state::Notice::Import(ImportError::BadLink)));
        }

        #[test]
        fn resigning_is_asked_first_and_the_answer_closes_the_question() {
            let state = new_game(fresh(), Opponent::Computer { level: 2, side: Side::North });
            let asked = state.reduce(ScreenAction::OpenDialog(Dialog::ConfirmResign));
            assert!(!asked.game().is_over(), "asking changes nothing");
            let kept = asked.clone().reduce(ScreenAction::CloseDialog);
            assert!(!kept.game().is_over() && kept.screen.dialog.is_none());
            // The person plays South against the computer: South resigns, North wins.
            let resigned = asked.reduce(PlayAction::Resign);
            assert_eq!(resigned.screen.dialog, None);
            assert_eq!(resigned.game().result(), Some((Outcome::Win(Side::North), EndReason::Resignation)));
        }

        #[test]
        fn a_new_game_records_its_players_and_the_day_it_started() {
            let state = fresh().reduce(GameAction::Today("2026-12-01".to_string()));
            let state = new_game(state, Opponent::Computer { level: 3, side: Side::South });
            let record = state.session().record();
            let summary = super::RecordSummary::of(&record);
            assert_eq!(summary.players, [Some(super::Player::Computer("3".to_string())), Some(super::Player::You)], "{record}");
            assert_eq!(summary.date.as_deref(), Some("2026-12-01"));
            // Between two people, without a known date.
            let friends = new_game(fresh(), Opponent::Human);
            let summary = super::RecordSummary::of(&friends.session().record());
            assert_eq!(summary.players, [Some(super::Player::Numbered(1)), Some(super::Player::Numbered(2))]);
            assert_eq!(summary.date, None);
            // A loaded record keeps its own players.
            let loaded = three_plies();
            assert_eq!(super::RecordSummary::of(&loaded.session().record()).players, [None, None]);
        }
    }
}
