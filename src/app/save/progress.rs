//! The learning progress ([`Progress`]: steps, the drill streak, each puzzle's history) under
//! its own localStorage key, through the versioned store: an unreadable progress is set aside
//! under [`PROGRESS_SIDE_KEY`] and reported, and nothing else is touched.

use crate::app::learn::progress::{Progress, STORE_KEY, VERSION};

use super::store::Store;

/// Where an unreadable learning progress is kept aside.
pub const PROGRESS_SIDE_KEY: &str = "bao.learn.broken";

/// The same envelope [`Progress::to_json`] writes: `{"version": 1, "progress": …}`.
impl Store for Progress {
    const KEY: &'static str = STORE_KEY;
    const SIDE_KEY: &'static str = PROGRESS_SIDE_KEY;
    const FIELD: &'static str = "progress";
    const VERSION: u32 = VERSION;
}

#[cfg(test)]
mod tests {
    use super::super::store::{load, read, write, LoadError, Loaded};
    use super::*;

    #[test]
    fn the_store_reads_what_progress_writes_and_sets_a_broken_one_aside() {
        let mut p = Progress::default();
        p.record_drill(true);
        p.record_puzzle("kujifunza-bao-hamna-1-0001", false, 5.0);
        assert_eq!(write(&p), p.to_json(), "one envelope for both writers");
        assert_eq!(read::<Progress>(&p.to_json()), Ok(p));
        let Loaded::SetAside(aside) = load::<Progress>(Some("{\"version\":1,\"progress\":{\"drill\":7}}".to_string())) else { panic!("unreadable") };
        assert_eq!((aside.key, aside.side_key), ("bao.learn", "bao.learn.broken"));
        assert!(matches!(aside.problem, LoadError::Corrupt(_)));
        assert!(matches!(load::<Progress>(Some("{\"version\":9}".to_string())), Loaded::SetAside(s) if s.problem == LoadError::Incompatible(9)));
    }
}
