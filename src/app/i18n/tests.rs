use super::*;

/// Every key of every area as (name, English, Kiswahili). A new area adds its line here.
fn every_text() -> Vec<(String, &'static str, &'static str)> {
    fn area<K: Text + std::fmt::Debug>(keys: &[K]) -> impl Iterator<Item = (String, &'static str, &'static str)> + '_ {
        keys.iter().map(|&k| (format!("{k:?}"), k.en(), k.sw()))
    }
    let mut all = Vec::new();
    all.extend(area(&PlayText::ALL));
    all.extend(area(&ButtonText::ALL));
    all.extend(area(&LearnText::ALL));
    all.extend(area(&SettingText::ALL));
    all.extend(area(&DialogText::ALL));
    all.extend(area(&ErrorText::ALL));
    all.extend(area(&ExplainText::ALL));
    all.extend(area(&BoardText::ALL));
    all.extend(area(&RecordText::ALL));
    // The learning path's stages and steps keep their words with the curriculum.
    for stage in crate::app::learn::STAGES.iter() {
        all.push((format!("stage {}", stage.id), stage.title.en, stage.title.sw));
        for step in stage.steps {
            all.push((format!("step {} task", step.id), step.task.en, step.task.sw));
            all.push((format!("step {} idea", step.id), step.explain.en, step.explain.sw));
        }
    }
    all.extend(area(&PracticeText::ALL));
    all.extend(area(&LapText::ALL));
    all.extend(area(&AnalysisText::ALL));
    all.extend(area(&CoachText::ALL));
    all.extend(area(&EditorText::ALL));
    all.extend(area(&ReviewText::ALL));
    all.extend(area(&JudgementText::ALL));
    all.extend(area(&LevelText::ALL));
    all.extend(area(&MoveCount::ALL));
    all.extend(area(&NarrationText::ALL));
    all.extend(area(&engine_errors::EngineErrorText::ALL));
    all.extend(area(&ReplyText::ALL));
    all
}

/// The `{n}` placeholders of a text, sorted.
fn placeholders(text: &str) -> Vec<&str> {
    let mut found: Vec<&str> = text.match_indices('{').filter_map(|(i, _)| text[i..].find('}').map(|j| &text[i..=i + j])).collect();
    found.sort();
    found.dedup();
    found
}

#[test]
fn every_text_is_written_in_both_languages_with_the_same_placeholders() {
    let texts = every_text();
    assert!(texts.len() > 150, "the areas hold the whole catalogue");
    for (key, en, sw) in texts {
        assert!(!en.trim().is_empty() && !sw.trim().is_empty(), "{key}");
        assert_eq!(placeholders(en), placeholders(sw), "{key}: {en:?} / {sw:?}");
    }
}

/// Texts that are the same in both languages on purpose: names and notation, not words.
const SAME_IN_BOTH: &[&str] = &[
    // The game's name.
    "AppTitle", // A Kiswahili word in both languages.
    "Safari",
];

#[test]
fn no_kiswahili_text_is_left_in_english() {
    for (key, en, sw) in every_text() {
        if SAME_IN_BOTH.contains(&key.as_str()) {
            assert_eq!(en, sw, "{key} is listed as the same in both languages");
        } else {
            assert_ne!(en, sw, "{key} is not translated");
        }
    }
}

#[test]
fn every_engine_reason_and_end_has_words() {
    for lang in Lang::ALL.iter().copied() {
        for why in WhyNot::ALL.iter().copied() {
            assert!(!why_not_words(lang, Variant::Kiswahili, why).is_empty(), "{lang:?} {why:?}");
        }
        for end in EndReason::ALL.iter().copied() {
            assert!(!t(lang, end_key(end)).is_empty(), "{lang:?} {end:?}");
        }
    }
    assert_eq!(why_not_words(Lang::En, Variant::Kete, WhyNot::KuuMustStart), "while your kuu works, every takata starts from it");
}

