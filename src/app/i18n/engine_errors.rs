//! The engine's error kinds in words, in English and Kiswahili: a refused record, position or
//! move. This is the one source of the app's words for them: the engine's own `Display` line is
//! the command-line tool's (it names JSON fields and flags) and nothing in the app shows it.
//! Each kind maps to a catalogue key ([`EngineErrorText`], exhaustive `match`es both ways), so a
//! new kind in the engine does not compile until it has its words here, and a Kiswahili message
//! never carries an English engine sentence. Names, numbers and notation are the kind's data,
//! the key's placeholders.

use super::text::Text;
use super::{result_words, side_word, t, tf, why_not_words, Lang};
use crate::engine::{MarkerError, MoveError, PositionError, RecordErrorKind, Row, SyntaxError, Variant};
use crate::listed_enum;

listed_enum! {
    /// The words of the engine's error kinds; `{0}`, `{1}` are the kind's data, in the order
    /// the functions below pass them.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum EngineErrorText {
        NotAHeader,
        MissingVariant,
        UnknownVariant,
        UnknownSetup,
        SetupNotBawo,
        BadStudy,
        StartOfAnotherGame,
        BadResult,
        ResultContradicted,
        Json,
        TooLong,
        UnknownField,
        MissingField,
        BawoSetupNotBawo,
        UnknownSide,
        FrontRow,
        BackRow,
        RowLength,
        NegativeSeeds,
        TooManySeeds,
        NegativeReserve,
        TooLargeReserve,
        BadHouse,
        SeedTotalOrStudy,
        SeedTotal,
        StudySeedTotal,
        KujifunzaHouse,
        KujifunzaReserve,
        BadPly,
        GambitSide,
        GambitWithoutReserve,
        TakasiaNotAHole,
        TakasiaBackRow,
        KujifunzaTakasia,
        KiswahiliTakasiaSide,
        Illegal,
        NotAMove,
        GambitWithoutAt,
        GambitNotAHole,
        GambitMixedSides,
        GambitSeedCount,
        NotTakata,
        TakasiaUnmarked,
        NoTakasia,
        NotWinning,
    }
}

