//! The saved game, the game list and the settings in localStorage: their JSON format, its
//! version, and the migration of older saves, each through the versioned [`store`]. Nothing
//! here touches the browser.

pub mod progress;
pub mod store;
pub mod tabs;

use serde::{Deserialize, Serialize};

pub use store::{load, LoadError, Loaded, SetAside, Store};

use super::coach::Coach;
use super::i18n::{Lang, SettingText};
use super::setup::{MatchScore, Opponent};
use crate::listed_enum;

/// localStorage key of the game in progress.
pub const GAME_KEY: &str = "bao.game";
/// localStorage key of the list of finished and abandoned games.
pub const LIST_KEY: &str = "bao.games";
/// localStorage key of the settings.
pub const SETTINGS_KEY: &str = "bao.settings";
/// localStorage key where an unreadable saved game is kept aside (so it can be exported).
pub const BROKEN_KEY: &str = "bao.broken";

/// Why the browser's storage did not keep what the app wrote, or could not be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StorageFault {
    /// The storage is full: the browser's quota for the site (about 5 MB) is reached.
    Full,
    /// The browser gives the app no storage or refuses it (a private window, blocked site data),
    /// or it could not be read at start-up — then nothing is written for the whole visit, so
    /// what is stored stays untouched.
    Unavailable,
}

/// The current format of the saved game.
pub const VERSION: u32 = 2;
/// The game list keeps this many games (oldest dropped first).
pub const LIST_LIMIT: usize = 20;

/// A game as saved: its record (RULES.md §12, replayed on load) and what is around it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedGame {
    /// Identifies the game across tabs and in the game list.
    pub id: String,
    /// Grows with every change, so a tab can tell a newer save of the same game.
    pub revision: u64,
    pub record: String,
    pub opponent: Opponent,
    /// The side that resigned (the record has no resignation).
    #[serde(default, with = "optional_side", skip_serializing_if = "Option::is_none")]
    pub resigned: Option<crate::engine::Side>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kete_match: Option<MatchScore>,
    /// Moves taken back that redo can play again.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub redo: Vec<String>,
    /// A practice game's coach (older saves have none).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub coach: Option<Coach>,
}

/// Version 1 saves kept only the variant and the move list, always hot-seat.
#[derive(Deserialize)]
struct SavedGameV1 {
    variant: String,
    #[serde(default)]
    setup: Option<String>,
    moves: Vec<String>,
}

impl Store for SavedGame {
    const KEY: &'static str = GAME_KEY;
    const SIDE_KEY: &'static str = BROKEN_KEY;
    const FIELD: &'static str = "game";
    const VERSION: u32 = VERSION;

    /// Version 1 kept the variant and the moves; a save without a version is not one.
    fn migrate(version: u32, text: &str) -> Result<SavedGame, LoadError> {
        match version {
            1 => serde_json::from_str::<SavedGameV1>(text).map(migrate_v1).map_err(|e| LoadError::Corrupt(e.to_string())),
            _ => Err(LoadError::Corrupt("no save format version".to_string())),
        }
    }
}

/// The JSON text of a save.
pub fn write_game(game: &SavedGame) -> String {
    store::write(game)
}

/// Reads a save of any known version, migrating older ones.
pub fn read_game(text: &str) -> Result<SavedGame, LoadError> {
    store::read(text)
}

fn migrate_v1(old: SavedGameV1) -> SavedGame {
    let mut record = format!("Variant: {}\n", old.variant);
    if let Some(setup) = old.setup {
        record.push_str(&format!("Setup: {setup}\n"));
    }
    record.push('\n');
    for mv in &old.moves {
        record.push_str(mv);
        record.push('\n');
    }
    SavedGame { id: "migrated-v1".to_string(), revision: 0, record, opponent: Opponent::Human, resigned: None, kete_match: None, redo: Vec::new(), coach: None }
}