/// In Kiswahili a verb agrees with the nyumba as class 9 (*i-*) and with the kuu as class 5
/// (*li-*, as in *kuu lako*); English says both alike.
#[test]
fn the_house_state_agrees_with_the_house_word() {
    use super::house_state_words;
    assert_eq!(house_state_words(Lang::Sw, Variant::Kiswahili, true, true), "nyumba: inamilikiwa, inafanya kazi");
    assert_eq!(house_state_words(Lang::Sw, Variant::Kete, true, true), "kuu: linamilikiwa, linafanya kazi");
    assert_eq!(house_state_words(Lang::Sw, Variant::Bawo, false, true), "kuu: linamilikiwa, kete hazitoshi");
    assert_eq!(house_state_words(Lang::Sw, Variant::Kiswahili, false, false), "nyumba: imevunjwa");
    assert_eq!(house_state_words(Lang::Sw, Variant::Bawo, false, false), "kuu: limevunjwa");
    assert_eq!(house_state_words(Lang::En, Variant::Kete, false, false), "kuu: destroyed");
    assert_eq!(house_state_words(Lang::En, Variant::Kiswahili, false, true), "nyumba: owned, too few seeds to work");
}

#[test]
fn a_hole_label_starts_with_the_name_then_the_count() {
    let a5 = Hole::parse("A5").unwrap();
    assert_eq!(hole_label(Lang::En, Variant::Kiswahili, a5, 6, true, false, false), "A5, nyumba, 6 seeds");
    assert_eq!(hole_label(Lang::Sw, Variant::Kiswahili, a5, 6, true, false, false), "A5, nyumba, kete 6");
    assert_eq!(hole_label(Lang::En, Variant::Kete, a5, 1, true, true, true), "A5, kuu, 1 seed, hizi zetu, playable");
    let a8 = Hole::parse("a8").unwrap();
    assert_eq!(hole_label(Lang::En, Variant::Kujifunza, a8, 2, false, false, false), "a8, 2 seeds, kichwa");
}

#[test]
fn local_names_follow_the_game() {
    assert_eq!(stage_word(Lang::En, Variant::Kete, Stage::Namua), "nemo");
    assert_eq!(stage_word(Lang::Sw, Variant::Kiswahili, Stage::Namua), "namua");
    assert_eq!(reserve_word(Lang::En, Variant::Bawo), "nemo");
    assert_eq!(reserve_word(Lang::En, Variant::Kiswahili), "reserve");
    assert_eq!(reserve_count(Lang::En, Variant::Kiswahili, 22), "reserve 22");
    assert_eq!(reserve_count(Lang::Sw, Variant::Kiswahili, 0), "ghala 0");
    assert_eq!(reserve_count(Lang::Sw, Variant::Bawo, 8), "nemo 8");
}

#[test]
fn a_kichwa_choice_says_where_the_seeds_enter_and_which_way_they_go_on() {
    // RULES.md §4: seeds entered at the left kichwa A1 are sown on towards A8, at the right
    // kichwa A8 towards A1; §12: a namua capture's `<` names the left kichwa, `>` the right.
    let hole = |name| crate::engine::Hole::parse(name).expect("a hole");
    let words = kichwa_choice_words(Lang::En, hole("A4"), hole("A1"), crate::engine::Dir::Left);
    assert_eq!(words, "Enter the captured seeds at kichwa A1 and sow them on towards A8 (A4<)");
    let words = kichwa_choice_words(Lang::En, hole("A5"), hole("A8"), crate::engine::Dir::Right);
    assert_eq!(words, "Enter the captured seeds at kichwa A8 and sow them on towards A1 (A5>)");
    let words = kichwa_choice_words(Lang::Sw, hole("a4"), hole("a8"), crate::engine::Dir::Right);
    assert_eq!(words, "Ingiza kete zilizoliwa kwenye kichwa a8 na uzipande kuelekea a1 (a4>)");
    assert_eq!(Lang::from_browser("sw-TZ"), Lang::Sw);
    assert_eq!(Lang::from_browser("de"), Lang::En);
}