impl Text for EngineErrorText {
    fn en(self) -> &'static str {
        use EngineErrorText::*;
        match self {
            NotAHeader => "{0} is not a header (Key: value)",
            MissingVariant => "the Variant header (which game) is missing",
            UnknownVariant => "{0} is not a game (kiswahili, kete, bawo or kujifunza)",
            UnknownSetup => "{0} is not a Bawo setup (chikoko, chibaka or sanderson)",
            SetupNotBawo => "a Setup header is only for Bawo",
            BadStudy => "Study must be yes or no, not {0}",
            StartOfAnotherGame => "the start position is of another game than the headers say",
            BadResult => "Result must be south, north, draw or *, not {0}",
            ResultContradicted => "the Result header disagrees with the moves, which end the game: {0}",
            Json => "not a position (JSON error at line {0}, column {1})",
            TooLong => "{0} KB is longer than any position (at most {1} KB)",
            UnknownField => "{0} is not a field of a position",
            MissingField => "the position has no {0} field",
            BawoSetupNotBawo => "a Bawo setup is only for Bawo, not {0}",
            UnknownSide => "the side to move must be south or north, not {0}",
            FrontRow => "front",
            BackRow => "back",
            RowLength => "{0}'s {1} row has {2} holes, not 8",
            NegativeSeeds => "{0} has a negative seed count ({1})",
            TooManySeeds => "{0} holds {1} seeds, more than a board can",
            NegativeReserve => "{0}'s reserve is negative ({1})",
            TooLargeReserve => "{0}'s reserve of {1} is more than a game holds",
            BadHouse => "{0}'s nyumba must be owned or lost, not {1}",
            SeedTotalOrStudy => "{0} seeds: a game needs 64 (board and reserves) — or open it as a study position",
            SeedTotal => "{0} seeds: a game needs 64 (board and reserves)",
            StudySeedTotal => "a study position needs 1 to 200 seeds, not {0}",
            KujifunzaHouse => "Bao la Kujifunza has no nyumba",
            KujifunzaReserve => "Bao la Kujifunza has no reserve seeds",
            BadPly => "the ply count must be the number of plies played, not {0}",
            GambitSide => "at ply {0} of Bawo it is {1}'s gambit",
            GambitWithoutReserve => "{0}'s gambit needs a reserve seed",
            TakasiaNotAHole => "takasia {0} is not a hole name",
            TakasiaBackRow => "takasia {0} is a back-row hole; only front holes can be marked",
            KujifunzaTakasia => "Bao la Kujifunza has no takasia",
            KiswahiliTakasiaSide => "in Bao la Kiswahili a takasia lasts one move, so {0} cannot be marked while {1} is to move",
            Illegal => "{0} cannot be played here: {1}",
            NotAMove => "{0} is not a move (like A4>, a7, A3>+ or @A1,A1,A6,B3,B3)",
            GambitWithoutAt => "{0}: a gambit starts with @",
            GambitNotAHole => "{0} is not a hole name",
            GambitMixedSides => "a gambit places seeds into one player's holes only",
            GambitSeedCount => "the placement puts down {0} seeds, but this gambit places {1}",
            NotTakata => "{0} marks a takata, but this move is not one",
            TakasiaUnmarked => "* but this takata makes a takasia (**)",
            NoTakasia => "** but this takata makes no takasia",
            NotWinning => "# marks a winning move, but this move does not win",
        }
    }

    fn sw(self) -> &'static str {
        use EngineErrorText::*;
        match self {
            NotAHeader => "{0} si kichwa cha rekodi (Jina: thamani)",
            MissingVariant => "kichwa cha Variant (aina ya mchezo) hakipo",
            UnknownVariant => "{0} si mchezo unaojulikana (kiswahili, kete, bawo au kujifunza)",
            UnknownSetup => "{0} si kanuni za Bawo (chikoko, chibaka au sanderson)",
            SetupNotBawo => "kichwa cha Setup ni cha Bawo peke yake",
            BadStudy => "Study lazima iwe yes au no, si {0}",
            StartOfAnotherGame => "hali ya kuanzia ni ya mchezo mwingine kuliko vichwa vinavyosema",
            BadResult => "Result lazima iwe south, north, draw au *, si {0}",
            ResultContradicted => "kichwa cha Result hakikubaliani na miendo, ambayo inamaliza mchezo: {0}",
            Json => "hii si hali ya ubao (kosa la JSON kwenye mstari {0}, safu {1})",
            TooLong => "KB {0} ni ndefu kuliko hali yoyote ya ubao (isiyozidi KB {1})",
            UnknownField => "{0} si sehemu ya hali ya ubao",
            MissingField => "hali ya ubao haina sehemu {0}",
            BawoSetupNotBawo => "kanuni za Bawo ni za Bawo peke yake, si za {0}",
            UnknownSide => "anayecheza lazima awe south au north, si {0}",
            FrontRow => "ya mbele",
            BackRow => "ya nyuma",
            RowLength => "safu {1} ya {0} ina mashimo {2}, si 8",
            NegativeSeeds => "{0} ina idadi hasi ya kete ({1})",
            TooManySeeds => "{0} ina kete {1}, zaidi ya ubao unavyoweza kubeba",
            NegativeReserve => "ghala ya {0} ni hasi ({1})",
            TooLargeReserve => "ghala ya {0} ya kete {1} ni zaidi ya mchezo unavyobeba",
            BadHouse => "nyumba ya {0} lazima iwe owned au lost, si {1}",
            SeedTotalOrStudy => "kete {0}: mchezo unahitaji 64 (ubaoni na ghalani) — au ifungue kama hali ya kujifunzia",
            SeedTotal => "kete {0}: mchezo unahitaji 64 (ubaoni na ghalani)",
            StudySeedTotal => "hali ya kujifunzia inahitaji kete 1 hadi 200, si {0}",
            KujifunzaHouse => "Bao la Kujifunza halina nyumba",
            KujifunzaReserve => "Bao la Kujifunza halina kete za ghala",
            BadPly => "idadi ya miendo lazima iwe miendo iliyochezwa, si {0}",
            GambitSide => "katika mwendo {0} wa Bawo ni zamu ya {1} kupanga",
            GambitWithoutReserve => "mpangilio wa {0} unahitaji kete ya ghala",
            TakasiaNotAHole => "takasia {0} si jina la shimo",
            TakasiaBackRow => "takasia {0} ni shimo la safu ya nyuma; mashimo ya mbele tu yanaweza kuwekewa alama",
            KujifunzaTakasia => "Bao la Kujifunza halina takasia",
            KiswahiliTakasiaSide => "katika Bao la Kiswahili takasia hudumu mwendo mmoja, kwa hiyo {0} haiwezi kuwekewa alama wakati {1} anacheza",
            Illegal => "{0} haiwezi kuchezwa hapa: {1}",
            NotAMove => "{0} si mwendo (mfano A4>, a7, A3>+ au @A1,A1,A6,B3,B3)",
            GambitWithoutAt => "{0}: mpangilio huanza na @",
            GambitNotAHole => "{0} si jina la shimo",
            GambitMixedSides => "mpangilio huweka kete kwenye mashimo ya mchezaji mmoja tu",
            GambitSeedCount => "mpangilio unaweka kete {0}, lakini mpangilio huu unaweka {1}",
            NotTakata => "{0} ni alama ya takata, lakini mwendo huu si takata",
            TakasiaUnmarked => "* lakini takata hii inaweka takasia (**)",
            NoTakasia => "** lakini takata hii haiweki takasia",
            NotWinning => "# ni alama ya mwendo wa ushindi, lakini mwendo huu haushindi",
        }
    }
}

