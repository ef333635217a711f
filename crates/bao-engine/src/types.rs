//! Small typed values shared by every part of the engine.
//!
//! The small enums get their names, `ALL`, `Display`, `FromStr` and serde (as the name) from
//! the crate's one enum macro, [`listed_enum!`](crate::listed_enum).

use std::fmt;

use crate::listed_enum;

listed_enum! {
    /// The two players. South sits at the bottom and moves first in every game.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
    pub enum Side {
        /// The player at the bottom, who moves first.
        South => "south",
        /// The player at the top.
        North => "north",
    }
}

impl Side {
    /// Both sides, South first.
    pub const BOTH: [Side; 2] = Side::ALL;

    /// The other player.
    pub fn opponent(self) -> Side {
        match self {
            Side::South => Side::North,
            Side::North => Side::South,
        }
    }

    /// Index into per-side arrays.
    pub fn index(self) -> usize {
        self as usize
    }
}

listed_enum! {
    /// A player's two rows: the front row faces the opponent, the back row is always safe.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum Row {
        /// Facing the opponent.
        Front => "front",
        /// Behind the front row.
        Back => "back",
    }
}

/// A hole as the player sees it: side, row and number 1–8 from the owner's own left.
///
/// Internally each player's 16 holes are indexed `k = 0..16` along the clockwise circuit:
/// `k = 0..8` are front holes 1..8 and `k = 8..16` back holes 8..1, so clockwise is `k + 1`
/// and the front hole facing own `k` is the opponent's `7 − k` (RULES.md §1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Hole {
    /// The owner.
    pub side: Side,
    /// Circuit index 0..16.
    pub k: u8,
}

impl Hole {
    /// The hole at circuit index `k` (0..16) of `side`.
    pub fn new(side: Side, k: u8) -> Hole {
        debug_assert!(k < 16);
        Hole { side, k }
    }

    /// The hole `number` (1–8, from the owner's left) of a row.
    pub fn from_row(side: Side, row: Row, number: u8) -> Hole {
        debug_assert!((1..=8).contains(&number));
        let k = match row {
            Row::Front => number - 1,
            Row::Back => 16 - number,
        };
        Hole { side, k }
    }

    /// Front or back row.
    pub fn row(self) -> Row {
        if self.k < 8 {
            Row::Front
        } else {
            Row::Back
        }
    }

    /// Number 1–8 from the owner's own left.
    pub fn number(self) -> u8 {
        if self.k < 8 {
            self.k + 1
        } else {
            16 - self.k
        }
    }

    /// All 32 holes, South's first, each side's in circuit order.
    pub fn all() -> impl Iterator<Item = Hole> {
        Side::BOTH.into_iter().flat_map(|side| (0..16).map(move |k| Hole { side, k }))
    }

    /// The name used in notation: `A1`…`A8`, `B1`…`B8` for South, `a1`…`b8` for North.
    pub fn name(self) -> String {
        self.to_string()
    }

    /// Parses `A1`…`b8`; `None` for anything else.
    pub fn parse(text: &str) -> Option<Hole> {
        let bytes = text.as_bytes();
        if bytes.len() != 2 || !(b'1'..=b'8').contains(&bytes[1]) {
            return None;
        }
        let (side, row) = match bytes[0] {
            b'A' => (Side::South, Row::Front),
            b'B' => (Side::South, Row::Back),
            b'a' => (Side::North, Row::Front),
            b'b' => (Side::North, Row::Back),
            _ => return None,
        };
        Some(Hole::from_row(side, row, bytes[1] - b'0'))
    }

    /// Whether this is the nyumba (front hole 5).
    pub fn is_nyumba(self) -> bool {
        self.k == NYUMBA
    }

    /// Whether this is a kichwa (front hole 1 or 8).
    pub fn is_kichwa(self) -> bool {
        self.k == LEFT_KICHWA || self.k == RIGHT_KICHWA
    }

    /// Whether this is a kimbi (front holes 1, 2, 7, 8).
    pub fn is_kimbi(self) -> bool {
        matches!(self.k, 0 | 1 | 6 | 7)
    }
}

impl serde::Serialize for Hole {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl fmt::Display for Hole {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let letter = match (self.side, self.row()) {
            (Side::South, Row::Front) => 'A',
            (Side::South, Row::Back) => 'B',
            (Side::North, Row::Front) => 'a',
            (Side::North, Row::Back) => 'b',
        };
        write!(f, "{}{}", letter, self.number())
    }
}