#[test]
fn against_the_computer_the_result_speaks_to_the_person() {
    let (win, reason) = (Outcome::Win(Side::South), EndReason::BaoHamna);
    // The person plays South against the computer (North): South's win is theirs.
    assert!(result_words_for(Lang::En, win, reason, Some(Side::South)).starts_with("You won — "));
    assert!(result_words_for(Lang::En, win, reason, Some(Side::North)).starts_with("You lost — "));
    assert!(result_words_for(Lang::Sw, win, reason, Some(Side::North)).starts_with("Umeshindwa — "));
    assert!(result_words_for(Lang::En, win, reason, None).starts_with("South wins — "));
    assert!(result_words_for(Lang::En, Outcome::Draw, EndReason::Repetition, Some(Side::South)).starts_with("Draw — "));
}

/// The glossary: one word per concept in each language. Each row is a concept, its one English
/// word, its one Kiswahili word (singular / plural), and the synonyms no catalogue text may use
/// instead (English as whole words; Kiswahili as parts of words, so that every form of a verb
/// is caught: *kamat* is *kukamata*, *zilizokamatwa*, …). `content/README.md` shows the same
/// table to the teachers who write the texts.
struct Term {
    concept: &'static str,
    en: &'static str,
    sw: &'static str,
    banned_en: &'static [&'static str],
    banned_sw: &'static [&'static str],
}

const GLOSSARY: &[Term] = &[
    Term {
        concept: "seed",
        en: "seed",
        sw: "kete",
        banned_en: &["stone", "stones", "pebble", "pebbles", "counter", "counters", "bean", "beans"],
        banned_sw: &["mbegu"],
    },
    Term { concept: "move (one player's turn of sowing; a ply)", en: "move", sw: "mwendo / miendo", banned_en: &["half-move"], banned_sw: &["hatua"] },
    Term { concept: "game", en: "game", sw: "mchezo / michezo", banned_en: &[], banned_sw: &[] },
    Term { concept: "step of the learning path", en: "step", sw: "somo / masomo", banned_en: &[], banned_sw: &["hatua"] },
    Term { concept: "stage of the learning path", en: "stage", sw: "sehemu", banned_en: &[], banned_sw: &[] },
    Term { concept: "stage of a game (namua, mtaji)", en: "stage", sw: "awamu", banned_en: &[], banned_sw: &["hatua"] },
    Term { concept: "reserve (seeds not yet on the board)", en: "reserve", sw: "ghala", banned_en: &["store", "stores"], banned_sw: &["akiba"] },
    Term { concept: "capture", en: "capture", sw: "kula", banned_en: &["eat", "eats"], banned_sw: &["kamat"] },
    Term { concept: "takasia", en: "takasia", sw: "takasia (-takasia, -takasiwa)", banned_en: &["kutakatia"], banned_sw: &["takati"] },
    Term { concept: "hole", en: "hole", sw: "shimo / mashimo", banned_en: &["pit", "pits", "cup", "cups"], banned_sw: &[] },
    Term { concept: "lap", en: "lap", sw: "mzunguko / mizunguko", banned_en: &[], banned_sw: &[] },
    Term { concept: "direction", en: "direction", sw: "mwelekeo", banned_en: &[], banned_sw: &[] },
    Term { concept: "turn (whose move it is)", en: "turn", sw: "zamu", banned_en: &[], banned_sw: &[] },
    Term { concept: "position (the board's seeds, reserves, side to move)", en: "position", sw: "hali (ya ubao)", banned_en: &[], banned_sw: &[] },
    Term { concept: "Bawo gambit", en: "gambit", sw: "mpangilio", banned_en: &[], banned_sw: &[] },
    Term { concept: "Bawo setup (Chikoko, Chibaka, Sanderson)", en: "setup", sw: "kanuni", banned_en: &["set-up"], banned_sw: &[] },
];

