//! Positions: the unvalidated [`PositionSetup`] read from JSON (RULES.md §12) and the
//! validated [`Position`] every other part of the engine works on.

use serde::{Deserialize, Serialize};

use super::error::{excerpt, PositionError};
use super::event::Event;
use super::rules::Rules;
use super::types::{BawoSetup, Hole, Row, Side, Stage, Variant, MAX_STUDY_SEEDS, NYUMBA, TOTAL_SEEDS};

/// A validated position: everything a move depends on.
///
/// ```
/// use bao_engine::{BawoSetup, Move, Position, Variant, WhyNot};
///
/// // Bao la Kujifunza starts with two seeds in every hole and no reserve (RULES.md §10).
/// let start = Position::start(Variant::Kujifunza, BawoSetup::default());
/// assert_eq!(start.total_seeds(), 64);
/// let moves = start.legal_moves();
/// assert!(moves.iter().any(|mv| mv.to_string() == "A2>"));
///
/// // Playing a move gives the next position and what happened, seed by seed.
/// let played = start.play(&moves[0]).unwrap();
/// assert_eq!(played.position.to_move(), bao_engine::Side::North);
/// assert!(!played.events.is_empty());
///
/// // A hole of the opponent cannot be played, and the engine says why.
/// let north_hole = bao_engine::Hole::parse("a3").unwrap();
/// assert_eq!(start.why_not(north_hole, None, false), Err(WhyNot::NotYourHole));
///
/// // Positions read and write the JSON of RULES.md §12.
/// assert_eq!(Position::from_json(&start.to_json(), false), Ok(start));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) variant: Variant,
    pub(crate) setup: BawoSetup,
    /// Seeds per side in circuit order (see [`Hole`]).
    pub(crate) board: [[u8; 16]; 2],
    pub(crate) reserve: [u8; 2],
    /// Whether each player still owns his nyumba (it functions only with enough seeds).
    pub(crate) house_owned: [bool; 2],
    pub(crate) to_move: Side,
    pub(crate) takasia: Option<Hole>,
    pub(crate) ply: u32,
}

/// The longest JSON text read as a position, in bytes: a position takes about 250, so a longer
/// text is refused before it is read.
pub const MAX_POSITION_JSON: usize = 4 * 1024;

/// What the JSON reader refused, as a kind: a field no position has, a field missing, or else
/// where the text stops being a position (the reader's own words, cut short).
fn json_error(error: &serde_json::Error) -> PositionError {
    let message = error.to_string();
    let quoted = |start: &str| message.strip_prefix(start).and_then(|rest| rest.split('`').next()).map(excerpt);
    if let Some(name) = quoted("unknown field `") {
        return PositionError::UnknownField(name);
    }
    if let Some(name) = quoted("missing field `") {
        return PositionError::MissingField(name);
    }
    PositionError::Json { line: error.line(), column: error.column(), detail: excerpt(&message) }
}

impl Position {
    /// The start position of a game. `setup` matters only for Bawo.
    pub fn start(variant: Variant, setup: BawoSetup) -> Position {
        let mut side_board = [0u8; 16];
        let (reserve, house_owned) = match variant {
            Variant::Kujifunza => {
                side_board = [2; 16];
                (0, false)
            }
            Variant::Kiswahili | Variant::Kete => {
                side_board[NYUMBA as usize] = 6;
                side_board[5] = 2;
                side_board[6] = 2;
                (22, true)
            }
            Variant::Bawo => {
                let kuu = setup.kuu_seeds();
                side_board[NYUMBA as usize] = kuu;
                side_board[5] = 2;
                side_board[6] = 2;
                (32 - kuu - 4, true)
            }
        };
        Position {
            variant,
            setup: if variant == Variant::Bawo { setup } else { BawoSetup::default() },
            board: [side_board; 2],
            reserve: [reserve; 2],
            house_owned: [house_owned; 2],
            to_move: Side::South,
            takasia: None,
            ply: 0,
        }
    }

    /// The game this position belongs to.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The Bawo setup (always the default for the other games).
    pub fn bawo_setup(&self) -> BawoSetup {
        self.setup
    }

    /// The rule differences of this game.
    pub fn rules(&self) -> Rules {
        Rules::new(self.variant, self.setup)
    }

    /// The side to move.
    pub fn to_move(&self) -> Side {
        self.to_move
    }