/// A game in the local game list.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ListedGame {
    pub id: String,
    pub record: String,
    /// `true`: finished; `false`: abandoned (replaced before its end).
    pub finished: bool,
}

/// The game list in its envelope; before version 1 it was stored as a bare array.
impl Store for Vec<ListedGame> {
    const KEY: &'static str = LIST_KEY;
    const SIDE_KEY: &'static str = "bao.games.broken";
    const FIELD: &'static str = "games";
    const VERSION: u32 = 1;

    fn migrate(version: u32, text: &str) -> Result<Vec<ListedGame>, LoadError> {
        match version {
            0 => serde_json::from_str(text).map_err(|e| LoadError::Corrupt(e.to_string())),
            v => Err(LoadError::Corrupt(format!("no game list format {v}"))),
        }
    }
}

/// Reads the game list of any known version.
pub fn read_list(text: &str) -> Result<Vec<ListedGame>, LoadError> {
    store::read(text)
}

/// Adds a game to the list (replacing an entry with the same id), newest first, bounded.
pub fn push_listed(list: &mut Vec<ListedGame>, game: ListedGame) {
    list.retain(|g| g.id != game.id);
    list.insert(0, game);
    list.truncate(LIST_LIMIT);
}

/// The JSON text of the game list.
pub fn write_list(list: &[ListedGame]) -> String {
    store::write(&list.to_vec())
}

listed_enum! {
    /// How fast moves are animated. The names are stored in the settings.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
    pub enum Speed {
        Instant => "instant",
        Fast => "fast",
        #[default]
        Normal => "normal",
        Slow => "slow",
    }
}

impl Speed {
    /// Milliseconds between animation frames. At "instant" moves are not animated at all, so
    /// an animation then is a replay the user asked for: it runs at the fast pace.
    pub fn tick_ms(self) -> u32 {
        match self {
            Speed::Instant | Speed::Fast => 70,
            Speed::Normal => 200,
            Speed::Slow => 450,
        }
    }

    /// The speed's name in the settings catalogue.
    pub fn label(self) -> SettingText {
        match self {
            Speed::Instant => SettingText::SpeedInstant,
            Speed::Fast => SettingText::SpeedFast,
            Speed::Normal => SettingText::SpeedNormal,
            Speed::Slow => SettingText::SpeedSlow,
        }
    }
}

listed_enum! {
    /// Light, dark, or as the system says. The names are stored in the settings.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
    pub enum ColourScheme {
        #[default]
        System => "system",
        Light => "light",
        Dark => "dark",
    }
}

impl ColourScheme {
    /// The theme's name in the settings catalogue.
    pub fn label(self) -> SettingText {
        match self {
            ColourScheme::System => SettingText::ThemeSystem,
            ColourScheme::Light => SettingText::ThemeLight,
            ColourScheme::Dark => SettingText::ThemeDark,
        }
    }
}

/// What the app remembers between visits. Missing fields take their defaults, so older
/// settings keep working; unknown ones are dropped (the old `lessons_solved` mask is read once
/// at start-up by the Learn page and migrated into the learning progress).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    pub speed: Speed,
    /// `None`: follow the browser's language.
    pub lang: Option<Lang>,
    pub theme: ColourScheme,
    /// Show the board from North's side.
    pub flipped: bool,
    pub sound: bool,
    /// Hole names (A1–B8, a1–b8) drawn on the board.
    pub coords: bool,
    /// The first lap of the move under the pointer (or of a picked hole) drawn on the board.
    pub preview: bool,
    /// Against the computer, animate only its moves (the person's own appear at once).
    pub anim_opponent_only: bool,
    /// In a game, the opponent's best reply to the move under the pointer (or of a picked
    /// hole) worked out and said beside the board.
    pub reply: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            speed: Speed::Normal,
            lang: None,
            theme: ColourScheme::System,
            flipped: false,
            sound: false,
            coords: true,
            preview: true,
            anim_opponent_only: false,
            reply: true,
        }
    }
}

