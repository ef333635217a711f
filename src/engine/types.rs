//! Small typed values shared by every part of the engine.

use std::fmt;

/// The two players. South sits at the bottom and moves first in every game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Side {
    South,
    North,
}

impl Side {
    pub const BOTH: [Side; 2] = [Side::South, Side::North];

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

    pub fn name(self) -> &'static str {
        match self {
            Side::South => "south",
            Side::North => "north",
        }
    }

    pub fn from_name(name: &str) -> Option<Side> {
        match name {
            "south" => Some(Side::South),
            "north" => Some(Side::North),
            _ => None,
        }
    }
}

/// A player's two rows: the front row faces the opponent, the back row is always safe.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Row {
    Front,
    Back,
}

/// A hole as the player sees it: side, row and number 1–8 from the owner's own left.
///
/// Internally each player's 16 holes are indexed `k = 0..16` along the clockwise circuit:
/// `k = 0..8` are front holes 1..8 and `k = 8..16` back holes 8..1, so clockwise is `k + 1`
/// and the front hole facing own `k` is the opponent's `7 − k` (RULES.md §1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Hole {
    pub side: Side,
    /// Circuit index 0..16.
    pub k: u8,
}

impl Hole {
    pub fn new(side: Side, k: u8) -> Hole {
        debug_assert!(k < 16);
        Hole { side, k }
    }

    pub fn from_row(side: Side, row: Row, number: u8) -> Hole {
        debug_assert!((1..=8).contains(&number));
        let k = match row {
            Row::Front => number - 1,
            Row::Back => 16 - number,
        };
        Hole { side, k }
    }

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

    pub fn is_nyumba(self) -> bool {
        self.k == NYUMBA
    }

    pub fn is_kichwa(self) -> bool {
        self.k == LEFT_KICHWA || self.k == RIGHT_KICHWA
    }

    pub fn is_kimbi(self) -> bool {
        matches!(self.k, 0 | 1 | 6 | 7)
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

/// The direction written in notation: towards the player's own left (`<`) or right (`>`)
/// from the start hole. From a front hole `>` is clockwise, from a back hole anticlockwise.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Dir {
    Left,
    Right,
}

impl Dir {
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

/// The sowing sense seen from above, the same for both players.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Turn {
    Clockwise,
    Anticlockwise,
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

    pub fn name(self) -> &'static str {
        match self {
            Turn::Clockwise => "clockwise",
            Turn::Anticlockwise => "anticlockwise",
        }
    }
}

/// The four games of the rule book.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Variant {
    Kiswahili,
    Kete,
    Bawo,
    Kujifunza,
}

impl Variant {
    pub const ALL: [Variant; 4] = [Variant::Kiswahili, Variant::Kete, Variant::Bawo, Variant::Kujifunza];

    pub fn name(self) -> &'static str {
        match self {
            Variant::Kiswahili => "kiswahili",
            Variant::Kete => "kete",
            Variant::Bawo => "bawo",
            Variant::Kujifunza => "kujifunza",
        }
    }

    pub fn from_name(name: &str) -> Option<Variant> {
        Variant::ALL.into_iter().find(|v| v.name() == name)
    }

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

/// Bawo's three published starting setups (RULES.md §9).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum BawoSetup {
    #[default]
    Chikoko,
    Chibaka,
    Sanderson,
}

impl BawoSetup {
    pub const ALL: [BawoSetup; 3] = [BawoSetup::Chikoko, BawoSetup::Chibaka, BawoSetup::Sanderson];

    pub fn name(self) -> &'static str {
        match self {
            BawoSetup::Chikoko => "chikoko",
            BawoSetup::Chibaka => "chibaka",
            BawoSetup::Sanderson => "sanderson",
        }
    }

    pub fn from_name(name: &str) -> Option<BawoSetup> {
        BawoSetup::ALL.into_iter().find(|s| s.name() == name)
    }

    /// Seeds in the kuu at the start; the kuu functions while it holds at least this many.
    pub fn kuu_seeds(self) -> u8 {
        match self {
            BawoSetup::Chikoko => 8,
            BawoSetup::Chibaka => 10,
            BawoSetup::Sanderson => 6,
        }
    }
}

