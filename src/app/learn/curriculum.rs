//! The curriculum: stages of short steps in the order Bao is learnt — Bao la Kujifunza
//! (sowing, relay, where a move may start, capturing, the kichwa entry, chains, the 16-seed
//! rule, compulsory capture, winning, first tactics), then Bao la Kiswahili (namua, the nyumba
//! and its tax, stop or safari, the kichwa choice, mtaji, takasia), then what changes in Bao la
//! Kete and Bawo.
//!
//! Every position is a study position (RULES.md §12 JSON, South to move). The comment above
//! each choice step derives its wanted move by hand from RULES.md; the tests and
//! `tools/reference/check_steps.py` check that it is the only legal move meeting the goal.
//! Holes: South's front row A1–A8 from South's left, `>` sows towards A8 then into the back
//! row B8…B1; North's front hole a(9−i) faces A i.

use super::step::{Goal, Stage, Step, Text};

const fn t(en: &'static str, sw: &'static str) -> Text {
    Text { en, sw }
}

const SOW_FIRST: &str = r#"{"variant":"kujifunza","to_move":"south","south":{"front":[0,0,3,0,0,0,0,0],"back":[0,0,0,0,0,0,0,0],"reserve":0,"house":"lost"},"north":{"front":[1,0,0,0,0,0,0,0],"back":[0,2,0,0,0,0,2,0],"reserve":0,"house":"lost"},"takasia":null,"ply":0}"#;
const SOW_CORNER: &str = r#"{"variant":"kujifunza","to_move":"south","south":{"front":[0,0,0,0,0,0,3,0],"back":[0,0,0,0,0,0,0,0],"reserve":0,"house":"lost"},"north":{"front":[0,0,0,0,1,0,0,0],"back":[0,2,0,0,0,0,2,0],"reserve":0,"house":"lost"},"takasia":null,"ply":0}"#;
const SOW_CHOOSE: &str = r#"{"variant":"kujifunza","to_move":"south","south":{"front":[0,3,0,0,0,0,2,0],"back":[0,0,0,0,0,0,0,0],"reserve":0,"house":"lost"},"north":{"front":[0,0,0,0,0,0,0,1],"back":[0,2,0,0,0,0,2,0],"reserve":0,"house":"lost"},"takasia":null,"ply":0}"#;
const RELAY_ONE: &str = r#"{"variant":"kujifunza","to_move":"south","south":{"front":[0,2,0,1,0,0,0,0],"back":[0,0,0,0,0,0,0,0],"reserve":0,"house":"lost"},"north":{"front":[0,0,0,0,0,0,0,1],"back":[0,2,0,0,0,0,2,0],"reserve":0,"house":"lost"},"takasia":null,"ply":0}"#;
const RELAY_TWO: &str = r#"{"variant":"kujifunza","to_move":"south","south":{"front":[0,3,0,0,1,0,1,0],"back":[0,0,0,0,0,0,0,0],"reserve":0,"house":"lost"},"north":{"front":[0,0,0,0,0,0,0,2],"back":[0,2,0,0,0,0,2,0],"reserve":0,"house":"lost"},"takasia":null,"ply":0}"#;
const RELAY_CHOOSE: &str = r#"{"variant":"kujifunza","to_move":"south","south":{"front":[2,0,1,0,0,2,0,0],"back":[0,0,0,0,0,0,0,0],"reserve":0,"house":"lost"},"north":{"front":[0,0,0,0,0,0,0,3],"back":[0,2,0,0,0,0,2,0],"reserve":0,"house":"lost"},"takasia":null,"ply":0}"#;
const START_FRONT: &str = r#"{"variant":"kujifunza","to_move":"south","south":{"front":[1,0,2,0,1,0,0,0],"back":[0,0,3,0,0,4,0,0],"reserve":0,"house":"lost"},"north":{"front":[0,0,0,0,0,0,1,0],"back":[0,2,0,0,0,0,2,0],"reserve":0,"house":"lost"},"takasia":null,"ply":0}"#;
const START_BACK: &str = r#"{"variant":"kujifunza","to_move":"south","south":{"front":[1,0,0,1,0,0,0,0],"back":[0,0,0,0,0,3,0,0],"reserve":0,"house":"lost"},"north":{"front":[0,0,1,0,0,0,0,0],"back":[0,2,0,0,0,0,2,0],"reserve":0,"house":"lost"},"takasia":null,"ply":0}"#;
const START_KICHWA: &str = r#"{"variant":"kujifunza","to_move":"south","south":{"front":[0,0,0,0,0,0,0,3],"back":[2,0,0,0,0,0,0,0],"reserve":0,"house":"lost"},"north":{"front":[0,0,0,1,0,0,0,0],"back":[0,2,0,0,0,0,2,0],"reserve":0,"house":"lost"},"takasia":null,"ply":0}"#;
const START_BACK_SOW: &str = r#"{"variant":"kujifunza","to_move":"south","south":{"front":[1,0,0,0,0,0,0,0],"back":[0,0,0,0,0,0,0,3],"reserve":0,"house":"lost"},"north":{"front":[0,0,0,0,0,0,0,1],"back":[0,2,0,0,0,0,2,0],"reserve":0,"house":"lost"},"takasia":null,"ply":0}"#;
const CAPTURE: &str = r#"{"variant":"kujifunza","to_move":"south","south":{"front":[0,0,2,0,1,2,0,1],"back":[0,0,0,0,0,0,0,0],"reserve":0,"house":"lost"},"north":{"front":[6,1,0,2,0,0,0,0],"back":[0,2,0,0,0,0,2,0],"reserve":0,"house":"lost"},"takasia":null,"ply":0}"#;
const ENTRY_KIMBI: &str = r#"{"variant":"kujifunza","to_move":"south","south":{"front":[0,0,0,0,2,0,1,0],"back":[0,0,0,0,0,0,0,0],"reserve":0,"house":"lost"},"north":{"front":[0,3,0,0,0,0,0,1],"back":[0,2,0,0,0,0,2,0],"reserve":0,"house":"lost"},"takasia":null,"ply":0}"#;
const ENTRY_CENTRE: &str = r#"{"variant":"kujifunza","to_move":"south","south":{"front":[2,0,1,0,0,0,0,0],"back":[0,0,0,0,0,0,0,0],"reserve":0,"house":"lost"},"north":{"front":[1,0,0,0,0,2,0,0],"back":[0,2,0,0,0,0,2,0],"reserve":0,"house":"lost"},"takasia":null,"ply":0}"#;
const CHAIN: &str = r#"{"variant":"kujifunza","to_move":"south","south":{"front":[0,0,2,0,1,2,0,1],"back":[0,0,0,0,0,0,0,0],"reserve":0,"house":"lost"},"north":{"front":[1,0,0,2,0,0,0,3],"back":[0,2,0,0,0,0,2,0],"reserve":0,"house":"lost"},"takasia":null,"ply":0}"#;
const CHAIN_MOST: &str = r#"{"variant":"kujifunza","to_move":"south","south":{"front":[2,0,1,0,0,2,0,1],"back":[0,0,0,0,0,0,0,0],"reserve":0,"house":"lost"},"north":{"front":[1,0,0,0,0,2,1,0],"back":[0,2,0,0,0,0,2,0],"reserve":0,"house":"lost"},"takasia":null,"ply":0}"#;
const SIXTEEN_LEGAL: &str = r#"{"variant":"kujifunza","to_move":"south","south":{"front":[17,0,0,0,0,2,0,1],"back":[0,0,0,0,0,0,0,0],"reserve":0,"house":"lost"},"north":{"front":[1,0,0,0,0,0,5,0],"back":[0,2,0,0,0,0,2,0],"reserve":0,"house":"lost"},"takasia":null,"ply":0}"#;
const SIXTEEN_SOW: &str = r#"{"variant":"kujifunza","to_move":"south","south":{"front":[16,0,0,0,0,0,0,0],"back":[0,0,0,0,0,0,0,0],"reserve":0,"house":"lost"},"north":{"front":[0,0,0,0,0,0,0,1],"back":[0,2,0,0,0,0,2,0],"reserve":0,"house":"lost"},"takasia":null,"ply":0}"#;
const COMPULSORY: &str = r#"{"variant":"kujifunza","to_move":"south","south":{"front":[0,3,0,0,2,0,1,0],"back":[0,0,0,0,0,0,0,0],"reserve":0,"house":"lost"},"north":{"front":[0,2,0,0,0,0,0,1],"back":[0,2,0,0,0,0,2,0],"reserve":0,"house":"lost"},"takasia":null,"ply":0}"#;
const HAMNA: &str = r#"{"variant":"kujifunza","to_move":"south","south":{"front":[0,0,2,0,1,2,0,1],"back":[0,0,0,0,0,0,0,0],"reserve":0,"house":"lost"},"north":{"front":[1,0,0,2,0,0,0,0],"back":[0,2,0,0,0,0,2,0],"reserve":0,"house":"lost"},"takasia":null,"ply":0}"#;
const NO_MOVE: &str = r#"{"variant":"kujifunza","to_move":"south","south":{"front":[0,0,2,0,1,2,0,2],"back":[0,0,0,0,0,0,0,0],"reserve":0,"house":"lost"},"north":{"front":[1,0,0,2,0,1,0,0],"back":[1,1,1,1,1,1,1,1],"reserve":0,"house":"lost"},"takasia":null,"ply":0}"#;
const NAMUA_PLACE: &str = r#"{"variant":"kiswahili","to_move":"south","south":{"front":[1,0,2,0,0,0,1,0],"back":[0,0,0,0,0,0,0,0],"reserve":5,"house":"lost"},"north":{"front":[0,0,0,2,1,0,0,0],"back":[0,0,0,0,0,0,0,0],"reserve":5,"house":"lost"},"takasia":null,"ply":10}"#;
const NAMUA_KICHWA: &str = r#"{"variant":"kiswahili","to_move":"south","south":{"front":[0,1,0,1,0,0,0,0],"back":[0,0,0,0,0,0,0,0],"reserve":5,"house":"lost"},"north":{"front":[1,0,0,0,2,0,3,0],"back":[0,0,0,0,0,0,0,0],"reserve":5,"house":"lost"},"takasia":null,"ply":10}"#;
const NYUMBA_TAX: &str = r#"{"variant":"kiswahili","to_move":"south","south":{"front":[0,0,0,0,8,0,0,0],"back":[0,0,0,0,0,0,0,0],"reserve":3,"house":"owned"},"north":{"front":[0,0,1,0,0,0,0,0],"back":[0,0,0,0,0,0,0,0],"reserve":3,"house":"lost"},"takasia":null,"ply":10}"#;
const NYUMBA_ALONE: &str = r#"{"variant":"kiswahili","to_move":"south","south":{"front":[0,0,2,0,7,0,0,0],"back":[0,0,0,0,0,0,0,0],"reserve":3,"house":"owned"},"north":{"front":[0,1,0,0,0,0,0,0],"back":[0,0,0,0,0,0,0,0],"reserve":3,"house":"lost"},"takasia":null,"ply":10}"#;
const NYUMBA_STOP: &str = r#"{"variant":"kiswahili","to_move":"south","south":{"front":[0,2,0,0,7,0,0,0],"back":[0,0,0,0,0,0,0,0],"reserve":3,"house":"owned"},"north":{"front":[0,1,0,0,0,0,0,0],"back":[0,0,0,0,0,0,0,0],"reserve":3,"house":"lost"},"takasia":null,"ply":10}"#;
const SAFARI: &str = r#"{"variant":"kiswahili","to_move":"south","south":{"front":[0,0,0,0,12,0,1,0],"back":[0,0,0,0,0,0,0,0],"reserve":2,"house":"owned"},"north":{"front":[1,4,0,0,0,0,0,2],"back":[1,1,1,1,1,1,1,1],"reserve":2,"house":"lost"},"takasia":null,"ply":10}"#;
const KICHWA_RIGHT: &str = r#"{"variant":"kiswahili","to_move":"south","south":{"front":[0,0,0,0,1,0,1,0],"back":[0,0,0,0,0,0,0,0],"reserve":5,"house":"lost"},"north":{"front":[0,3,0,2,0,0,0,1],"back":[0,0,0,0,0,0,0,0],"reserve":5,"house":"lost"},"takasia":null,"ply":10}"#;
const MTAJI_SAFARI: &str = r#"{"variant":"kiswahili","to_move":"south","south":{"front":[0,0,2,0,6,0,0,0],"back":[0,0,0,0,0,0,0,0],"reserve":0,"house":"owned"},"north":{"front":[0,0,0,0,0,1,2,0],"back":[0,2,0,0,0,0,2,0],"reserve":0,"house":"lost"},"takasia":null,"ply":60}"#;
const MTAJI_NYUMBA: &str = r#"{"variant":"kiswahili","to_move":"south","south":{"front":[1,0,0,0,7,0,1,0],"back":[0,0,0,0,0,0,0,0],"reserve":0,"house":"owned"},"north":{"front":[0,0,0,0,0,0,2,0],"back":[0,2,0,0,0,0,2,0],"reserve":0,"house":"lost"},"takasia":null,"ply":60}"#;
const TAKASIA_MAKE: &str = r#"{"variant":"kiswahili","to_move":"south","south":{"front":[2,0,0,0,0,0,0,2],"back":[0,4,0,0,0,0,0,0],"reserve":0,"house":"lost"},"north":{"front":[0,0,2,0,0,2,0,0],"back":[1,1,1,1,1,1,1,1],"reserve":0,"house":"lost"},"takasia":null,"ply":60}"#;
const TAKASIA_STOP: &str = r#"{"variant":"kiswahili","to_move":"south","south":{"front":[2,0,1,0,1,0,0,0],"back":[0,0,0,0,0,0,0,0],"reserve":0,"house":"lost"},"north":{"front":[0,0,0,2,0,0,0,0],"back":[0,2,0,0,0,0,2,0],"reserve":0,"house":"lost"},"takasia":"A5","ply":60}"#;
const TAKASIA_START: &str = r#"{"variant":"kiswahili","to_move":"south","south":{"front":[0,0,3,0,0,2,0,0],"back":[0,0,0,0,0,0,0,0],"reserve":0,"house":"lost"},"north":{"front":[0,0,0,0,0,2,0,0],"back":[0,2,0,0,0,0,2,0],"reserve":0,"house":"lost"},"takasia":"A3","ply":60}"#;
const KETE_SIX: &str = r#"{"variant":"kete","to_move":"south","south":{"front":[0,0,0,0,6,0,0,0],"back":[0,0,0,0,0,0,0,0],"reserve":3,"house":"owned"},"north":{"front":[0,0,1,0,0,0,0,0],"back":[0,0,0,0,0,0,0,0],"reserve":3,"house":"lost"},"takasia":null,"ply":10}"#;
const KETE_KUU_START: &str = r#"{"variant":"kete","to_move":"south","south":{"front":[0,3,0,0,6,0,0,0],"back":[0,0,0,0,0,0,0,0],"reserve":0,"house":"owned"},"north":{"front":[0,0,0,0,0,0,1,0],"back":[0,2,0,0,0,0,2,0],"reserve":0,"house":"lost"},"takasia":null,"ply":60}"#;
const KETE_DUTY: &str = r#"{"variant":"kete","to_move":"south","south":{"front":[2,0,1,2,0,1,0,0],"back":[0,0,0,0,0,0,0,0],"reserve":0,"house":"lost"},"north":{"front":[0,0,2,0,0,2,0,0],"back":[0,2,0,0,0,0,2,0],"reserve":0,"house":"lost"},"takasia":"a3","ply":60}"#;
const BAWO_KUU_CAPTURE: &str = r#"{"variant":"bawo","to_move":"south","south":{"front":[0,2,0,0,8,0,0,0],"back":[0,0,0,0,0,0,0,0],"reserve":5,"house":"owned"},"north":{"front":[1,0,0,0,8,0,0,0],"back":[0,0,0,0,0,0,0,0],"reserve":5,"house":"owned"},"takasia":null,"ply":10}"#;
const BAWO_BIG_SAFE: &str = r#"{"variant":"bawo","to_move":"south","south":{"front":[0,1,0,0,0,1,0,0],"back":[0,0,0,0,0,0,0,0],"reserve":5,"house":"lost"},"north":{"front":[0,0,16,0,0,0,6,0],"back":[0,0,0,0,0,0,0,0],"reserve":5,"house":"lost"},"takasia":null,"ply":10}"#;
const BAWO_LONE_KUU: &str = r#"{"variant":"bawo","to_move":"south","south":{"front":[0,0,0,0,8,0,0,0],"back":[0,0,0,0,0,0,0,0],"reserve":5,"house":"owned"},"north":{"front":[0,0,1,0,0,0,0,0],"back":[0,0,0,0,0,0,0,0],"reserve":5,"house":"lost"},"takasia":null,"ply":10}"#;
const WIN_ENDING: &str = r#"{"variant":"kujifunza","to_move":"south","south":{"front":[1,0,9,0,1,0,4,0],"back":[2,2,5,2,5,1,0,1],"reserve":0,"house":"lost"},"north":{"front":[0,5,0,4,4,2,2,2],"back":[2,0,1,4,1,1,3,0],"reserve":0,"house":"lost"},"takasia":null,"ply":12}"#;
const WIN_ENDING_2: &str = r#"{"variant":"kujifunza","to_move":"south","south":{"front":[2,4,3,0,2,1,0,0],"back":[1,3,3,0,3,3,0,3],"reserve":0,"house":"lost"},"north":{"front":[6,0,3,6,2,2,2,1],"back":[0,2,2,2,2,2,2,2],"reserve":0,"house":"lost"},"takasia":null,"ply":6}"#;
const SURVIVE: &str = r#"{"variant":"kujifunza","to_move":"south","south":{"front":[0,0,3,0,3,0,0,0],"back":[2,2,2,2,2,2,2,0],"reserve":0,"house":"lost"},"north":{"front":[1,5,2,6,6,3,1,0],"back":[4,1,0,3,3,3,3,3],"reserve":0,"house":"lost"},"takasia":null,"ply":2}"#;
const SAFE: &str = r#"{"variant":"kujifunza","to_move":"south","south":{"front":[4,0,0,3,0,0,0,1],"back":[0,0,3,3,0,3,3,0],"reserve":0,"house":"lost"},"north":{"front":[3,1,6,7,3,3,4,3],"back":[0,5,1,0,3,3,1,1],"reserve":0,"house":"lost"},"takasia":null,"ply":10}"#;
const DEFEND: &str = r#"{"variant":"kujifunza","to_move":"south","south":{"front":[3,2,1,4,0,0,0,0],"back":[3,0,2,2,2,2,2,1],"reserve":0,"house":"lost"},"north":{"front":[0,1,13,0,4,2,3,2],"back":[1,3,0,3,3,1,4,0],"reserve":0,"house":"lost"},"takasia":null,"ply":10}"#;
const KETE_HIZI_ZETU: &str = r#"{"variant":"kete","to_move":"south","south":{"front":[2,0,0,0,0,0,0,2],"back":[0,4,0,0,0,0,0,0],"reserve":0,"house":"lost"},"north":{"front":[0,0,2,0,0,2,0,0],"back":[1,1,1,1,1,1,1,1],"reserve":0,"house":"lost"},"takasia":null,"ply":60}"#;
const BAWO_CHIBAKA_KUU: &str = r#"{"variant":"bawo","bawo_setup":"chibaka","to_move":"south","south":{"front":[0,0,0,0,10,0,0,0],"back":[0,0,0,0,0,0,0,0],"reserve":5,"house":"owned"},"north":{"front":[0,0,1,0,0,0,0,0],"back":[0,0,0,0,0,0,0,0],"reserve":5,"house":"lost"},"takasia":null,"ply":10}"#;
const BAWO_SANDERSON: &str = r#"{"variant":"bawo","bawo_setup":"sanderson","to_move":"south","south":{"front":[0,1,0,0,6,0,0,0],"back":[0,0,0,0,0,0,0,0],"reserve":5,"house":"owned"},"north":{"front":[0,0,1,0,0,0,0,0],"back":[0,0,0,0,0,0,0,0],"reserve":5,"house":"lost"},"takasia":null,"ply":10}"#;
const BAWO_START: &str = r#"{"variant":"bawo","bawo_setup":"chikoko","to_move":"south","south":{"front":[0,0,0,0,8,2,2,0],"back":[0,0,0,0,0,0,0,0],"reserve":20,"house":"owned"},"north":{"front":[0,0,0,0,8,2,2,0],"back":[0,0,0,0,0,0,0,0],"reserve":20,"house":"owned"},"takasia":null,"ply":0}"#;

