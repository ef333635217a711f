//! The learning path: short lessons, each a study position with one idea to try and a goal the
//! engine checks on the learner's move. They go from sowing in Bao la Kujifunza to captures,
//! Bao hamna, the namua kichwa choice, safari and takasia in Bao la Kiswahili.
//!
//! Every position was worked out by hand from RULES.md; the tests below replay the intended
//! move and check the sowing laps and captures that the lesson text describes.

use super::i18n::LessonText;
use crate::engine::{Move, Position, PositionSetup};

/// What the learner's move must do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// Any legal move (the lesson is about how a move goes).
    AnyMove,
    /// Capture as many seeds as any legal move can.
    BiggestCapture,
    /// Win at once by emptying the opponent's front row.
    BaoHamna,
    /// A takata that takasias an opponent's hole.
    Takasia,
}

/// One lesson and its words in the lessons catalogue.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Lesson {
    /// Names the lesson in the page (`data-lesson`) and in the tests.
    pub key: &'static str,
    pub title: LessonText,
    /// What to learn and what to do.
    pub text: LessonText,
    /// What a move that misses the goal is told (every goal but [`Goal::AnyMove`] has one).
    pub miss: Option<LessonText>,
    /// A study position (RULES.md §12 JSON; fewer seeds than a game, to show only what matters).
    pub position: &'static str,
    pub goal: Goal,
}

pub const LESSONS: [Lesson; 6] = [
    // The start of Bao la Kujifunza: every move lifts two seeds and relays.
    Lesson {
        key: "sow",
        title: LessonText::LessonSowTitle,
        text: LessonText::LessonSowText,
        miss: None,
        position: r#"{"variant":"kujifunza","to_move":"south","south":{"front":[2,2,2,2,2,2,2,2],"back":[2,2,2,2,2,2,2,2],"reserve":0,"house":"lost"},"north":{"front":[2,2,2,2,2,2,2,2],"back":[2,2,2,2,2,2,2,2],"reserve":0,"house":"lost"},"takasia":null,"ply":0}"#,
        goal: Goal::AnyMove,
    },
    // A3> captures the 2 seeds of a4; A6> captures the 6 of a1 (see the tests).
    Lesson {
        key: "capture",
        title: LessonText::LessonCaptureTitle,
        text: LessonText::LessonCaptureText,
        miss: Some(LessonText::LessonCaptureMiss),
        position: r#"{"variant":"kujifunza","to_move":"south","south":{"front":[0,0,2,0,1,2,0,1],"back":[0,0,0,0,0,0,0,0],"reserve":0,"house":"lost"},"north":{"front":[6,1,0,2,0,0,0,0],"back":[1,1,1,1,1,1,1,1],"reserve":0,"house":"lost"},"takasia":null,"ply":0}"#,
        goal: Goal::BiggestCapture,
    },
    // A6> captures a1, relays from A8 and captures a4, North's last front seeds.
    Lesson {
        key: "hamna",
        title: LessonText::LessonHamnaTitle,
        text: LessonText::LessonHamnaText,
        miss: Some(LessonText::LessonHamnaMiss),
        position: r#"{"variant":"kujifunza","to_move":"south","south":{"front":[0,0,2,0,1,2,0,1],"back":[0,0,0,0,0,0,0,0],"reserve":0,"house":"lost"},"north":{"front":[1,0,0,2,0,0,0,0],"back":[1,1,1,1,1,1,1,1],"reserve":0,"house":"lost"},"takasia":null,"ply":0}"#,
        goal: Goal::BaoHamna,
    },
    // Namua: the seed into A4 captures a5; the left kichwa leads on to a second capture at A2.
    Lesson {
        key: "kichwa",
        title: LessonText::LessonKichwaTitle,
        text: LessonText::LessonKichwaText,
        miss: Some(LessonText::LessonKichwaMiss),
        position: r#"{"variant":"kiswahili","to_move":"south","south":{"front":[0,1,0,1,0,0,0,0],"back":[0,0,0,0,0,0,0,0],"reserve":5,"house":"lost"},"north":{"front":[1,0,0,0,2,0,3,0],"back":[0,0,0,0,0,0,0,0],"reserve":5,"house":"lost"},"takasia":null,"ply":0}"#,
        goal: Goal::BiggestCapture,
    },
    // The captured seeds of a2 end in South's nyumba A5: safari sows on and captures a1 too.
    Lesson {
        key: "safari",
        title: LessonText::LessonSafariTitle,
        text: LessonText::LessonSafariText,
        miss: Some(LessonText::LessonSafariMiss),
        position: r#"{"variant":"kiswahili","to_move":"south","south":{"front":[0,0,0,0,12,0,1,0],"back":[0,0,0,0,0,0,0,0],"reserve":2,"house":"owned"},"north":{"front":[1,4,0,0,0,0,0,2],"back":[1,1,1,1,1,1,1,1],"reserve":2,"house":"lost"},"takasia":null,"ply":0}"#,
        goal: Goal::BiggestCapture,
    },
    // Mtaji: A1> leaves A3 facing a6, which B2 could then capture, and North has no capture.
    Lesson {
        key: "takasia",
        title: LessonText::LessonTakasiaTitle,
        text: LessonText::LessonTakasiaText,
        miss: Some(LessonText::LessonTakasiaMiss),
        position: r#"{"variant":"kiswahili","to_move":"south","south":{"front":[2,0,0,0,0,0,0,2],"back":[0,4,0,0,0,0,0,0],"reserve":0,"house":"lost"},"north":{"front":[0,0,2,0,0,2,0,0],"back":[1,1,1,1,1,1,1,1],"reserve":0,"house":"lost"},"takasia":null,"ply":60}"#,
        goal: Goal::Takasia,
    },
];

