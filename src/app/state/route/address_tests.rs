//! Addresses read and written: the forms by hand, the share links made so far, malformed
//! fragments, and a round trip over random addresses.

use super::*;
use crate::app::learn::drill::DrillLevel;
use crate::app::pages::practice::PracticeAddress;
use crate::app::share::examples;
use crate::engine::random::Rng;

fn read(fragment: &str) -> Result<Route, AddressError> {
    fragment.parse()
}

#[test]
fn every_page_reads_from_its_fragment() {
    assert_eq!(read(""), Ok(Route::Game));
    assert_eq!(read("#"), Ok(Route::Game));
    assert_eq!(read("#/play"), Ok(Route::Game));
    assert_eq!(read("#/learn"), Ok(Route::Learn(None)));
    assert_eq!(read("#/learn/sow-first"), Ok(Route::Learn(Some("sow-first".to_string()))));
    assert_eq!(read("#/drill"), Ok(Route::Practice(PracticeAddress::Drill(None))));
    assert_eq!(read("#/drill/medium"), Ok(Route::Practice(PracticeAddress::Drill(Some(DrillLevel::Medium)))));
    assert_eq!(read("#/puzzles"), Ok(Route::Practice(PracticeAddress::Puzzle(None))));
    assert_eq!(read("#/puzzle/kuj-0012"), Ok(Route::Practice(PracticeAddress::Puzzle(Some("kuj-0012".to_string())))));
    assert_eq!(read("#/analysis"), Ok(Route::Analysis(None)));
    // "YQ" is the link codec's "a" (base64url, no padding).
    assert_eq!(read("#/analysis/YQ"), Ok(Route::Analysis(Some("a".to_string()))));
    assert_eq!(read("#/review/YQ"), Ok(Route::Review(Some("a".to_string()))));
    assert_eq!(read("#/editor/YQ"), Ok(Route::Editor(Some("a".to_string()))));
    assert_eq!(read("/editor"), Ok(Route::Editor(None)), "the # is optional");
}

#[test]
fn every_address_writes_its_fragment() {
    assert_eq!(Route::Game.to_string(), "#/play");
    assert_eq!(Route::Learn(Some("sow-first".to_string())).to_string(), "#/learn/sow-first");
    assert_eq!(Route::Practice(PracticeAddress::Drill(Some(DrillLevel::Long))).to_string(), "#/drill/long");
    assert_eq!(Route::Practice(PracticeAddress::Puzzle(None)).to_string(), "#/puzzles");
    assert_eq!(Route::Practice(PracticeAddress::Puzzle(Some("p1".to_string()))).to_string(), "#/puzzle/p1");
    // "ab" is 0x61 0x62: 011000 010110 0010(00) → Y W I.
    assert_eq!(Route::Analysis(Some("ab".to_string())).to_string(), "#/analysis/YWI");
    assert_eq!(Route::Review(None).to_string(), "#/review");
}

#[test]
fn the_share_links_made_so_far_are_addresses_of_their_game() {
    let link = examples::link();
    assert!(link.starts_with("#game="));
    assert_eq!(read(&link), Ok(Route::SharedGame(examples::RECORD.to_string())));
    assert_eq!(read(link.trim_start_matches('#')), Ok(Route::SharedGame(examples::RECORD.to_string())));
    // Written back, the address is the same link.
    assert_eq!(Route::SharedGame(examples::RECORD.to_string()).to_string(), link);
}

#[test]
fn a_malformed_fragment_is_named_and_never_an_address() {
    assert_eq!(read("#/nowhere"), Err(AddressError::UnknownPage));
    assert_eq!(read("#learn"), Err(AddressError::UnknownPage), "a path starts with /");
    assert_eq!(read("##/learn"), Err(AddressError::UnknownPage), "one # only");
    assert_eq!(read("##"), Err(AddressError::UnknownPage));
    assert_eq!(read("#/play/more"), Err(AddressError::UnknownPage));
    assert_eq!(read("#/puzzle"), Err(AddressError::UnknownPage), "a puzzle needs its id");
    assert_eq!(read("#/puzzles/x"), Err(AddressError::UnknownPage));
    assert_eq!(read("#/learn/"), Err(AddressError::UnknownPage), "an empty step id");
    assert_eq!(read("#/learn/a b"), Err(AddressError::UnknownPage));
    assert_eq!(read("#/drill/hard"), Err(AddressError::UnknownLevel));
    assert_eq!(read("#/analysis/***"), Err(AddressError::BadCode));
    assert_eq!(read("#/analysis/YQ=="), Err(AddressError::BadCode), "no padding in the codec");
    // 0xff alone is no UTF-8 text: "_w" decodes to it.
    assert_eq!(read("#/review/_w"), Err(AddressError::BadCode));
    assert_eq!(read("#/review/"), Err(AddressError::EmptyCode), "a coded page's / with no code after it");
    assert_eq!(read("#game="), Err(AddressError::EmptyCode));
    // An id longer than any step's or puzzle's is no id.
    assert_eq!(read(&format!("#/learn/{}", "a".repeat(81))), Err(AddressError::UnknownPage));
    assert_eq!(read("#game=***"), Err(AddressError::BadCode));
}