/// What a player does at the start of his moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Stage {
    /// Bawo's opening placement.
    Gambit,
    /// Reserve seeds left: every move starts by placing one in the front row.
    Namua,
    /// Reserve empty: every move starts by lifting a hole.
    Mtaji,
}

impl Stage {
    pub fn name(self) -> &'static str {
        match self {
            Stage::Gambit => "gambit",
            Stage::Namua => "namua",
            Stage::Mtaji => "mtaji",
        }
    }
}

/// The outcome of a finished game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    Win(Side),
    Draw,
}

impl Outcome {
    pub fn name(self) -> &'static str {
        match self {
            Outcome::Win(side) => side.name(),
            Outcome::Draw => "draw",
        }
    }
}

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EndReason {
    /// A capture emptied the loser's front row.
    BaoHamna,
    /// The loser, to move, had an empty front row.
    FrontRowEmpty,
    /// The loser, to move, had no legal move.
    NoLegalMove,
    /// Bawo: the loser emptied his own front row with his move.
    SelfEmptied,
    /// The same position occurred for the third time.
    Repetition,
    /// The game reached 1000 plies.
    PlyLimit,
    /// The loser resigned (only games, never positions, know this).
    Resignation,
}

impl EndReason {
    pub fn name(self) -> &'static str {
        match self {
            EndReason::BaoHamna => "bao_hamna",
            EndReason::FrontRowEmpty => "front_row_empty",
            EndReason::NoLegalMove => "no_legal_move",
            EndReason::SelfEmptied => "self_emptied",
            EndReason::Repetition => "repetition",
            EndReason::PlyLimit => "ply_limit",
            EndReason::Resignation => "resignation",
        }
    }
}

/// Why a hole (and direction) cannot be played. The UI and lessons put these into words.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WhyNot {
    /// The hole belongs to the opponent.
    NotYourHole,
    /// Bawo's first move of each player is a placement, not a sowing.
    GambitPlacement,
    /// Namua: the reserve seed goes into the front row.
    NotFrontRow,
    /// There are no seeds to play.
    Empty,
    /// A single seed may not start a move.
    Singleton,
    /// Namua: the seed may go into the functional nyumba only when it is the only occupied
    /// front hole.
    NyumbaNotAlone,
    /// A capture is possible elsewhere, and capturing is compulsory.
    CaptureCompulsory,
    /// The opponent marked this hole: it may not start a move.
    Takasia,
    /// Kete and Bawo: the player must capture the hole he marked.
    TakasiaDuty,
    /// The move would leave the own front row empty.
    FrontRowWouldEmpty,
    /// The move would never end.
    NeverEnding,
    /// A hole with 16 or more seeds cannot start a capture.
    SixteenCannotCapture,
    /// Kete and Bawo: while the kuu functions, every takata starts from it.
    KuuMustStart,
    /// Back-row holes may start a takata only when no front hole holds two or more.
    BackRowNotAllowed,
    /// The direction does not fit this move (a kimbi capture has none; a takata needs one).
    NoSuchDirection,
    /// Safari (`+`) was asked for, but the move never reaches the nyumba choice.
    NoSafariChoice,
    /// The game is over: nothing can be played.
    GameOver,
}

impl WhyNot {
    pub fn name(self) -> &'static str {
        match self {
            WhyNot::NotYourHole => "not_your_hole",
            WhyNot::GambitPlacement => "gambit_placement",
            WhyNot::NotFrontRow => "not_front_row",
            WhyNot::Empty => "empty",
            WhyNot::Singleton => "singleton",
            WhyNot::NyumbaNotAlone => "nyumba_not_alone",
            WhyNot::CaptureCompulsory => "capture_compulsory",
            WhyNot::Takasia => "takasia",
            WhyNot::TakasiaDuty => "takasia_duty",
            WhyNot::FrontRowWouldEmpty => "front_row_would_empty",
            WhyNot::NeverEnding => "never_ending",
            WhyNot::SixteenCannotCapture => "sixteen_cannot_capture",
            WhyNot::KuuMustStart => "kuu_must_start",
            WhyNot::BackRowNotAllowed => "back_row_not_allowed",
            WhyNot::NoSuchDirection => "no_such_direction",
            WhyNot::NoSafariChoice => "no_safari_choice",
            WhyNot::GameOver => "game_over",
        }
    }
}

impl fmt::Display for WhyNot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
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
