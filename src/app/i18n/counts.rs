//! Small counts of moves in words, for the learning path's claims ("five moves keep the win" /
//! "miendo mitano"): the Kiswahili numbers agree with *miendo* (the m-mi class). A count past
//! the catalogue is written in figures.

use super::Text;
use crate::listed_enum;

listed_enum! {
    /// A count of moves, zero to ten, in order (`MoveCount::ALL[n]` is `n`).
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum MoveCount {
        Zero,
        One,
        Two,
        Three,
        Four,
        Five,
        Six,
        Seven,
        Eight,
        Nine,
        Ten,
    }
}

impl Text for MoveCount {
    fn en(self) -> &'static str {
        use MoveCount::*;
        match self {
            Zero => "no",
            One => "one",
            Two => "two",
            Three => "three",
            Four => "four",
            Five => "five",
            Six => "six",
            Seven => "seven",
            Eight => "eight",
            Nine => "nine",
            Ten => "ten",
        }
    }

    fn sw(self) -> &'static str {
        use MoveCount::*;
        match self {
            Zero => "0",
            One => "mmoja",
            Two => "miwili",
            Three => "mitatu",
            Four => "minne",
            Five => "mitano",
            Six => "sita",
            Seven => "saba",
            Eight => "minane",
            Nine => "tisa",
            Ten => "kumi",
        }
    }
}