    /// Plies played so far.
    pub fn ply(&self) -> u32 {
        self.ply
    }

    /// Seeds in a hole.
    pub fn seeds(&self, hole: Hole) -> u8 {
        self.board[hole.side.index()][hole.k as usize]
    }

    /// A player's 16 holes in circuit order.
    pub fn holes_of(&self, side: Side) -> &[u8; 16] {
        &self.board[side.index()]
    }

    /// Seeds left in a player's reserve.
    pub fn reserve(&self, side: Side) -> u8 {
        self.reserve[side.index()]
    }

    /// Whether the player still owns his nyumba (it may hold too few seeds to function).
    pub fn house_owned(&self, side: Side) -> bool {
        self.house_owned[side.index()]
    }

    /// Whether the player's nyumba is owned and holds enough seeds to function.
    pub fn house_functional(&self, side: Side) -> bool {
        self.house_owned(side) && self.board[side.index()][NYUMBA as usize] >= self.rules().house_threshold
    }

    /// The current takasia mark, if any (RULES.md settled 7).
    pub fn takasia(&self) -> Option<Hole> {
        self.takasia
    }

    /// The stage of a player's next move.
    pub fn stage_of(&self, side: Side) -> Stage {
        if self.variant == Variant::Bawo && self.ply < 2 {
            Stage::Gambit
        } else if self.reserve[side.index()] > 0 {
            Stage::Namua
        } else {
            Stage::Mtaji
        }
    }

    /// The stage of the side to move's next move.
    pub fn stage(&self) -> Stage {
        self.stage_of(self.to_move)
    }

    /// Whether the player's front row holds no seed.
    pub fn front_row_empty(&self, side: Side) -> bool {
        self.board[side.index()][..8].iter().all(|&n| n == 0)
    }

    /// Seeds on the board plus both reserves.
    pub fn total_seeds(&self) -> u32 {
        let board: u32 = self.board.iter().flatten().map(|&n| n as u32).sum();
        board + self.reserve.iter().map(|&n| n as u32).sum::<u32>()
    }

    /// A 64-bit key of everything that makes two positions the same for repetition (RULES.md
    /// §11): board, reserves, house states, takasia mark and side to move — not the ply.
    pub fn key(&self) -> u64 {
        let mut h = FxHasher64::default();
        for side in &self.board {
            h.write_bytes(side);
        }
        h.write_bytes(&self.reserve);
        h.write_bytes(&[self.house_owned[0] as u8, self.house_owned[1] as u8, self.to_move as u8, self.takasia.map_or(0xff, |t| (t.side as u8) << 4 | t.k)]);
        h.finish()
    }

    /// This position with `side` to move and no takasia mark: what `side` could do if it were
    /// his turn now. Never a position of a real game; the AI measures capture threats with it.
    pub fn with_side_to_move(&self, side: Side) -> Position {
        Position { to_move: side, takasia: None, ..self.clone() }
    }

    /// Emits a stage-change event for each player whose next move (in `after`, the position
    /// a move from this one led to) is of another stage.
    pub(crate) fn push_stage_changes(&self, after: &Position, events: &mut Vec<Event>) {
        for side in Side::BOTH {
            let stage = after.stage_of(side);
            if self.stage_of(side) != stage {
                events.push(Event::StageChange { side, stage });
            }
        }
    }

    /// Reads a position in the JSON of RULES.md §12. `study` admits other seed totals.
    pub fn from_json(text: &str, study: bool) -> Result<Position, PositionError> {
        PositionSetup::from_json(text)?.validate(study)
    }

    /// The unchecked JSON form of this position.
    pub fn to_setup(&self) -> PositionSetup {
        let side_setup = |side: Side| {
            let holes = &self.board[side.index()];
            SideSetup {
                front: (1..=8).map(|n| holes[Hole::from_row(side, Row::Front, n).k as usize] as i64).collect(),
                back: (1..=8).map(|n| holes[Hole::from_row(side, Row::Back, n).k as usize] as i64).collect(),
                reserve: self.reserve[side.index()] as i64,
                house: if self.house_owned[side.index()] { "owned" } else { "lost" }.to_string(),
            }
        };
        PositionSetup {
            variant: self.variant.name().to_string(),
            bawo_setup: (self.variant == Variant::Bawo).then(|| self.setup.name().to_string()),
            to_move: self.to_move.name().to_string(),
            south: side_setup(Side::South),
            north: side_setup(Side::North),
            takasia: self.takasia.map(|h| h.name()),
            ply: self.ply as i64,
        }
    }