/// A random text of letters, digits, blanks, newlines and a few symbols, some beyond ASCII.
/// A text a coded address carries (never empty: `#/review/` with nothing after it is no address).
fn text(rng: &mut Rng) -> String {
    const CHARS: [char; 12] = ['a', 'Z', '0', '9', ' ', '\n', '{', '"', ':', '>', 'ü', 'ж'];
    (0..1 + rng.below(40)).map(|_| CHARS[rng.below(CHARS.len() as u64) as usize]).collect()
}

fn id(rng: &mut Rng) -> String {
    const CHARS: [char; 8] = ['a', 'k', '0', '7', '-', '_', '.', 'Q'];
    (0..1 + rng.below(12)).map(|_| CHARS[rng.below(CHARS.len() as u64) as usize]).collect()
}

fn random_address(rng: &mut Rng) -> Route {
    let maybe = |rng: &mut Rng, f: fn(&mut Rng) -> String| (rng.below(3) > 0).then(|| f(rng));
    match rng.below(9) {
        0 => Route::Game,
        7 => {
            let variant = crate::engine::Variant::ALL[rng.below(crate::engine::Variant::ALL.len() as u64) as usize];
            let themes = crate::puzzles::Theme::ALL;
            Route::Practice(PracticeAddress::Set(variant, (rng.below(3) > 0).then(|| themes[rng.below(themes.len() as u64) as usize])))
        }
        1 => Route::Learn(maybe(rng, id)),
        2 => Route::Practice(PracticeAddress::Drill((rng.below(4) > 0).then(|| DrillLevel::ALL[rng.below(3) as usize]))),
        3 => Route::Practice(PracticeAddress::Puzzle(maybe(rng, id))),
        4 => Route::Analysis(maybe(rng, text)),
        5 => Route::Review(maybe(rng, text)),
        6 => Route::Editor(maybe(rng, text)),
        _ => Route::SharedGame(text(rng)),
    }
}

#[test]
fn every_address_reads_back_from_what_it_writes() {
    let mut rng = Rng::new(17);
    for _ in 0..2_000 {
        let address = random_address(&mut rng);
        let fragment = address.to_string();
        assert!(fragment.starts_with('#'), "{fragment}");
        assert_eq!(read(&fragment), Ok(address.clone()), "{fragment}");
        // And the fragment read back writes itself again.
        assert_eq!(read(&fragment).map(|a| a.to_string()), Ok(fragment));
    }
}

#[test]
fn moving_within_a_page_is_the_same_page() {
    let step = |id: &str| Route::Learn(Some(id.to_string()));
    assert!(step("a").same_page(&step("b")));
    assert!(step("a").same_page(&Route::Learn(None)));
    assert!(!step("a").same_page(&Route::Game));
    // A share link is a page of its own: its game replaces the one played, so Back leaves it.
    let shared = Route::SharedGame(examples::RECORD.to_string());
    assert!(!shared.same_page(&Route::Game) && !Route::Game.same_page(&shared));
    assert!(shared.same_page(&shared));
}

#[test]
fn a_themed_puzzle_set_has_an_address_of_its_game_and_theme() {
    use crate::engine::Variant;
    use crate::puzzles::Theme;
    let read = |s: &str| s.parse::<Route>();
    assert_eq!(read("#/puzzles/kiswahili/biggest-capture"), Ok(Route::Practice(PracticeAddress::Set(Variant::Kiswahili, Some(Theme::BiggestCapture)))));
    assert_eq!(read("#/puzzles/kujifunza"), Ok(Route::Practice(PracticeAddress::Set(Variant::Kujifunza, None))));
    assert_eq!(read("#/puzzles/chess"), Err(AddressError::UnknownPage));
    assert_eq!(read("#/puzzles/kiswahili/capture-all"), Err(AddressError::UnknownPage));
    let set = Route::Practice(PracticeAddress::Set(Variant::Kiswahili, Some(Theme::Takasia)));
    assert_eq!(set.to_string(), "#/puzzles/kiswahili/takasia");
    assert_eq!(read(&set.to_string()), Ok(set.clone()));
    assert!(set.same_page(&Route::Practice(PracticeAddress::Puzzle(None))), "a set and a puzzle are the puzzles page");
    assert!(!set.same_page(&Route::Game));
}