impl Lesson {
    /// The lesson's position (the table is checked by the tests, so it always reads).
    pub fn start(&self) -> Position {
        let setup: PositionSetup = serde_json::from_str(self.position).expect("lesson positions are valid JSON");
        setup.validate(true).expect("lesson positions are valid study positions")
    }

    /// Whether `mv`, played from the lesson's position, reaches the goal.
    pub fn reached(&self, mv: &Move) -> bool {
        let start = self.start();
        let Ok(played) = start.play(mv) else { return false };
        match self.goal {
            Goal::AnyMove => true,
            Goal::BiggestCapture => {
                let most = start.successors().iter().map(|s| s.info.seeds_captured).max().unwrap_or(0);
                played.info.seeds_captured == most && most > 0
            }
            Goal::BaoHamna => played.info.bao_hamna,
            Goal::Takasia => played.info.takasia_created.is_some(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{parse_move, Side};

    fn lesson(key: &str) -> Lesson {
        *LESSONS.iter().find(|l| l.key == key).expect("a lesson of that key")
    }

    /// The lesson's position after `text`, with what the move captured.
    fn after(key: &str, text: &str) -> (Position, u8, bool) {
        let start = lesson(key).start();
        let (mv, _) = parse_move(&start, text).unwrap_or_else(|e| panic!("{key}: {text}: {e}"));
        let played = start.play(&mv).expect("legal");
        (played.position, played.info.seeds_captured, lesson(key).reached(&mv))
    }

    fn front(pos: &Position, side: Side) -> Vec<i64> {
        let setup = pos.to_setup();
        if side == Side::South {
            setup.south.front
        } else {
            setup.north.front
        }
    }

    fn legal(key: &str) -> Vec<String> {
        lesson(key).start().legal_moves().iter().map(|m| m.to_string()).collect()
    }

    #[test]
    fn every_lesson_reads_and_its_goal_is_a_real_choice() {
        for lesson in LESSONS {
            let start = lesson.start();
            assert_eq!(start.to_move(), Side::South, "{}", lesson.key);
            let moves = start.legal_moves();
            assert!(moves.iter().any(|m| lesson.reached(m)), "{}: the goal can be reached", lesson.key);
            if lesson.goal != Goal::AnyMove {
                assert!(moves.iter().any(|m| !lesson.reached(m)), "{}: some move misses the goal", lesson.key);
            }
        }
    }

    #[test]
    fn every_lesson_has_its_words() {
        for lesson in LESSONS {
            // The title and text are typed keys, so they exist in both languages; a lesson
            // whose move can miss must say why.
            assert_eq!(lesson.miss.is_some(), lesson.goal != Goal::AnyMove, "{}", lesson.key);
            assert_ne!(lesson.title, lesson.text, "{}", lesson.key);
        }
    }

    #[test]
    fn capture_lesson_a6_takes_six_and_a3_two() {
        assert_eq!(legal("capture"), ["A3>", "A6>"], "captures are compulsory: the two takata are not legal");
        // A3>: A4, A5 (occupied) captures a4's 2, entered clockwise at A1: A1, A2 (empty): end.
        let (pos, seeds, reached) = after("capture", "A3>");
        assert_eq!((seeds, reached), (2, false));
        assert_eq!(front(&pos, Side::South), [1, 1, 0, 1, 2, 2, 0, 1]);
        // A6>: A7, A8 (occupied) captures a1's 6, entered anticlockwise at A8: A8…A3; A3 held 2,
        // a6 is empty, so relay: A3's 3 to A2, A1, B1 (empty): end.
        let (pos, seeds, reached) = after("capture", "A6>");
        assert_eq!((seeds, reached), (6, true));
        assert_eq!(front(&pos, Side::South), [1, 1, 0, 1, 2, 1, 2, 3]);
        assert_eq!(pos.to_setup().south.back, [1, 0, 0, 0, 0, 0, 0, 0]);
        assert_eq!(front(&pos, Side::North), [0, 1, 0, 2, 0, 0, 0, 0]);
    }

    #[test]
    fn hamna_lesson_a6_captures_twice_and_wins() {
        // A6>: A7, A8 captures a1's 1 seed into A8 (now 3); a1 is empty, so relay: A7, A6, A5;
        // A5 held 1 and faces a4: capture a4's 2, North's last front seeds: Bao hamna. The two
        // are still sown, entered at A8 (moving anticlockwise): A8, A7.
        let (pos, seeds, reached) = after("hamna", "A6>");
        assert_eq!((seeds, reached), (3, true));
        assert_eq!(front(&pos, Side::North), [0; 8]);
        assert_eq!(front(&pos, Side::South), [0, 0, 2, 0, 2, 1, 3, 1]);
        // A3> captures only a4 and North keeps a1.
        let (pos, seeds, reached) = after("hamna", "A3>");
        assert_eq!((seeds, reached), (2, false));
        assert_eq!(front(&pos, Side::North), [1, 0, 0, 0, 0, 0, 0, 0]);
    }

    #[test]
    fn kichwa_lesson_the_left_kichwa_captures_twice() {
        // Namua captures: a seed into A2 (faces a7) or A4 (faces a5, either kichwa).
        assert_eq!(legal("kichwa"), ["A2", "A4<", "A4>"]);
        // A4<: a5's 2 enter at A1: A1, A2 (held 1, faces a7): capture a7's 3, entered at A1
        // again: A1, A2, A3 (empty): end. 5 seeds.
        let (pos, seeds, reached) = after("kichwa", "A4<");
        assert_eq!((seeds, reached), (5, true));
        assert_eq!(front(&pos, Side::South), [2, 3, 1, 2, 0, 0, 0, 0]);
        assert_eq!(front(&pos, Side::North), [1, 0, 0, 0, 0, 0, 0, 0]);
        // A4>: a5's 2 enter at A8: A8, A7 (empty): end.
        let (_, seeds, reached) = after("kichwa", "A4>");
        assert_eq!((seeds, reached), (2, false));
        // A2: a7's 3 enter at A1: A1, A2, A3 (empty): end.
        let (_, seeds, reached) = after("kichwa", "A2");
        assert_eq!((seeds, reached), (3, false));
    }

    #[test]
    fn safari_lesson_going_on_captures_a1_as_well() {
        assert_eq!(legal("safari"), ["A7", "A7+"], "the only capture is at A7; its lap reaches the nyumba");
        // A7 (stop): a2's 4 enter at A8: A8, A7, A6, A5 (the nyumba, a4 empty): stop.
        let (pos, seeds, reached) = after("safari", "A7");
        assert_eq!((seeds, reached), (4, false));
        assert_eq!(front(&pos, Side::South), [0, 0, 0, 0, 13, 1, 3, 1]);
        // A7+ (safari): the nyumba's 13 go A4…A1, B1…B8, A8 (held 1, faces a1): capture a1's 1
        // into A8 (now 3); a1 is empty, so relay: A7, A6, A5 (emptied by the safari): end.
        let (pos, seeds, reached) = after("safari", "A7+");
        assert_eq!((seeds, reached), (5, true));
        assert_eq!(front(&pos, Side::South), [1, 1, 1, 1, 1, 2, 4, 0]);
        assert_eq!(pos.to_setup().south.back, [1; 8]);
        assert!(!pos.house_owned(Side::South), "the safari destroyed the nyumba");
    }

    #[test]
    fn takasia_lesson_only_a1_right_marks_a6() {
        // No capture now (A3 and A6 are empty); the takata must start in the front row, and
        // A1< is legal because A8 keeps the front row occupied.
        assert_eq!(legal("takasia"), ["A1<", "A1>", "A8<", "A8>"]);
        // A1>: A2, A3 (empty): end. Now B2's 4 clockwise would end in A3 facing a6 (2 seeds),
        // the only North hole South threatens; North has no capture: a6 is takasiaed.
        let (pos, _, reached) = after("takasia", "A1>");
        assert!(reached);
        assert_eq!(pos.takasia().map(|h| h.name()), Some("a6".to_string()));
        assert_eq!(front(&pos, Side::South), [0, 1, 1, 0, 0, 0, 0, 2]);
        // A1<: B1, B2 (held 4): relay its 5 to B3…B7: nothing threatened, no mark.
        let (pos, _, reached) = after("takasia", "A1<");
        assert!(!reached);
        assert_eq!(pos.takasia(), None);
        assert_eq!(pos.to_setup().south.back, [1, 0, 1, 1, 1, 1, 1, 0]);
        // A8<: A7, A6 (empty): A6 faces a3, but no South lap can end there.
        assert!(!after("takasia", "A8<").2);
    }
}
