//! Why something from outside was refused: a move ([`MoveError`]), a position
//! ([`PositionError`]) or a game record ([`RecordError`]). Every kind is a value with its
//! data; `code()` gives a stable snake_case name, and `Display` the `bao` command-line tool's
//! one English line, which speaks the tool's language (JSON field names such as `to_move`,
//! flags such as `--study`). The app never shows that line: its words for every kind, in
//! English and Kiswahili, are written once in `app::i18n::engine_errors`, which matches on the
//! kinds and their data.

use std::fmt;

use super::mv::Move;
use super::types::{EndReason, Hole, Outcome, Row, Side, Variant, WhyNot, MAX_STUDY_SEEDS, TOTAL_SEEDS};

/// The most characters of a text given (a record line, a name) that an error value quotes.
pub const EXCERPT_CHARS: usize = 60;

/// At most [`EXCERPT_CHARS`] characters of `text`, with `…` when it was cut: what an error
/// value keeps of what it refuses, so that no message grows with its input.
pub fn excerpt(text: &str) -> String {
    match text.char_indices().nth(EXCERPT_CHARS) {
        Some((end, _)) => format!("{}…", &text[..end]),
        None => text.to_string(),
    }
}

/// A move that was not accepted: malformed, illegal (naming the move and why), or wrongly
/// annotated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// The text is not a move.
    Syntax(SyntaxError),
    /// The move is well formed but cannot be played here.
    Illegal {
        /// The move that was refused (its hole and direction, or the placement).
        mv: Move,
        /// Why it cannot be played.
        reason: WhyNot,
    },
    /// The move is legal but its markers (`*`, `**`, `#`) say something else (RULES.md
    /// settled 12).
    Marker {
        /// The move as played, without markers.
        mv: Move,
        /// What is wrong with the markers.
        marker: MarkerError,
    },
}

impl MoveError {
    /// The kind's stable name: the syntax or marker kind's, or the [`WhyNot`]'s.
    pub fn code(&self) -> &'static str {
        match self {
            MoveError::Syntax(kind) => kind.code(),
            MoveError::Illegal { reason, .. } => reason.name(),
            MoveError::Marker { marker, .. } => marker.code(),
        }
    }
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::Syntax(kind) => kind.fmt(f),
            MoveError::Illegal { mv, reason } => write!(f, "{mv} is not a legal move here ({reason})"),
            MoveError::Marker { mv, marker } => write!(f, "{mv}: {marker}"),
        }
    }
}

impl std::error::Error for MoveError {}

/// Why a text is not a move (RULES.md §12).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SyntaxError {
    /// Neither a sowing (`A4>`, `a7`, `A3>+`) nor a gambit placement; the text as given.
    NotAMove(String),
    /// A gambit placement must start with `@`; the text as given.
    GambitWithoutAt(String),
    /// A name in a gambit placement is not a hole; that name.
    GambitNotAHole(String),
    /// A gambit placement names holes of both players.
    GambitMixedSides,
    /// A gambit places another number of seeds than its hand holds.
    GambitSeedCount {
        /// Seeds the placement puts down.
        placed: u32,
        /// Seeds lifted from the two-seed holes.
        lifted: u8,
        /// Seeds North captured.
        captured: u8,
    },
}

impl SyntaxError {
    /// The kind's stable name.
    pub fn code(&self) -> &'static str {
        match self {
            SyntaxError::NotAMove(_) => "not_a_move",
            SyntaxError::GambitWithoutAt(_) => "gambit_without_at",
            SyntaxError::GambitNotAHole(_) => "gambit_not_a_hole",
            SyntaxError::GambitMixedSides => "gambit_mixed_sides",
            SyntaxError::GambitSeedCount { .. } => "gambit_seed_count",
        }
    }
}

impl fmt::Display for SyntaxError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SyntaxError::NotAMove(text) => write!(f, "{text:?} is not a move (like A4>, a7, A3>+ or @A1,A1,A6,B3,B3)"),
            SyntaxError::GambitWithoutAt(text) => write!(f, "{text:?}: a gambit starts with @"),
            SyntaxError::GambitNotAHole(name) => write!(f, "{name:?} is not a hole name"),
            SyntaxError::GambitMixedSides => f.write_str("a gambit places seeds into one player's holes only"),
            SyntaxError::GambitSeedCount { placed, lifted, captured } => {
                let hand = lifted + 1 + captured;
                write!(f, "the placement puts down {placed} seeds, but this gambit places {hand} ({lifted} lifted, 1 from the reserve, {captured} captured)")
            }
        }
    }
}