/// Seeds in a full game (board plus both reserves).
pub const TOTAL_SEEDS: u32 = 64;
/// Study positions may hold other totals, bounded so that no hole can overflow.
pub const MAX_STUDY_SEEDS: u32 = 200;

/// Circuit index of the nyumba (front hole 5).
pub const NYUMBA: u8 = 4;
/// Circuit index of the left kichwa (front hole 1).
pub const LEFT_KICHWA: u8 = 0;
/// Circuit index of the right kichwa (front hole 8).
pub const RIGHT_KICHWA: u8 = 7;

listed_enum! {
    /// The direction written in notation: towards the player's own left (`<`) or right (`>`)
    /// from the start hole. From a front hole `>` is clockwise, from a back hole anticlockwise.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
    pub enum Dir {
        /// `<`: towards the player's own left.
        Left => "<",
        /// `>`: towards the player's own right.
        Right => ">",
    }
}

impl Dir {
    /// The notation symbol: `<` or `>`.
    pub fn symbol(self) -> char {
        match self {
            Dir::Left => '<',
            Dir::Right => '>',
        }
    }

    /// The sowing direction this hand direction means when starting from `k`.
    pub fn turning(self, k: u8) -> Turn {
        match (self, k < 8) {
            (Dir::Right, true) | (Dir::Left, false) => Turn::Clockwise,
            _ => Turn::Anticlockwise,
        }
    }

    /// The direction that names a kichwa in a namua capture's notation (RULES.md §12): `<` the
    /// left kichwa, `>` the right.
    pub fn naming_kichwa(kichwa: u8) -> Dir {
        if kichwa == LEFT_KICHWA {
            Dir::Left
        } else {
            Dir::Right
        }
    }

    /// The hand direction that sows in `turn` from `k`.
    pub fn for_turning(turn: Turn, k: u8) -> Dir {
        if Dir::Right.turning(k) == turn {
            Dir::Right
        } else {
            Dir::Left
        }
    }
}

/// The kichwa (circuit index) where the seeds captured by the mover's front hole `k` enter
/// (RULES.md §4): a kimbi capture at the kichwa of its own end; a capture from a central hole
/// at the kichwa from which they are sown in `turn` (clockwise from the left kichwa,
/// anticlockwise from the right). A namua capture from a central hole chooses `turn`; a later
/// capture keeps the sowing's.
pub fn entry_kichwa(k: u8, turn: Turn) -> u8 {
    match k {
        0 | 1 => LEFT_KICHWA,
        6 | 7 => RIGHT_KICHWA,
        _ if turn == Turn::Clockwise => LEFT_KICHWA,
        _ => RIGHT_KICHWA,
    }
}

listed_enum! {
    /// The sowing sense seen from above, the same for both players.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum Turn {
        /// Along the circuit: `k + 1`.
        Clockwise => "clockwise",
        /// Against the circuit: `k − 1`.
        Anticlockwise => "anticlockwise",
    }
}

impl Turn {
    /// The circuit index after `k` in this sense.
    #[inline]
    pub fn step(self, k: u8) -> u8 {
        match self {
            Turn::Clockwise => (k + 1) & 15,
            Turn::Anticlockwise => (k + 15) & 15,
        }
    }
}

listed_enum! {
    /// The four games of the rule book.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum Variant {
        /// Bao la Kiswahili (Zanzibar).
        Kiswahili => "kiswahili",
        /// Bao la Kete (Lamu).
        Kete => "kete",
        /// Bawo (Malawi).
        Bawo => "bawo",
        /// Bao la Kujifunza, the learning game.
        Kujifunza => "kujifunza",
    }
}

impl Variant {
    /// The game's full name as players know it.
    pub fn title(self) -> &'static str {
        match self {
            Variant::Kiswahili => "Bao la Kiswahili",
            Variant::Kete => "Bao la Kete",
            Variant::Bawo => "Bawo",
            Variant::Kujifunza => "Bao la Kujifunza",
        }
    }
}

listed_enum! {
    /// Bawo's three published starting setups (RULES.md §9).
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
    pub enum BawoSetup {
        /// Chikoko: 8 seeds in the kuu.
        #[default]
        Chikoko => "chikoko",
        /// Chibaka: 10 seeds in the kuu.
        Chibaka => "chibaka",
        /// Sanderson: 6 seeds in the kuu.
        Sanderson => "sanderson",
    }
}

impl BawoSetup {
    /// Seeds in the kuu at the start; the kuu functions while it holds at least this many.
    pub fn kuu_seeds(self) -> u8 {
        match self {
            BawoSetup::Chikoko => 8,
            BawoSetup::Chibaka => 10,
            BawoSetup::Sanderson => 6,
        }
    }
}

