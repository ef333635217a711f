//! Positions: the unvalidated [`PositionSetup`] read from JSON (RULES.md §12) and the
//! validated [`Position`] every other part of the engine works on.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::rules::Rules;
use super::types::{BawoSetup, Hole, Row, Side, Stage, Variant, NYUMBA};

/// Seeds in a full game (board plus both reserves).
pub const TOTAL_SEEDS: u32 = 64;
/// Study positions may hold other totals, bounded so that no hole can overflow.
pub const MAX_STUDY_SEEDS: u32 = 200;

/// A validated position: everything a move depends on.
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

    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The Bawo setup (always the default for the other games).
    pub fn bawo_setup(&self) -> BawoSetup {
        self.setup
    }

    pub fn rules(&self) -> Rules {
        Rules::new(self.variant, self.setup)
    }

    pub fn to_move(&self) -> Side {
        self.to_move
    }

    pub fn ply(&self) -> u32 {
        self.ply
    }

    pub fn seeds(&self, hole: Hole) -> u8 {
        self.board[hole.side.index()][hole.k as usize]
    }

    /// A player's 16 holes in circuit order.
    pub fn holes_of(&self, side: Side) -> &[u8; 16] {
        &self.board[side.index()]
    }

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

    pub fn stage(&self) -> Stage {
        self.stage_of(self.to_move)
    }

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

    /// Reads a position in the JSON of RULES.md §12. `study` admits other seed totals.
    pub fn from_json(text: &str, study: bool) -> Result<Position, PositionError> {
        let setup: PositionSetup = serde_json::from_str(text).map_err(|e| PositionError(format!("not a position: {e}")))?;
        setup.validate(study)
    }

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

/// A malformed or invalid position, with what is wrong in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PositionError(pub String);

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for PositionError {}

/// A position as written in JSON, before any check: counts may be negative, names unknown.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PositionSetup {
    pub variant: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bawo_setup: Option<String>,
    pub to_move: String,
    pub south: SideSetup,
    pub north: SideSetup,
    #[serde(default)]
    pub takasia: Option<String>,
    #[serde(default)]
    pub ply: i64,
}

/// One player's rows (each from its owner's own left), reserve and house state.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SideSetup {
    pub front: Vec<i64>,
    pub back: Vec<i64>,
    pub reserve: i64,
    pub house: String,
}