/// Sowing and direction.
const SOWING: &[Step] = &[
    // A3> lifts 3: A4, A5, A6; A6 was empty, so the move ends there after one lap.
    Step {
        id: "sow-first",
        position: SOW_FIRST,
        goal: Goal::PredictEnd { mv: "A3>" },
        task: t("A3> lifts the 3 seeds of A3 and sows them to the right. Tap the hole where the last seed falls.", "A3> inachukua kete 3 za A3 na kuzipanda kulia. Gusa shimo ambamo kete ya mwisho itaangukia."),
        explain: t(
            "A move lifts all the seeds of one of your holes and drops them one by one into the next holes. A lap that ends in an empty hole ends the move.",
            "Mchezo unachukua kete zote za shimo lako moja na kuzidondosha moja moja katika mashimo yanayofuata. Mzunguko ukiishia katika shimo tupu, mchezo unakwisha.",
        ),
    },
    // A7> lifts 3: A8, then round the corner into B8, B7 (empty): the move ends in B7.
    Step {
        id: "sow-corner",
        position: SOW_CORNER,
        goal: Goal::PredictEnd { mv: "A7>" },
        task: t("A7> sows 3 seeds to the right. Where does the last one fall?", "A7> inapanda kete 3 kulia. Ya mwisho inaangukia wapi?"),
        explain: t(
            "Your 16 holes form one ring: past A8 the seeds go on into your back row, B8 first, then along to B1 and up to A1 again.",
            "Mashimo yako 16 ni duara moja: baada ya A8 kete zinaendelea katika safu ya nyuma, kwanza B8, kisha hadi B1 na kupanda tena A1.",
        ),
    },
    // A2<: A1, B1, B2 (empty) ends in B2. A2> ends in A5, A7> in B8, A7< in A5: only A2< ends in B2.
    Step {
        id: "sow-choose",
        position: SOW_CHOOSE,
        goal: Goal::EndIn { hole: "B2", wanted: "A2<" },
        task: t("Play the move whose last seed falls into B2.", "Cheza mchezo ambao kete yake ya mwisho itaangukia B2."),
        explain: t(
            "You choose the hole and the direction: to your left (<) or to your right (>).",
            "Unachagua shimo na upande: kushoto kwako (<) au kulia kwako (>).",
        ),
    },
];

