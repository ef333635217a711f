//! The engine's error kinds in words, in English and Kiswahili: a refused record, position or
//! move. This is the one source of the app's words for them: the engine's own `Display` line is
//! the command-line tool's (it names JSON fields and flags) and nothing in the app shows it.
//! Each kind has one arm per language (an exhaustive `match`), so a new kind in the engine
//! does not compile until it has its words here, and a Kiswahili message never carries an
//! English engine sentence. Names, numbers and notation are the kind's data.

use crate::engine::{MarkerError, MoveError, PositionError, RecordErrorKind, Row, SyntaxError, Variant};

use super::{result_words, side_word, why_not_words, Lang};

/// Why a record was refused (the line is said by the notice around it).
pub fn record_error(lang: Lang, variant: Variant, kind: &RecordErrorKind) -> String {
    let en = lang == Lang::En;
    match kind {
        RecordErrorKind::NotAHeader(text) if en => format!("{text:?} is not a header (Key: value)"),
        RecordErrorKind::NotAHeader(text) => format!("{text:?} si kichwa cha rekodi (Jina: thamani)"),
        RecordErrorKind::MissingVariant if en => "the Variant header is missing".into(),
        RecordErrorKind::MissingVariant => "kichwa cha Variant (aina ya mchezo) hakipo".into(),
        RecordErrorKind::UnknownVariant(name) if en => format!("{name:?} is not a game (kiswahili, kete, bawo or kujifunza)"),
        RecordErrorKind::UnknownVariant(name) => format!("{name:?} si mchezo unaojulikana (kiswahili, kete, bawo au kujifunza)"),
        RecordErrorKind::UnknownSetup(name) if en => format!("{name:?} is not a Bawo setup (chikoko, chibaka or sanderson)"),
        RecordErrorKind::UnknownSetup(name) => format!("{name:?} si kanuni za Bawo (chikoko, chibaka au sanderson)"),
        RecordErrorKind::SetupNotBawo if en => "a Setup header is only for Bawo".into(),
        RecordErrorKind::SetupNotBawo => "kichwa cha Setup ni cha Bawo peke yake".into(),
        RecordErrorKind::BadStudy(text) if en => format!("Study must be yes or no, not {text:?}"),
        RecordErrorKind::BadStudy(text) => format!("Study lazima iwe yes au no, si {text:?}"),
        RecordErrorKind::Start(error) => position_error(lang, error),
        RecordErrorKind::StartOfAnotherGame if en => "the start position is of another game than the headers say".into(),
        RecordErrorKind::StartOfAnotherGame => "hali ya kuanzia ni ya mchezo mwingine kuliko vichwa vinavyosema".into(),
        RecordErrorKind::Move(error) => move_error(lang, variant, error),
        RecordErrorKind::BadResult(text) if en => format!("Result must be south, north, draw or *, not {text:?}"),
        RecordErrorKind::BadResult(text) => format!("Result lazima iwe south, north, draw au *, si {text:?}"),
        RecordErrorKind::ResultContradicted { outcome, reason, .. } if en => {
            format!("the Result header disagrees with the moves, which end the game: {}", result_words(lang, *outcome, *reason))
        }
        RecordErrorKind::ResultContradicted { outcome, reason, .. } => {
            format!("kichwa cha Result hakikubaliani na miendo, ambayo inamaliza mchezo: {}", result_words(lang, *outcome, *reason))
        }
    }
}

/// Why a position was refused.
pub fn position_error(lang: Lang, error: &PositionError) -> String {
    if lang == Lang::En {
        position_error_en(error)
    } else {
        position_error_sw(error)
    }
}

fn row_en(row: Row) -> &'static str {
    if row == Row::Front {
        "front"
    } else {
        "back"
    }
}

fn row_sw(row: Row) -> &'static str {
    if row == Row::Front {
        "ya mbele"
    } else {
        "ya nyuma"
    }
}