    /// The JSON of RULES.md §12, on one line.
    pub fn to_json(&self) -> String {
        serde_json::to_string(&self.to_setup()).expect("a position always serialises")
    }
}

/// A position as written in JSON, before any check: counts may be negative, names unknown.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PositionSetup {
    /// `kiswahili`, `kete`, `bawo` or `kujifunza`.
    pub variant: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// Bawo only: `chikoko`, `chibaka` or `sanderson`.
    pub bawo_setup: Option<String>,
    /// `south` or `north`.
    pub to_move: String,
    /// South's holes, reserve and house.
    pub south: SideSetup,
    /// North's holes, reserve and house.
    pub north: SideSetup,
    #[serde(default)]
    /// The marked hole's name, if any.
    pub takasia: Option<String>,
    #[serde(default)]
    /// Plies played so far.
    pub ply: i64,
}

/// One player's rows (each from its owner's own left), reserve and house state.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SideSetup {
    /// Front holes 1–8 from the owner's left.
    pub front: Vec<i64>,
    /// Back holes 1–8 from the owner's left.
    pub back: Vec<i64>,
    /// Reserve seeds.
    pub reserve: i64,
    /// `owned` or `lost`.
    pub house: String,
}

impl PositionSetup {
    /// Reads the JSON of RULES.md §12 without checking it (at most [`MAX_POSITION_JSON`] bytes).
    pub fn from_json(text: &str) -> Result<PositionSetup, PositionError> {
        if text.len() > MAX_POSITION_JSON {
            return Err(PositionError::TooLong { bytes: text.len() });
        }
        serde_json::from_str(text).map_err(|e| json_error(&e))
    }

    /// Checks everything and builds the position, or says what is wrong.
    pub fn validate(&self, study: bool) -> Result<Position, PositionError> {
        use PositionError as E;
        let variant = Variant::from_name(&self.variant).ok_or_else(|| E::UnknownVariant(excerpt(&self.variant)))?;
        let setup = match (&self.bawo_setup, variant) {
            (None, _) => BawoSetup::default(),
            (Some(name), Variant::Bawo) => BawoSetup::from_name(name).ok_or_else(|| E::UnknownBawoSetup(excerpt(name)))?,
            (Some(_), _) => return Err(E::SetupNotBawo(variant)),
        };
        let to_move = Side::from_name(&self.to_move).ok_or_else(|| E::UnknownSide(excerpt(&self.to_move)))?;
        let mut board = [[0u8; 16]; 2];
        let mut reserve = [0u8; 2];
        let mut house_owned = [false; 2];
        let mut total: i64 = 0;
        for (side, side_setup) in [(Side::South, &self.south), (Side::North, &self.north)] {
            for (row, counts) in [(Row::Front, &side_setup.front), (Row::Back, &side_setup.back)] {
                if counts.len() != 8 {
                    return Err(E::RowLength { side, row, holes: counts.len() });
                }
                for (i, &seeds) in counts.iter().enumerate() {
                    let hole = Hole::from_row(side, row, i as u8 + 1);
                    if seeds < 0 {
                        return Err(E::NegativeSeeds { hole, seeds });
                    }
                    if seeds > MAX_STUDY_SEEDS as i64 {
                        return Err(E::TooManySeeds { hole, seeds });
                    }
                    board[side.index()][hole.k as usize] = seeds as u8;
                    total += seeds;
                }
            }
            let seeds = side_setup.reserve;
            if seeds < 0 {
                return Err(E::NegativeReserve { side, reserve: seeds });
            }
            if seeds > MAX_STUDY_SEEDS as i64 {
                return Err(E::TooLargeReserve { side, reserve: seeds });
            }
            reserve[side.index()] = seeds as u8;
            total += seeds;
            house_owned[side.index()] = match side_setup.house.as_str() {
                "owned" => true,
                "lost" => false,
                other => return Err(E::BadHouse { side, house: excerpt(other) }),
            };
        }
        if study {
            if total == 0 || total > MAX_STUDY_SEEDS as i64 {
                return Err(E::StudySeedTotal { total });
            }
        } else if total != TOTAL_SEEDS as i64 {
            return Err(E::SeedTotal { total });
        }
        if variant == Variant::Kujifunza {
            if house_owned.iter().any(|&owned| owned) {
                return Err(E::KujifunzaHouse);
            }
            if reserve.iter().any(|&r| r > 0) {
                return Err(E::KujifunzaReserve);
            }
        }
        if self.ply < 0 || self.ply > u32::MAX as i64 / 2 {
            return Err(E::BadPly(self.ply));
        }
        let ply = self.ply as u32;
        if variant == Variant::Bawo && ply < 2 {
            let gambit_side = if ply == 0 { Side::South } else { Side::North };
            if to_move != gambit_side {
                return Err(E::GambitSide { ply, gambit_side });
            }
            if reserve[to_move.index()] == 0 {
                return Err(E::GambitWithoutReserve(to_move));
            }
        }
        let takasia = match &self.takasia {
            None => None,
            Some(name) => {
                let hole = Hole::parse(name).ok_or_else(|| E::TakasiaNotAHole(excerpt(name)))?;
                if hole.row() != Row::Front {
                    return Err(E::TakasiaBackRow(hole));
                }
                match variant {
                    Variant::Kujifunza => return Err(E::KujifunzaTakasia),
                    Variant::Kiswahili if hole.side != to_move => return Err(E::KiswahiliTakasiaSide { hole, to_move }),
                    _ => {}
                }
                Some(hole)
            }
        };
        Ok(Position { variant, setup, board, reserve, house_owned, to_move, takasia, ply })
    }
}