/// The files that hold catalogue texts besides the pages' own areas (`app/pages/<page>/text.rs`,
/// found by [`catalogue_files`]): every string literal in them is a text (or notation).
const CATALOGUE_FILES: &[&str] = &[
    "src/app/i18n/board.rs",
    "src/app/i18n/buttons.rs",
    "src/app/i18n/coach.rs",
    "src/app/i18n/dialogs.rs",
    "src/app/i18n/engine_errors.rs",
    "src/app/i18n/errors.rs",
    "src/app/i18n/explain.rs",
    "src/app/i18n/laps.rs",
    "src/app/i18n/mod.rs",
    "src/app/i18n/play.rs",
    "src/app/i18n/records.rs",
    "src/app/i18n/settings.rs",
    "src/app/learn/words.rs",
    "src/app/explain/text.rs",
    "src/app/explain/preview.rs",
    "src/app/explain/summary.rs",
];

/// The string literals of a Rust source file (char literals and lifetimes skipped).
fn string_literals(source: &str) -> Vec<String> {
    let chars: Vec<char> = source.chars().collect();
    let (mut found, mut i) = (Vec::new(), 0);
    while i < chars.len() {
        match chars[i] {
            '/' if chars.get(i + 1) == Some(&'/') => {
                while i < chars.len() && chars[i] != '\n' {
                    i += 1;
                }
            }
            '\'' if chars.get(i + 1) == Some(&'\\') => {
                i += 2;
                while i < chars.len() && chars[i] != '\'' {
                    i += 1;
                }
                i += 1;
            }
            '\'' if chars.get(i + 2) == Some(&'\'') => i += 3,
            '"' => {
                let mut text = String::new();
                i += 1;
                while i < chars.len() && chars[i] != '"' {
                    if chars[i] == '\\' {
                        i += 1;
                    }
                    text.push(chars[i]);
                    i += 1;
                }
                found.push(text);
                i += 1;
            }
            _ => i += 1,
        }
    }
    found
}

/// The catalogue files: [`CATALOGUE_FILES`] and every page's own area, so a new page's texts
/// are checked without a line here.
fn catalogue_files(root: &str) -> Vec<String> {
    let mut files: Vec<String> = CATALOGUE_FILES.iter().map(|f| f.to_string()).collect();
    let pages = std::fs::read_dir(format!("{root}/src/app/pages")).expect("src/app/pages");
    let mut areas: Vec<String> = pages
        .map(|e| e.expect("an entry").path().join("text.rs"))
        .filter(|path| path.is_file())
        .map(|path| path.strip_prefix(root).expect("under the crate").to_string_lossy().trim_start_matches('/').to_string())
        .collect();
    assert!(areas.len() >= 5, "the pages' catalogue areas are found: {areas:?}");
    areas.sort();
    files.extend(areas);
    files
}

/// Every catalogue text as (where, text): the string literals of the catalogue files and the
/// texts of the stage files (titles, tasks and ideas; the derivations are for reviewers).
fn catalogue_texts() -> Vec<(String, String)> {
    let root = env!("CARGO_MANIFEST_DIR");
    let mut texts = Vec::new();
    for file in catalogue_files(root) {
        let source = std::fs::read_to_string(format!("{root}/{file}")).unwrap_or_else(|e| panic!("{file}: {e}"));
        texts.extend(string_literals(&source).into_iter().map(|text| (file.to_string(), text)));
    }
    let mut stage_files: Vec<_> = std::fs::read_dir(format!("{root}/content/learn")).expect("content/learn").map(|e| e.expect("an entry").path()).collect();
    stage_files.sort();
    for path in stage_files.into_iter().filter(|p| p.extension().is_some_and(|x| x == "json")) {
        let stage: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&path).expect("a stage file")).expect("a stage file reads");
        let name = path.file_name().expect("a name").to_string_lossy().into_owned();
        let mut add = |what: String, text: &serde_json::Value| {
            for lang in ["en", "sw"] {
                texts.push((format!("{name}: {what} {lang}"), text[lang].as_str().unwrap_or_default().to_string()));
            }
        };
        add("title".into(), &stage["title"]);
        for step in stage["steps"].as_array().expect("steps") {
            add(format!("{} task", step["id"]), &step["task"]);
            add(format!("{} explain", step["id"]), &step["explain"]);
        }
    }
    texts
}