fn position_error_en(error: &PositionError) -> String {
    let side = |s| side_word(Lang::En, s);
    match error {
        PositionError::Json { line, column, .. } => format!("not a position (JSON error at line {line}, column {column})"),
        PositionError::UnknownVariant(name) => format!("{name:?} is not a game (kiswahili, kete, bawo or kujifunza)"),
        PositionError::UnknownBawoSetup(name) => format!("{name:?} is not a Bawo setup (chikoko, chibaka or sanderson)"),
        PositionError::SetupNotBawo(variant) => format!("a Bawo setup is only for Bawo, not {}", variant.name()),
        PositionError::UnknownSide(name) => format!("the side to move must be south or north, not {name:?}"),
        PositionError::RowLength { side: s, row, holes } => format!("{}'s {} row has {holes} holes, not 8", side(*s), row_en(*row)),
        PositionError::NegativeSeeds { hole, seeds } => format!("{hole} has a negative seed count ({seeds})"),
        PositionError::TooManySeeds { hole, seeds } => format!("{hole} holds {seeds} seeds, more than a board can"),
        PositionError::NegativeReserve { side: s, reserve } => format!("{}'s reserve is negative ({reserve})", side(*s)),
        PositionError::TooLargeReserve { side: s, reserve } => format!("{}'s reserve of {reserve} is more than a game holds", side(*s)),
        PositionError::BadHouse { side: s, house } => format!("{}'s nyumba must be owned or lost, not {house:?}", side(*s)),
        PositionError::SeedTotal { total } if *total > 0 => format!("{total} seeds: a game needs 64 (board and reserves) — or open it as a study position"),
        PositionError::SeedTotal { total } => format!("{total} seeds: a game needs 64 (board and reserves)"),
        PositionError::StudySeedTotal { total } => format!("a study position needs 1 to 200 seeds, not {total}"),
        PositionError::KujifunzaHouse => "Bao la Kujifunza has no nyumba".into(),
        PositionError::KujifunzaReserve => "Bao la Kujifunza has no reserve seeds".into(),
        PositionError::BadPly(ply) => format!("the ply count must be the number of plies played, not {ply}"),
        PositionError::GambitSide { ply, gambit_side } => format!("at ply {ply} of Bawo it is {}'s gambit", side(*gambit_side)),
        PositionError::GambitWithoutReserve(s) => format!("{}'s gambit needs a reserve seed", side(*s)),
        PositionError::TakasiaNotAHole(name) => format!("takasia {name:?} is not a hole name"),
        PositionError::TakasiaBackRow(hole) => format!("takasia {hole} is a back-row hole; only front holes can be marked"),
        PositionError::KujifunzaTakasia => "Bao la Kujifunza has no takasia".into(),
        PositionError::KiswahiliTakasiaSide { hole, to_move } => {
            format!("in Bao la Kiswahili a takasia lasts one move, so {hole} cannot be marked while {} is to move", side(*to_move))
        }
    }
}

fn position_error_sw(error: &PositionError) -> String {
    let side = |s| side_word(Lang::Sw, s);
    match error {
        PositionError::Json { line, column, .. } => format!("hii si hali ya ubao (kosa la JSON kwenye mstari {line}, safu {column})"),
        PositionError::UnknownVariant(name) => format!("{name:?} si mchezo unaojulikana (kiswahili, kete, bawo au kujifunza)"),
        PositionError::UnknownBawoSetup(name) => format!("{name:?} si kanuni za Bawo (chikoko, chibaka au sanderson)"),
        PositionError::SetupNotBawo(variant) => format!("kanuni za Bawo ni za Bawo peke yake, si za {}", variant.name()),
        PositionError::UnknownSide(name) => format!("anayecheza lazima awe south au north, si {name:?}"),
        PositionError::RowLength { side: s, row, holes } => format!("safu {} ya {} ina mashimo {holes}, si 8", row_sw(*row), side(*s)),
        PositionError::NegativeSeeds { hole, seeds } => format!("{hole} ina idadi hasi ya kete ({seeds})"),
        PositionError::TooManySeeds { hole, seeds } => format!("{hole} ina kete {seeds}, zaidi ya ubao unavyoweza kubeba"),
        PositionError::NegativeReserve { side: s, reserve } => format!("ghala ya {} ni hasi ({reserve})", side(*s)),
        PositionError::TooLargeReserve { side: s, reserve } => format!("ghala ya {} ya kete {reserve} ni zaidi ya mchezo unavyobeba", side(*s)),
        PositionError::BadHouse { side: s, house } => format!("nyumba ya {} lazima iwe owned au lost, si {house:?}", side(*s)),
        PositionError::SeedTotal { total } if *total > 0 => {
            format!("kete {total}: mchezo unahitaji 64 (ubaoni na ghalani) — au ifungue kama hali ya kujifunzia")
        }
        PositionError::SeedTotal { total } => format!("kete {total}: mchezo unahitaji 64 (ubaoni na ghalani)"),
        PositionError::StudySeedTotal { total } => format!("hali ya kujifunzia inahitaji kete 1 hadi 200, si {total}"),
        PositionError::KujifunzaHouse => "Bao la Kujifunza halina nyumba".into(),
        PositionError::KujifunzaReserve => "Bao la Kujifunza halina kete za ghala".into(),
        PositionError::BadPly(ply) => format!("idadi ya miendo lazima iwe miendo iliyochezwa, si {ply}"),
        PositionError::GambitSide { ply, gambit_side } => format!("katika mwendo {ply} wa Bawo ni zamu ya {} kupanga", side(*gambit_side)),
        PositionError::GambitWithoutReserve(s) => format!("mpangilio wa {} unahitaji kete ya ghala", side(*s)),
        PositionError::TakasiaNotAHole(name) => format!("takasia {name:?} si jina la shimo"),
        PositionError::TakasiaBackRow(hole) => format!("takasia {hole} ni shimo la safu ya nyuma; mashimo ya mbele tu yanaweza kuwekewa alama"),
        PositionError::KujifunzaTakasia => "Bao la Kujifunza halina takasia".into(),
        PositionError::KiswahiliTakasiaSide { hole, to_move } => {
            format!("katika Bao la Kiswahili takasia hudumu mwendo mmoja, kwa hiyo {hole} haiwezi kuwekewa alama wakati {} anacheza", side(*to_move))
        }
    }
}