/// A small, fast, deterministic hasher for position keys and lap-end states.
#[derive(Default, Clone, Copy)]
pub(crate) struct FxHasher64 {
    hash: u64,
}

impl FxHasher64 {
    const SEED: u64 = 0x51_7c_c1_b7_27_22_0a_95;

    #[inline]
    fn add(&mut self, word: u64) {
        self.hash = (self.hash.rotate_left(5) ^ word).wrapping_mul(Self::SEED);
    }

    #[inline]
    pub(crate) fn write_bytes(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for chunk in &mut chunks {
            self.add(u64::from_le_bytes(chunk.try_into().unwrap()));
        }
        let mut tail = 0u64;
        for (i, &b) in chunks.remainder().iter().enumerate() {
            tail |= (b as u64) << (8 * i);
        }
        self.add(tail);
    }

    #[inline]
    pub(crate) fn finish(&self) -> u64 {
        // A final avalanche so that nearby states spread over the whole table.
        let mut x = self.hash;
        x ^= x >> 33;
        x = x.wrapping_mul(0xff51_afd7_ed55_8ccd);
        x ^= x >> 33;
        x
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn start_json() -> String {
        Position::start(Variant::Kiswahili, BawoSetup::default()).to_json()
    }

    #[test]
    fn start_positions_hold_64_seeds_and_round_trip() {
        for variant in Variant::ALL {
            for setup in BawoSetup::ALL {
                let pos = Position::start(variant, setup);
                assert_eq!(pos.total_seeds(), 64, "{variant:?} {setup:?}");
                assert_eq!(Position::from_json(&pos.to_json(), false), Ok(pos));
            }
        }
    }

    #[test]
    fn rule_book_example_reads_as_the_kiswahili_start() {
        let text = r#"{"variant":"kiswahili","to_move":"south",
          "south":{"front":[0,0,0,0,6,2,2,0],"back":[0,0,0,0,0,0,0,0],"reserve":22,"house":"owned"},
          "north":{"front":[0,0,0,0,6,2,2,0],"back":[0,0,0,0,0,0,0,0],"reserve":22,"house":"owned"},
          "takasia":null,"ply":0}"#;
        assert_eq!(Position::from_json(text, false), Ok(Position::start(Variant::Kiswahili, BawoSetup::default())));
    }