use EngineErrorText as E;

/// A text quoted as the learner typed it (`"A9"`), control characters shown as `�` (the
/// engine keeps at most [`crate::engine::EXCERPT_CHARS`] characters of it).
fn quoted(text: &str) -> String {
    let shown: String = text.chars().map(|c| if c.is_control() { '\u{fffd}' } else { c }).collect();
    format!("\"{shown}\"")
}

/// Why a record was refused (the line is said by the notice around it).
pub fn record_error(lang: Lang, variant: Variant, kind: &RecordErrorKind) -> String {
    let say = |key: E, args: &[&str]| tf(lang, key, args);
    match kind {
        RecordErrorKind::NotAHeader(text) => say(E::NotAHeader, &[&quoted(text)]),
        RecordErrorKind::MissingVariant => t(lang, E::MissingVariant).into(),
        RecordErrorKind::UnknownVariant(name) => say(E::UnknownVariant, &[&quoted(name)]),
        RecordErrorKind::UnknownSetup(name) => say(E::UnknownSetup, &[&quoted(name)]),
        RecordErrorKind::SetupNotBawo => t(lang, E::SetupNotBawo).into(),
        RecordErrorKind::BadStudy(text) => say(E::BadStudy, &[&quoted(text)]),
        RecordErrorKind::Start(error) => position_error(lang, error),
        RecordErrorKind::StartOfAnotherGame => t(lang, E::StartOfAnotherGame).into(),
        RecordErrorKind::Move(error) => move_error(lang, variant, error),
        RecordErrorKind::BadResult(text) => say(E::BadResult, &[&quoted(text)]),
        RecordErrorKind::ResultContradicted { outcome, reason, .. } => say(E::ResultContradicted, &[&result_words(lang, *outcome, *reason)]),
    }
}

/// Why a position was refused.
pub fn position_error(lang: Lang, error: &PositionError) -> String {
    let side = |s| side_word(lang, s);
    let say = |key: E, args: &[&str]| tf(lang, key, args);
    let n = |n: &dyn std::fmt::Display| n.to_string();
    match error {
        PositionError::Json { line, column, .. } => say(E::Json, &[&n(line), &n(column)]),
        PositionError::TooLong { bytes } => say(E::TooLong, &[&n(&bytes.div_ceil(1024)), &n(&(crate::engine::MAX_POSITION_JSON / 1024))]),
        PositionError::UnknownField(name) => say(E::UnknownField, &[&quoted(name)]),
        PositionError::MissingField(name) => say(E::MissingField, &[&quoted(name)]),
        PositionError::UnknownVariant(name) => say(E::UnknownVariant, &[&quoted(name)]),
        PositionError::UnknownBawoSetup(name) => say(E::UnknownSetup, &[&quoted(name)]),
        PositionError::SetupNotBawo(variant) => say(E::BawoSetupNotBawo, &[variant.name()]),
        PositionError::UnknownSide(name) => say(E::UnknownSide, &[&quoted(name)]),
        PositionError::RowLength { side: s, row, holes } => {
            say(E::RowLength, &[side(*s), t(lang, if *row == Row::Front { E::FrontRow } else { E::BackRow }), &n(holes)])
        }
        PositionError::NegativeSeeds { hole, seeds } => say(E::NegativeSeeds, &[&n(hole), &n(seeds)]),
        PositionError::TooManySeeds { hole, seeds } => say(E::TooManySeeds, &[&n(hole), &n(seeds)]),
        PositionError::NegativeReserve { side: s, reserve } => say(E::NegativeReserve, &[side(*s), &n(reserve)]),
        PositionError::TooLargeReserve { side: s, reserve } => say(E::TooLargeReserve, &[side(*s), &n(reserve)]),
        PositionError::BadHouse { side: s, house } => say(E::BadHouse, &[side(*s), &quoted(house)]),
        PositionError::SeedTotal { total } if *total > 0 => say(E::SeedTotalOrStudy, &[&n(total)]),
        PositionError::SeedTotal { total } => say(E::SeedTotal, &[&n(total)]),
        PositionError::StudySeedTotal { total } => say(E::StudySeedTotal, &[&n(total)]),
        PositionError::KujifunzaHouse => t(lang, E::KujifunzaHouse).into(),
        PositionError::KujifunzaReserve => t(lang, E::KujifunzaReserve).into(),
        PositionError::BadPly(ply) => say(E::BadPly, &[&n(ply)]),
        PositionError::GambitSide { ply, gambit_side } => say(E::GambitSide, &[&n(ply), side(*gambit_side)]),
        PositionError::GambitWithoutReserve(s) => say(E::GambitWithoutReserve, &[side(*s)]),
        PositionError::TakasiaNotAHole(name) => say(E::TakasiaNotAHole, &[&quoted(name)]),
        PositionError::TakasiaBackRow(hole) => say(E::TakasiaBackRow, &[&n(hole)]),
        PositionError::KujifunzaTakasia => t(lang, E::KujifunzaTakasia).into(),
        PositionError::KiswahiliTakasiaSide { hole, to_move } => say(E::KiswahiliTakasiaSide, &[&n(hole), side(*to_move)]),
    }
}