/// Relay: a lap ending in an occupied hole goes on.
const RELAY: &[Step] = &[
    // A2>: A3, A4 (held 1, now 2): relay its 2: A5, A6 (empty): ends in A6 after two laps.
    Step {
        id: "relay-one",
        position: RELAY_ONE,
        goal: Goal::PredictEnd { mv: "A2>" },
        task: t(
            "A2> ends its first lap in A4, which already holds a seed. Where does the move stop?",
            "A2> inamaliza mzunguko wa kwanza katika A4, ambalo tayari lina kete. Mchezo unasimama wapi?",
        ),
        explain: t(
            "When the last seed falls into a hole that was not empty, you lift all its seeds and sow on in the same direction: a relay.",
            "Kete ya mwisho ikiangukia shimo lisilo tupu, unachukua kete zake zote na kuendelea kupanda upande uleule.",
        ),
    },
    // A2>: A3, A4, A5 (held 1): relay 2: A6, A7 (held 1): relay 2: A8, B8 (empty): ends in B8, 3 laps.
    Step {
        id: "relay-two",
        position: RELAY_TWO,
        goal: Goal::PredictEnd { mv: "A2>" },
        task: t("Follow A2> lap by lap. Where does it stop?", "Fuata A2> mzunguko kwa mzunguko. Unasimama wapi?"),
        explain: t(
            "A move can relay many times; count each lap from the hole after the one you lifted.",
            "Mchezo unaweza kuendelea mara nyingi; hesabu kila mzunguko kuanzia shimo linalofuata lile ulilochukua.",
        ),
    },
    // A1>: A2, A3 (held 1): relay 2: A4, A5 (empty): ends in A5. A1< ends in B2, A6> in A8, A6< in A4.
    Step {
        id: "relay-choose",
        position: RELAY_CHOOSE,
        goal: Goal::EndIn { hole: "A5", wanted: "A1>" },
        task: t("Play the move that stops in A5.", "Cheza mchezo unaosimama katika A5."),
        explain: t(
            "Count the relay too: the hole a lap ends in decides where the next lap starts.",
            "Hesabu na mzunguko unaofuata: shimo ambamo mzunguko unaishia ndilo linaloanzisha mzunguko mwingine.",
        ),
    },
];