listed_enum! {
    /// What a player does at the start of his moves.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum Stage {
        /// Bawo's opening placement.
        Gambit => "gambit",
        /// Reserve seeds left: every move starts by placing one in the front row.
        Namua => "namua",
        /// Reserve empty: every move starts by lifting a hole.
        Mtaji => "mtaji",
    }
}

/// The outcome of a finished game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// The side won.
    Win(Side),
    /// Neither side won.
    Draw,
}

impl Outcome {
    /// `south` or `north` for the winner, or `draw` (the record's `Result` values).
    pub fn name(self) -> &'static str {
        match self {
            Outcome::Win(side) => side.name(),
            Outcome::Draw => "draw",
        }
    }
}

impl serde::Serialize for Outcome {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.name())
    }
}

listed_enum! {
    /// Why a game ended.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum EndReason {
        /// A capture emptied the loser's front row.
        BaoHamna => "bao_hamna",
        /// The loser, to move, had an empty front row.
        FrontRowEmpty => "front_row_empty",
        /// The loser, to move, had no legal move.
        NoLegalMove => "no_legal_move",
        /// Bawo: the loser emptied his own front row with his move.
        SelfEmptied => "self_emptied",
        /// The same position occurred for the third time.
        Repetition => "repetition",
        /// The game reached 1000 plies.
        PlyLimit => "ply_limit",
        /// The loser resigned (only games, never positions, know this).
        Resignation => "resignation",
    }
}

listed_enum! {
    /// Why a hole (and direction) cannot be played. The UI and lessons put these into words.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum WhyNot {
        /// The hole belongs to the opponent.
        NotYourHole => "not_your_hole",
        /// Bawo's first move of each player is a placement, not a sowing.
        GambitPlacement => "gambit_placement",
        /// Namua: the reserve seed goes into the front row.
        NotFrontRow => "not_front_row",
        /// There are no seeds to play.
        Empty => "empty",
        /// A single seed may not start a move.
        Singleton => "singleton",
        /// Namua: the seed may go into the functional nyumba only when it is the only occupied
        /// front hole.
        NyumbaNotAlone => "nyumba_not_alone",
        /// A capture is possible elsewhere, and capturing is compulsory.
        CaptureCompulsory => "capture_compulsory",
        /// The opponent marked this hole: it may not start a move.
        Takasia => "takasia",
        /// Kete and Bawo: the player must capture the hole he marked.
        TakasiaDuty => "takasia_duty",
        /// The move would leave the own front row empty.
        FrontRowWouldEmpty => "front_row_would_empty",
        /// The move would never end.
        NeverEnding => "never_ending",
        /// A hole with 16 or more seeds cannot start a capture.
        SixteenCannotCapture => "sixteen_cannot_capture",
        /// Kete and Bawo: while the kuu functions, every takata starts from it.
        KuuMustStart => "kuu_must_start",
        /// Back-row holes may start a takata only when no front hole holds two or more.
        BackRowNotAllowed => "back_row_not_allowed",
        /// The direction does not fit this move (a kimbi capture has none; a takata needs one).
        NoSuchDirection => "no_such_direction",
        /// Safari (`+`) was asked for, but the move never reaches the nyumba choice.
        NoSafariChoice => "no_safari_choice",
        /// The game is over: nothing can be played.
        GameOver => "game_over",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hole_names_round_trip_and_follow_the_circuit() {
        for hole in Hole::all() {
            assert_eq!(Hole::parse(&hole.name()), Some(hole));
        }
        // k = 8 is B8, right behind A8; k = 15 is B1 (RULES.md §1).
        assert_eq!(Hole::new(Side::South, 8).name(), "B8");
        assert_eq!(Hole::new(Side::South, 15).name(), "B1");
        assert_eq!(Hole::new(Side::North, 4).name(), "a5");
        for bad in ["", "A0", "A9", "C1", "A", "A11", "a1 "] {
            assert_eq!(Hole::parse(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn hand_direction_maps_to_turning_by_row() {
        // `>` from a front hole runs to A(k+1): clockwise; from a back hole B3 to B4 = k − 1.
        assert_eq!(Dir::Right.turning(3), Turn::Clockwise);
        assert_eq!(Dir::Right.turning(13), Turn::Anticlockwise);
        assert_eq!(Turn::Clockwise.step(15), 0);
        assert_eq!(Turn::Anticlockwise.step(0), 15);
        assert_eq!(Dir::for_turning(Turn::Clockwise, 13), Dir::Left);
    }
}
