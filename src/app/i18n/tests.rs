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

#[test]
fn a_hole_label_starts_with_the_name_then_the_count() {
    let a5 = Hole::parse("A5").unwrap();
    assert_eq!(hole_label(Lang::En, Variant::Kiswahili, a5, 6, true, false, false), "A5, nyumba, 6 seeds");
    assert_eq!(hole_label(Lang::Sw, Variant::Kiswahili, a5, 6, true, false, false), "A5, nyumba, mbegu 6");
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