/// Where a move may start.
const STARTS: &[Step] = &[
    // Only A3 holds 2+ in the front row: A1 and A5 are singletons, and B3, B6 may not start a
    // move while a front hole holds two or more.
    Step {
        id: "start-front",
        position: START_FRONT,
        goal: Goal::FindLegal { hole: "A3" },
        task: t(
            "Only one of your holes may start a move. Find it and play it.",
            "Shimo moja tu kati ya mashimo yako linaweza kuanza mchezo. Litafute na ulicheze.",
        ),
        explain: t(
            "A single seed may never start a move, and the back row may start one only when no front hole holds two or more.",
            "Kete moja peke yake haiwezi kuanza mchezo, na safu ya nyuma inaweza kuanza tu ikiwa hakuna shimo la mbele lenye kete mbili au zaidi.",
        ),
    },
    // The front row holds only singletons (A1, A4), so the back row may start: B6, either way.
    Step {
        id: "start-back",
        position: START_BACK,
        goal: Goal::FindLegal { hole: "B6" },
        task: t("Your front row holds only single seeds. Which hole may start?", "Safu yako ya mbele ina kete moja moja tu. Shimo gani linaweza kuanza?"),
        explain: t(
            "When every front hole holds at most one seed, a back-row hole with two or more may start.",
            "Kila shimo la mbele likiwa na kete moja au hakuna, shimo la nyuma lenye kete mbili au zaidi linaweza kuanza.",
        ),
    },
    // A8 is the only occupied front hole: A8> would drop its first seed into B8 with the front
    // row empty, so only A8< is legal; B1 may not start since A8 holds 3.
    Step {
        id: "start-kichwa",
        position: START_KICHWA,
        goal: Goal::FindLegal { hole: "A8" },
        task: t(
            "Your only front seeds are in the kichwa A8. Play the one legal move.",
            "Kete zako za mbele ziko katika kichwa A8 tu. Cheza mchezo pekee halali.",
        ),
        explain: t(
            "Your front row may never be left empty: a lone kichwa must be sown towards the centre.",
            "Safu yako ya mbele haiwezi kuachwa tupu kamwe: kichwa kilicho peke yake lazima kipandwe kuelekea katikati.",
        ),
    },
    // B8> (from the back row `>` runs up into the front row): A8, A7, A6 (empty): ends in A6.
    Step {
        id: "start-back-sow",
        position: START_BACK_SOW,
        goal: Goal::PredictEnd { mv: "B8>" },
        task: t(
            "B8> sows 3 seeds towards your right, which from the back row is up into A8. Where does it stop?",
            "B8> inapanda kete 3 kuelekea kulia kwako, ambako kutoka safu ya nyuma ni kupanda A8. Unasimama wapi?",
        ),
        explain: t(
            "Left and right are always your own: from the back row, > goes to A8 and then along the front row to the left.",
            "Kushoto na kulia ni kwako daima: kutoka safu ya nyuma, > inakwenda A8 kisha katika safu ya mbele kuelekea kushoto.",
        ),
    },
];

/// Capturing and entering at the kichwa.
const CAPTURES: &[Step] = &[
    // A3>: A4, A5 (held 1) facing a4 (2 seeds): the first lap captures a4.
    Step {
        id: "capture-first",
        position: CAPTURE,
        goal: Goal::PredictCaptures { mv: "A3>" },
        task: t("A3> ends its first lap in A5, which holds a seed. Tap the North holes it captures.", "A3> inamaliza mzunguko wa kwanza katika A5, lenye kete. Gusa mashimo ya Kaskazini inayoyala."),
        explain: t(
            "A first lap that ends in an occupied front hole facing seeds captures them: they are taken from North's hole and sown into your front row from a kichwa.",
            "Mzunguko wa kwanza ukiishia katika shimo la mbele lenye kete linalokabili kete, unazila: zinachukuliwa kutoka shimo la Kaskazini na kupandwa katika safu yako ya mbele kuanzia kichwa.",
        ),
    },
    // A3> captures a4 (2); A6>: A7, A8 (held 1) captures a1 (6). Those are the only legal moves.
    Step {
        id: "capture-most",
        position: CAPTURE,
        goal: Goal::CaptureMost { wanted: "A6>" },
        task: t("Capture as many seeds as you can.", "Kula kete nyingi kadiri uwezavyo."),
        explain: t("Compare the holes your first laps end facing: the biggest one is worth taking.", "Linganisha mashimo yanayokabiliwa na mizunguko yako ya kwanza: kubwa zaidi ndilo la kula."),
    },
    // A5>: A6, A7 (held 1) captures a2 (3). A7 is in the right kimbi, so the 3 enter at A8
    // sowing left: A8, A7, A6 (held 1): relay 2: A5, A4 (empty): ends in A4.
    Step {
        id: "entry-kimbi",
        position: ENTRY_KIMBI,
        goal: Goal::PredictEnd { mv: "A5>" },
        task: t("A5> captures from A7. Where does the move finally stop?", "A5> inakula kutoka A7. Mchezo unasimama wapi mwishowe?"),
        explain: t(
            "A capture from a kimbi (holes 1–2 or 7–8) enters at that side's kichwa and sows towards the centre, so the direction may turn round.",
            "Kula kutoka kimbi (mashimo 1–2 au 7–8) kunaingia kwenye kichwa cha upande huo na kupanda kuelekea katikati, hivyo upande unaweza kugeuka.",
        ),
    },
    // A1>: A2, A3 (held 1) captures a6 (2). A3 is central and the move goes right
    // (clockwise), so they enter at A1: A1, A2 (held 1): relay 2: A3, A4 (empty): ends in A4.
    Step {
        id: "entry-centre",
        position: ENTRY_CENTRE,
        goal: Goal::PredictEnd { mv: "A1>" },
        task: t("A1> captures from the central hole A3. Where does it stop?", "A1> inakula kutoka shimo la katikati A3. Unasimama wapi?"),
        explain: t(
            "A capture from a central hole (3–6) enters at the kichwa that keeps the direction: moving right, at A1.",
            "Kula kutoka shimo la katikati (3–6) kunaingia kwenye kichwa kinachoendeleza upande: ukienda kulia, kwenye A1.",
        ),
    },
];