/// Why a move was refused.
pub fn move_error(lang: Lang, variant: Variant, error: &MoveError) -> String {
    match error {
        MoveError::Syntax(kind) => syntax_error(lang, kind),
        MoveError::Illegal { mv, reason } => tf(lang, E::Illegal, &[&mv.to_string(), &why_not_words(lang, variant, *reason)]),
        MoveError::Marker { mv, marker } => format!("{mv}: {}", marker_error(lang, *marker)),
    }
}

fn syntax_error(lang: Lang, kind: &SyntaxError) -> String {
    let say = |key: E, args: &[&str]| tf(lang, key, args);
    match kind {
        SyntaxError::NotAMove(text) => say(E::NotAMove, &[&quoted(text)]),
        SyntaxError::GambitWithoutAt(text) => say(E::GambitWithoutAt, &[&quoted(text)]),
        SyntaxError::GambitNotAHole(name) => say(E::GambitNotAHole, &[&quoted(name)]),
        SyntaxError::GambitMixedSides => t(lang, E::GambitMixedSides).into(),
        SyntaxError::GambitSeedCount { placed, lifted, captured } => say(E::GambitSeedCount, &[&placed.to_string(), &(lifted + 1 + captured).to_string()]),
    }
}

fn marker_error(lang: Lang, marker: MarkerError) -> String {
    match marker {
        MarkerError::NotTakata { stars } => tf(lang, E::NotTakata, &["*".repeat(stars as usize).as_str()]),
        MarkerError::TakasiaUnmarked => t(lang, E::TakasiaUnmarked).into(),
        MarkerError::NoTakasia => t(lang, E::NoTakasia).into(),
        MarkerError::NotWinning => t(lang, E::NotWinning).into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Dir, EndReason, Hole, Move, Outcome, Side, SowMove, WhyNot};

    /// One value of every error kind (a new kind must be added here as well as above; the
    /// `match`es above make sure it has words).
    fn every_kind() -> Vec<RecordErrorKind> {
        let hole = Hole::parse("A3").expect("a hole");
        let mv = Move::Sow(SowMove { hole, dir: Some(Dir::Right), safari: false });
        let positions = vec![
            PositionError::Json { line: 1, column: 2, detail: "expected value".into() },
            PositionError::TooLong { bytes: 5_000 },
            PositionError::UnknownField("colour".into()),
            PositionError::MissingField("south".into()),
            PositionError::UnknownVariant("chess".into()),
            PositionError::UnknownBawoSetup("x".into()),
            PositionError::SetupNotBawo(Variant::Kete),
            PositionError::UnknownSide("east".into()),
            PositionError::RowLength { side: Side::North, row: Row::Back, holes: 7 },
            PositionError::NegativeSeeds { hole, seeds: -1 },
            PositionError::TooManySeeds { hole, seeds: 300 },
            PositionError::NegativeReserve { side: Side::South, reserve: -2 },
            PositionError::TooLargeReserve { side: Side::South, reserve: 99 },
            PositionError::BadHouse { side: Side::North, house: "maybe".into() },
            PositionError::SeedTotal { total: 63 },
            PositionError::StudySeedTotal { total: 0 },
            PositionError::KujifunzaHouse,
            PositionError::KujifunzaReserve,
            PositionError::BadPly(-1),
            PositionError::GambitSide { ply: 0, gambit_side: Side::South },
            PositionError::GambitWithoutReserve(Side::North),
            PositionError::TakasiaNotAHole("Z9".into()),
            PositionError::TakasiaBackRow(Hole::parse("B2").expect("a hole")),
            PositionError::KujifunzaTakasia,
            PositionError::KiswahiliTakasiaSide { hole, to_move: Side::South },
        ];
        let moves = vec![
            MoveError::Syntax(SyntaxError::NotAMove("A9".into())),
            MoveError::Syntax(SyntaxError::GambitWithoutAt("A1,A2".into())),
            MoveError::Syntax(SyntaxError::GambitNotAHole("Q1".into())),
            MoveError::Syntax(SyntaxError::GambitMixedSides),
            MoveError::Syntax(SyntaxError::GambitSeedCount { placed: 3, lifted: 3, captured: 0 }),
            MoveError::Illegal { mv, reason: WhyNot::Singleton },
            MoveError::Marker { mv, marker: MarkerError::NotTakata { stars: 1 } },
            MoveError::Marker { mv, marker: MarkerError::TakasiaUnmarked },
            MoveError::Marker { mv, marker: MarkerError::NoTakasia },
            MoveError::Marker { mv, marker: MarkerError::NotWinning },
        ];
        let mut kinds = vec![
            RecordErrorKind::NotAHeader("hello".into()),
            RecordErrorKind::MissingVariant,
            RecordErrorKind::UnknownVariant("chess".into()),
            RecordErrorKind::UnknownSetup("x".into()),
            RecordErrorKind::SetupNotBawo,
            RecordErrorKind::BadStudy("maybe".into()),
            RecordErrorKind::StartOfAnotherGame,
            RecordErrorKind::BadResult("won".into()),
            RecordErrorKind::ResultContradicted { claimed: None, outcome: Outcome::Win(Side::South), reason: EndReason::BaoHamna },
        ];
        kinds.extend(positions.into_iter().map(RecordErrorKind::Start));
        kinds.extend(moves.into_iter().map(RecordErrorKind::Move));
        kinds
    }

    #[test]
    fn every_error_kind_has_words_in_both_languages_and_the_kiswahili_is_not_english() {
        let kinds = every_kind();
        assert_eq!(kinds.len(), 9 + 25 + 10, "every kind of every error enum once");
        for kind in &kinds {
            let en = record_error(Lang::En, Variant::Kiswahili, kind);
            let sw = record_error(Lang::Sw, Variant::Kiswahili, kind);
            assert!(!en.is_empty() && !sw.is_empty(), "{kind:?}");
            assert_ne!(en, sw, "{kind:?} has no Kiswahili words");
            // No English engine sentence inside the Kiswahili words: the engine's own line is
            // not part of it.
            let engine_line = match kind {
                RecordErrorKind::Start(e) => e.to_string(),
                RecordErrorKind::Move(e) => e.to_string(),
                _ => String::new(),
            };
            assert!(engine_line.is_empty() || !sw.contains(&engine_line), "{kind:?}: {sw}");
        }
    }

    /// The app's words are the app's, not the command-line tool's: where the tool's line (the
    /// engine's `Display`) names a flag (`--study` for a wrong seed total), the words in either
    /// language name none.
    #[test]
    fn the_apps_words_name_no_command_line_flag() {
        let kinds = every_kind();
        assert!(kinds.iter().any(|kind| kind.to_string().contains("--study")), "the tool's line for a wrong seed total names --study");
        for kind in &kinds {
            for lang in [Lang::En, Lang::Sw] {
                let words = record_error(lang, Variant::Kiswahili, kind);
                assert!(!words.contains("--"), "{kind:?}: {words}");
            }
        }
    }

    /// 63 seeds (one short of the 64 of RULES.md §1) offers the study position; an empty board
    /// does not, since a study position needs at least one seed.
    #[test]
    fn a_wrong_seed_total_says_how_many_and_offers_the_study_position() {
        let words = position_error(Lang::En, &PositionError::SeedTotal { total: 63 });
        assert!(words.starts_with("63 seeds: a game needs 64"), "{words}");
        assert!(words.contains("study position"), "{words}");
        let sw = position_error(Lang::Sw, &PositionError::SeedTotal { total: 63 });
        assert!(sw.contains("kete 63") && sw.contains("hali ya kujifunzia"), "{sw}");
        for lang in [Lang::En, Lang::Sw] {
            let empty = position_error(lang, &PositionError::SeedTotal { total: 0 });
            assert!(empty.contains('0') && empty.contains("64") && !empty.contains("study") && !empty.contains("kujifunzia"), "{empty}");
        }
    }
}
