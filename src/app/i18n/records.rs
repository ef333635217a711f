//! The move list's buttons, the settings panel, confirming a resignation, importing any of the
//! four record forms and the players of a record.

use super::engine_errors;
use super::text::{t, tf, Lang, Text};
use super::ErrorText;
use crate::app::share::ImportError;
use crate::engine::Variant;
use crate::listed_enum;

listed_enum! {
    /// The move list's buttons, the settings panel, confirming a resignation, importing and
    /// the players of a record.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum RecordText {
        MoveListFirst,
        MoveListPrev,
        MoveListNext,
        MoveListLast,
        MoveListKeys,
        Settings,
        ResignTitle,
        ResignQuestion,
        ResignYes,
        ResignNo,
        ImportIntro,
        ImportGame,
        ImportExamples,
        ImportExampleRecord,
        ImportExamplePosition,
        ImportExampleLink,
        ImportExampleMoves,
        ImportUseExample,
        ImportEmpty,
        ImportTooLarge,
        ImportFile,
        ImportBadPosition,
        ImportBadMove,
        PlayerYou,
        PlayerComputer,
        PlayerNumbered,
    }
}

impl Text for RecordText {
    fn en(self) -> &'static str {
        use RecordText::*;
        match self {
            MoveListFirst => "Start position",
            MoveListPrev => "Previous move",
            MoveListNext => "Next move",
            MoveListLast => "Last move",
            MoveListKeys => "Moves: ← and → step through them, Home and End go to the start and the end",
            Settings => "Settings",
            ResignTitle => "Resign?",
            ResignQuestion => "Resign this game? It counts as lost and goes to the game list.",
            ResignYes => "Yes, resign",
            ResignNo => "No, play on",
            ImportIntro => "Paste a game record, a position (JSON), a share link or a plain list of moves, or choose a file:",
            ImportGame => "Game of a plain move list",
            ImportExamples => "Examples",
            ImportExampleRecord => "A game record:",
            ImportExamplePosition => "A position (JSON):",
            ImportExampleLink => "A share link:",
            ImportExampleMoves => "A plain move list (Bao la Kiswahili):",
            ImportUseExample => "Try it",
            ImportEmpty => "There is nothing to import: paste a record, a position, a link or moves. Your current game is unchanged.",
            ImportFile => "A file to import",
            ImportTooLarge => "This is {0} KB, longer than any game of its kind (at most {1} KB), so it was not read. Your current game is unchanged.",
            ImportBadPosition => "The position cannot be read: {0}. Your current game is unchanged.",
            ImportBadMove => "Move {0} ({1}) cannot be played: {2}. Your current game is unchanged.",
            PlayerYou => "You",
            PlayerComputer => "Computer (level {0})",
            PlayerNumbered => "Player {0}",
        }
    }

    fn sw(self) -> &'static str {
        use RecordText::*;
        match self {
            MoveListFirst => "Hali ya mwanzo",
            MoveListPrev => "Mwendo uliotangulia",
            MoveListNext => "Mwendo unaofuata",
            MoveListLast => "Mwendo wa mwisho",
            MoveListKeys => "Miendo: ← na → hupitia mwendo mmoja mmoja, Home na End huenda mwanzo na mwisho",
            Settings => "Mipangilio",
            ResignTitle => "Kukubali kushindwa?",
            ResignQuestion => "Ukubali kushindwa katika mchezo huu? Utahesabiwa kuwa umeshindwa, na mchezo utaingia kwenye orodha ya michezo.",
            ResignYes => "Ndiyo, nakubali kushindwa",
            ResignNo => "Hapana, endelea kucheza",
            ImportIntro => "Bandika rekodi ya mchezo, hali ya ubao (JSON), kiungo cha kushiriki au orodha ya miendo tu, au chagua faili:",
            ImportGame => "Mchezo wa orodha ya miendo",
            ImportExamples => "Mifano",
            ImportExampleRecord => "Rekodi ya mchezo:",
            ImportExamplePosition => "Hali ya ubao (JSON):",
            ImportExampleLink => "Kiungo cha kushiriki:",
            ImportExampleMoves => "Orodha ya miendo tu (Bao la Kiswahili):",
            ImportUseExample => "Ijaribu",
            ImportEmpty => "Hakuna cha kuleta: bandika rekodi, hali ya ubao, kiungo au miendo. Mchezo wako haujabadilika.",
            ImportFile => "Faili la kuleta",
            ImportTooLarge => "Hii ni KB {0}, ndefu kuliko mchezo wowote wa aina yake (isiyozidi KB {1}), kwa hiyo haikusomwa. Mchezo wako haujabadilika.",
            ImportBadPosition => "Hali ya ubao haisomeki: {0}. Mchezo wako haujabadilika.",
            ImportBadMove => "Mwendo wa {0} ({1}) hauwezi kuchezwa: {2}. Mchezo wako haujabadilika.",
            PlayerYou => "Wewe",
            PlayerComputer => "Kompyuta (kiwango {0})",
            PlayerNumbered => "Mchezaji {0}",
        }
    }
}

/// Why an import (a pasted text, a file or a share link) was refused, in words; `variant` is
/// the game whose words name the holes (the chosen game for a move list).
pub fn import_error(lang: Lang, variant: Variant, error: &ImportError) -> String {
    match error {
        ImportError::BadLink => t(lang, ErrorText::NoticeBadLink).to_string(),
        ImportError::Invalid { line, text, kind } => {
            tf(lang, ErrorText::NoticeBadRecord, &[&line.to_string(), text, &engine_errors::record_error(lang, variant, kind)])
        }
        ImportError::Empty => t(lang, RecordText::ImportEmpty).to_string(),
        ImportError::TooLarge { size, limit } => tf(lang, RecordText::ImportTooLarge, &[&size.div_ceil(1024).to_string(), &(limit / 1024).to_string()]),
        ImportError::Position(e) => tf(lang, RecordText::ImportBadPosition, &[&engine_errors::position_error(lang, e)]),
        ImportError::Move { index, text, error } => {
            tf(lang, RecordText::ImportBadMove, &[&index.to_string(), text, &engine_errors::move_error(lang, variant, error)])
        }
    }
}