/// Chains of captures and the 16-seed rule.
const CHAINS: &[Step] = &[
    // A6>: A7, A8 (held 1) captures a1 (1), entered at A8 (right kimbi): A8 now 3, a1 empty:
    // relay 3 leftwards: A7, A6, A5 (held 1) captures a4 (2), entered at A8 (central, moving
    // left), and the move relays on to its end in A4.
    Step {
        id: "chain-predict",
        position: CHAIN,
        goal: Goal::PredictCaptures { mv: "A6>" },
        task: t("A6> captures more than once. Tap every North hole it captures.", "A6> inakula zaidi ya mara moja. Gusa kila shimo la Kaskazini inalolila."),
        explain: t(
            "Once the first lap has captured, every later lap that ends in an occupied front hole facing seeds captures again.",
            "Mzunguko wa kwanza ukishakula, kila mzunguko unaofuata unaoishia katika shimo la mbele lenye kete linalokabili kete unakula tena.",
        ),
    },
    // A1>: A2, A3 (held 1) captures a6 (2), entered at A1: A1, A2 (held 1) captures a7 (1):
    // 3 in all. A6>: A7, A8 (held 1) captures only a1 (1).
    Step {
        id: "chain-most",
        position: CHAIN_MOST,
        goal: Goal::CaptureMost { wanted: "A1>" },
        task: t("Find the chain that captures the most seeds.", "Tafuta mnyororo unaokula kete nyingi zaidi."),
        explain: t(
            "A small first capture can lead on to more: follow the captured seeds to their last hole.",
            "Kula kudogo kwa kwanza kunaweza kuleta kula zaidi: fuata kete zilizoliwa hadi shimo lao la mwisho.",
        ),
    },
    // A1 holds 17: its first lap would end in A2 facing a7 (5), but 16 or more seeds cannot
    // start a capture, and capturing is compulsory, so only A6> (capturing a1) is legal.
    Step {
        id: "sixteen-legal",
        position: SIXTEEN_LEGAL,
        goal: Goal::FindLegal { hole: "A6" },
        task: t("A1 holds 17 seeds. Find the legal move.", "A1 lina kete 17. Tafuta mchezo halali."),
        explain: t(
            "A hole with 16 or more seeds can start only a takata, never a capture.",
            "Shimo lenye kete 16 au zaidi linaweza kuanza takata tu, kamwe si kula.",
        ),
    },
    // A1> sows 16 seeds: one into each of the 16 holes, the last back into A1, emptied by the
    // lift: it ends there after one lap.
    Step {
        id: "sixteen-round",
        position: SIXTEEN_SOW,
        goal: Goal::PredictEnd { mv: "A1>" },
        task: t("A1> sows 16 seeds. Where does the last one fall?", "A1> inapanda kete 16. Ya mwisho inaangukia wapi?"),
        explain: t(
            "Sixteen seeds go once round all your holes, and the last falls into the hole you lifted.",
            "Kete kumi na sita zinazunguka mara moja mashimo yako yote, na ya mwisho inaangukia shimo ulilochukua.",
        ),
    },
];

/// Compulsory capture and winning.
const WINNING: &[Step] = &[
    // A5>: A6, A7 (held 1) faces a2 (2): a capture, so it is compulsory; A2 (3 seeds) would
    // only sow, and A7 is a singleton.
    Step {
        id: "compulsory",
        position: COMPULSORY,
        goal: Goal::FindLegal { hole: "A5" },
        task: t("Play a legal move. Careful: capturing is compulsory.", "Cheza mchezo halali. Angalia: kula ni lazima."),
        explain: t("If any move captures, you must play a capture.", "Mchezo wowote ukiweza kula, lazima ucheze wa kula."),
    },
    // A6>: captures a1 (1) into A8, relays 3 leftwards to A5 (held 1) facing a4 (2): captures
    // North's last front seeds. A3> captures only a4 and leaves a1, and North a move (a1 is
    // alone but b2 and b7 hold 2).
    Step {
        id: "bao-hamna",
        position: HAMNA,
        goal: Goal::BaoHamna { wanted: "A6>" },
        task: t("Empty North's front row in one move.", "Maliza safu ya mbele ya Kaskazini kwa mchezo mmoja."),
        explain: t(
            "When a capture empties the opponent's front row, the captured seeds are still sown, and you win: Bao hamna.",
            "Kula kukimaliza safu ya mbele ya mpinzani, kete zilizoliwa bado zinapandwa, nawe unashinda: bao hamna.",
        ),
    },
    // North's only hole with two seeds is a4. A3>: A4, A5 (held 1) captures it; North is left
    // with single seeds only and cannot move. A6> captures a1 instead and leaves a4.
    Step {
        id: "no-move",
        position: NO_MOVE,
        goal: Goal::WinNow { wanted: "A3>" },
        task: t("Win now: leave North without a legal move.", "Shinda sasa: mwache Kaskazini bila mchezo halali."),
        explain: t("A player who cannot move loses. Here every North hole but one holds a single seed.", "Mchezaji asiyeweza kucheza ameshindwa. Hapa kila shimo la Kaskazini isipokuwa moja lina kete moja."),
    },
    Step {
        id: "win-ending",
        position: WIN_ENDING,
        goal: Goal::WinEnding { nodes: 20_000 },
        task: t("This position is won for you. Win it against the computer.", "Nafasi hii ni ushindi kwako. Ushinde dhidi ya kompyuta."),
        explain: t(
            "Of your five moves only one keeps the win; the computer punishes the others. Read each chain, and North's best reply, before you play.",
            "Kati ya michezo yako mitano mmoja tu unahifadhi ushindi; kompyuta inaadhibu mingine. Soma kila mnyororo, na jibu bora la Kaskazini, kabla ya kucheza.",
        ),
    },
];

/// First tactics.
const TACTICS: &[Step] = &[
    // Three captures. A4< takes a8 then a6 (6 seeds) but empties A1 and leaves North b2<, which
    // captures 12; B6> takes a1 (3) and leaves North six captures. B3<: B2, B1, A1 (held 4)
    // takes a8 (3), entered A1, A2, A3 (empty): no North lap can then end facing a South seed.
    Step {
        id: "safe-capture",
        position: SAFE,
        goal: Goal::NoCaptureLeft { wanted: "B3<" },
        task: t("Capture, but leave North nothing to capture back.", "Kula, lakini usimwachie Kaskazini cha kula."),
        explain: t(
            "The biggest capture is not always the best: look at what North can capture after it.",
            "Kula kukubwa zaidi si bora kila mara: tazama Kaskazini anachoweza kula baadaye.",
        ),
    },
    // A1> and A2> take a5 (4) and leave North five captures (a6> takes 7). B1< takes a6 and a7
    // (5), the holes that threatened A3 and A2, and North has no capture after it.
    Step {
        id: "defend",
        position: DEFEND,
        goal: Goal::NoCaptureLeft { wanted: "B1<" },
        task: t(
            "North threatens your front row. Capture so that North has no capture left.",
            "Kaskazini anatishia safu yako ya mbele. Kula ili Kaskazini asibaki na cha kula.",
        ),
        explain: t(
            "Capture the holes that would capture you: then North must play a takata.",
            "Kula mashimo ambayo yangekula yako: kisha Kaskazini lazima acheze takata.",
        ),
    },
    Step {
        id: "survive",
        position: SURVIVE,
        goal: Goal::Survive { moves: 3, nodes: 50_000 },
        task: t(
            "North is stronger here. Hold out for three moves against the computer.",
            "Kaskazini ana nguvu zaidi hapa. Stahimili michezo mitatu dhidi ya kompyuta.",
        ),
        explain: t(
            "Three of your four moves lose within three moves. Before each move, look at North's biggest reply.",
            "Michezo yako mitatu kati ya minne inashindwa ndani ya michezo mitatu. Kabla ya kila mchezo, tazama jibu kubwa zaidi la Kaskazini.",
        ),
    },
    Step {
        id: "win-ending-2",
        position: WIN_ENDING_2,
        goal: Goal::WinEnding { nodes: 20_000 },
        task: t("A won game: win it against the computer.", "Mchezo wa ushindi: ushinde dhidi ya kompyuta."),
        explain: t(
            "Only one of your seven moves keeps the win. Each move after it has to keep it too.",
            "Mchezo mmoja tu kati ya saba unahifadhi ushindi. Kila mchezo unaofuata lazima uuhifadhi pia.",
        ),
    },
];

