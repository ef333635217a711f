//! The lessons: their list, headings, texts and verdicts.

use super::text::Text;
use crate::app::enums::with_all;

with_all! {
    /// The lessons: their list, headings, texts and verdicts.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum LessonText {
        LessonsTitle,
        LessonsIntro,
        LessonHeading,
        LessonsSolved,
        LessonWellDone,
        LessonAllDone,
        LessonSowTitle,
        LessonSowText,
        LessonCaptureTitle,
        LessonCaptureText,
        LessonCaptureMiss,
        LessonHamnaTitle,
        LessonHamnaText,
        LessonHamnaMiss,
        LessonKichwaTitle,
        LessonKichwaText,
        LessonKichwaMiss,
        LessonSafariTitle,
        LessonSafariText,
        LessonSafariMiss,
        LessonTakasiaTitle,
        LessonTakasiaText,
        LessonTakasiaMiss,
    }
}

impl Text for LessonText {
    fn en(self) -> &'static str {
        use LessonText::*;
        match self {
            LessonsTitle => "Lessons",
            LessonsIntro => "Short lessons, one idea each, from sowing to takasia. Each sets up a position and checks your move.",
            LessonHeading => "Lesson {0} of {1}: {2}",
            LessonsSolved => "solved",
            LessonWellDone => "Well done!",
            LessonAllDone => "That was the last lesson: now play a game against the computer.",
            LessonSowTitle => "Sowing and relay",
            LessonSowText => "Bao la Kujifunza: every hole starts with two seeds. Pick one of your holes (the bottom two rows) with two or more seeds, and a direction. The seeds are sown one by one around your own 16 holes; when the last one lands in a hole that was not empty, you lift them all and sow on (relay). The move ends in an empty hole. Make any move.",
            LessonCaptureTitle => "Capturing",
            LessonCaptureText => "When the last seed of your first lap lands in an occupied hole of your front row and the opponent's hole facing it is not empty, you capture those seeds and sow them into your front row from a kichwa (an end hole). Capturing is compulsory, so only capture moves are offered. Two captures are possible here: take the most seeds.",
            LessonCaptureMiss => "That captured only 2 seeds. Another move ends facing a bigger hole.",
            LessonHamnaTitle => "Bao hamna: winning at once",
            LessonHamnaText => "You win at once when your captures empty the opponent's whole front row (Bao hamna). North has seeds in only two front holes. Find the move that captures both: after a capture the sowing can relay and capture again.",
            LessonHamnaMiss => "North still has a seed in the front row. Look for a capture whose seeds land in an occupied hole and sow on.",
            LessonKichwaTitle => "Namua and the kichwa",
            LessonKichwaText => "Bao la Kiswahili begins in namua: each move starts by putting a seed from your reserve into your front row. Putting it into an occupied hole that faces an occupied hole captures. From a central hole (3 to 6) you choose the kichwa where the captured seeds enter. Capture as many seeds as you can.",
            LessonKichwaMiss => "More seeds can be captured: from which kichwa do the captured seeds reach a second capture?",
            LessonSafariTitle => "The nyumba and safari",
            LessonSafariText => "Your nyumba (the square hole A5) works while it holds six or more seeds. When a lap of a namua capture ends there, you choose: stop, or go on (safari) by lifting all its seeds and sowing on, which gives up the nyumba. Here going on leads to a second capture.",
            LessonSafariMiss => "You stopped at the nyumba. Try going on (safari).",
            LessonTakasiaTitle => "Takata and takasia",
            LessonTakasiaText => "In mtaji, when no capture is possible you play a takata: you start from a front hole with two or more seeds and capture nothing. If afterwards you threaten exactly one of the opponent's front holes and he cannot capture, that hole is takasiaed (marked): on his next move he may not start from it, and a lap of his that ends there stops. Play the takata that marks a North hole.",
            LessonTakasiaMiss => "No hole was marked. Which takata puts a seed in a hole that one of your laps can then reach, facing North's seeds?",
        }
    }

    fn sw(self) -> &'static str {
        use LessonText::*;
        match self {
            LessonsTitle => "Masomo",
            LessonsIntro => "Masomo mafupi, kila moja wazo moja, kuanzia kupanda hadi takasia. Kila somo linaweka hali ya ubao na kukagua hatua yako.",
            LessonHeading => "Somo {0} kati ya {1}: {2}",
            LessonsSolved => "limetatuliwa",
            LessonWellDone => "Hongera!",
            LessonAllDone => "Hilo lilikuwa somo la mwisho: sasa cheza mchezo dhidi ya kompyuta.",
            LessonSowTitle => "Kupanda na kuendelea",
            LessonSowText => "Bao la Kujifunza: kila shimo lina mbegu mbili mwanzoni. Chagua shimo lako (safu mbili za chini) lenye mbegu mbili au zaidi, na upande. Mbegu hupandwa moja moja katika mashimo yako 16; mbegu ya mwisho ikiangukia shimo lisilo tupu, unazichukua zote na kuendelea kupanda. Hatua inaishia katika shimo tupu. Cheza hatua yoyote.",
            LessonCaptureTitle => "Kula",
            LessonCaptureText => "Mbegu ya mwisho ya mzunguko wa kwanza ikiangukia shimo lenye mbegu katika safu yako ya mbele, na shimo la mpinzani linaloelekeana nalo si tupu, unakula mbegu hizo na kuzipanda katika safu yako ya mbele kuanzia kichwa. Kula ni lazima, kwa hiyo hatua za kula tu ndizo zinazotolewa. Hapa kuna njia mbili za kula: kula mbegu nyingi zaidi.",
            LessonCaptureMiss => "Hiyo imekula mbegu 2 tu. Hatua nyingine inaishia mbele ya shimo kubwa zaidi.",
            LessonHamnaTitle => "Bao hamna: kushinda mara moja",
            LessonHamnaText => "Unashinda mara moja unapokula mbegu zote za safu ya mbele ya mpinzani (bao hamna). Kaskazini ana mbegu katika mashimo mawili tu ya mbele. Tafuta hatua inayokula yote mawili: baada ya kula, upandaji unaweza kuendelea na kula tena.",
            LessonHamnaMiss => "Kaskazini bado ana mbegu katika safu ya mbele. Tafuta kula ambako mbegu zilizoliwa zinaangukia shimo lenye mbegu na kuendelea.",
            LessonKichwaTitle => "Namua na kichwa",
            LessonKichwaText => "Bao la Kiswahili linaanza kwa namua: kila hatua inaanza kwa kuweka mbegu moja kutoka akiba yako katika safu ya mbele. Kuiweka katika shimo lenye mbegu linaloelekeana na shimo lenye mbegu ni kula. Kutoka shimo la katikati (3 hadi 6) unachagua kichwa ambapo mbegu zilizoliwa zinaingia. Kula mbegu nyingi kadiri uwezavyo.",
            LessonKichwaMiss => "Mbegu zaidi zinaweza kuliwa: kutoka kichwa kipi mbegu zilizoliwa zinafika kula tena?",
            LessonSafariTitle => "Nyumba na safari",
            LessonSafariText => "Nyumba yako (shimo la mraba A5) inafanya kazi ikiwa na mbegu sita au zaidi. Mzunguko wa kula katika namua ukiishia hapo, unachagua: kusimama, au kuendelea (safari) kwa kuchukua mbegu zake zote na kupanda, na nyumba inavunjika. Hapa kuendelea kunaleta kula tena.",
            LessonSafariMiss => "Umesimama kwenye nyumba. Jaribu kuendelea (safari).",
            LessonTakasiaTitle => "Takata na takasia",
            LessonTakasiaText => "Katika mtaji, isipowezekana kula unacheza takata: unaanza kutoka shimo la mbele lenye mbegu mbili au zaidi na huli chochote. Ikiwa baadaye unatishia shimo moja tu la mbele la mpinzani na yeye hawezi kula, shimo hilo linatakasiwa (linawekwa alama): katika hatua yake ijayo hawezi kuanzia hapo, na mzunguko wake ukiishia hapo unasimama. Cheza takata inayoweka alama kwenye shimo la Kaskazini.",
            LessonTakasiaMiss => "Hakuna shimo lililowekwa alama. Takata ipi inaweka mbegu katika shimo ambalo mzunguko wako mmoja unaweza kulifikia, likielekeana na mbegu za Kaskazini?",
        }
    }
}