/// The settings in their envelope; before version 1 they were stored as a bare object.
impl Store for Settings {
    const KEY: &'static str = SETTINGS_KEY;
    const SIDE_KEY: &'static str = "bao.settings.broken";
    const FIELD: &'static str = "settings";
    const VERSION: u32 = 1;

    fn migrate(version: u32, text: &str) -> Result<Settings, LoadError> {
        match version {
            0 => serde_json::from_str(text).map_err(|e| LoadError::Corrupt(e.to_string())),
            v => Err(LoadError::Corrupt(format!("no settings format {v}"))),
        }
    }
}

/// Reads settings of any known version, the defaults where they are unreadable (at start-up
/// [`load`] sets unreadable settings aside and reports them instead).
pub fn read_settings(text: &str) -> Settings {
    store::read(text).unwrap_or_default()
}

/// The JSON text of the settings.
pub fn write_settings(settings: &Settings) -> String {
    store::write(settings)
}

/// Serde for an optional [`crate::engine::Side`] as its name.
mod optional_side {
    use crate::engine::Side;
    use serde::{de::Error, Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(side: &Option<Side>, s: S) -> Result<S::Ok, S::Error> {
        match side {
            Some(side) => s.serialize_str(side.name()),
            None => s.serialize_none(),
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Side>, D::Error> {
        match Option::<String>::deserialize(d)? {
            None => Ok(None),
            Some(name) => Side::from_name(&name).map(Some).ok_or_else(|| D::Error::custom(format!("unknown side {name:?}"))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::store::read;
    use super::*;
    use crate::engine::Side;

    fn sample() -> SavedGame {
        SavedGame {
            id: "g1".to_string(),
            revision: 3,
            record: "Variant: kujifunza\nResult: *\n\nA2>*\n".to_string(),
            opponent: Opponent::Computer { level: 1, side: Side::North },
            resigned: Some(Side::South),
            kete_match: None,
            redo: vec!["a2>*".to_string()],
            coach: None,
        }
    }

    /// The JSON of every value of `T`, in `ALL` order.
    fn stored<T: Serialize>(all: &[T]) -> Vec<String> {
        all.iter().map(|value| serde_json::to_string(value).unwrap()).collect()
    }

    #[test]
    fn the_stored_names_of_the_settings_and_the_coach_never_change() {
        // Saved settings and games hold these strings: a new name would lose them.
        assert_eq!(stored(&Speed::ALL), [r#""instant""#, r#""fast""#, r#""normal""#, r#""slow""#]);
        assert_eq!(stored(&ColourScheme::ALL), [r#""system""#, r#""light""#, r#""dark""#]);
        assert_eq!(stored(&Lang::ALL), [r#""en""#, r#""sw""#]);
        assert_eq!(stored(&crate::app::coach::PracticeGame::ALL), [r#""coached""#, r#""hold_out""#, r#""perfect_player""#]);
        assert_eq!(stored(&crate::ai::review::Mark::ALL), [r#""blunder""#, r#""mistake""#]);
        let settings: Settings = serde_json::from_str(r#"{"speed":"slow","lang":"sw","theme":"dark"}"#).unwrap();
        assert_eq!((settings.speed, settings.lang, settings.theme), (Speed::Slow, Some(Lang::Sw), ColourScheme::Dark));
        let coach: Coach = serde_json::from_str(r#"{"practice":"hold_out","on":true}"#).unwrap();
        assert_eq!(coach.practice, crate::app::coach::PracticeGame::HoldOut);
    }

    #[test]
    fn a_save_round_trips_with_its_version() {
        let text = write_game(&sample());
        assert!(text.starts_with(r#"{"version":2,"#), "{text}");
        assert_eq!(read_game(&text), Ok(sample()));
    }

    #[test]
    fn a_version_1_save_migrates_to_a_record() {
        let old = r#"{"version":1,"variant":"kujifunza","moves":["A2>","a2>"]}"#;
        let game = read_game(old).unwrap();
        assert_eq!(game.record, "Variant: kujifunza\n\nA2>\na2>\n");
        assert_eq!(game.opponent, Opponent::Human);
        assert!(crate::engine::Record::parse(&game.record, false).is_ok());
    }

    #[test]
    fn broken_and_newer_saves_are_told_apart() {
        assert!(matches!(read_game("{not json"), Err(LoadError::Corrupt(_))));
        assert!(matches!(read_game(r#"{"game":{}}"#), Err(LoadError::Corrupt(_))));
        assert!(matches!(read_game(r#"{"version":2,"game":{"id":1}}"#), Err(LoadError::Corrupt(_))));
        assert_eq!(read_game(r#"{"version":9,"game":{}}"#), Err(LoadError::Incompatible(9)));
    }

    #[test]
    fn settings_fill_in_missing_fields_and_survive_garbage() {
        let s = read_settings(r#"{"speed":"slow","flipped":true}"#);
        assert_eq!(s.speed, Speed::Slow);
        assert!(s.flipped);
        assert_eq!(s.theme, ColourScheme::System);
        // Settings saved before the hole names existed show them (their default is on).
        assert!(s.coords);
        // … and the move preview (a learning aid, on by default).
        assert!(s.preview);
        assert!(!read_settings(r#"{"version":1,"settings":{"preview":false}}"#).preview);
        // … and the opponent's best reply (on by default; settings saved before it had it read on).
        assert!(s.reply);
        assert!(!read_settings(r#"{"version":1,"settings":{"reply":false}}"#).reply);
        let hidden = read_settings(r#"{"version":1,"settings":{"coords":false}}"#);
        assert!(!hidden.coords);
        assert_eq!(read_settings(&write_settings(&hidden)), hidden);
        // Settings saved before the option existed animate every move.
        assert!(!s.anim_opponent_only);
        let own_at_once = read_settings(r#"{"version":1,"settings":{"anim_opponent_only":true}}"#);
        assert!(own_at_once.anim_opponent_only);
        assert_eq!(read_settings(&write_settings(&own_at_once)), own_at_once);
        assert_eq!(read_settings("garbage"), Settings::default());
        assert_eq!(read_settings(&write_settings(&s)), s);
    }

    #[test]
    fn settings_and_lists_from_before_the_envelope_still_read() {
        let settings = read::<Settings>(r#"{"speed":"fast","lessons_solved":2}"#).unwrap();
        assert_eq!(settings.speed, Speed::Fast);
        assert!(write_settings(&settings).starts_with(r#"{"version":1,"settings":{"#));
        assert!(!write_settings(&settings).contains("lessons_solved"), "the old lesson mask is not written back");
        let list = read_list(r#"[{"id":"g1","record":"Variant: kujifunza\n\n","finished":true}]"#).unwrap();
        assert_eq!(list[0].id, "g1");
        assert!(matches!(load::<Settings>(Some("garbage".to_string())), Loaded::SetAside(SetAside { key: SETTINGS_KEY, .. })));
    }

    #[test]
    fn the_game_list_is_bounded_and_newest_first() {
        let mut list = Vec::new();
        for i in 0..(LIST_LIMIT + 5) {
            push_listed(&mut list, ListedGame { id: format!("g{i}"), record: String::new(), finished: true });
        }
        assert_eq!(list.len(), LIST_LIMIT);
        assert_eq!(list[0].id, format!("g{}", LIST_LIMIT + 4));
        push_listed(&mut list, ListedGame { id: "g10".to_string(), record: "x".to_string(), finished: false });
        assert_eq!(list[0].id, "g10");
        assert_eq!(list.iter().filter(|g| g.id == "g10").count(), 1);
        assert_eq!(read_list(&write_list(&list)).unwrap(), list);
    }
}