    #[test]
    fn invalid_positions_say_what_is_wrong() {
        let cases: &[(&str, &str, &str, &str)] = &[
            ("\"variant\":\"kiswahili\"", "\"variant\":\"chess\"", "unknown variant", "unknown_variant"),
            ("\"to_move\":\"south\"", "\"to_move\":\"east\"", "to_move", "unknown_side"),
            ("\"front\":[0,0,0,0,6,2,2,0]", "\"front\":[0,0,0,0,6,2,2]", "7 holes", "row_length"),
            ("\"front\":[0,0,0,0,6,2,2,0]", "\"front\":[0,0,0,0,6,2,3,-1]", "negative", "negative_seeds"),
            ("\"reserve\":22", "\"reserve\":21", "63 seeds", "seed_total"),
            ("\"house\":\"owned\"", "\"house\":\"yes\"", "house must be", "bad_house"),
            ("\"takasia\":null", "\"takasia\":\"z9\"", "not a hole name", "takasia_not_a_hole"),
            ("\"takasia\":null", "\"takasia\":\"a3\"", "lasts one move", "kiswahili_takasia_side"),
            ("\"takasia\":null", "\"takasia\":\"B3\"", "back-row", "takasia_back_row"),
            ("\"ply\":0", "\"ply\":-4", "ply", "bad_ply"),
            ("\"ply\":0", "\"ply\":0,\"extra\":1", "\"extra\" is not a field", "unknown_field"),
            ("\"reserve\":22,", "", "no \"reserve\" field", "missing_field"),
            ("\"ply\":0", "\"ply\":0,", "not a position", "json"),
        ];
        for (from, to, expected, code) in cases {
            let text = start_json().replacen(from, to, 1);
            assert_ne!(text, start_json(), "{from} not found");
            let error = Position::from_json(&text, false).unwrap_err();
            assert!(error.to_string().contains(expected), "{to}: {error}");
            assert_eq!(error.code(), *code, "{to}: {error:?}");
        }
        assert!(Position::from_json("", false).is_err());
        assert!(Position::from_json("[1,2]", false).is_err());
        // A text longer than any position is refused before it is read; a name in an error is
        // cut short.
        let long = format!("{{\"variant\":\"{}\"}}", "x".repeat(MAX_POSITION_JSON));
        assert_eq!(Position::from_json(&long, false), Err(PositionError::TooLong { bytes: long.len() }));
        let text = start_json().replacen("\"kiswahili\"", &format!("\"{}\"", "k".repeat(500)), 1);
        assert_eq!(Position::from_json(&text, false), Err(PositionError::UnknownVariant(format!("{}…", "k".repeat(60)))));
    }

    #[test]
    fn study_positions_need_the_flag() {
        let text = start_json().replacen("\"reserve\":22", "\"reserve\":0", 2);
        assert!(Position::from_json(&text, false).unwrap_err().to_string().contains("--study"));
        assert_eq!(Position::from_json(&text, false), Err(PositionError::SeedTotal { total: 20 }));
        assert_eq!(Position::from_json(&text, true).unwrap().total_seeds(), 20);
    }

    #[test]
    fn variant_specific_checks() {
        let kujifunza = Position::start(Variant::Kujifunza, BawoSetup::default()).to_json();
        let owned = kujifunza.replacen("\"house\":\"lost\"", "\"house\":\"owned\"", 1);
        assert!(Position::from_json(&owned, false).unwrap_err().to_string().contains("no nyumba"));
        assert_eq!(Position::from_json(&owned, false), Err(PositionError::KujifunzaHouse));
        let kiswahili_setup = start_json().replacen("\"to_move\"", "\"bawo_setup\":\"chibaka\",\"to_move\"", 1);
        assert!(Position::from_json(&kiswahili_setup, false).unwrap_err().to_string().contains("only for bawo"));
        assert_eq!(Position::from_json(&kiswahili_setup, false), Err(PositionError::SetupNotBawo(Variant::Kiswahili)));
        let bawo = Position::start(Variant::Bawo, BawoSetup::Chibaka);
        assert_eq!(bawo.seeds(Hole::parse("a5").unwrap()), 10);
        let wrong_gambit_side = bawo.to_json().replacen("\"to_move\":\"south\"", "\"to_move\":\"north\"", 1);
        assert!(Position::from_json(&wrong_gambit_side, false).unwrap_err().to_string().contains("gambit"));
        assert_eq!(Position::from_json(&wrong_gambit_side, false), Err(PositionError::GambitSide { ply: 0, gambit_side: Side::South }));
    }

    #[test]
    fn key_ignores_ply_but_not_side_to_move() {
        let a = Position::start(Variant::Kujifunza, BawoSetup::default());
        let mut b = a.clone();
        b.ply = 10;
        assert_eq!(a.key(), b.key());
        b.to_move = Side::North;
        assert_ne!(a.key(), b.key());
    }
}