/// Bao la Kiswahili: namua.
const NAMUA: &[Step] = &[
    // Namua, no nyumba: the reserve seed goes into a front hole with 2 or more (A3) unless all
    // occupied front holes are singletons; A1 and A7 hold one each.
    Step {
        id: "namua-place",
        position: NAMUA_PLACE,
        goal: Goal::FindLegal { hole: "A3" },
        task: t("Bao la Kiswahili: each move starts with a seed from your store. Put it into the right hole.", "Bao la Kiswahili: kila mchezo unaanza kwa kete moja ya akiba. Iweke katika shimo sahihi."),
        explain: t(
            "In namua you put one seed from your store into an occupied front hole, lift them all and sow. Without a nyumba, a single seed may not be chosen while a hole holds two.",
            "Katika namua unaweka kete moja ya akiba katika shimo la mbele lenye kete, unazichukua zote na kupanda. Bila nyumba, kete moja haichaguliwi ikiwa kuna shimo lenye mbili.",
        ),
    },
    // A3>: the seed makes 3 in A3; lifted and sown A4, A5, A6 (empty): ends in A6.
    Step {
        id: "namua-sow",
        position: NAMUA_PLACE,
        goal: Goal::PredictEnd { mv: "A3>" },
        task: t("A3>: the seed goes into A3, then all of A3 is sown to the right. Where does it stop?", "A3>: kete inawekwa A3, kisha A3 yote inapandwa kulia. Unasimama wapi?"),
        explain: t("The placed seed is counted: A3's two become three.", "Kete iliyowekwa inahesabiwa: mbili za A3 zinakuwa tatu."),
    },
    // A2: the seed into A2 (held 1) facing a7 (3) captures a7 at once; A2 is in the left kimbi,
    // so the 3 enter at A1: A1, A2, A3 (empty): end.
    Step {
        id: "namua-capture",
        position: NAMUA_KICHWA,
        goal: Goal::PredictCaptures { mv: "A2" },
        task: t("A2: the seed goes into A2, which faces a7. Tap what it captures.", "A2: kete inawekwa A2, linalokabili a7. Gusa inachokula."),
        explain: t("In namua, a seed put into an occupied front hole facing seeds captures at once.", "Katika namua, kete ikiwekwa katika shimo la mbele lenye kete linalokabili kete, inakula papo hapo."),
    },
];

/// The nyumba and its tax.
const NYUMBA: &[Step] = &[
    // The functional nyumba A5 (8) is the only occupied front hole: the seed goes in and only
    // two are lifted (the tax): A5>: A6, A7 (empty): ends in A7.
    Step {
        id: "nyumba-tax",
        position: NYUMBA_TAX,
        goal: Goal::PredictEnd { mv: "A5>" },
        task: t(
            "Your nyumba A5 is your only front hole with seeds. Where does A5> stop?",
            "Nyumba yako A5 ndilo shimo pekee la mbele lenye kete. A5> inasimama wapi?",
        ),
        explain: t(
            "The nyumba (hole 5) is yours while it holds six or more. Sowing from it in namua lifts only two seeds: the tax. The nyumba stays.",
            "Nyumba (shimo la 5) ni yako ikiwa na kete sita au zaidi. Kupanda kutoka kwake katika namua kunachukua kete mbili tu: kodi. Nyumba inabaki.",
        ),
    },
    // The nyumba A5 holds 7 and A3 holds 2: the seed may not go into the nyumba while another
    // front hole is occupied, so A3 is the only start.
    Step {
        id: "nyumba-alone",
        position: NYUMBA_ALONE,
        goal: Goal::FindLegal { hole: "A3" },
        task: t("Put your seed into a hole that may take it.", "Weka kete yako katika shimo linaloweza kuipokea."),
        explain: t(
            "The seed may go into your nyumba only when it is your only occupied front hole.",
            "Kete inaweza kuwekwa nyumbani tu ikiwa nyumba ndilo shimo pekee la mbele lenye kete.",
        ),
    },
    // A2>: 2 + 1 = 3 seeds: A3, A4, A5: the lap ends in the functional nyumba: a namua takata
    // stops there.
    Step {
        id: "nyumba-stop",
        position: NYUMBA_STOP,
        goal: Goal::PredictEnd { mv: "A2>" },
        task: t("Where does A2> stop?", "A2> inasimama wapi?"),
        explain: t(
            "A namua takata whose lap ends in your own nyumba stops there: the nyumba is not lifted.",
            "Takata ya namua ambayo mzunguko wake unaishia katika nyumba yako inasimama hapo: nyumba haichukuliwi.",
        ),
    },
];

/// Stop or safari, and the kichwa choice.
const CHOICES: &[Step] = &[
    // A7 (held 1, faces a2's 4): the seed captures a2; entered at A8: A8, A7, A6, A5, the
    // nyumba (a4 empty): stop (4 seeds) or safari: its 13 go A4…A1, B1…B8, A8 (held 1) facing
    // a1: capture a1 too (5 seeds). Safari captures more.
    Step {
        id: "safari-take",
        position: SAFARI,
        goal: Goal::Safari { wanted: "A7+" },
        task: t(
            "Your capture ends in your nyumba. Stop there, or go on safari — whichever captures more.",
            "Kula kwako kunaishia nyumbani. Simama hapo, au nenda safari — kinachokula zaidi.",
        ),
        explain: t(
            "In a namua capture that ends in your own nyumba you choose: stop, or safari — lift the nyumba and sow on (it is then destroyed).",
            "Katika kula kwa namua kunakoishia nyumbani kwako unachagua: kusimama, au safari — kuchukua nyumba na kuendelea kupanda (kisha inavunjika).",
        ),
    },
    // A4 (held 1) faces a5 (2): a central capture, so you choose the kichwa. A4<: enter at A1:
    // A1, A2 (held 1) faces a7 (3): capture again, 5 in all. A4>: enter at A8: A8, A7
    // (empty): 2. A2 captures a7 only: 3.
    Step {
        id: "kichwa-left",
        position: NAMUA_KICHWA,
        goal: Goal::Kichwa { wanted: "A4<" },
        task: t("Capture from A4 and choose the kichwa that captures the most.", "Kula kutoka A4 na uchague kichwa kinachokula zaidi."),
        explain: t(
            "The first capture of a namua move from a central hole lets you choose the kichwa: A1 or A8.",
            "Kula kwa kwanza kwa mchezo wa namua kutoka shimo la katikati kunakuruhusu kuchagua kichwa: A1 au A8.",
        ),
    },
    // A5 (held 1) faces a4 (2). A5>: enter at A8: A8, A7 (held 1) faces a2 (3): capture it
    // too (5). A5<: enter at A1: A1, A2 (empty): 2. A7 captures a2 only: 3.
    Step {
        id: "kichwa-right",
        position: KICHWA_RIGHT,
        goal: Goal::Kichwa { wanted: "A5>" },
        task: t("Now the other side: choose the kichwa that captures the most.", "Sasa upande mwingine: chagua kichwa kinachokula zaidi."),
        explain: t(
            "Count where the captured seeds end from each kichwa before you choose.",
            "Hesabu kete zilizoliwa zinaishia wapi kutoka kila kichwa kabla ya kuchagua.",
        ),
    },
    // A7+: a2's 4 enter at A8: A8, A7, A6, A5 (the nyumba): safari lifts its 13: A4…A1,
    // B1…B8, A8 (held 1) facing a1 (1): a1 is captured too. Captured: a2 and a1.
    Step {
        id: "safari-captures",
        position: SAFARI,
        goal: Goal::PredictCaptures { mv: "A7+" },
        task: t("A7+ goes on safari. Tap every hole it captures.", "A7+ inakwenda safari. Gusa kila shimo inalolila."),
        explain: t("The safari lap is a lap of the capture move: it can capture again.", "Mzunguko wa safari ni sehemu ya mchezo wa kula: unaweza kula tena."),
    },
];