/// Markers that do not fit the move (RULES.md settled 12).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MarkerError {
    /// `*` or `**` (the count) on a move that is not a takata.
    NotTakata {
        /// 1 for `*`, 2 for `**`.
        stars: u8,
    },
    /// `*` on a takata that creates a takasia (`**` is due).
    TakasiaUnmarked,
    /// `**` on a takata that creates no takasia.
    NoTakasia,
    /// `#` on a move that does not win.
    NotWinning,
}

impl MarkerError {
    /// The kind's stable name.
    pub fn code(self) -> &'static str {
        match self {
            MarkerError::NotTakata { .. } => "marker_not_takata",
            MarkerError::TakasiaUnmarked => "marker_takasia_unmarked",
            MarkerError::NoTakasia => "marker_no_takasia",
            MarkerError::NotWinning => "marker_not_winning",
        }
    }
}

impl fmt::Display for MarkerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MarkerError::NotTakata { stars } => write!(f, "`{}` marks a takata, but this move is not one", "*".repeat(*stars as usize)),
            MarkerError::TakasiaUnmarked => f.write_str("`*` but this takata creates a takasia (`**`)"),
            MarkerError::NoTakasia => f.write_str("`**` but this takata creates no takasia"),
            MarkerError::NotWinning => f.write_str("`#` marks a winning move, but this move does not win"),
        }
    }
}

/// A malformed or invalid position (RULES.md §12), with the offending value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionError {
    /// Not the JSON of a position: where the reader stopped and its message.
    Json {
        /// 1-based line of the text.
        line: usize,
        /// 1-based column.
        column: usize,
        /// The JSON reader's own (English) account.
        detail: String,
    },
    /// Longer than any position's JSON ([`super::position::MAX_POSITION_JSON`]): its length.
    TooLong {
        /// The text's length in bytes.
        bytes: usize,
    },
    /// A field that no position has (its name).
    UnknownField(String),
    /// A field every position needs is missing (its name).
    MissingField(String),
    /// An unknown `variant`.
    UnknownVariant(String),
    /// An unknown `bawo_setup`.
    UnknownBawoSetup(String),
    /// A `bawo_setup` for a game other than Bawo.
    SetupNotBawo(Variant),
    /// `to_move` is not `south` or `north`.
    UnknownSide(String),
    /// A row has another number of holes than 8.
    RowLength {
        /// Whose row.
        side: Side,
        /// Which row.
        row: Row,
        /// How many holes it has.
        holes: usize,
    },
    /// A hole holds a negative count.
    NegativeSeeds {
        /// The hole.
        hole: Hole,
        /// Its count.
        seeds: i64,
    },
    /// A hole holds more than any position can.
    TooManySeeds {
        /// The hole.
        hole: Hole,
        /// Its count.
        seeds: i64,
    },
    /// A reserve is negative.
    NegativeReserve {
        /// Whose reserve.
        side: Side,
        /// Its count.
        reserve: i64,
    },
    /// A reserve holds more than any position can.
    TooLargeReserve {
        /// Whose reserve.
        side: Side,
        /// Its count.
        reserve: i64,
    },
    /// A `house` is not `owned` or `lost`.
    BadHouse {
        /// Whose house.
        side: Side,
        /// What was written.
        house: String,
    },
    /// A game position must hold 64 seeds.
    SeedTotal {
        /// The seeds it holds.
        total: i64,
    },
    /// A study position must hold 1 to [`MAX_STUDY_SEEDS`] seeds.
    StudySeedTotal {
        /// The seeds it holds.
        total: i64,
    },
    /// Bao la Kujifunza has no nyumba.
    KujifunzaHouse,
    /// Bao la Kujifunza has no reserve seeds.
    KujifunzaReserve,
    /// `ply` is negative or absurdly large.
    BadPly(i64),
    /// A Bawo position in the gambit with the wrong side to move.
    GambitSide {
        /// The ply.
        ply: u32,
        /// Whose gambit it is.
        gambit_side: Side,
    },
    /// The side making its gambit has no reserve seed.
    GambitWithoutReserve(Side),
    /// `takasia` is not a hole name.
    TakasiaNotAHole(String),
    /// Only front holes can be marked.
    TakasiaBackRow(Hole),
    /// Bao la Kujifunza has no takasia.
    KujifunzaTakasia,
    /// In Bao la Kiswahili only the side to move's hole can be marked.
    KiswahiliTakasiaSide {
        /// The marked hole.
        hole: Hole,
        /// The side to move.
        to_move: Side,
    },
}