/// The lower-case words of a text.
fn words(text: &str) -> Vec<String> {
    text.to_lowercase().split(|c: char| !c.is_alphanumeric() && c != '-').filter(|w| !w.is_empty()).map(str::to_string).collect()
}

/// The glossary's banned synonyms a text uses, each with the word to use instead.
fn glossary_faults(text: &str) -> Vec<String> {
    let lower = text.to_lowercase();
    let text_words = words(text);
    let mut faults = Vec::new();
    for term in GLOSSARY {
        for banned in term.banned_sw.iter().filter(|b| lower.contains(**b)) {
            faults.push(format!("says {banned:?}; the glossary's word for {} is {:?}", term.concept, term.sw));
        }
        for banned in term.banned_en.iter().filter(|b| text_words.iter().any(|w| w == **b)) {
            faults.push(format!("says {banned:?}; the glossary's word for {} is {:?}", term.concept, term.en));
        }
    }
    faults
}

#[test]
fn every_catalogue_text_uses_the_glossary_words() {
    // The check itself: the old words are caught, in every form.
    for old in ["Rudisha mbegu moja", "Tendua hatua", "kete za akiba", "amekamata kete 2", "Kutakatia", "a seed from your store"] {
        assert!(!glossary_faults(old).is_empty(), "{old}");
    }
    assert_eq!(glossary_faults("the stored game; Ukiweza kula, lazima ule."), Vec::<String>::new());
    let texts = catalogue_texts();
    assert!(texts.len() > 1000, "the catalogue files and stage files are read: {}", texts.len());
    let wrong: Vec<String> =
        texts.iter().flat_map(|(place, text)| glossary_faults(text).into_iter().map(move |fault| format!("{place}: {text:?} {fault}"))).collect();
    assert!(wrong.is_empty(), "texts using a word the glossary bans:\n{}", wrong.join("\n"));
}