/// Why a move was refused.
pub fn move_error(lang: Lang, variant: Variant, error: &MoveError) -> String {
    let en = lang == Lang::En;
    match error {
        MoveError::Syntax(kind) => syntax_error(lang, kind),
        MoveError::Illegal { mv, reason } if en => format!("{mv} cannot be played here: {}", why_not_words(lang, variant, *reason)),
        MoveError::Illegal { mv, reason } => format!("{mv} haiwezi kuchezwa hapa: {}", why_not_words(lang, variant, *reason)),
        MoveError::Marker { mv, marker } => format!("{mv}: {}", marker_error(lang, *marker)),
    }
}

fn syntax_error(lang: Lang, kind: &SyntaxError) -> String {
    let en = lang == Lang::En;
    match kind {
        SyntaxError::NotAMove(text) if en => format!("{text:?} is not a move (like A4>, a7, A3>+ or @A1,A1,A6,B3,B3)"),
        SyntaxError::NotAMove(text) => format!("{text:?} si mwendo (mfano A4>, a7, A3>+ au @A1,A1,A6,B3,B3)"),
        SyntaxError::GambitWithoutAt(text) if en => format!("{text:?}: a gambit starts with @"),
        SyntaxError::GambitWithoutAt(text) => format!("{text:?}: mpangilio huanza na @"),
        SyntaxError::GambitNotAHole(name) if en => format!("{name:?} is not a hole name"),
        SyntaxError::GambitNotAHole(name) => format!("{name:?} si jina la shimo"),
        SyntaxError::GambitMixedSides if en => "a gambit places seeds into one player's holes only".into(),
        SyntaxError::GambitMixedSides => "mpangilio huweka kete kwenye mashimo ya mchezaji mmoja tu".into(),
        SyntaxError::GambitSeedCount { placed, lifted, captured } if en => {
            format!("the placement puts down {placed} seeds, but this gambit places {}", lifted + 1 + captured)
        }
        SyntaxError::GambitSeedCount { placed, lifted, captured } => {
            format!("mpangilio unaweka kete {placed}, lakini mpangilio huu unaweka {}", lifted + 1 + captured)
        }
    }
}

fn marker_error(lang: Lang, marker: MarkerError) -> String {
    let en = lang == Lang::En;
    match marker {
        MarkerError::NotTakata { stars } if en => format!("{} marks a takata, but this move is not one", "*".repeat(stars as usize)),
        MarkerError::NotTakata { stars } => format!("{} ni alama ya takata, lakini mwendo huu si takata", "*".repeat(stars as usize)),
        MarkerError::TakasiaUnmarked if en => "* but this takata makes a takasia (**)".into(),
        MarkerError::TakasiaUnmarked => "* lakini takata hii inaweka takasia (**)".into(),
        MarkerError::NoTakasia if en => "** but this takata makes no takasia".into(),
        MarkerError::NoTakasia => "** lakini takata hii haiweki takasia".into(),
        MarkerError::NotWinning if en => "# marks a winning move, but this move does not win".into(),
        MarkerError::NotWinning => "# ni alama ya mwendo wa ushindi, lakini mwendo huu haushindi".into(),
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
        assert_eq!(kinds.len(), 9 + 22 + 10, "every kind of every error enum once");
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