impl PositionError {
    /// The kind's stable name.
    pub fn code(&self) -> &'static str {
        match self {
            PositionError::Json { .. } => "json",
            PositionError::TooLong { .. } => "too_long",
            PositionError::UnknownField(_) => "unknown_field",
            PositionError::MissingField(_) => "missing_field",
            PositionError::UnknownVariant(_) => "unknown_variant",
            PositionError::UnknownBawoSetup(_) => "unknown_bawo_setup",
            PositionError::SetupNotBawo(_) => "setup_not_bawo",
            PositionError::UnknownSide(_) => "unknown_side",
            PositionError::RowLength { .. } => "row_length",
            PositionError::NegativeSeeds { .. } => "negative_seeds",
            PositionError::TooManySeeds { .. } => "too_many_seeds",
            PositionError::NegativeReserve { .. } => "negative_reserve",
            PositionError::TooLargeReserve { .. } => "too_large_reserve",
            PositionError::BadHouse { .. } => "bad_house",
            PositionError::SeedTotal { .. } => "seed_total",
            PositionError::StudySeedTotal { .. } => "study_seed_total",
            PositionError::KujifunzaHouse => "kujifunza_house",
            PositionError::KujifunzaReserve => "kujifunza_reserve",
            PositionError::BadPly(_) => "bad_ply",
            PositionError::GambitSide { .. } => "gambit_side",
            PositionError::GambitWithoutReserve(_) => "gambit_without_reserve",
            PositionError::TakasiaNotAHole(_) => "takasia_not_a_hole",
            PositionError::TakasiaBackRow(_) => "takasia_back_row",
            PositionError::KujifunzaTakasia => "kujifunza_takasia",
            PositionError::KiswahiliTakasiaSide { .. } => "kiswahili_takasia_side",
        }
    }
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::Json { detail, .. } => write!(f, "not a position: {detail}"),
            PositionError::TooLong { bytes } => write!(f, "{bytes} bytes is longer than any position"),
            PositionError::UnknownField(name) => write!(f, "{name:?} is not a field of a position"),
            PositionError::MissingField(name) => write!(f, "the position has no {name:?} field"),
            PositionError::UnknownVariant(name) => write!(f, "unknown variant {name:?} (kiswahili, kete, bawo or kujifunza)"),
            PositionError::UnknownBawoSetup(name) => write!(f, "unknown bawo_setup {name:?} (chikoko, chibaka or sanderson)"),
            PositionError::SetupNotBawo(variant) => write!(f, "bawo_setup is only for bawo, not {}", variant.name()),
            PositionError::UnknownSide(name) => write!(f, "to_move must be \"south\" or \"north\", not {name:?}"),
            PositionError::RowLength { side, row, holes } => {
                let row = if *row == Row::Front { "front" } else { "back" };
                write!(f, "{} {row} row has {holes} holes, not 8", side.name())
            }
            PositionError::NegativeSeeds { hole, seeds } => write!(f, "{hole} has a negative seed count ({seeds})"),
            PositionError::TooManySeeds { hole, seeds } => write!(f, "{hole} holds {seeds} seeds, more than a board can"),
            PositionError::NegativeReserve { side, reserve } => write!(f, "{} reserve is negative ({reserve})", side.name()),
            PositionError::TooLargeReserve { side, reserve } => write!(f, "{} reserve of {reserve} is more than a game holds", side.name()),
            PositionError::BadHouse { side, house } => write!(f, "{} house must be \"owned\" or \"lost\", not {house:?}", side.name()),
            PositionError::SeedTotal { total } => {
                write!(f, "the position holds {total} seeds, not {TOTAL_SEEDS} (board plus reserves); use --study for a study position")
            }
            PositionError::StudySeedTotal { total } => write!(f, "a study position needs 1 to {MAX_STUDY_SEEDS} seeds, not {total}"),
            PositionError::KujifunzaHouse => f.write_str("Bao la Kujifunza has no nyumba: house must be \"lost\""),
            PositionError::KujifunzaReserve => f.write_str("Bao la Kujifunza has no reserve seeds: reserve must be 0"),
            PositionError::BadPly(ply) => write!(f, "ply must be a count of plies played, not {ply}"),
            PositionError::GambitSide { ply, gambit_side } => {
                write!(f, "a Bawo position at ply {ply} is {}'s gambit, but to_move is {}", gambit_side.name(), gambit_side.opponent().name())
            }
            PositionError::GambitWithoutReserve(side) => write!(f, "{}'s gambit needs a reserve seed", side.name()),
            PositionError::TakasiaNotAHole(name) => write!(f, "takasia {name:?} is not a hole name"),
            PositionError::TakasiaBackRow(hole) => write!(f, "takasia {hole} is a back-row hole; only front holes can be marked"),
            PositionError::KujifunzaTakasia => f.write_str("Bao la Kujifunza has no takasia"),
            PositionError::KiswahiliTakasiaSide { hole, to_move } => {
                write!(f, "in Bao la Kiswahili the takasia mark lasts one move, so {hole} cannot be marked while {} is to move", to_move.name())
            }
        }
    }
}