/// Kiswahili has one word for a move (*mwendo*) and another for a game (*mchezo*): a text
/// whose Kiswahili says one of them says the same concept in English. This holds for every
/// keyed text, the steps' texts and the rule reasons of the learning path.
#[test]
fn move_and_game_are_two_words_in_kiswahili() {
    let mut pairs: Vec<(String, String, String)> = every_text().into_iter().map(|(key, en, sw)| (key, en.to_string(), sw.to_string())).collect();
    for why in WhyNot::ALL.iter().copied() {
        let words = |lang| why_not_words(lang, Variant::Kiswahili, why);
        pairs.push((format!("{why:?}"), words(Lang::En), words(Lang::Sw)));
    }
    let has = |text: &str, any: &[&str]| words(text).iter().any(|w| any.contains(&w.as_str()));
    // Buttons and lines whose English leaves "move" understood.
    const MOVE_UNSAID: &[&str] = &["Undo", "Redo", "KeysUndo", "LeavesProof"];
    let mut wrong = Vec::new();
    for (key, en, sw) in pairs.iter().filter(|(key, ..)| !MOVE_UNSAID.contains(&key.as_str())) {
        if has(sw, &["mchezo", "michezo"]) && !has(en, &["game", "games", "bao"]) {
            wrong.push(format!("{key}: {sw:?} says mchezo (a game) where the English says {en:?}"));
        }
        if has(sw, &["mwendo", "miendo"]) && !has(en, &["move", "moves", "ply", "plies", "moving"]) {
            wrong.push(format!("{key}: {sw:?} says mwendo (a move) where the English says {en:?}"));
        }
        if has(sw, &["somo", "masomo"]) && !has(en, &["step", "steps"]) {
            wrong.push(format!("{key}: {sw:?} says somo (a step) where the English says {en:?}"));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn the_glossary_is_the_one_the_teachers_read() {
    let readme = include_str!("../../../content/README.md");
    for term in GLOSSARY {
        let row = format!("| {} | {} | {} |", term.concept, term.en, term.sw);
        assert!(readme.contains(&row), "content/README.md lacks the glossary row {row}");
    }
}

/// The status line says what a stage means for the next move, not only its name (a newcomer
/// does not know "mtaji"): namua takes a seed from the reserve, mtaji lifts a hole (RULES.md).
#[test]
fn the_stage_on_the_status_line_says_what_it_means() {
    use crate::app::i18n::stage_explained;
    assert_eq!(stage_explained(Lang::En, Variant::Kiswahili, Stage::Mtaji), "mtaji (reserve empty: each move lifts a hole)");
    assert_eq!(stage_explained(Lang::En, Variant::Kiswahili, Stage::Namua), "namua (each move adds a seed from the reserve)");
    assert_eq!(stage_explained(Lang::Sw, Variant::Kiswahili, Stage::Mtaji), "mtaji (ghala tupu: kila mwendo unachukua shimo)");
    assert_eq!(stage_explained(Lang::En, Variant::Bawo, Stage::Namua), "namua (each move adds a seed from the nemo)");
}

/// The move list's markers (`*` takata, `**` takata that made a takasia, `#` the winning move:
/// RULES.md's notation) are said under the list once it shows one.
#[test]
fn the_move_list_says_what_its_markers_mean() {
    use crate::app::i18n::move_marks_legend;
    let moves = |list: &[&str]| list.iter().map(|m| m.to_string()).collect::<Vec<_>>();
    assert_eq!(move_marks_legend(Lang::En, Variant::Kiswahili, &moves(&["A6>", "a3<"])), None);
    let legend = "* takata (captured nothing) · ** takata that made a takasia · # the winning move";
    for shown in [&["A6>", "a3<*"][..], &["A6>**"], &["A6>", "a2>#"]] {
        assert_eq!(move_marks_legend(Lang::En, Variant::Kiswahili, &moves(shown)).as_deref(), Some(legend), "{shown:?}");
    }
    assert_eq!(
        move_marks_legend(Lang::En, Variant::Kete, &moves(&["A6>*"])).as_deref(),
        Some("* takata (captured nothing) · ** takata that made a hizi zetu · # the winning move")
    );
    assert_eq!(
        move_marks_legend(Lang::Sw, Variant::Kiswahili, &moves(&["a3<*"])).as_deref(),
        Some("* takata (haikula kitu) · ** takata iliyoweka takasia · # mwendo wa ushindi")
    );
}

#[test]
fn a_count_of_moves_is_the_catalogues_word_in_order_and_figures_past_ten() {
    // The catalogue's order is the count: ALL[n] names n.
    assert_eq!(MoveCount::ALL.len(), 11);
    assert_eq!(moves_count(Lang::En, 0), "no");
    assert_eq!(moves_count(Lang::En, 5), "five");
    assert_eq!(moves_count(Lang::Sw, 5), "mitano");
    assert_eq!(moves_count(Lang::Sw, 10), "kumi");
    assert_eq!(moves_count(Lang::En, 11), "11");
    assert_eq!(moves_count(Lang::Sw, 23), "23");
}

#[test]
fn a_count_of_seeds_has_one_form_per_language() {
    assert_eq!(seeds(Lang::En, 1), "1 seed");
    assert_eq!(seeds(Lang::En, 4), "4 seeds");
    assert_eq!(seeds(Lang::Sw, 1), "kete 1");
    assert_eq!(seeds(Lang::Sw, 4), "kete 4");
}