impl PositionSetup {
    /// Checks everything and builds the position, or says what is wrong.
    pub fn validate(&self, study: bool) -> Result<Position, PositionError> {
        let err = |msg: String| Err(PositionError(msg));
        let variant = match Variant::from_name(&self.variant) {
            Some(v) => v,
            None => return err(format!("unknown variant {:?} (kiswahili, kete, bawo or kujifunza)", self.variant)),
        };
        let setup = match (&self.bawo_setup, variant) {
            (None, _) => BawoSetup::default(),
            (Some(name), Variant::Bawo) => match BawoSetup::from_name(name) {
                Some(s) => s,
                None => return err(format!("unknown bawo_setup {name:?} (chikoko, chibaka or sanderson)")),
            },
            (Some(_), _) => return err(format!("bawo_setup is only for bawo, not {}", variant.name())),
        };
        let to_move = match Side::from_name(&self.to_move) {
            Some(s) => s,
            None => return err(format!("to_move must be \"south\" or \"north\", not {:?}", self.to_move)),
        };
        let mut board = [[0u8; 16]; 2];
        let mut reserve = [0u8; 2];
        let mut house_owned = [false; 2];
        let mut total: i64 = 0;
        for (side, side_setup) in [(Side::South, &self.south), (Side::North, &self.north)] {
            for (row, counts, row_name) in [(Row::Front, &side_setup.front, "front"), (Row::Back, &side_setup.back, "back")] {
                if counts.len() != 8 {
                    return err(format!("{} {row_name} row has {} holes, not 8", side.name(), counts.len()));
                }
                for (i, &n) in counts.iter().enumerate() {
                    let hole = Hole::from_row(side, row, i as u8 + 1);
                    if n < 0 {
                        return err(format!("{hole} has a negative seed count ({n})"));
                    }
                    if n > MAX_STUDY_SEEDS as i64 {
                        return err(format!("{hole} holds {n} seeds, more than a board can"));
                    }
                    board[side.index()][hole.k as usize] = n as u8;
                    total += n;
                }
            }
            if side_setup.reserve < 0 {
                return err(format!("{} reserve is negative ({})", side.name(), side_setup.reserve));
            }
            if side_setup.reserve > MAX_STUDY_SEEDS as i64 {
                return err(format!("{} reserve of {} is more than a game holds", side.name(), side_setup.reserve));
            }
            reserve[side.index()] = side_setup.reserve as u8;
            total += side_setup.reserve;
            house_owned[side.index()] = match side_setup.house.as_str() {
                "owned" => true,
                "lost" => false,
                other => return err(format!("{} house must be \"owned\" or \"lost\", not {other:?}", side.name())),
            };
        }
        if study {
            if total == 0 || total > MAX_STUDY_SEEDS as i64 {
                return err(format!("a study position needs 1 to {MAX_STUDY_SEEDS} seeds, not {total}"));
            }
        } else if total != TOTAL_SEEDS as i64 {
            return err(format!("the position holds {total} seeds, not {TOTAL_SEEDS} (board plus reserves); use --study for a study position"));
        }
        if variant == Variant::Kujifunza {
            if house_owned.iter().any(|&owned| owned) {
                return err("Bao la Kujifunza has no nyumba: house must be \"lost\"".to_string());
            }
            if reserve.iter().any(|&r| r > 0) {
                return err("Bao la Kujifunza has no reserve seeds: reserve must be 0".to_string());
            }
        }
        if self.ply < 0 || self.ply > u32::MAX as i64 / 2 {
            return err(format!("ply must be a count of plies played, not {}", self.ply));
        }
        let ply = self.ply as u32;
        if variant == Variant::Bawo && ply < 2 {
            let gambit_side = if ply == 0 { Side::South } else { Side::North };
            if to_move != gambit_side {
                return err(format!("a Bawo position at ply {ply} is {}'s gambit, but to_move is {}", gambit_side.name(), to_move.name()));
            }
            if reserve[to_move.index()] == 0 {
                return err(format!("{}'s gambit needs a reserve seed", to_move.name()));
            }
        }
        let takasia = match &self.takasia {
            None => None,
            Some(name) => {
                let hole = match Hole::parse(name) {
                    Some(h) => h,
                    None => return err(format!("takasia {name:?} is not a hole name")),
                };
                if hole.row() != Row::Front {
                    return err(format!("takasia {hole} is a back-row hole; only front holes can be marked"));
                }
                match variant {
                    Variant::Kujifunza => return err("Bao la Kujifunza has no takasia".to_string()),
                    Variant::Kiswahili if hole.side != to_move => {
                        return err(format!(
                            "in Bao la Kiswahili the takasia mark lasts one move, so {hole} cannot be marked while {} is to move",
                            to_move.name()
                        ))
                    }
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
        let cases: &[(&str, &str, &str)] = &[
            ("\"variant\":\"kiswahili\"", "\"variant\":\"chess\"", "unknown variant"),
            ("\"to_move\":\"south\"", "\"to_move\":\"east\"", "to_move"),
            ("\"front\":[0,0,0,0,6,2,2,0]", "\"front\":[0,0,0,0,6,2,2]", "7 holes"),
            ("\"front\":[0,0,0,0,6,2,2,0]", "\"front\":[0,0,0,0,6,2,3,-1]", "negative"),
            ("\"reserve\":22", "\"reserve\":21", "63 seeds"),
            ("\"house\":\"owned\"", "\"house\":\"yes\"", "house must be"),
            ("\"takasia\":null", "\"takasia\":\"z9\"", "not a hole name"),
            ("\"takasia\":null", "\"takasia\":\"a3\"", "lasts one move"),
            ("\"takasia\":null", "\"takasia\":\"B3\"", "back-row"),
            ("\"ply\":0", "\"ply\":-4", "ply"),
            ("\"ply\":0", "\"ply\":0,\"extra\":1", "not a position"),
        ];
        for (from, to, expected) in cases {
            let text = start_json().replacen(from, to, 1);
            assert_ne!(text, start_json(), "{from} not found");
            let error = Position::from_json(&text, false).unwrap_err();
            assert!(error.0.contains(expected), "{to}: {error}");
        }
        assert!(Position::from_json("", false).is_err());
        assert!(Position::from_json("[1,2]", false).is_err());
    }

    #[test]
    fn study_positions_need_the_flag() {
        let text = start_json().replacen("\"reserve\":22", "\"reserve\":0", 2);
        assert!(Position::from_json(&text, false).unwrap_err().0.contains("--study"));
        assert_eq!(Position::from_json(&text, true).unwrap().total_seeds(), 20);
    }

    #[test]
    fn variant_specific_checks() {
        let kujifunza = Position::start(Variant::Kujifunza, BawoSetup::default()).to_json();
        let owned = kujifunza.replacen("\"house\":\"lost\"", "\"house\":\"owned\"", 1);
        assert!(Position::from_json(&owned, false).unwrap_err().0.contains("no nyumba"));
        let kiswahili_setup = start_json().replacen("\"to_move\"", "\"bawo_setup\":\"chibaka\",\"to_move\"", 1);
        assert!(Position::from_json(&kiswahili_setup, false).unwrap_err().0.contains("only for bawo"));
        let bawo = Position::start(Variant::Bawo, BawoSetup::Chibaka);
        assert_eq!(bawo.seeds(Hole::parse("a5").unwrap()), 10);
        let wrong_gambit_side = bawo.to_json().replacen("\"to_move\":\"south\"", "\"to_move\":\"north\"", 1);
        assert!(Position::from_json(&wrong_gambit_side, false).unwrap_err().0.contains("gambit"));
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