/// Mtaji.
const MTAJI: &[Step] = &[
    // Mtaji (no reserve): A3>: A4, A5, the functional nyumba (now 7, a4 empty): in mtaji the
    // safari is compulsory: A6, A7, A8, B8, B7, B6, B5 (empty): ends in B5.
    Step {
        id: "mtaji-safari",
        position: MTAJI_SAFARI,
        goal: Goal::PredictEnd { mv: "A3>" },
        task: t("Your store is empty: this is mtaji. Where does A3> stop?", "Akiba yako imekwisha: huu ni mtaji. A3> inasimama wapi?"),
        explain: t(
            "When your store is empty you play mtaji, like Bao la Kujifunza: lift a hole and sow. A lap ending in your nyumba must go on safari.",
            "Akiba ikiisha unacheza mtaji, kama Bao la Kujifunza: chukua shimo na kupanda. Mzunguko ukiishia nyumbani lazima uende safari.",
        ),
    },
    // Mtaji: A1 and A7 are singletons; the nyumba A5 (7) is an ordinary front hole now, so it
    // is the only start (lifting it destroys it).
    Step {
        id: "mtaji-nyumba",
        position: MTAJI_NYUMBA,
        goal: Goal::FindLegal { hole: "A5" },
        task: t("Find the legal move in mtaji.", "Tafuta mchezo halali katika mtaji."),
        explain: t(
            "In mtaji the nyumba may be lifted like any hole, but then it is destroyed for good.",
            "Katika mtaji nyumba inaweza kuchukuliwa kama shimo lolote, lakini hapo inavunjika kabisa.",
        ),
    },
];

/// Takasia.
const TAKASIA: &[Step] = &[
    // No capture now. A1>: A2, A3 (empty): then B2's 4 sown right would end in A3 facing a6,
    // the only North hole South threatens, and North has no capture: a6 is takasiaed. A1<
    // relays through B2 into the back row, A8> and A8< threaten nothing.
    Step {
        id: "takasia-make",
        position: TAKASIA_MAKE,
        goal: Goal::Takasia { wanted: "A1>" },
        task: t("No capture is possible. Play the takata that takasias a North hole.", "Hakuna kula. Cheza takata inayotakasia shimo la Kaskazini."),
        explain: t(
            "After a mtaji takata, if North has no capture and you threaten exactly one of his front holes, that hole is takasiaed: North may not start from it on his next move.",
            "Baada ya takata ya mtaji, ikiwa Kaskazini hana kula na wewe unatishia shimo moja tu la mbele lake, shimo hilo linatakasiwa: Kaskazini hawezi kulianza katika mchezo wake ujao.",
        ),
    },
    // A5 is takasiaed. A1>: A2, A3 (held 1): relay 2: A4, A5 (held 1): the lap ends in the
    // takasiaed hole, so the move stops there.
    Step {
        id: "takasia-stop",
        position: TAKASIA_STOP,
        goal: Goal::PredictEnd { mv: "A1>" },
        task: t("North takasiaed your A5. Where does A1> stop?", "Kaskazini ametakasia A5 yako. A1> inasimama wapi?"),
        explain: t("A lap that ends in your takasiaed hole ends the move there: no relay.", "Mzunguko ukiishia katika shimo lako lililotakasiwa, mchezo unaishia hapo: hakuna kuendelea."),
    },
    // A3 is takasiaed, so only A6 may start.
    Step {
        id: "takasia-start",
        position: TAKASIA_START,
        goal: Goal::FindLegal { hole: "A6" },
        task: t("Your A3 is takasiaed. Play a legal move.", "A3 yako imetakasiwa. Cheza mchezo halali."),
        explain: t("A takasiaed hole may not start your move.", "Shimo lililotakasiwa haliwezi kuanza mchezo wako."),
    },
];

/// Bao la Kete.
const KETE: &[Step] = &[
    // Kete, nemo: the lone kuu holds exactly 6: the seed makes 7 and all are lifted:
    // A5>: A6, A7, A8, B8, B7, B6, B5 (empty): ends in B5; the kuu is destroyed.
    Step {
        id: "kete-kuu-six",
        position: KETE_SIX,
        goal: Goal::PredictEnd { mv: "A5>" },
        task: t("Bao la Kete: your kuu A5 holds exactly six. Where does A5> stop?", "Bao la Kete: kuu lako A5 lina kete sita hasa. A5> inasimama wapi?"),
        explain: t(
            "In Bao la Kete the kuu never holds fewer than six: with exactly six, all seven are lifted instead of a tax of two.",
            "Katika Bao la Kete kuu halibaki na chini ya sita: likiwa na sita hasa, zote saba zinachukuliwa badala ya kodi ya mbili.",
        ),
    },
    // Kete mtaji: while the kuu functions every takata starts from it: A2 may not.
    Step {
        id: "kete-kuu-start",
        position: KETE_KUU_START,
        goal: Goal::FindLegal { hole: "A5" },
        task: t("Mtaji in Bao la Kete, no capture. Play a legal move.", "Mtaji katika Bao la Kete, hakuna kula. Cheza mchezo halali."),
        explain: t("While your kuu stands, every takata must start from it.", "Kuu lako likiwa bado lipo, kila takata lazima ianzie kwake."),
    },
    // Kete mtaji, no kuu, no capture. A1>: A2, A3 (empty); then B2's 4 sown towards A1 would
    // end in A3 facing a6, the only North hole South threatens, and North has no capture: a6
    // becomes hizi zetu. A1< relays from B2 into the back row; A8> and A8< threaten nothing.
    Step {
        id: "kete-hizi-zetu",
        position: KETE_HIZI_ZETU,
        goal: Goal::Takasia { wanted: "A1>" },
        task: t("Bao la Kete: play the takata that makes a North hole hizi zetu.", "Bao la Kete: cheza takata inayofanya shimo la Kaskazini kuwa hizi zetu."),
        explain: t(
            "Hizi zetu is Lamu's takasia. It comes with a duty: on your next move you must capture that hole if you can.",
            "Hizi zetu ni kutakatia kwa Lamu. Kuna wajibu nayo: katika mchezo wako ujao lazima ule shimo hilo ukiweza.",
        ),
    },
    // Kete: South takasiaed a3 last move (hizi zetu). A4>: A5, A6 (held 1) faces a3: it takes
    // a3, so it is legal; A1> would take a6 first and is barred by the duty.
    Step {
        id: "kete-duty",
        position: KETE_DUTY,
        goal: Goal::FindLegal { hole: "A4" },
        task: t(
            "You made North's a3 hizi zetu. Now you must capture it: play the move that does.",
            "Ulifanya a3 ya Kaskazini kuwa hizi zetu. Sasa lazima uile: cheza mchezo unaoila.",
        ),
        explain: t(
            "In Bao la Kete the player who made a hizi zetu must capture that hole on his next move if he can.",
            "Katika Bao la Kete aliyefanya hizi zetu lazima ale shimo hilo katika mchezo wake ujao akiweza.",
        ),
    },
];