impl std::error::Error for PositionError {}

/// A game record that could not be read: the line (1-based) and what is wrong there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordError {
    /// The 1-based line.
    pub line: usize,
    /// What is wrong on it.
    pub kind: RecordErrorKind,
}

/// What is wrong in a game record (RULES.md §12).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordErrorKind {
    /// A header line is not `Key: value` (the line's text).
    NotAHeader(String),
    /// The `Variant` header is missing.
    MissingVariant,
    /// The `Variant` header names no game.
    UnknownVariant(String),
    /// The `Setup` header names no Bawo setup.
    UnknownSetup(String),
    /// A `Setup` header for a game other than Bawo.
    SetupNotBawo,
    /// The `Study` header is not `yes` or `no`.
    BadStudy(String),
    /// The `Start` position is invalid.
    Start(PositionError),
    /// The `Start` position is of another game than the headers say.
    StartOfAnotherGame,
    /// A move line does not play.
    Move(MoveError),
    /// The `Result` header is not `south`, `north`, `draw` or `*`.
    BadResult(String),
    /// The `Result` header says something else than the moves: what it claims (`None` for
    /// `*`) and how the moves end the game.
    ResultContradicted {
        /// The claimed outcome (`None` for a running game).
        claimed: Option<Outcome>,
        /// The outcome the moves reach.
        outcome: Outcome,
        /// Why the game ended.
        reason: EndReason,
    },
}

impl RecordErrorKind {
    /// The kind's stable name (a bad start or move adds its own kind's code after `start.` or
    /// `move.`).
    pub fn code(&self) -> &'static str {
        match self {
            RecordErrorKind::NotAHeader(_) => "not_a_header",
            RecordErrorKind::MissingVariant => "missing_variant",
            RecordErrorKind::UnknownVariant(_) => "unknown_variant",
            RecordErrorKind::UnknownSetup(_) => "unknown_setup",
            RecordErrorKind::SetupNotBawo => "setup_not_bawo",
            RecordErrorKind::BadStudy(_) => "bad_study",
            RecordErrorKind::Start(_) => "start",
            RecordErrorKind::StartOfAnotherGame => "start_of_another_game",
            RecordErrorKind::Move(_) => "move",
            RecordErrorKind::BadResult(_) => "bad_result",
            RecordErrorKind::ResultContradicted { .. } => "result_contradicted",
        }
    }
}

impl fmt::Display for RecordErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordErrorKind::NotAHeader(line) => write!(f, "{line:?} is not a `Key: value` header (a blank line must separate headers from moves)"),
            RecordErrorKind::MissingVariant => f.write_str("the Variant header is missing"),
            RecordErrorKind::UnknownVariant(name) => write!(f, "unknown variant {name:?}"),
            RecordErrorKind::UnknownSetup(name) => write!(f, "unknown Bawo setup {name:?}"),
            RecordErrorKind::SetupNotBawo => f.write_str("Setup is only for Bawo"),
            RecordErrorKind::BadStudy(value) => write!(f, "Study must be yes or no, not {value:?}"),
            RecordErrorKind::Start(error) => error.fmt(f),
            RecordErrorKind::StartOfAnotherGame => f.write_str("the Start position is of another game than the Variant header"),
            RecordErrorKind::Move(error) => error.fmt(f),
            RecordErrorKind::BadResult(claimed) => write!(f, "Result must be south, north, draw or *, not {claimed:?}"),
            RecordErrorKind::ResultContradicted { claimed, outcome, reason } => {
                let claimed = claimed.map_or("*", |c| c.name());
                write!(f, "Result says {claimed}, but the moves end the game: {} ({})", outcome.name(), reason.name())
            }
        }
    }
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.kind)
    }
}

impl std::error::Error for RecordError {}