/// Bawo.
const BAWO: &[Step] = &[
    // North's a5, a6, a7 are occupied at the start and face A4, A3, A2: a gambit that leaves
    // those three empty exposes nothing. Any such placement is right.
    Step {
        id: "bawo-gambit",
        position: BAWO_START,
        goal: Goal::GambitSafe { example: "@A1,A6,A7,A8,B8" },
        task: t("Bawo: place your five seeds so that North's gambit captures none of them.", "Bawo: weka kete zako tano ili gambit ya Kaskazini isile hata moja."),
        explain: t(
            "Your first move lifts your two holes of two, adds a seed and places the five anywhere. North then captures every front seed of yours facing his occupied front holes.",
            "Mchezo wako wa kwanza unachukua mashimo yako mawili ya kete mbili, unaongeza kete moja na kuweka tano popote. Kisha Kaskazini anakula kila kete yako ya mbele inayokabili mashimo yake ya mbele yenye kete.",
        ),
    },
    // North's kuu a5 (8) functions and a4, facing South's kuu, is empty: a seed into the
    // empty A4 captures the kuu. Captures are compulsory, so A4 is the only start.
    Step {
        id: "bawo-kuu-capture",
        position: BAWO_KUU_CAPTURE,
        goal: Goal::FindLegal { hole: "A4" },
        task: t("Capture North's kuu.", "Kula kuu la Kaskazini."),
        explain: t(
            "In Bawo, while your own kuu is not threatened, a seed put into the empty hole facing North's kuu captures it.",
            "Katika Bawo, kuu lako lisipotishiwa, kete ikiwekwa katika shimo tupu linalokabili kuu la Kaskazini inalila.",
        ),
    },
    // A2 (held 1) faces a7 (6): captured, entered at A1: A1…A6; A6 (held 1) faces a3 with 16,
    // which Bawo keeps safe: treated as empty, so A6 relays: A7, A8 (empty). Only a7 is taken.
    Step {
        id: "bawo-big-safe",
        position: BAWO_BIG_SAFE,
        goal: Goal::PredictCaptures { mv: "A2" },
        task: t("A2 captures. Tap every North hole it takes.", "A2 inakula. Gusa kila shimo la Kaskazini inalolichukua."),
        explain: t("In Bawo a hole with 16 or more seeds cannot be captured.", "Katika Bawo shimo lenye kete 16 au zaidi haliwezi kuliwa."),
    },
    // The lone kuu holds exactly its starting 8: the seed makes 9 and all are lifted:
    // A5>: A6, A7, A8, B8…B3 (empty): ends in B3.
    Step {
        id: "bawo-lone-kuu",
        position: BAWO_LONE_KUU,
        goal: Goal::PredictEnd { mv: "A5>" },
        task: t("Your kuu A5 holds its starting eight and is your only front hole. Where does A5> stop?", "Kuu lako A5 lina kete nane za mwanzo na ndilo shimo pekee la mbele. A5> inasimama wapi?"),
        explain: t("In Bawo a lone kuu with exactly its starting count is lifted whole; with more, the tax of two applies.", "Katika Bawo kuu lililo peke yake lenye idadi yake ya mwanzo hasa linachukuliwa lote; likiwa na zaidi, kodi ya mbili inatumika."),
    },
];

/// The Bawo kuu of other setups.
const BAWO_SETUPS: &[Step] = &[
    // Chibaka: the kuu starts with 10 and is alone with exactly 10: the seed makes 11, all
    // lifted: A5>: A6, A7, A8, B8…B1 (empty): ends in B1.
    Step {
        id: "bawo-chibaka-kuu",
        position: BAWO_CHIBAKA_KUU,
        goal: Goal::PredictEnd { mv: "A5>" },
        task: t(
            "Bawo, Chibaka rules: your lone kuu holds its starting ten. Where does A5> stop?",
            "Bawo, kanuni za Chibaka: kuu lako lililo peke yake lina kete kumi za mwanzo. A5> inasimama wapi?",
        ),
        explain: t(
            "The kuu starts with 8 seeds (Chikoko), 10 (Chibaka) or 6 (Sanderson), and it works while it holds at least that many.",
            "Kuu linaanza na kete 8 (Chikoko), 10 (Chibaka) au 6 (Sanderson), na linafanya kazi likiwa na idadi hiyo au zaidi.",
        ),
    },
    // Sanderson: the kuu A5 holds its starting 6 and functions, and A2 holds one seed. The
    // seed may not go into the kuu while another front hole is occupied; a singleton may be
    // chosen since every front hole but the kuu holds at most one: A2 is the only start.
    Step {
        id: "bawo-sanderson-singleton",
        position: BAWO_SANDERSON,
        goal: Goal::FindLegal { hole: "A2" },
        task: t(
            "Bawo, Sanderson rules: your kuu holds six. Put your seed where it may go.",
            "Bawo, kanuni za Sanderson: kuu lako lina kete sita. Weka kete yako mahali inaporuhusiwa.",
        ),
        explain: t(
            "In Bawo a single seed may be chosen when every front hole other than the kuu holds at most one.",
            "Katika Bawo kete moja inaweza kuchaguliwa ikiwa kila shimo la mbele lisilo kuu lina kete moja au hakuna.",
        ),
    },
];

/// The whole path, in order.
pub static STAGES: &[Stage] = &[
    Stage { id: "sowing", title: t("Sowing and direction", "Kupanda na upande"), steps: SOWING },
    Stage { id: "relay", title: t("Relay", "Kuendelea"), steps: RELAY },
    Stage { id: "starts", title: t("Where a move may start", "Mchezo unaweza kuanzia wapi"), steps: STARTS },
    Stage { id: "captures", title: t("Capturing and the kichwa", "Kula na kichwa"), steps: CAPTURES },
    Stage { id: "chains", title: t("Chains and the 16-seed rule", "Minyororo na sheria ya kete 16"), steps: CHAINS },
    Stage { id: "winning", title: t("Compulsory capture and winning", "Kula kwa lazima na kushinda"), steps: WINNING },
    Stage { id: "tactics", title: t("First tactics", "Mbinu za kwanza"), steps: TACTICS },
    Stage { id: "namua", title: t("Bao la Kiswahili: namua", "Bao la Kiswahili: hatua ya namua"), steps: NAMUA },
    Stage { id: "nyumba", title: t("The nyumba and its tax", "Nyumba na kodi yake"), steps: NYUMBA },
    Stage { id: "choices", title: t("Stop or safari, and the kichwa", "Kusimama au safari, na kichwa"), steps: CHOICES },
    Stage { id: "mtaji", title: t("The change to mtaji", "Kuingia mtaji"), steps: MTAJI },
    Stage { id: "takasia", title: t("Takasia", "Kutakatia"), steps: TAKASIA },
    Stage { id: "kete", title: t("What changes in Bao la Kete", "Yanayobadilika katika Bao la Kete"), steps: KETE },
    Stage { id: "bawo", title: t("What changes in Bawo", "Yanayobadilika katika Bawo"), steps: BAWO },
    Stage { id: "bawo-setups", title: t("Bawo: the kuu of 8, 10 or 6", "Bawo: kuu la 8, 10 au 6"), steps: BAWO_SETUPS },
];

/// Every step in order, with its stage.
pub fn all_steps() -> impl Iterator<Item = (&'static Stage, &'static Step)> {
    STAGES.iter().flat_map(|stage| stage.steps.iter().map(move |step| (stage, step)))
}

/// The step of this id.
pub fn step(id: &str) -> Option<&'static Step> {
    all_steps().map(|(_, step)| step).find(|step| step.id == id)
}
